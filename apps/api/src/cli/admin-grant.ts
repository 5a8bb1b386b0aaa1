/**
 * `pnpm admin:grant <email>`: makes the account with that email an administrator, who
 * approves review photos (`--revoke` takes the role away). The database is the one
 * DATABASE_URL names, or the embedded one in DATA_DIR; with the embedded database,
 * stop the API first (PGlite is one process per folder).
 */
import { setAdministrator } from '../commands/admin/setAdministrator.ts';
import { readEnv } from '../config/env.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { HttpError } from '../http/http-error.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const revoke = args.includes('--revoke');
const emails = args.filter((arg) => !arg.startsWith('--'));
if (emails.length !== 1 || !emails[0]?.includes('@')) {
  process.stderr.write('Usage: pnpm admin:grant <email> [--revoke]\n');
  process.exit(2);
}

const env = readEnv(process.env);
const db = await openDatabase(env);
let status = 0;
try {
  await migrate(db);
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const { email } = await setAdministrator({ db, log }, { email: emails[0] ?? '', admin: !revoke });
  process.stdout.write(revoke ? `${email} is no longer an administrator.\n` : `${email} is now an administrator: they approve review photos at /admin/review-photos.\n`);
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  process.stderr.write(`${error.message} (${emails[0] ?? ''})\n`);
  status = 1;
} finally {
  await db.close();
}
process.exit(status);
