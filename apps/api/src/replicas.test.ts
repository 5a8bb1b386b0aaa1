/**
 * Two API replicas on one PostgreSQL, sharing an S3-compatible bucket (s3rver) and an
 * SMTP server, each running its own outbox worker, as a load-balanced deployment would
 * (ADR 041). A plan saved through one is read through the other, its emergency contact is
 * emailed exactly once, and its document and PDF download through the other.
 *
 * Needs a PostgreSQL server (TEST_DATABASE_URL; `scripts/with-postgres.sh` starts one):
 * PGlite is embedded in one process and cannot be shared, so the suite skips it there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OAUTH_CLIENT, type AccessToken, type Plan, type PlanInput, type UploadedFile } from '@planmywalk/contracts';
import { activationCode, newEmail, PASSWORD } from './testing/accounts.ts';
import { pdfDocument } from './testing/documents.ts';
import { publishedInput } from './testing/plans.ts';
import { startReplica, stopReplica, until, type Replica } from './testing/replicas.ts';
import { startS3Server, type TestS3Server } from './testing/s3.ts';
import { freePort, TestSmtp } from './testing/smtp.ts';
import { openSeededTestDatabase, type TestDatabase } from './testing/test-database.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL?.trim());

describe.skipIf(!postgres)('two API replicas on one PostgreSQL', () => {
  let t: TestDatabase;
  let s3: TestS3Server;
  let smtp: TestSmtp;
  let a: Replica;
  let b: Replica;

  beforeAll(async () => {
    t = await openSeededTestDatabase();
    if (!('databaseUrl' in t.location)) throw new Error('expected a PostgreSQL test database');
    s3 = await startS3Server();
    smtp = new TestSmtp(await freePort());
    await smtp.start();
    const env = { REPLICA_DATABASE_URL: t.location.databaseUrl, REPLICA_S3: JSON.stringify(s3.settings), REPLICA_SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    [a, b] = await Promise.all([startReplica(env), startReplica(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopReplica));
    await smtp?.stop();
    await s3?.close();
    await t?.close();
  });

  const call = async (replica: Replica, method: string, path: string, body?: unknown, token?: string, type = 'application/json') => {
    const response = await fetch(`${replica.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': type }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: type === 'application/json' ? JSON.stringify(body) : (body as string) }),
    });
    return response;
  };

  it('given a plan saved and published through one replica, the other reads it, emails it once and serves its document and PDF', async () => {
    // A verified walker: registered through A, activated and logged in through B.
    const email = newEmail('replica');
    const reg = await call(a, 'POST', '/api/v1/user', { email, password: PASSWORD, agreed_to_terms: true });
    expect(reg.status, await reg.text()).toBe(201);
    const code = await activationCode(t.db, email);
    expect((await call(b, 'POST', '/api/v1/activate', { code })).status).toBe(200);
    const grant = new URLSearchParams({
      grant_type: 'password',
      client_id: DEFAULT_OAUTH_CLIENT.id,
      client_secret: DEFAULT_OAUTH_CLIENT.secret,
      scope: '',
      username: email,
      password: PASSWORD,
    });
    const login = await call(b, 'POST', '/api/v1/auth/oauth', grant.toString(), undefined, 'application/x-www-form-urlencoded');
    expect(login.status).toBe(200);
    const token = ((await login.json()) as AccessToken).access_token;
    expect((await call(a, 'PUT', '/api/v1/user', { firstname: 'Aroha', lastname: 'Ngata', gender: 'Female', level: 'Advanced', phone: '021 555 0100' }, token)).status).toBe(200);

    // A document uploaded through A lands in the shared bucket.
    const guide = await pdfDocument('Route guide for the replicas');
    const form = new FormData();
    form.set('isprivate', '1');
    form.set('file', new Blob([guide], { type: 'application/pdf' }), 'Route guide.pdf');
    const uploaded = await fetch(`${a.url}/api/v1/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(uploaded.status).toBe(200);
    const file = (await uploaded.json()) as UploadedFile;

    // Saved and published through A.
    const input: PlanInput = await publishedInput(t.db, { attachments: [{ id: file.id }] });
    const saved = await call(a, 'POST', '/api/v1/plan', input, token);
    expect(saved.status, await saved.clone().text()).toBe(201);
    const plan = (await saved.json()) as Plan;

    // Read through B, as the owner and as a holder of the published plan's link.
    for (const who of [token, undefined]) {
      const read = await call(b, 'GET', `/api/v1/plan/${plan.id}/readonly`, undefined, who);
      expect(read.status).toBe(200);
      const body = (await read.json()) as Plan;
      expect(body.id).toBe(plan.id);
      expect(body.attachments.map((x) => x.id)).toEqual([file.id]);
    }

    // The document and the PDF through B.
    const document = await call(b, 'GET', `/api/v1/plan/${plan.id}/files/${file.id}`, undefined, token);
    expect(document.status).toBe(200);
    expect(Buffer.from(await document.arrayBuffer())).toEqual(guide);
    const pdf = await call(b, 'GET', `/api/v1/plan/${plan.id}/download`, undefined, token);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    // Both replicas' workers poll the one outbox: the emergency contact gets the plan once.
    const contact = input.emergency_contact?.email ?? '';
    await until('the emergency contact’s email', () => smtp.to(contact), (mails) => mails.length > 0);
    // Several more polls of both workers: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.to(contact)).toHaveLength(1);
    expect(smtp.to(contact)[0]).toContain(`/plan/${plan.id}`);
  }, 120_000);
});
