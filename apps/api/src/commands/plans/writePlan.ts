/**
 * What saving a plan does, for createPlan and updatePlan alike: the checks that need the
 * database, then, in the caller's transaction, the plan's people, its editors, its
 * documents and (when it is published) its emails.
 */
import {
  SELF_AS_EMERGENCY_CONTACT,
  TRIP_END_PASSED,
  WALKER_PHONE_REQUIRED,
  emergencyContactEmailRequired,
  type PartyExperience,
  type PlanGearList,
  type PlanWalker,
  type TripCheck,
} from '@planmywalk/contracts';
import type { Queryable } from '../../db/database.ts';
import { planPublishedEmails, planTopic, type PlanEmailFacts } from '../../email/plan-messages.ts';
import { enqueueEmail, withdrawQueued } from '../../email/outbox.ts';
import { HttpError, unprocessable } from '../../http/http-error.ts';
import { PLAN_LOCATION_SOURCES, loadPlanLocations, locationKey } from '../../plans/plan-locations.ts';
import type { PlanLocationDetails } from '../../plans/plan-location-source.ts';
import { planPartyExperience, planStatus, statusTimeOf, walkerOf } from '../../plans/plan-safety.ts';
import type { CommandContext } from '../context.ts';
import type { ParsedPlan } from './planInput.ts';
import { UNKNOWN_DOCUMENT } from './planInput.ts';
import { holdToDailyRecipientCap } from './recipientCap.ts';
import {
  deleteUnusedDocuments,
  findFilesByIds,
  findOwner,
  ownedContactIds,
  partyMembersByEmail,
  type OwnerRow,
  replaceAttachments,
  replacePeople,
  syncEditors,
  verifiedUsersByEmail,
} from './planWrites.queries.ts';

export const CONTACT_NOT_YOURS = 'One of the people on the plan is not in your contacts any more. Please choose them again.';
export const VERIFY_TO_PUBLISH = 'Please activate your account with the code we emailed you before sharing a plan.';
export const PUBLISHING_TOO_OFTEN = 'You have shared plans many times in the last hour. Please wait a while before sharing again.';
export const NOT_A_DOCUMENT = 'Only documents (.txt, .doc, .docx, .ods, .odt, .pdf, .rtf, .xls, .xlsx) can be attached to a plan.';

/** What the save needs to know before it takes any lock. */
export interface PlanContext {
  place: PlanLocationDetails;
  owner: OwnerRow;
  walker: PlanWalker;
  /** The trip checks for the emails, worded for the contact and group and for the walker (published plans; null when they could not be made). */
  checks: { others: TripCheck | null; walker: TripCheck | null };
}

/**
 * The safety chain's own rules (ADR 057), before anything is written: the walker is
 * never their own emergency contact; a published plan ends in the future (nobody could
 * be told in time otherwise), gives the contact the walker's phone, and, while the
 * overdue alert is on, an emergency contact's email to send it to.
 */
function refuseUnsafePlan(plan: ParsedPlan, owner: OwnerRow, now: Date): void {
  if (plan.emergency?.email && plan.emergency.email === owner.email) throw unprocessable(SELF_AS_EMERGENCY_CONTACT);
  if (!plan.isPublished) return;
  if (plan.endsAt && plan.endsAt.getTime() <= now.getTime()) throw unprocessable(TRIP_END_PASSED);
  if (!owner.phone?.trim()) throw unprocessable(WALKER_PHONE_REQUIRED);
  if (plan.emergency && !plan.emergency.email && owner.overdue_alert) {
    throw unprocessable(emergencyContactEmailRequired(`${plan.emergency.firstName} ${plan.emergency.lastName}`));
  }
}

/**
 * The checks that read but do not lock: the place exists (and, for a custom track, is
 * the owner's), the contact book entries are the owner's, the safety chain's rules.
 * Publishing also needs a verified account and is counted against the hourly limit:
 * every publish emails up to 31 people, and an account that could publish without
 * limit would be a way to mail strangers. Answers what the emails need.
 */
export async function preparePlanSave(ctx: CommandContext, ownerId: number, plan: ParsedPlan): Promise<PlanContext> {
  const { db } = ctx;
  const owner = await findOwner(db, ownerId);
  if (!owner) throw new Error('the plan’s owner vanished while it was saved');
  if (plan.isPublished && !owner.verified) throw new HttpError(403, VERIFY_TO_PUBLISH);
  // Before the hourly count: a refused publish is not one of them.
  refuseUnsafePlan(plan, owner, ctx.clock.now());
  if (plan.isPublished) {
    await ctx.limiter.hit({
      bucket: 'plan-publish-user',
      key: String(ownerId),
      max: ctx.settings.rateLimits.planPublishesPerHour,
      windowSeconds: 3600,
      message: PUBLISHING_TOO_OFTEN,
    });
  }
  const refusal = await PLAN_LOCATION_SOURCES[plan.location.type].refusal(db, plan.location.id, ownerId);
  if (refusal) throw unprocessable(refusal);
  const contactIds = [...plan.members, ...(plan.emergency ? [plan.emergency] : [])].flatMap((p) => (p.contactId === null ? [] : [p.contactId]));
  const owned = await ownedContactIds(db, ownerId, contactIds);
  if (contactIds.some((id) => !owned.has(id))) throw unprocessable(CONTACT_NOT_YOURS);
  // The line: a custom track's emails say where it starts.
  const place = (await loadPlanLocations(db, [plan.location], { withLine: plan.isPublished })).get(locationKey(plan.location));
  if (!place) throw new Error('the plan’s place vanished while it was saved');
  const walker = walkerOf({ owner_first_name: owner.first_name, owner_last_name: owner.last_name, owner_phone: owner.phone, owner_email: owner.email }, true);
  return { place, owner, walker, checks: await tripChecksFor(ctx, owner, plan, place, walker) };
}

/**
 * The trip checks of a plan being published, from what is held (no provider is asked),
 * for the party the plan will have (its group members with an account): the same the
 * plan's pages show once it is saved. A failure never stops the publish.
 */
async function tripChecksFor(ctx: CommandContext, owner: OwnerRow, plan: ParsedPlan, place: PlanLocationDetails, walker: PlanWalker): Promise<PlanContext['checks']> {
  const none = { others: null, walker: null };
  if (!plan.isPublished || !plan.date || !ctx.tripChecker) return none;
  try {
    const members = await partyMembersByEmail(ctx.db, plan.members.flatMap((m) => (m.email && m.email !== owner.email ? [m.email] : [])));
    const party: PartyExperience = planPartyExperience({ owner_first_name: owner.first_name, owner_level: owner.level }, members);
    return await ctx.tripChecker.checks({ place, dates: plan.date, party }, walker.first_name ?? walker.fullname);
  } catch (error) {
    ctx.log.warn({ err: error }, 'no trip check for the published plan’s emails');
    return none;
  }
}

/**
 * The plan's documents must be the owner's own documents (uploaded with POST upload,
 * which keeps every document private) or already on the plan.
 */
async function checkDocuments(tx: Queryable, ownerId: number, ids: readonly string[], alreadyOnPlan: readonly string[]): Promise<void> {
  const files = new Map((await findFilesByIds(tx, ids)).map((file) => [file.id, file]));
  for (const id of ids) {
    if (alreadyOnPlan.includes(id)) continue;
    const file = files.get(id);
    if (!file || file.owner_id !== ownerId) throw unprocessable(UNKNOWN_DOCUMENT);
    if (file.kind === 'image' || !file.is_private) throw unprocessable(NOT_A_DOCUMENT);
  }
}

export interface PlanWriteResult {
  /** Emails queued (or replaced) by this save. */
  emailsQueued: number;
  /** Documents no plan uses any more: their bytes go after the commit. */
  removedFiles: string[];
}

/**
 * Inside the save's transaction, after the plan's row is written: people, editors,
 * documents, and the publishing emails (queued in this same transaction, so they exist
 * exactly when the save committed; ADR 019).
 */
export async function writePlanParts(
  tx: Queryable,
  ctx: CommandContext,
  input: {
    planId: string;
    /** The share link's key the emails carry (ADR 059). */
    linkKey: string;
    ownerId: number;
    plan: ParsedPlan;
    context: PlanContext;
    /** What the plan had before this save (nothing for a new plan). */
    previousAttachments: string[];
    previousGear: PlanGearList | null;
    now: Date;
  },
): Promise<PlanWriteResult> {
  const { planId, linkKey, ownerId, plan, context, previousAttachments, previousGear, now } = input;
  await checkDocuments(tx, ownerId, plan.attachmentIds, previousAttachments);

  // Group members whose email is a verified account's become editors (invited); the owner is not their own editor.
  const accounts = await verifiedUsersByEmail(tx, plan.members.flatMap((m) => (m.email ? [m.email] : [])));
  const members = plan.members.map((member) => {
    const userId = member.email ? (accounts.get(member.email) ?? null) : null;
    return { ...member, userId: userId === ownerId ? null : userId };
  });
  await replacePeople(tx, planId, { members, emergency: plan.emergency });
  await syncEditors(tx, planId, [...new Set(members.flatMap((m) => (m.userId === null ? [] : [m.userId])))], now);

  await replaceAttachments(tx, planId, plan.attachmentIds);
  const removedFiles = await deleteUnusedDocuments(
    tx,
    previousAttachments.filter((id) => !plan.attachmentIds.includes(id)),
  );

  const topic = planTopic(planId);
  if (!plan.isPublished || !plan.date) {
    // A draft sends nothing, and what a published version still had queued is withdrawn.
    await withdrawQueued(tx, topic);
    return { emailsQueued: 0, removedFiles };
  }
  const status = planStatus(
    {
      is_published: true,
      is_complete: false,
      completed: null,
      checked_in_at: null,
      overdue_alerted_at: null,
      owner_overdue_alert: context.owner.overdue_alert,
      owner_email: context.owner.email,
      has_emergency_contact: plan.emergency !== null,
      emergency_email: plan.emergency?.email ?? null,
      emergency_phone: plan.emergency?.phone ?? null,
    },
    plan.date,
    statusTimeOf(ctx),
  );
  const facts: PlanEmailFacts = {
    id: planId,
    linkKey,
    title: plan.customTripName ?? context.place.location.title,
    walker: context.walker,
    ownerEmail: context.owner.email,
    place: context.place,
    date: plan.date,
    members: plan.members,
    emergency: plan.emergency,
    dailyPlans: plan.dailyPlans,
    note: plan.note,
    gear: plan.gearList === undefined ? previousGear : plan.gearList,
    status,
    checks: context.checks,
  };
  const emails = planPublishedEmails(facts, ctx.settings.publicUrl);
  // The walker's own copy goes to nobody new.
  await holdToDailyRecipientCap(tx, ctx, ownerId, emails.filter((email) => email.kind !== 'plan-walker').map((email) => email.to), now);
  for (const email of emails) {
    await enqueueEmail(tx, { ...email, userId: ownerId, topic }, now);
  }
  // People taken off the plan do not get what was queued for them.
  await withdrawQueued(tx, topic, emails.map((email) => email.dedupeKey));
  return { emailsQueued: emails.length, removedFiles };
}

/** After the commit: the bytes of documents no plan uses, and a nudge to the outbox worker. */
export async function afterPlanCommit(ctx: CommandContext, result: PlanWriteResult): Promise<void> {
  if (result.emailsQueued > 0) ctx.mailQueued();
  for (const id of result.removedFiles) {
    try {
      await ctx.files.remove(id);
    } catch (error) {
      ctx.log.warn({ err: error, fileId: id }, 'could not delete a document taken off its plan');
    }
  }
}
