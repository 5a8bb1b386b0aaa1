/**
 * What the walker is told about addresses their plan's mail cannot reach (ADR 064), the
 * same words on the plan's status block and on its My Walks tile: while the trip is
 * published and not over, an address that bounced ("check the address"); once the
 * overdue email to the emergency contact failed, that nobody has been told. The owner
 * entered the addresses, so they are shown in full (the server sends the list to the
 * owner only).
 */
import type { PlanSummary, TripState, UndeliverableRecipient } from '@planmywalk/contracts';

/** The states in which fixing an address still helps: the overdue alert is yet to go. */
const FIXABLE: ReadonlySet<TripState> = new Set<TripState>(['upcoming', 'under-way', 'due-back']);

export function deliveryNoticeOf(recipient: UndeliverableRecipient, state: TripState): string | null {
  if (recipient.overdue_alert_failed) {
    return `We could not tell ${recipient.name} you are overdue: our email to ${recipient.email} could not be delivered. If you are safe, check in now.`;
  }
  if (!FIXABLE.has(state)) return null;
  const base = `We could not deliver your plan to ${recipient.name} (${recipient.email}): check the address`;
  return recipient.role === 'emergency' ? `${base} and publish the plan again, or your emergency contact will not be told if you are overdue.` : `${base}.`;
}

/** The notices of one plan (a `Plan` or a `PlanSummary`), emergency contact first; none for a plan without the list. */
export function deliveryNotices(plan: Pick<PlanSummary, 'status'> & { undeliverable?: readonly UndeliverableRecipient[] }): string[] {
  return (plan.undeliverable ?? []).flatMap((recipient) => deliveryNoticeOf(recipient, plan.status.state) ?? []);
}
