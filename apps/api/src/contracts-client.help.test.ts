import { ApiError, FEEDBACK_SENT, createApiClient } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, signUp, type SignedUp } from './testing/accounts.ts';
import { openTestServer, type TestServer } from './testing/test-server.ts';

describe('the contracts client’s help and feedback calls against the real server', () => {
  let s: TestServer;
  let address: string;
  let walker: SignedUp;
  beforeAll(async () => {
    s = await openTestServer({ accounts: { feedbackEmail: 'client-inbox@example.org' } });
    address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    walker = await signUp(s.app, s.t.db, 'client-feedback');
  });
  afterAll(async () => {
    await s.close();
  });

  it('reads help as a guest and sends feedback as a guest and as a user; a bad email is refused in the server’s words', async () => {
    const guest = createApiClient({ baseUrl: address });
    const help = await guest.getHelp();
    expect(help.title).toBe('Frequently Asked Questions, Help and Support');
    expect(help.items.length).toBeGreaterThan(5);

    expect(await guest.sendFeedback({ rating: 3, category: 'problem', comments: 'From the client as a guest' })).toEqual({ success: true, message: FEEDBACK_SENT });
    const user = createApiClient({ baseUrl: address, getAccessToken: () => walker.token.access_token });
    await user.sendFeedback({ rating: 10, category: 'compliment', comments: 'From the client as a user', email: null, device_info: 'node' });
    const rows = await s.t.db.query<{ user_id: number | null; comments: string }>('SELECT user_id, comments FROM feedback ORDER BY id');
    expect(rows).toEqual([
      { user_id: null, comments: 'From the client as a guest' },
      { user_id: walker.user.id, comments: 'From the client as a user' },
    ]);
    expect(await emailsTo(s.t.db, 'client-inbox@example.org', 'feedback')).toHaveLength(2);

    await expect(guest.sendFeedback({ rating: 5, category: 'other', comments: 'x', email: 'nobody@' })).rejects.toEqual(
      new ApiError(422, 'Please enter a valid email address'),
    );
  });
});
