/**
 * The plan PDF under load (issue 29, ADR 060): 20 concurrent PDFs stalled GET config for
 * 16 s when they rendered on the event loop. Now each renders in a heavy-work thread, a
 * repeat is the cache's, and the route is limited per IP and per plan.
 */
import { threadId } from 'node:worker_threads';
import type { ErrorResponse, Plan } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeavyTaskDone } from '../../heavy-work/heavy-work-pool.ts';
import { anyIp, bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { draftInput, jsonCall, savePlan } from '../../testing/plans.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';
import { PDF_TOO_MANY_FOR_PLAN, PDF_TOO_MANY_FROM_IP } from './planPdf.routes.ts';

describe('GET /api/v1/plan/{id}/download, rendered off the event loop and cached', () => {
  let s: TestServer;
  let owner: SignedUp;
  const tasks: HeavyTaskDone[] = [];
  beforeAll(async () => {
    s = await openTestServer({
      onHeavyTask: (done) => tasks.push(done),
      // Twenty renders may wait for the one thread a 2-core machine gets; the limits are another test's.
      load: { heavyWork: { queue: 32 }, limits: { pdfPerIpPerMinute: 1000, pdfPerPlanPerMinute: 1000 } },
    });
    owner = await signUp(s.app, s.t.db, 'pdf-load');
  });
  afterAll(async () => {
    await s.close();
  });

  const download = (plan: Plan, ip = anyIp()) =>
    s.app.inject({ method: 'GET', url: `/api/v1/plan/${plan.id}/download`, headers: bearer(owner.token.access_token), remoteAddress: ip });

  it('given 20 PDFs asked at once, GET config answers while they render, each in another thread than the event loop’s', async () => {
    const plans = await Promise.all(Array.from({ length: 20 }, async (_, i) => savePlan(s.app, owner.token.access_token, await draftInput(s.t.db, { custom_trip_name: `Load ${i}` }))));
    // Warm: the thread's start (modules, fonts) is not what this measures.
    await download(plans[0] as Plan);
    tasks.length = 0;
    let pdfsDone = 0;
    const pdfs = plans.map((plan) => download(plan).then((res) => (pdfsDone++, res)));
    const started = performance.now();
    const config = await s.app.inject({ method: 'GET', url: '/api/v1/config' });
    const configMs = performance.now() - started;
    const pdfsDoneAtConfig = pdfsDone;
    const answers = await Promise.all(pdfs);
    const allMs = performance.now() - started;
    process.stdout.write(`plan pdf: GET config answered in ${configMs.toFixed(0)} ms with ${pdfsDoneAtConfig} of 20 PDFs done; all 20 in ${allMs.toFixed(0)} ms\n`);

    expect(config.statusCode).toBe(200);
    expect(pdfsDoneAtConfig).toBeLessThan(20);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((res) => res.rawPayload.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    // Nineteen renders (the first plan's PDF was the cache's), none of them on this thread.
    expect(tasks.filter((t) => t.kind === 'plan-pdf')).toHaveLength(19);
    expect(tasks.every((t) => t.ok && t.threadId !== threadId)).toBe(true);
  }, 120_000);

  it('given the same plan asked again, answers the same bytes without rendering; a change to the plan renders anew', async () => {
    const input = await draftInput(s.t.db, { custom_trip_name: 'Cached walk' });
    const plan = await savePlan(s.app, owner.token.access_token, input);
    tasks.length = 0;
    const first = await download(plan);
    const again = await download(plan);
    expect(first.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(tasks).toHaveLength(1);

    const changed = await s.app.inject(jsonCall('PUT', `/api/v1/plan/${plan.id}`, { ...input, revision: plan.revision, note: 'Take the spare torch.' }, owner.token.access_token));
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await download(plan);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(tasks).toHaveLength(2);
  }, 60_000);
});

describe('GET /api/v1/plan/{id}/download, limited', () => {
  let s: TestServer;
  let owner: SignedUp;
  beforeAll(async () => {
    s = await openTestServer({ load: { limits: { pdfPerIpPerMinute: 2, pdfPerPlanPerMinute: 3 } } });
    owner = await signUp(s.app, s.t.db, 'pdf-limits');
  });
  afterAll(async () => {
    await s.close();
  });

  const download = (plan: Plan, ip: string) =>
    s.app.inject({ method: 'GET', url: `/api/v1/plan/${plan.id}/download`, headers: bearer(owner.token.access_token), remoteAddress: ip });

  it('given more PDFs from one IP than a minute allows, answers 429 with a clear text and when to come back; another IP still gets its PDF', async () => {
    const plan = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db));
    const ip = anyIp();
    expect((await download(plan, ip)).statusCode).toBe(200);
    expect((await download(plan, ip)).statusCode).toBe(200);
    const refused = await download(plan, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorResponse>()).toEqual({ error: PDF_TOO_MANY_FROM_IP });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await download(plan, anyIp())).statusCode).toBe(200);
  });

  it('given one plan asked from many IPs, answers from the cache past the plan’s limit; given more new PDFs of it than a minute allows, answers 429 for that plan only', async () => {
    const input = await draftInput(s.t.db);
    const plan = await savePlan(s.app, owner.token.access_token, input);
    const other = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db));
    for (let i = 0; i < 6; i++) expect((await download(plan, anyIp())).statusCode).toBe(200);
    // Each change is a new PDF: the first made one, two more reach the limit of 3.
    let revision = plan.revision;
    const change = async (note: string) => {
      const res = await s.app.inject(jsonCall('PUT', `/api/v1/plan/${plan.id}`, { ...input, revision, note }, owner.token.access_token));
      expect(res.statusCode, res.body).toBe(200);
      revision = res.json<Plan>().revision;
    };
    for (const note of ['Two', 'Three']) {
      await change(note);
      expect((await download(plan, anyIp())).statusCode).toBe(200);
    }
    await change('Four');
    const refused = await download(plan, anyIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorResponse>()).toEqual({ error: PDF_TOO_MANY_FOR_PLAN });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await download(other, anyIp())).statusCode).toBe(200);
  });

  it('given a plan id that is not a plan, answers 404 before counting', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/plan/not-a-plan/download', remoteAddress: anyIp() });
    expect(res.statusCode).toBe(404);
  });
});
