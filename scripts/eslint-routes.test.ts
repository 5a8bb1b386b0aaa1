import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function sqlComplaints(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const ROUTE = 'apps/api/src/routes/probe/probe.routes.ts';

describe('no SQL in route handlers', () => {
  it.each([
    ['db.query', "declare const db: { query(sql: string): Promise<unknown> };\nawait db.query('SELECT 1');"],
    ['a typed tx.query', "declare const tx: { query<T>(sql: string): Promise<T[]> };\nawait tx.query<{ n: number }>('select count(*) from users');"],
    ['db.transaction', 'declare const db: { transaction(fn: () => Promise<void>): Promise<void> };\nawait db.transaction(async () => {});'],
    ['db.exec', "declare const db: { exec(sql: string): Promise<void> };\nawait db.exec('DELETE FROM users');"],
    ['SQL text in a string', "export const sql = 'UPDATE users SET email = $1';"],
    ['SQL text in a template', 'declare const table: string;\nexport const sql = `\n  INSERT INTO ${table} VALUES (1)`;'],
  ])('rejects %s in a *.routes.ts file', async (_what, source) => {
    const complaints = await sqlComplaints(ROUTE, `${source}\nexport {};\n`);
    expect(complaints.length).toBeGreaterThan(0);
    expect(complaints.every((message) => message.startsWith('Route handlers run no SQL'))).toBe(true);
  });

  it.each([
    ['calling a query function', "declare function findUser(db: unknown, id: number): Promise<unknown>;\ndeclare const db: unknown;\nawait findUser(db, 1);"],
    ['calling a command', 'declare function updateProfile(ctx: unknown, input: unknown): Promise<void>;\nawait updateProfile({}, {});'],
    ['prose that starts with a SQL word', "export const summary = 'Delete the account and everything of it';\nexport const more = 'Update the profile';"],
  ])('allows %s', async (_what, source) => {
    expect(await sqlComplaints(ROUTE, `${source}\nexport {};\n`)).toEqual([]);
  });

  it('leaves *.queries.ts and commands free to run SQL', async () => {
    const source = "declare const db: { query(sql: string): Promise<unknown> };\nawait db.query('SELECT 1');\nexport {};\n";
    expect(await sqlComplaints('apps/api/src/routes/probe/probe.queries.ts', source)).toEqual([]);
    expect(await sqlComplaints('apps/api/src/commands/probe/probe.ts', source)).toEqual([]);
  });
});
