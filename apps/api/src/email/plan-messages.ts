/**
 * The emails a published plan sends (ADR 019): one to each group member with an email
 * and one to the emergency contact, each address once. They say who is going, where,
 * when they start and expect to be out (New Zealand time, written out), the daily plan,
 * the notes and the link to the plan; the emergency contact's also says plainly what to
 * do if the party is overdue and what it carries.
 *
 * Plain text and simple HTML; every text a walker typed is escaped, and there are no
 * remote images (a mail client that loads them would tell a tracker the plan was read).
 */
import { tripDays, type DailyPlan, type PlanGearList, type TripCheck, type TripDates } from '@planmywalk/contracts';
import type { PlanPerson } from '../commands/plans/planInput.ts';
import { dayOfTrip, longDate, tripWhen } from '../plans/plan-dates.ts';
import type { PlanLocationDetails } from '../plans/plan-locations.ts';
import { escapeHtml, html, link } from './messages.ts';
import type { MailMessage } from './transport.ts';

/** What the emails say, taken from the plan as it was saved. */
export interface PlanEmailFacts {
  id: string;
  /** The custom trip name, else the place's title. */
  title: string;
  /** The owner's name (or email when they gave no name). */
  walker: string;
  ownerEmail: string;
  place: PlanLocationDetails;
  /** Publishing needs both times (ADR 018). */
  date: TripDates;
  members: PlanPerson[];
  emergency: PlanPerson | null;
  dailyPlans: DailyPlan[];
  note: string;
  gear: PlanGearList | null;
  /** The trip check when the plan was saved (issue 11): written into the emergency contact's email. */
  tripCheck?: TripCheck | null;
}

export type PlanEmailKind = 'plan-group' | 'plan-emergency';

export interface PlanEmail extends MailMessage {
  kind: PlanEmailKind;
  /** One queued message per plan and address: a re-publish replaces it while it waits. */
  dedupeKey: string;
}

export const planTopic = (planId: string) => `plan:${planId}`;
export const planEmailKey = (planId: string, address: string) => `plan:${planId}:to:${address}`;
/** The web app's page of the plan: the share link. */
export const planLink = (publicUrl: string, planId: string) => `${publicUrl}/plan/${encodeURIComponent(planId)}`;

const fullName = (person: Pick<PlanPerson, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`;

/** 'Anna, Ben and Caro' */
function listOfNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A DOC page link, only if it is a web address (the data is DOC's, but a link is a link). */
const webLink = (url: string | null) => (url && /^https?:\/\/[^\s"<>]+$/i.test(url) ? url : null);

interface Line {
  label: string;
  value: string;
}

/** The facts both emails share, as labelled lines. */
function tripLines(plan: PlanEmailFacts): Line[] {
  const when = tripWhen(plan.date);
  const place = plan.place.location;
  const region = place.regions.map((r) => r.title).join(', ');
  const going = listOfNames([plan.walker, ...plan.members.map(fullName)]);
  const lines: Line[] = [
    { label: 'Trip', value: plan.title },
    { label: 'Where', value: `${place.title} (${place.singular_name}${region ? `, ${region}` : ''})` },
    { label: 'Who is going', value: plan.members.length === 0 ? `${plan.walker}, alone` : going },
    { label: 'Starts', value: when.start },
    { label: 'Expected out', value: when.end },
  ];
  const contact = plan.emergency;
  if (contact) {
    const details = [contact.relationship, contact.phone].filter(Boolean).join(', ');
    lines.push({ label: 'Emergency contact', value: `${fullName(contact)}${details ? ` (${details})` : ''}` });
  }
  return lines;
}

/** Each day of a multi-day trip that has something written. */
function dailyLines(plan: PlanEmailFacts): string[] {
  if (tripDays(plan.date) < 2) return [];
  return plan.dailyPlans
    .filter((day) => day.start_location || day.end_location || day.notes.trim())
    .map((day) => {
      const route = [day.start_location, day.end_location].filter(Boolean).join(' to ');
      const notes = day.notes.trim();
      return `Day ${day.day_index + 1}, ${longDate(dayOfTrip(plan.date, day.day_index))}: ${[route, notes].filter(Boolean).join('. ')}`;
    });
}

/** Phone numbers of the party, for the emergency contact. */
function partyPhones(plan: PlanEmailFacts): string[] {
  return plan.members.filter((m) => m.phone).map((m) => `${fullName(m)}: ${m.phone}`);
}

/** What the party carries: the packed items of the gear list. */
function packedItems(gear: PlanGearList | null): string[] | null {
  if (!gear) return null;
  return gear.list.categories.flatMap((category) =>
    category.items.filter((item) => item.packed && item.title.trim()).map((item) => `${item.title.trim()}${item.notes.trim() ? ` (${item.notes.trim()})` : ''}`),
  );
}

function overdueAdvice(plan: PlanEmailFacts): string {
  return `If ${plan.walker} is not back by ${tripWhen(plan.date).end} (New Zealand time) and you cannot reach them, call 111 and ask for the Police. Give them this plan.`;
}

const CHECK_LEVELS = { danger: 'Danger', caution: 'Caution', unknown: 'Not checked', ok: 'OK' } as const;

/** The trip check as text lines: the verdict, then each reason, the most serious first. */
export function tripCheckText(check: TripCheck): string[] {
  return [`Trip check: ${check.headline}`, ...check.reasons.map((r) => `  ${CHECK_LEVELS[r.level]} · ${r.title}: ${r.detail}`)];
}

export function tripCheckHtml(check: TripCheck): string {
  const items = check.reasons.map((r) => `<li><strong>${escapeHtml(CHECK_LEVELS[r.level])} · ${escapeHtml(r.title)}:</strong> ${escapeHtml(r.detail)}</li>`).join('');
  return `<strong>Trip check: ${escapeHtml(check.headline)}</strong><ul>${items}</ul>`;
}

const escapeLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

function render(plan: PlanEmailFacts, to: PlanPerson, kind: PlanEmailKind, publicUrl: string): MailMessage {
  const url = planLink(publicUrl, plan.id);
  const docPage = webLink(plan.place.infoLink);
  const lines = tripLines(plan);
  const days = dailyLines(plan);
  const note = plan.note.trim();
  const emergency = kind === 'plan-emergency';
  const intro = emergency
    ? `${plan.walker} has made you their emergency contact for a trip, and shared their plan with you on Plan My Walk.`
    : `${plan.walker} has shared a trip plan with you on Plan My Walk: you are in the group.`;
  const packed = packedItems(plan.gear);
  const carries = packed === null ? 'No gear list was added to this plan.' : packed.length === 0 ? 'No gear is ticked as packed on the gear list.' : null;
  const phones = partyPhones(plan);

  const text: string[] = [`Kia ora ${to.firstName},`, '', intro, ''];
  if (emergency) text.push(overdueAdvice(plan), '');
  text.push(...lines.map((l) => `${l.label}: ${l.value}`));
  if (docPage) text.push(`About the ${plan.place.location.singular_name}: ${docPage}`);
  text.push('Times are New Zealand time.', '');
  if (days.length) text.push('Daily plan:', ...days.map((d) => `  ${d}`), '');
  if (note) text.push('Notes:', note, '');
  if (emergency && plan.tripCheck) text.push(...tripCheckText(plan.tripCheck), '');
  if (emergency) {
    if (phones.length) text.push('Phone numbers in the group:', ...phones.map((p) => `  ${p}`), '');
    text.push('What they carry:', ...(carries ? [carries] : (packed ?? []).map((item) => `  - ${item}`)), '');
  }
  text.push('See the whole plan, always up to date:', url, '');
  if (!emergency) text.push(`If the group is overdue and cannot be reached, call 111 and ask for the Police.`, '');
  text.push('Plan My Walk · Plan your trip, tell someone, stay safe.');

  const htmlLines = lines.map((l) => `<strong>${escapeHtml(l.label)}:</strong> ${escapeHtml(l.value)}`).join('<br>');
  const paragraphs: string[] = [`Kia ora ${escapeHtml(to.firstName)},`, escapeHtml(intro)];
  if (emergency) paragraphs.push(`<strong style="font-size: 17px;">${escapeHtml(overdueAdvice(plan))}</strong>`);
  paragraphs.push(htmlLines + (docPage ? `<br>${link(docPage, `About the ${plan.place.location.singular_name} on the DOC website`)}` : ''));
  paragraphs.push('Times are New Zealand time.');
  if (days.length) paragraphs.push(`<strong>Daily plan</strong><br>${days.map(escapeLines).join('<br>')}`);
  if (note) paragraphs.push(`<strong>Notes</strong><br>${escapeLines(note)}`);
  if (emergency && plan.tripCheck) paragraphs.push(tripCheckHtml(plan.tripCheck));
  if (emergency) {
    if (phones.length) paragraphs.push(`<strong>Phone numbers in the group</strong><br>${phones.map(escapeHtml).join('<br>')}`);
    paragraphs.push(
      `<strong>What they carry</strong><br>${carries ? escapeHtml(carries) : `<ul>${(packed ?? []).map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`}`,
    );
  }
  paragraphs.push(link(url, 'See the whole plan, always up to date'));
  if (!emergency) paragraphs.push('If the group is overdue and cannot be reached, call 111 and ask for the Police.');

  const subject = emergency
    ? `You are ${plan.walker}'s emergency contact: ${plan.title}, ${longDate(plan.date.start)}`
    : `${plan.walker}'s trip plan: ${plan.title}, ${longDate(plan.date.start)}`;
  return { to: to.email ?? '', subject, text: text.join('\n'), html: html(paragraphs) };
}

/**
 * The emails of one publish: the emergency contact's first (an address that is both
 * gets the emergency contact's email), then each group member with an email, each
 * address once, never the owner's own.
 */
export function planPublishedEmails(plan: PlanEmailFacts, publicUrl: string): PlanEmail[] {
  const sent = new Set<string>([plan.ownerEmail]);
  const emails: PlanEmail[] = [];
  const add = (person: PlanPerson | null, kind: PlanEmailKind) => {
    if (!person?.email || sent.has(person.email)) return;
    sent.add(person.email);
    emails.push({ ...render(plan, person, kind, publicUrl), kind, dedupeKey: planEmailKey(plan.id, person.email) });
  };
  add(plan.emergency, 'plan-emergency');
  for (const member of plan.members) add(member, 'plan-group');
  return emails;
}
