import { FEEDBACK_COMMENTS_REQUIRED, blankToNull, type FeedbackInput } from '@planmywalk/contracts';
import { enqueueEmail } from '../../email/outbox.ts';
import { feedbackEmail } from '../../email/feedback-messages.ts';
import { unprocessable } from '../../http/http-error.ts';
import { parseOptionalEmail } from '../../http/parse-email.ts';
import type { CommandContext } from '../context.ts';
import { findAccountEmail, insertFeedback } from './feedback.queries.ts';

/**
 * Stores a walker's feedback (POST feedback) and, in the same transaction, queues the
 * email that carries it to the council's address (FEEDBACK_EMAIL): the feedback exists
 * exactly when its email will go. A guest's feedback has no user; a signed-in user's
 * records who sent it.
 */
export async function sendFeedback(ctx: CommandContext, input: { userId: number | null; feedback: FeedbackInput }): Promise<{ id: number }> {
  const { feedback } = input;
  const comments = feedback.comments.trim();
  if (comments === '') throw unprocessable(FEEDBACK_COMMENTS_REQUIRED);
  const email = parseOptionalEmail(feedback.email);
  const deviceInfo = blankToNull(feedback.device_info);
  const now = ctx.clock.now();
  const accountEmail = input.userId === null ? null : await findAccountEmail(ctx.db, input.userId);

  const id = await ctx.db.transaction(async (tx) => {
    const stored = { userId: input.userId, rating: feedback.rating, category: feedback.category, comments, email, deviceInfo, createdAt: now };
    const feedbackId = await insertFeedback(tx, stored);
    const message = feedbackEmail(ctx.settings.feedbackEmail, {
      id: feedbackId,
      rating: stored.rating,
      category: stored.category,
      comments,
      email,
      deviceInfo,
      account: input.userId !== null && accountEmail !== null ? { id: input.userId, email: accountEmail } : null,
      sentAt: now,
    });
    await enqueueEmail(tx, { ...message, kind: 'feedback', userId: input.userId }, now);
    return feedbackId;
  });
  ctx.mailQueued();
  return { id };
}
