/**
 * Bounced addresses (issue 30, ADR 064). An address the mail server refused (5xx to RCPT
 * TO, seen by the outbox) or the provider reported as a hard bounce (the webhook) is
 * marked undeliverable; the walker whose plan's emergency contact it is hears once per
 * address per plan, and the plan shows it (plans.queries' undeliverable column). An
 * overdue email that could not be delivered is recorded on its plan and told to the
 * walker. A later delivery the server accepts clears the mark.
 */
import type { Database, Queryable } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { insertNotification } from '../notifications/notifications.queries.ts';
import { overdueUndeliveredEmail, undeliverableContactEmail, type DeliveryFailureFacts } from './delivery-failure-messages.ts';
import { enqueueEmail, type DeliveredMessage, type DeliveryListener } from './outbox.ts';
import { planLink } from './plan-messages.ts';

export type BounceSource = 'smtp' | 'webhook';

export interface Bounce {
  email: string;
  /** What the server or provider said; kept short. */
  reason: string;
  source: BounceSource;
}

/** Addresses are compared lower-cased: the same mailbox however the walker typed it. */
export const addressKey = (email: string) => email.trim().toLowerCase();

const REASON_MAX = 500;

export async function markUndeliverable(tx: Queryable, bounce: Bounce, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO undeliverable_addresses (email, reason, source, first_at, last_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (email) DO UPDATE SET reason = EXCLUDED.reason, source = EXCLUDED.source, last_at = EXCLUDED.last_at`,
    [addressKey(bounce.email), bounce.reason.slice(0, REASON_MAX), bounce.source, now],
  );
}

/**
 * The server took a message to the address: the mark goes, unless it was made after this
 * send began (a bounce reported while the message was on the wire is the newer news).
 */
export async function clearUndeliverable(db: Queryable, email: string, attemptedAt: Date): Promise<boolean> {
  const rows = await db.query('DELETE FROM undeliverable_addresses WHERE email = $1 AND last_at <= $2 RETURNING email', [addressKey(email), attemptedAt]);
  return rows.length > 0;
}

type ContactPlanRow = {
  plan_id: string;
  owner_id: number;
  owner_email: string;
  owner_first_name: string | null;
  contact_first_name: string;
  contact_email: string;
  custom_trip_name: string | null;
  ended: boolean;
  overdue_alerted: boolean;
};

/** The open published plans whose emergency contact is at this address (not the walker's own). */
async function plansWithContact(tx: Queryable, email: string, now: Date, planId: string | null): Promise<ContactPlanRow[]> {
  return tx.query<ContactPlanRow>(
    `SELECT p.id AS plan_id, p.owner_id, o.email AS owner_email, o.first_name AS owner_first_name,
       pp.first_name AS contact_first_name, pp.email AS contact_email, p.custom_trip_name,
       (p.ends_at IS NOT NULL AND p.ends_at <= $2) AS ended,
       EXISTS (SELECT 1 FROM trip_jobs j WHERE j.plan_id = p.id AND j.kind = 'overdue' AND j.outcome = 'sent'
         AND j.subject = floor(extract(epoch FROM p.ends_at))::bigint::text)
       AND NOT EXISTS (SELECT 1 FROM plan_check_ins c WHERE c.plan_id = p.id AND c.ends_at = p.ends_at AND c.checked_in_at IS NOT NULL) AS overdue_alerted
     FROM plan_people pp JOIN plans p ON p.id = pp.plan_id JOIN users o ON o.id = p.owner_id
     WHERE lower(pp.email) = $1 AND pp.role = 'emergency' AND p.is_published AND NOT p.is_complete
       AND lower(o.email) <> $1 AND ($3::uuid IS NULL OR p.id = $3::uuid)`,
    [addressKey(email), now, planId],
  );
}

/** Records that the walker was told (once per address, plan and kind); false when they already were. */
async function firstTime(tx: Queryable, planId: string, email: string, kind: 'address' | 'overdue', now: Date): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO plan_delivery_failures (plan_id, email, kind, at) VALUES ($1::uuid, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING plan_id`,
    [planId, addressKey(email), kind, now],
  );
  return rows.length > 0;
}

function factsOf(row: ContactPlanRow, publicUrl: string): DeliveryFailureFacts {
  return {
    to: row.owner_email,
    firstName: row.owner_first_name?.trim() || row.owner_email,
    contactName: row.contact_first_name,
    contactEmail: row.contact_email,
    tripName: row.custom_trip_name,
    planUrl: planLink(publicUrl, row.plan_id),
  };
}

async function tellOverdueFailed(tx: Queryable, row: ContactPlanRow, publicUrl: string, now: Date): Promise<number> {
  if (!(await firstTime(tx, row.plan_id, row.contact_email, 'overdue', now))) return 0;
  const message = overdueUndeliveredEmail(factsOf(row, publicUrl));
  await enqueueEmail(tx, { ...message, kind: 'overdue-undelivered', userId: row.owner_id, topic: `trip:${row.plan_id}` }, now);
  await insertNotification(
    tx,
    {
      userId: row.owner_id,
      planId: row.plan_id,
      kind: 'overdue-undelivered',
      title: `We could not tell ${row.contact_first_name} you are overdue`,
      body: `The email to ${row.contact_email} could not be delivered. If you are safe, check in now.`,
      link: `/plan/${row.plan_id}`,
    },
    now,
  );
  return 1;
}

/**
 * After an address was marked: each walker whose open plan has it as the emergency
 * contact is told once per plan: the overdue email did not reach them (when it went for
 * the trip's current end), else, while the trip is ahead or under way, to fix the address.
 * Answers how many emails it queued.
 */
export async function tellWalkersOfBounce(tx: Queryable, email: string, publicUrl: string, now: Date): Promise<number> {
  let queued = 0;
  for (const row of await plansWithContact(tx, email, now, null)) {
    if (row.overdue_alerted) {
      queued += await tellOverdueFailed(tx, row, publicUrl, now);
    } else if (!row.ended && (await firstTime(tx, row.plan_id, row.contact_email, 'address', now))) {
      await enqueueEmail(tx, { ...undeliverableContactEmail(factsOf(row, publicUrl)), kind: 'contact-undeliverable', userId: row.owner_id, topic: `plan:${row.plan_id}` }, now);
      queued += 1;
    }
  }
  return queued;
}

/** A bounce, marked and told, in one transaction. */
export async function recordBounce(db: Database, bounce: Bounce, publicUrl: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await markUndeliverable(tx, bounce, now);
    return tellWalkersOfBounce(tx, bounce.email, publicUrl, now);
  });
}

const TRIP_TOPIC = /^trip:([0-9a-f-]{36})$/i;

/**
 * What the outbox's outcomes mean for addresses: a refused address is marked and its
 * walkers told; an overdue email given up for any reason is recorded on its plan and
 * told; an accepted message clears its address's mark.
 */
export function undeliverableListener(db: Database, clock: Clock, publicUrl: string, mailQueued: () => void): DeliveryListener {
  return {
    async delivered(message: DeliveredMessage, attemptedAt: Date) {
      await clearUndeliverable(db, message.to, attemptedAt);
    },
    async gaveUp(message: DeliveredMessage, reason: string, recipientRefused: boolean) {
      const now = clock.now();
      const queued = await db.transaction(async (tx) => {
        let count = 0;
        if (recipientRefused) {
          await markUndeliverable(tx, { email: message.to, reason, source: 'smtp' }, now);
          count += await tellWalkersOfBounce(tx, message.to, publicUrl, now);
        }
        const planId = message.kind === 'trip-overdue' ? TRIP_TOPIC.exec(message.topic ?? '')?.[1] : undefined;
        if (planId) {
          // Only the one to the emergency contact: the walker's own note goes to the walker.
          for (const row of await plansWithContact(tx, message.to, now, planId)) count += await tellOverdueFailed(tx, row, publicUrl, now);
        }
        return count;
      });
      if (queued > 0) mailQueued();
    },
  };
}
