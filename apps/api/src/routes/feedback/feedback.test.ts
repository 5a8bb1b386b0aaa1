import { FEEDBACK_COMMENTS_REQUIRED, FEEDBACK_PER_IP_PER_HOUR, FEEDBACK_SENT, FEEDBACK_TOO_MANY, type ErrorResponse, type FeedbackResponse } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyIp, emailsTo, signUp, type SignedUp } from '../../testing/accounts.ts';
import { jsonCall } from '../../testing/plans.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

const COUNCIL = 'council-feedback@example.org';

describe('POST /api/v1/feedback', () => {
  let s: TestServer;
  let walker: SignedUp;
  beforeAll(async () => {
    s = await openTestServer({ accounts: { feedbackEmail: COUNCIL } });
    walker = await signUp(s.app, s.t.db, 'feedback-walker');
  });
  afterAll(async () => {
    await s.close();
  });

  const valid = { rating: 8, category: 'suggestion', comments: 'A map of water sources would help.', device_info: 'Firefox 140, 1280×720' };
  const send = (body: unknown, options: { token?: string; ip?: string } = {}) =>
    s.app.inject({ ...jsonCall('POST', '/api/v1/feedback', body, options.token), remoteAddress: options.ip ?? anyIp() });
  const stored = async () => s.t.db.query<Record<string, unknown>>('SELECT * FROM feedback ORDER BY id');
  const count = async () => (await stored()).length;

  it('given a guest, stores the feedback without a user and queues its email to the configured address', async () => {
    const res = await send({ ...valid, email: ' Aroha@Example.NZ ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<FeedbackResponse>()).toEqual({ success: true, message: FEEDBACK_SENT });
    expect((await stored()).at(-1)).toMatchObject({
      user_id: null,
      rating: 8,
      category: 'suggestion',
      comments: valid.comments,
      email: 'aroha@example.nz',
      device_info: valid.device_info,
    });
    const mail = (await emailsTo(s.t.db, COUNCIL, 'feedback')).at(-1);
    expect(mail?.subject).toMatch(/^Plan My Walk feedback #\d+: Suggestion, 8\/10$/);
    expect(mail?.text_body).toContain(valid.comments);
    expect(mail?.text_body).toContain('Answer to: aroha@example.nz');
    expect(mail?.text_body).toContain('From: A guest');
  });

  it('given a signed-in user, records who sent it and names their account in the email', async () => {
    const res = await send({ ...valid, category: 'compliment', rating: 10, comments: 'Love the trip check.' }, { token: walker.token.access_token });
    expect(res.statusCode, res.body).toBe(201);
    expect((await stored()).at(-1)).toMatchObject({ user_id: walker.user.id, category: 'compliment', email: null });
    const mail = (await emailsTo(s.t.db, COUNCIL, 'feedback')).at(-1);
    expect(mail?.text_body).toContain(`From: Signed-in user #${walker.user.id} (${walker.email})`);
    expect(mail?.text_body).toContain('Answer to: No address given');
  });

  it('delivers the email through the outbox to the mailbox', async () => {
    await send({ ...valid, comments: 'Delivered through the outbox' });
    await s.app.outbox.deliverDue();
    const [row] = await s.t.db.query<{ sent_at: Date | null }>(
      "SELECT sent_at FROM email_outbox WHERE kind = 'feedback' AND text_body LIKE '%Delivered through the outbox%'",
    );
    expect(row?.sent_at).toBeInstanceOf(Date);
    const [kept] = await s.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM dev_mailbox WHERE text_body LIKE '%Delivered through the outbox%'");
    expect(kept?.n).toBe(1);
  });

  it('escapes what the sender typed in the email’s HTML', async () => {
    const comments = '<img src=x onerror="alert(1)"> & <script>alert(2)</script>';
    const res = await send({ ...valid, comments, device_info: '<b>bold</b>' });
    expect(res.statusCode, res.body).toBe(201);
    const mail = (await emailsTo(s.t.db, COUNCIL, 'feedback')).at(-1);
    expect(mail?.html_body).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;script&gt;alert(2)&lt;/script&gt;');
    expect(mail?.html_body).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(mail?.html_body).not.toMatch(/<script|<img|<b>bold/);
    // The plain text keeps the words as they were typed.
    expect(mail?.text_body).toContain(comments);
  });

  it('given a session that is no longer valid, answers 401 and stores nothing', async () => {
    const before = await count();
    const res = await send(valid, { token: 'not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it.each([
    ['no rating', { category: 'other', comments: 'x' }, 400, /rating/],
    ['a rating of 11', { ...valid, rating: 11 }, 400, /rating/],
    ['a rating of -1', { ...valid, rating: -1 }, 400, /rating/],
    ['a rating as text', { ...valid, rating: '7' }, 400, /rating/],
    ['a fractional rating', { ...valid, rating: 7.5 }, 400, /rating/],
    ['no category', { rating: 5, comments: 'x' }, 400, /category/],
    ['an unknown category', { ...valid, category: 'complaint' }, 400, /category/],
    ['no comments', { rating: 5, category: 'other' }, 400, /comments/],
    ['empty comments', { ...valid, comments: '' }, 400, /comments/],
    ['blank comments', { ...valid, comments: '   \n ' }, 422, new RegExp(FEEDBACK_COMMENTS_REQUIRED)],
    ['comments over 1000 characters', { ...valid, comments: 'x'.repeat(1001) }, 400, /comments/],
    ['a bad email', { ...valid, email: 'aroha@' }, 422, /valid email/],
    ['a control character', { ...valid, comments: 'bell\u0007' }, 400, /comments/],
  ])('given %s, answers a 4xx with an error and stores and sends nothing', async (_what, body, status, message) => {
    const before = await count();
    const mailsBefore = (await emailsTo(s.t.db, COUNCIL, 'feedback')).length;
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<ErrorResponse>().error).toMatch(message);
    expect(await count()).toBe(before);
    expect(await emailsTo(s.t.db, COUNCIL, 'feedback')).toHaveLength(mailsBefore);
  });

  it(`takes at most ${FEEDBACK_PER_IP_PER_HOUR} an hour from one IP, then answers 429 and stores nothing`, async () => {
    const ip = anyIp();
    for (let i = 0; i < FEEDBACK_PER_IP_PER_HOUR; i++) expect((await send(valid, { ip })).statusCode).toBe(201);
    const before = await count();
    const res = await send(valid, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json<ErrorResponse>().error).toBe(FEEDBACK_TOO_MANY);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await count()).toBe(before);
    // Another address is not held back.
    expect((await send(valid)).statusCode).toBe(201);
  });
});
