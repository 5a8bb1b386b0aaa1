/**
 * The overdue alert's second channel (ADR 065): called by the trip watch inside the
 * overdue job's transaction, beside the overdue email, so the text is queued exactly
 * when the job is done, and once: its key is the job's.
 */
import type { Queryable } from '../db/database.ts';
import { planLink, type PlanEmailFacts } from '../email/plan-messages.ts';
import { overdueText } from './messages.ts';
import { enqueueSms, type EnqueueSmsResult } from './outbox.ts';

export interface OverdueTextInput {
  jobId: number;
  planId: string;
  userId: number;
  /** The emergency contact's phone as typed on the plan. */
  contactPhone: string | null;
  plan: Pick<PlanEmailFacts, 'walker' | 'title' | 'date' | 'linkKey'>;
  publicUrl: string;
}

/** The key of a trip job's one text: a job run again (or by another replica) queues nothing more. */
export const overdueTextKey = (jobId: number) => `trip-job:${jobId}:sms`;

/** Queues the text; a contact without a phone gets none ('no phone'), an unusable number is recorded as failed. */
export async function queueOverdueText(tx: Queryable, input: OverdueTextInput, now: Date): Promise<EnqueueSmsResult | 'no phone'> {
  if (!input.contactPhone?.trim()) return 'no phone';
  const body = overdueText({
    walker: input.plan.walker.fullname,
    walkerPhone: input.plan.walker.phone,
    title: input.plan.title,
    date: input.plan.date,
    planUrl: planLink(input.publicUrl, input.plan.linkKey),
  });
  return enqueueSms(tx, { dedupeKey: overdueTextKey(input.jobId), kind: 'trip-overdue', userId: input.userId, topic: `trip:${input.planId}`, to: input.contactPhone, body }, now);
}
