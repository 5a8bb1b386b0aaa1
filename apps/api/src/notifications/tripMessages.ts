/**
 * The emails of trip notifications (issue 11) to the walker: reminders before the
 * start, new alerts for the trip's dates, the check-in request at the planned end, the
 * note that their contact was told they are overdue; and to the emergency contact the
 * all-clear when they check in after all. (The overdue email itself is one of the plan's
 * emails, composed from its sections: email/plan-messages.ts.) Text a walker typed is
 * escaped in HTML; no remote images.
 */
import type { TripCheck } from '@planmywalk/contracts';
import { escapeHtml, html, link } from '../email/messages.ts';
import { tripCheckSection, tripCheckText } from '../email/plan-messages.ts';
import type { MailMessage } from '../email/transport.ts';
import type { SeenAlert } from './notifications.queries.ts';

export interface TripMessageFacts {
  /** The walker's first name, else their email. */
  firstName: string;
  /** The trip's name (custom, else the place). */
  title: string;
  place: string;
  /** 'Saturday 12 December 2026, 7:30 am' (NZ time). */
  start: string;
  end: string;
  planUrl: string;
  alertsUrl: string;
  weatherUrl: string;
}

const footer = 'Plan My Walk · Plan your trip, tell someone, stay safe.';

/** 'Your trip starts in 2 days' / 'tomorrow'. */
export function reminderEmail(to: string, facts: TripMessageFacts, hours: 48 | 24, check: TripCheck | null): MailMessage {
  const when = hours === 48 ? 'in 2 days' : 'tomorrow';
  const subject = `Your trip starts ${when}: ${facts.title}`;
  const intro = `Your trip to ${facts.place} starts ${facts.start} (New Zealand time) and you expect to be out by ${facts.end}.`;
  const checkText = check ? tripCheckText(check) : [];
  const text = [
    `Kia ora ${facts.firstName},`,
    '',
    intro,
    '',
    ...checkText,
    ...(checkText.length ? [''] : []),
    `Alerts for your dates: ${facts.alertsUrl}`,
    `The forecast: ${facts.weatherUrl}`,
    `Your plan: ${facts.planUrl}`,
    '',
    'Check the alerts and the forecast again before you leave, and make sure your emergency contact knows when you expect to be out.',
    '',
    footer,
  ];
  const paragraphs = [
    `Kia ora ${escapeHtml(facts.firstName)},`,
    escapeHtml(intro),
    ...(check ? [tripCheckSection(check)!.html] : []),
    [link(facts.alertsUrl, 'Alerts for your dates'), link(facts.weatherUrl, 'The forecast'), link(facts.planUrl, 'Your plan')].join(' · '),
    'Check the alerts and the forecast again before you leave, and make sure your emergency contact knows when you expect to be out.',
  ];
  return { to, subject, text: text.join('\n'), html: html(paragraphs) };
}

export function alertsChangedEmail(to: string, facts: TripMessageFacts, added: readonly SeenAlert[]): MailMessage {
  const subject = `New alerts for your trip: ${facts.title}`;
  const intro = `There ${added.length === 1 ? 'is a new alert' : `are ${added.length} new alerts`} for ${facts.place} on your trip's dates (${facts.start} to ${facts.end}):`;
  const text = [`Kia ora ${facts.firstName},`, '', intro, ...added.map((a) => `  - ${a.title}`), '', `Read them: ${facts.alertsUrl}`, `Your plan: ${facts.planUrl}`, '', footer];
  const paragraphs = [
    `Kia ora ${escapeHtml(facts.firstName)},`,
    `${escapeHtml(intro)}<ul>${added.map((a) => `<li>${escapeHtml(a.title)}</li>`).join('')}</ul>`,
    `${link(facts.alertsUrl, 'Read the alerts')} · ${link(facts.planUrl, 'Your plan')}`,
  ];
  return { to, subject, text: text.join('\n'), html: html(paragraphs) };
}

export function forecastAvailableEmail(to: string, facts: TripMessageFacts): MailMessage {
  const subject = `A forecast is available for your trip: ${facts.title}`;
  const intro = `The weather forecast for ${facts.place} now reaches the start of your trip (${facts.start}). Check it before you go, and again on the day.`;
  const text = [`Kia ora ${facts.firstName},`, '', intro, '', `The forecast: ${facts.weatherUrl}`, `Your plan: ${facts.planUrl}`, '', footer];
  const paragraphs = [`Kia ora ${escapeHtml(facts.firstName)},`, escapeHtml(intro), `${link(facts.weatherUrl, 'See the forecast')} · ${link(facts.planUrl, 'Your plan')}`];
  return { to, subject, text: text.join('\n'), html: html(paragraphs) };
}

export function checkInRequestEmail(to: string, facts: TripMessageFacts, checkInUrl: string, contactName: string, graceMinutes: number): MailMessage {
  const subject = `Are you back safely? ${facts.title}`;
  const wait = graceMinutes % 60 === 0 ? `${graceMinutes / 60} hour${graceMinutes === 60 ? '' : 's'}` : `${graceMinutes} minutes`;
  const ask = `You planned to be out of ${facts.place} by ${facts.end} (New Zealand time). Let us know you are back safely: if you have not within ${wait}, we will email ${contactName}, your emergency contact, to say you are overdue.`;
  const text = [`Kia ora ${facts.firstName},`, '', ask, '', `I'm back safely: ${checkInUrl}`, '', `Your plan: ${facts.planUrl}`, '', footer];
  const paragraphs = [
    `Kia ora ${escapeHtml(facts.firstName)},`,
    escapeHtml(ask),
    `<a href="${escapeHtml(checkInUrl)}" style="display: inline-block; padding: 12px 20px; background: #2b5538; color: #ffffff; border-radius: 8px; text-decoration: none; font-weight: bold;">I'm back safely</a>`,
    link(facts.planUrl, 'Your plan'),
  ];
  return { to, subject, text: text.join('\n'), html: html(paragraphs) };
}

export function contactToldEmail(to: string, facts: TripMessageFacts, contactName: string, checkInUrl: string | null): MailMessage {
  const subject = `We have told ${contactName} you are overdue`;
  const said = `You planned to be out of ${facts.place} by ${facts.end} and have not checked in, so we have emailed ${contactName} your plan and told them to call 111 if they cannot reach you.`;
  const text = [`Kia ora ${facts.firstName},`, '', said, '', ...(checkInUrl ? [`If you are safe, tell us now: ${checkInUrl}`, ''] : []), footer];
  const paragraphs = [`Kia ora ${escapeHtml(facts.firstName)},`, escapeHtml(said), ...(checkInUrl ? [link(checkInUrl, "I'm back safely")] : [])];
  return { to, subject, text: text.join('\n'), html: html(paragraphs) };
}

export function allClearEmail(to: string, facts: { walker: string; title: string; contactFirstName: string }): MailMessage {
  const said = `${facts.walker} has checked in: they are back safely from ${facts.title}. No need to do anything more. Thank you for being their emergency contact.`;
  return {
    to,
    subject: `${facts.walker} is back safely`,
    text: [`Kia ora ${facts.contactFirstName},`, '', said, '', footer].join('\n'),
    html: html([`Kia ora ${escapeHtml(facts.contactFirstName)},`, escapeHtml(said)]),
  };
}
