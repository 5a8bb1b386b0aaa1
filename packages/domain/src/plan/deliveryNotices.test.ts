import { describe, expect, it } from 'vitest';
import type { TripState, UndeliverableRecipient } from '@planmywalk/contracts';
import { deliveryNoticeOf, deliveryNotices } from './deliveryNotices.ts';
import { tripStatusOf } from './planFixtures.ts';

const hine: UndeliverableRecipient = { role: 'emergency', name: 'Hine Moana', email: 'hine@example.org', reason: '550 5.1.1 No such user', overdue_alert_failed: false };
const mere: UndeliverableRecipient = { role: 'member', name: 'Mere Tane', email: 'mere@example.org', reason: '550', overdue_alert_failed: false };
const ASK_HINE =
  'We could not deliver your plan to Hine Moana (hine@example.org): check the address and publish the plan again, or your emergency contact will not be told if you are overdue.';
const OVERDUE_HINE = 'We could not tell Hine Moana you are overdue: our email to hine@example.org could not be delivered. If you are safe, check in now.';

describe('what the walker is told about addresses that bounced (ADR 064)', () => {
  it.each<[string, UndeliverableRecipient, TripState, string | null]>([
    ['the emergency contact, trip ahead', hine, 'upcoming', ASK_HINE],
    ['the emergency contact, trip under way', hine, 'under-way', ASK_HINE],
    ['the emergency contact, due back', hine, 'due-back', ASK_HINE],
    ['a group member, trip ahead', mere, 'upcoming', 'We could not deliver your plan to Mere Tane (mere@example.org): check the address.'],
    ['a draft: nothing was sent', hine, 'draft', null],
    ['a trip back safely: too late to matter', hine, 'back-safely', null],
    ['a completed trip', hine, 'completed', null],
    ['an overdue trip whose alert did not reach', { ...hine, overdue_alert_failed: true }, 'overdue', OVERDUE_HINE],
    ['the alert failed, then the walker checked in: still said', { ...hine, overdue_alert_failed: true }, 'back-safely', OVERDUE_HINE],
  ])('given %s', (_name, recipient, state, expected) => {
    expect(deliveryNoticeOf(recipient, state)).toBe(expected);
  });

  it('lists a plan’s notices in the server’s order (emergency contact first), and none for a plan without the list', () => {
    expect(deliveryNotices({ status: tripStatusOf('upcoming'), undeliverable: [hine, mere] })).toHaveLength(2);
    expect(deliveryNotices({ status: tripStatusOf('upcoming'), undeliverable: [hine, mere] })[0]).toBe(ASK_HINE);
    expect(deliveryNotices({ status: tripStatusOf('upcoming') })).toEqual([]);
  });
});
