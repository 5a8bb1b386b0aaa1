import { FEEDBACK_COMMENTS_REQUIRED } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo } from '../../testing/accounts.ts';
import { openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { sendFeedback } from './sendFeedback.ts';

describe('sendFeedback', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness({ feedbackEmail: 'inbox@example.org' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('stores the feedback and its email in one go, tidied, and says mail is queued', async () => {
    const { id } = await sendFeedback(h.ctx, {
      userId: null,
      feedback: { rating: 0, category: 'problem', comments: '  The map was blank.  ', email: '  ', device_info: '' },
    });
    const [row] = await h.t.db.query('SELECT * FROM feedback WHERE id = $1', [id]);
    expect(row).toMatchObject({ rating: 0, category: 'problem', comments: 'The map was blank.', email: null, device_info: null });
    expect((await emailsTo(h.t.db, 'inbox@example.org', 'feedback')).at(-1)?.subject).toBe(`Plan My Walk feedback #${id}: Problem, 0/10`);
    expect(h.mailQueued).toHaveBeenCalled();
  });

  it('refuses comments of only spaces with the text to show, storing nothing', async () => {
    const before = await h.t.db.query('SELECT id FROM feedback');
    const error = await refusal(sendFeedback(h.ctx, { userId: null, feedback: { rating: 5, category: 'other', comments: ' \n ' } }));
    expect([error.statusCode, error.message]).toEqual([422, FEEDBACK_COMMENTS_REQUIRED]);
    expect(await h.t.db.query('SELECT id FROM feedback')).toEqual(before);
  });
});
