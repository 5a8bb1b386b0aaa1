/**
 * The emails of a plan (ADR 019, ADR 057): on publishing, one to the emergency contact,
 * one to each group member with an email and the walker's own copy, each address once;
 * when the walker is overdue, the emergency contact's overdue email. Each is composed of
 * the same sections (the trip's facts, the daily plan, the notes, the trip check, the
 * phone numbers, what the party carries), so the overdue email is the plan's sections
 * after its own lead, never one email's HTML cut into another.
 *
 * Every email names the walker in full with their phone, and says when the emergency
 * contact will be emailed (or that nobody will be) in the trip status's own words.
 * Plain text and simple HTML in one phone-wide column; every text a walker typed is
 * escaped, and there are no remote images (a mail client that loads them would tell a
 * tracker the plan was read).
 */
import {
  apiPaths,
  TRIP_CHECK_LEVEL_WORDS,
  dayOfTrip,
  longDate,
  tripDays,
  tripStatusWords,
  tripWhen,
  type DailyPlan,
  type PlanGearList,
  type PlanWalker,
  type TripCheck,
  type TripDates,
  type TripStatus,
} from '@planmywalk/contracts';
import type { PlanPerson } from '../plans/plan-person.ts';
import { lineParts } from '../lib/geo.ts';
import type { PlanLocationDetails } from '../plans/plan-location-source.ts';
import { FOOTER, escapeHtml, html, link } from './messages.ts';
import type { MailMessage } from './transport.ts';

/** What the emails say, taken from the plan as it was saved. */
export interface PlanEmailFacts {
  id: string;
  /** The share link's key (ADR 059): the emails' link is /plan/{linkKey}. */
  linkKey: string;
  /** The owner has just made a new link: the emails say the old one no longer works. */
  linkChanged?: boolean;
  /** The custom trip name, else the place's title. */
  title: string;
  /** The walker: full name (their email when they gave none) and phone. */
  walker: PlanWalker;
  ownerEmail: string;
  place: PlanLocationDetails;
  /** Publishing needs both times (ADR 018). */
  date: TripDates;
  members: PlanPerson[];
  emergency: PlanPerson | null;
  dailyPlans: DailyPlan[];
  note: string;
  gear: PlanGearList | null;
  /** The trip's status as the email goes: it says when the emergency contact is emailed, or that nobody will be. */
  status: TripStatus;
  /** The trip check worded for the emergency contact and the group, and for the walker (ADR 058); null when it could not be made. */
  checks: { others: TripCheck | null; walker: TripCheck | null };
}

export type PlanEmailKind = 'plan-group' | 'plan-emergency' | 'plan-walker';

export interface PlanEmail extends MailMessage {
  kind: PlanEmailKind;
  /** One queued message per plan and address: a re-publish replaces it while it waits. */
  dedupeKey: string;
}

export const planTopic = (planId: string) => `plan:${planId}`;
export const planEmailKey = (planId: string, address: string) => `plan:${planId}:to:${address}`;
/** The web app's page of the plan: the share link. */
export const planLink = (publicUrl: string, planId: string) => `${publicUrl}/plan/${encodeURIComponent(planId)}`;
/** The plan's .ics (GET plan/{id}/calendar): a link, not an attachment, so it always has the plan's current dates. */
export const planCalendarLink = (publicUrl: string, linkKey: string, reader: 'walker' | 'contact') => `${publicUrl}${apiPaths.planCalendar(linkKey, reader)}`;

/** One part of an email, as text lines and as an HTML block (escaped already). */
export interface EmailSection {
  text: string[];
  html: string;
}

/** An email of sections: the text with a blank line between them, the HTML in the phone-wide column. */
export function composeEmail(to: string, subject: string, sections: ReadonlyArray<EmailSection | null>): MailMessage {
  const parts = sections.filter((section): section is EmailSection => section !== null);
  return {
    to,
    subject,
    text: [...parts.flatMap((section) => [...section.text, '']), FOOTER].join('\n'),
    html: html(parts.map((section) => section.html)),
  };
}

const escapeLines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

export const paragraph = (text: string): EmailSection => ({ text: [text], html: escapeLines(text) });
export const strong = (text: string): EmailSection => ({ text: [text], html: `<strong style="font-size: 17px;">${escapeHtml(text)}</strong>` });
export const greeting = (firstName: string): EmailSection => paragraph(`Kia ora ${firstName},`);

/** A heading over lines: 'Daily plan:' then each line indented in the text. */
function titled(title: string, lines: string[], list = false): EmailSection {
  return {
    text: [`${title}:`, ...lines.map((line) => `  ${list ? '- ' : ''}${line}`)],
    html: list
      ? `<div><strong>${escapeHtml(title)}</strong><ul style="margin: 4px 0 14px; padding-left: 20px;">${lines.map((line) => `<li>${escapeLines(line)}</li>`).join('')}</ul></div>`
      : `<strong>${escapeHtml(title)}</strong><br>${lines.map(escapeLines).join('<br>')}`,
  };
}

export const linkSection = (url: string, label: string): EmailSection => ({ text: [`${label}:`, url], html: link(url, label) });

const fullName = (person: Pick<PlanPerson, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`;
const withPhone = (name: string, phone: string | null) => (phone ? `${name} (${phone})` : name);

/** 'Anna, Ben and Caro' */
function listOfNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A DOC page link, only if it is a web address (the data is DOC's, but a link is a link). */
const webLink = (url: string | null) => (url && /^https?:\/\/[^\s"<>]+$/i.test(url) ? url : null);

/** Decimal degrees a rescuer can type into a map: '-45.41230, 167.72100'. */
const latLng = (lat: number, lng: number) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

/** The trip's facts as labelled lines: what, where (and a custom track's start), who with their phones, when, the emergency contact. */
export function tripFacts(plan: PlanEmailFacts): EmailSection {
  const when = tripWhen(plan.date);
  const place = plan.place.location;
  const region = place.regions.map((r) => r.title).join(', ');
  const walker = withPhone(plan.walker.fullname, plan.walker.phone);
  const lines: Array<{ label: string; value: string }> = [
    { label: 'Trip', value: plan.title },
    { label: 'Where', value: `${place.title} (${place.singular_name}${region ? `, ${region}` : ''})` },
  ];
  // A custom track has no DOC page: where it starts is what a search party needs first.
  const start = plan.place.line ? lineParts(plan.place.line)[0]?.[0] : undefined;
  if (place.type === 'Custom Track') lines.push({ label: 'Start point', value: start ? latLng(start[1], start[0]) : latLng(place.lat, place.lng) });
  lines.push(
    { label: 'Who is going', value: plan.members.length === 0 ? `${walker}, alone` : listOfNames([walker, ...plan.members.map(fullName)]) },
    { label: 'Starts', value: when.start },
    { label: 'Expected out', value: when.end },
  );
  const contact = plan.emergency;
  if (contact) {
    const details = [contact.relationship, contact.phone].filter(Boolean).join(', ');
    lines.push({ label: 'Emergency contact', value: `${fullName(contact)}${details ? ` (${details})` : ''}` });
  }
  const docPage = webLink(plan.place.infoLink);
  return {
    text: [...lines.map((l) => `${l.label}: ${l.value}`), ...(docPage ? [`About the ${place.singular_name}: ${docPage}`] : []), 'Times are New Zealand time.'],
    html:
      lines.map((l) => `<strong>${escapeHtml(l.label)}:</strong> ${escapeHtml(l.value)}`).join('<br>') +
      (docPage ? `<br>${link(docPage, `About the ${place.singular_name} on the DOC website`)}` : '') +
      '<br>Times are New Zealand time.',
  };
}

/** Each day of a multi-day trip that has something written. */
export function dailyPlanSection(plan: PlanEmailFacts): EmailSection | null {
  if (tripDays(plan.date) < 2) return null;
  const days = plan.dailyPlans
    .filter((day) => day.start_location || day.end_location || day.notes.trim())
    .map((day) => {
      const route = [day.start_location, day.end_location].filter(Boolean).join(' to ');
      const notes = day.notes.trim();
      return `Day ${day.day_index + 1}, ${longDate(dayOfTrip(plan.date, day.day_index))}: ${[route, notes].filter(Boolean).join('. ')}`;
    });
  return days.length > 0 ? titled('Daily plan', days) : null;
}

export function notesSection(plan: PlanEmailFacts): EmailSection | null {
  const note = plan.note.trim();
  return note ? titled('Notes', [note]) : null;
}

/** The numbers to call: the walker's first, then each group member's. */
export function phonesSection(plan: PlanEmailFacts): EmailSection {
  const phones = [
    `${plan.walker.fullname} (trip planner): ${plan.walker.phone ?? 'no phone number given'}`,
    ...plan.members.filter((m) => m.phone).map((m) => `${fullName(m)}: ${m.phone}`),
  ];
  return titled('Phone numbers', phones);
}

/** What the party carries: the packed items of the gear list. */
export function carriedSection(gear: PlanGearList | null): EmailSection {
  if (!gear) return paragraph('What they carry: no gear list was added to this plan.');
  const packed = gear.list.categories.flatMap((category) =>
    category.items.filter((item) => item.packed && item.title.trim()).map((item) => `${item.title.trim()}${item.notes.trim() ? ` (${item.notes.trim()})` : ''}`),
  );
  return packed.length === 0 ? paragraph('What they carry: no gear is ticked as packed on the gear list.') : titled('What they carry', packed, true);
}


/** The trip check as text lines: the verdict, then each reason, the most serious first. */
export function tripCheckText(check: TripCheck): string[] {
  return [`Trip check: ${check.headline}`, ...check.reasons.map((r) => `  ${TRIP_CHECK_LEVEL_WORDS[r.level]} · ${r.title}: ${r.detail}`)];
}

export function tripCheckSection(check: TripCheck | null): EmailSection | null {
  if (!check) return null;
  const items = check.reasons.map((r) => `<li><strong>${escapeHtml(TRIP_CHECK_LEVEL_WORDS[r.level])} · ${escapeHtml(r.title)}:</strong> ${escapeHtml(r.detail)}</li>`).join('');
  return { text: tripCheckText(check), html: `<div><strong>Trip check: ${escapeHtml(check.headline)}</strong><ul style="margin: 4px 0 14px; padding-left: 20px;">${items}</ul></div>` };
}

/** What happens if the walker does not check in, in the status's words for this reader (the emergency contact is 'you'). */
function alertSection(plan: PlanEmailFacts, kind: PlanEmailKind): EmailSection {
  const contact = plan.emergency ? fullName(plan.emergency) : null;
  const words = tripStatusWords({
    status: plan.status,
    date: plan.date,
    reader: kind === 'plan-walker' ? { kind: 'walker' } : { kind: 'others', walker: plan.walker.fullname, phone: plan.walker.phone },
    contactName: kind === 'plan-emergency' ? 'you' : contact,
  });
  return paragraph(words.details.join(' '));
}

function overdueAdvice(plan: PlanEmailFacts): string {
  const reach = plan.walker.phone ? ` and you cannot reach them on ${plan.walker.phone}` : ' and you cannot reach them';
  return `If ${plan.walker.fullname} is not back by ${tripWhen(plan.date).end} (New Zealand time)${reach}, call 111 and ask for the Police. Give them this plan.`;
}

/** The plan itself, as every email of it carries it. */
function planSections(
  plan: PlanEmailFacts,
  publicUrl: string,
  options: { forContact: boolean; check: TripCheck | null; calendar?: EmailSection },
): Array<EmailSection | null> {
  return [
    tripFacts(plan),
    dailyPlanSection(plan),
    notesSection(plan),
    tripCheckSection(options.check),
    options.forContact ? phonesSection(plan) : null,
    options.forContact ? carriedSection(plan.gear) : null,
    plan.linkChanged ? paragraph('This plan has a new link: the one sent before no longer works.') : null,
    linkSection(planLink(publicUrl, plan.linkKey), 'See the whole plan, always up to date'),
    options.calendar ?? null,
  ];
}

function render(plan: PlanEmailFacts, to: { firstName: string; email: string }, kind: PlanEmailKind, publicUrl: string): MailMessage {
  const walker = plan.walker.fullname;
  const date = longDate(plan.date.start);
  switch (kind) {
    case 'plan-emergency':
      return composeEmail(to.email, `You are ${walker}'s emergency contact: ${plan.title}, ${date}`, [
        greeting(to.firstName),
        paragraph(`${walker} has made you their emergency contact for a trip, and shared their plan with you on Plan My Walk.`),
        strong(overdueAdvice(plan)),
        alertSection(plan, kind),
        ...planSections(plan, publicUrl, {
          forContact: true,
          check: plan.checks.others,
          calendar: linkSection(planCalendarLink(publicUrl, plan.linkKey, 'contact'), `Add "Expect to hear from ${walker} by ${tripWhen(plan.date).end}" to your calendar`),
        }),
      ]);
    case 'plan-group':
      return composeEmail(to.email, `${walker}'s trip plan: ${plan.title}, ${date}`, [
        greeting(to.firstName),
        paragraph(`${walker} has shared a trip plan with you on Plan My Walk: you are in the group.`),
        ...planSections(plan, publicUrl, { forContact: false, check: plan.checks.others }),
        paragraph('If the group is overdue and cannot be reached, call 111 and ask for the Police.'),
      ]);
    case 'plan-walker': {
      const sharedWith = [
        ...(plan.emergency?.email ? [`${fullName(plan.emergency)} (your emergency contact)`] : []),
        ...plan.members.filter((m) => m.email).map(fullName),
      ];
      return composeEmail(to.email, `Your copy of your trip plan: ${plan.title}, ${date}`, [
        greeting(to.firstName),
        paragraph(
          `This is your copy of the trip plan you published on Plan My Walk${sharedWith.length > 0 ? `, sent to ${listOfNames(sharedWith)}` : ''}. Keep it with you.`,
        ),
        alertSection(plan, kind),
        ...planSections(plan, publicUrl, {
          forContact: true,
          check: plan.checks.walker,
          calendar: linkSection(planCalendarLink(publicUrl, plan.linkKey, 'walker'), 'Add the trip to your calendar, with a reminder to check in at its end'),
        }),
      ]);
    }
  }
}

/**
 * The emails of one publish: the emergency contact's first (an address that is both
 * gets the emergency contact's email), then each group member with an email, each
 * address once, then the walker's own copy (never another's email to the walker).
 */
export function planPublishedEmails(plan: PlanEmailFacts, publicUrl: string): PlanEmail[] {
  const sent = new Set<string>([plan.ownerEmail]);
  const emails: PlanEmail[] = [];
  const add = (person: PlanPerson | null, kind: Exclude<PlanEmailKind, 'plan-walker'>) => {
    if (!person?.email || sent.has(person.email)) return;
    sent.add(person.email);
    emails.push({ ...render(plan, { firstName: person.firstName, email: person.email }, kind, publicUrl), kind, dedupeKey: planEmailKey(plan.id, person.email) });
  };
  add(plan.emergency, 'plan-emergency');
  for (const member of plan.members) add(member, 'plan-group');
  const firstName = plan.walker.first_name ?? plan.walker.fullname;
  emails.push({ ...render(plan, { firstName, email: plan.ownerEmail }, 'plan-walker', publicUrl), kind: 'plan-walker', dedupeKey: planEmailKey(plan.id, plan.ownerEmail) });
  return emails;
}

/**
 * The emergency contact's overdue email: what has happened and what to do (in New
 * Zealand, 111 and ask for the Police) first, with the numbers to try, then the whole
 * plan as published (no trip check: the trip is past, ADR 057).
 */
export function overdueEmail(plan: PlanEmailFacts, contact: { firstName: string; email: string }, publicUrl: string): MailMessage {
  const walker = plan.walker.fullname;
  const end = tripWhen(plan.date).end;
  const reach = [
    ...(plan.walker.phone ? [`${walker}: ${plan.walker.phone}`] : []),
    ...plan.members.filter((m) => m.phone).map((m) => `${fullName(m)}: ${m.phone}`),
  ];
  const todo = [
    `1. Try to reach ${walker}${reach.length ? ` (${reach.join('; ')})` : ''} and the people with them.`,
    `2. If you cannot reach them and are worried, call 111 and ask for the Police. Tell them ${walker} is overdue from a tramp, and give them this plan: where they went, when, who with and what they carry.`,
    '3. Keep this email: it has the whole plan below.',
  ];
  return composeEmail(contact.email, `Overdue: ${walker} has not checked in from ${plan.title}`, [
    greeting(contact.firstName),
    strong(`${walker} planned to be back from ${plan.title} by ${end} (New Zealand time) and has not told us they are back safely.`),
    titled('What to do now', todo),
    { text: ['---- The plan ----'], html: '<h2 style="font-size: 18px; margin: 24px 0 8px;">The plan</h2>' },
    ...planSections(plan, publicUrl, { forContact: true, check: null }),
  ]);
}
