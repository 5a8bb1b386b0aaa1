/**
 * The trip notifications worker (issue 11), run by the background loop of any number
 * of API processes:
 *
 * 1. Jobs that have fallen due are created once each (insertDueTripJobs): reminders
 *    48 h and 24 h before a published trip starts, the check-in request at its planned
 *    end, the overdue check at the end plus the grace period. A server that was down at
 *    a deadline creates the job at its next tick, so nothing is skipped.
 * 2. The alerts for each upcoming trip's dates are compared with those last seen; new
 *    ones make an 'alerts-changed' job (only a change is told, and only an addition).
 *    A forecast that reaches the trip's first day after a look that found none makes a
 *    'forecast-available' job (the alerts and weather pages promise it).
 * 3. Due jobs are claimed one at a time (FOR UPDATE SKIP LOCKED and a lease) and done
 *    in one transaction with what they queue: the outbox email, the in-app notification
 *    and the job's outcome. A job is done once; its email is queued once.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  avalancheRating,
  feedHasAnswered,
  tripWindow,
  visibleAdvisories,
  visibleWarnings,
  type AlertsResponse,
  type TripCheck,
  type TripDates,
  tripWhen,
} from '@planmywalk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { overdueEmail, planLink } from '../email/plan-messages.ts';
import { savedPlanEmailFacts } from '../plans/plan-email-facts.ts';
import type { MailMessage } from '../email/transport.ts';
import { addSeconds, type Clock } from '../lib/clock.ts';
import { planPartyExperience, planStatus } from '../plans/plan-safety.ts';
import { readPlan } from '../plans/plans.read.ts';
import { tripDatesOf, type PlanParts } from '../plans/plans.presenter.ts';
import {
  claimTripJob,
  failTripJob,
  findAlertState,
  findCheckIn,
  findTripPlan,
  finishTripJob,
  insertAlertsChangedJob,
  insertDueTripJobs,
  insertForecastJob,
  tripsAwaitingForecast,
  insertNotification,
  lockOpenTripJob,
  lockTripPlan,
  saveAlertState,
  saveCheckInToken,
  saveForecastState,
  watchedTrips,
  type SeenAlert,
  type TripJobRow,
  type TripPlanRow,
} from './notifications.queries.ts';
import { queueOverdueText } from '../sms/overdue.ts';
import type { TripChecker, TripCheckInput } from './tripChecker.ts';
import { alertsChangedEmail, checkInRequestEmail, contactToldEmail, forecastAvailableEmail, reminderEmail, type TripMessageFacts } from './tripMessages.ts';

export interface TripWatchSettings {
  publicUrl: string;
  /** How long after the planned end the emergency contact is emailed (OVERDUE_GRACE_MINUTES). */
  graceMinutes: number;
  /** Trips starting within this many days have their alerts watched. */
  alertsLookaheadDays: number;
  /** The overdue alert is also texted to the contact's phone (SMS_PROVIDER, ADR 065). */
  overdueText?: boolean;
}

export const DEFAULT_TRIP_WATCH_SETTINGS: Omit<TripWatchSettings, 'publicUrl'> = { graceMinutes: 60, alertsLookaheadDays: 10 };

const LEASE_SECONDS = 120;
/** A trip without a forecast for its first day is looked at again after this long. */
const FORECAST_LOOK_SECONDS = 15 * 60;
/** Further ahead than the forecast reaches (10 days), so the first look at a trip saved early finds none. */
const FORECAST_WATCH_DAYS = 14;
const RETRY_SECONDS = 60;
const JOBS_PER_RUN = 200;

export interface JobOutcome {
  kind: TripJobRow['kind'];
  planId: string;
  outcome: string;
}

const epochOf = (date: Date | null) => (date ? String(Math.floor(date.getTime() / 1000)) : '');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The alerts of a trip's dates as the walker would see them, keyed so a change can be told. */
export function seenAlerts(alerts: AlertsResponse, dates: TripDates, now: Date): SeenAlert[] {
  const window = tripWindow(dates);
  const warnings = visibleWarnings(alerts.metservice, window, now).map((w) => ({
    key: `warning:${w.id}`,
    title: `${w.colour}: ${w.headline.split(/\s+[-–]\s+/)[0]} (${w.area.description})`,
  }));
  const advisories = visibleAdvisories(alerts.nzaa, window, now).map((a) => ({
    key: `avalanche:${a.id}:${a.last_edited ?? a.created}`,
    title: `Avalanche advisory for ${a.region}: rated ${avalancheRating(a) ?? 'not rated'} of 5`,
  }));
  const doc = [...alerts.doc, ...alerts.huts, ...alerts.campsites].map((d) => ({ key: `doc:${d.id}`, title: `${d.place}: ${d.heading}` }));
  return [...warnings, ...advisories, ...doc];
}

interface Prepared {
  plan: TripPlanRow;
  parts: PlanParts;
  dates: TripDates;
  check: TripCheck | null;
}

export class TripWatch {
  constructor(
    private readonly db: Database,
    private readonly checker: TripChecker,
    private readonly clock: Clock,
    private readonly settings: TripWatchSettings,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    private readonly mailQueued: () => void,
    /** Told how late against its due time each overdue email was queued (the metrics' gauge). */
    private readonly overdueQueued: (latenessSeconds: number) => void = () => undefined,
  ) {}

  /** One round: create what fell due, watch the alerts, do the due jobs. */
  async run(): Promise<JobOutcome[]> {
    await insertDueTripJobs(this.db, this.clock.now(), this.settings.graceMinutes * 60);
    await this.watchTrips();
    await this.watchForecasts();
    const outcomes: JobOutcome[] = [];
    for (let i = 0; i < JOBS_PER_RUN; i += 1) {
      const now = this.clock.now();
      const job = await claimTripJob(this.db, now, addSeconds(now, LEASE_SECONDS));
      if (!job) break;
      try {
        const outcome = await this.process(job);
        if (outcome) outcomes.push({ kind: job.kind, planId: job.plan_id, outcome });
        if (outcome === 'sent' && job.kind === 'overdue') this.overdueQueued((this.clock.now().getTime() - job.due_at.getTime()) / 1000);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await failTripJob(this.db, job.id, message, addSeconds(this.clock.now(), RETRY_SECONDS * Math.min(job.attempts, 30)));
        this.log.error({ err: error, jobId: job.id, kind: job.kind }, 'trip notification job failed; it will be tried again');
      }
    }
    if (outcomes.some((o) => o.outcome === 'sent')) this.mailQueued();
    return outcomes;
  }

  /** New alerts for an upcoming trip's dates become a job; the first look only records what is there. */
  private async watchTrips(): Promise<void> {
    const now = this.clock.now();
    for (const trip of await watchedTrips(this.db, now, this.settings.alertsLookaheadDays)) {
      const found = await readPlan(this.db, trip.id, trip.owner_id);
      const dates = found ? tripDatesOf(found.parts.row) : null;
      if (!found || !dates) continue;
      const alerts = await this.checker.alertsOf(found.parts.place);
      // Until the warnings feed has answered, nothing can be said to have changed.
      if (!alerts || !feedHasAnswered(alerts.feeds, 'metservice')) continue;
      const current = seenAlerts(alerts, dates, now);
      const previous = await findAlertState(this.db, trip.id);
      if (previous) {
        const known = new Set(previous.map((alert) => alert.key));
        const added = current.filter((alert) => !known.has(alert.key));
        if (added.length > 0) {
          const subject = createHash('sha1').update(added.map((a) => a.key).sort().join('\n')).digest('hex').slice(0, 20);
          await insertAlertsChangedJob(this.db, trip.id, subject, added, now);
        }
      }
      await saveAlertState(this.db, trip.id, current, now);
    }
  }

  /**
   * A forecast that reaches an upcoming trip's first day after a look that found none
   * becomes a job. Trips are looked at from further ahead than the forecast reaches, so
   * a trip saved weeks ahead is seen without one first.
   */
  private async watchForecasts(): Promise<void> {
    const now = this.clock.now();
    for (const trip of await tripsAwaitingForecast(this.db, now, FORECAST_WATCH_DAYS, FORECAST_LOOK_SECONDS)) {
      await this.watchForecast(trip, now);
    }
  }

  private async watchForecast(trip: { id: string; owner_id: number; starts_at: Date; looked: boolean }, now: Date): Promise<void> {
    // The line, so a first forecast of a track is made at its high point.
    const found = await readPlan(this.db, trip.id, trip.owner_id, { withLine: true });
    const dates = found ? tripDatesOf(found.parts.row) : null;
    if (!found || !dates) return;
    let covered: boolean;
    try {
      covered = await this.checker.forecastCovers(found.parts.place, dates.start);
    } catch (error) {
      this.log.warn({ err: error, planId: trip.id }, 'could not look for a forecast of the trip; trying again later');
      return;
    }
    if (trip.looked && covered) await insertForecastJob(this.db, trip.id, trip.starts_at, now);
    await saveForecastState(this.db, trip.id, trip.starts_at, covered, now);
  }

  /** Everything slow (reading the plan, the trip check) happens before the job's transaction. */
  private async prepare(job: TripJobRow): Promise<Prepared | string> {
    const plan = await findTripPlan(this.db, job.plan_id);
    if (!plan) return 'plan gone';
    if (!plan.is_published || plan.is_complete) return 'not published';
    const found = await readPlan(this.db, job.plan_id, plan.owner_id, { withLine: true });
    const dates = found ? tripDatesOf(found.parts.row) : null;
    if (!found || !dates) return 'no dates';
    // Only a trip still ahead is checked: the overdue email goes without one (a past trip's check would only mislead).
    const wantsCheck = job.kind === 'reminder-48h' || job.kind === 'reminder-24h';
    const party = planPartyExperience(found.parts.row, found.parts.row.party_members);
    const check = wantsCheck ? await this.tripCheck(job, { place: found.parts.place, dates, party, reader: { kind: 'walker' }, fetchForecast: true }) : null;
    return { plan, parts: found.parts, dates, check };
  }

  /**
   * The trip check adds to a message; it must never hold one back. An overdue email
   * whose check fails goes without it rather than waiting for a retry that may fail too.
   */
  private async tripCheck(job: TripJobRow, input: TripCheckInput): Promise<TripCheck | null> {
    try {
      return await this.checker.check(input);
    } catch (error) {
      this.log.warn({ err: error, jobId: job.id, kind: job.kind }, 'the trip check failed; the message goes without it');
      return null;
    }
  }

  private messageFacts(prepared: Prepared): TripMessageFacts {
    const { plan, parts, dates } = prepared;
    const when = tripWhen(dates);
    const url = planLink(this.settings.publicUrl, plan.id);
    return {
      firstName: plan.owner_first_name?.trim() || plan.owner_email,
      title: parts.row.custom_trip_name ?? parts.place.location.title,
      place: parts.place.location.title,
      start: when.start,
      end: when.end,
      planUrl: url,
      alertsUrl: `${url}/alerts`,
      weatherUrl: `${url}/weather`,
    };
  }

  private async process(job: TripJobRow): Promise<string | null> {
    const prepared = await this.prepare(job);
    return this.db.transaction(async (tx) => {
      const open = await lockOpenTripJob(tx, job.id);
      if (!open) return null; // another worker finished it
      const now = this.clock.now();
      const outcome = typeof prepared === 'string' ? prepared : await this.act(tx, job, prepared, now);
      await finishTripJob(tx, job.id, outcome, now);
      this.log.info({ jobId: job.id, kind: job.kind, planId: job.plan_id, outcome }, 'trip notification job done');
      return outcome;
    });
  }

  private async email(tx: Queryable, job: TripJobRow, userId: number, message: MailMessage, now: Date): Promise<void> {
    await enqueueEmail(tx, { ...message, kind: `trip-${job.kind}`, userId, dedupeKey: `trip-job:${job.id}:to:${message.to}`, topic: `trip:${job.plan_id}` }, now);
  }

  private async act(tx: Queryable, job: TripJobRow, prepared: Prepared, now: Date): Promise<string> {
    const { plan } = prepared;
    const facts = this.messageFacts(prepared);
    switch (job.kind) {
      case 'reminder-48h':
      case 'reminder-24h': {
        if (job.subject !== epochOf(plan.starts_at)) return 'trip moved';
        const hours = job.kind === 'reminder-48h' ? 48 : 24;
        const email = hours === 48 ? plan.notify_48_prior_email : plan.notify_24_prior_email;
        const inApp = hours === 48 ? plan.notify_48_prior_in_app : plan.notify_24_prior_in_app;
        if (!email && !inApp) return 'setting off';
        if (email) await this.email(tx, job, plan.owner_id, reminderEmail(plan.owner_email, facts, hours, prepared.check), now);
        if (inApp) {
          const verdict = prepared.check ? ` Trip check: ${prepared.check.headline}.` : '';
          await insertNotification(
            tx,
            { userId: plan.owner_id, planId: plan.id, kind: job.kind, title: `Your trip starts ${hours === 48 ? 'in 2 days' : 'tomorrow'}: ${facts.title}`, body: `Starts ${facts.start}.${verdict}`, link: `/plan/${plan.id}` },
            now,
          );
        }
        return 'sent';
      }
      case 'alerts-changed': {
        if (!plan.ends_at || plan.ends_at <= now) return 'trip over';
        const added = ((job.payload.added as SeenAlert[] | undefined) ?? []).filter((a) => typeof a.title === 'string');
        if (added.length === 0) return 'nothing new';
        if (!plan.notify_changed_alerts_email && !plan.notify_changed_alerts_in_app) return 'setting off';
        if (plan.notify_changed_alerts_email) await this.email(tx, job, plan.owner_id, alertsChangedEmail(plan.owner_email, facts, added), now);
        if (plan.notify_changed_alerts_in_app) {
          await insertNotification(
            tx,
            { userId: plan.owner_id, planId: plan.id, kind: job.kind, title: `New alerts for your trip: ${facts.title}`, body: added.map((a) => a.title).join('; '), link: `/plan/${plan.id}/alerts` },
            now,
          );
        }
        return 'sent';
      }
      case 'forecast-available': {
        if (job.subject !== epochOf(plan.starts_at)) return 'trip moved';
        if (!plan.starts_at || plan.starts_at <= now) return 'trip started';
        if (!plan.notify_changed_alerts_email && !plan.notify_changed_alerts_in_app) return 'setting off';
        if (plan.notify_changed_alerts_email) await this.email(tx, job, plan.owner_id, forecastAvailableEmail(plan.owner_email, facts), now);
        if (plan.notify_changed_alerts_in_app) {
          await insertNotification(
            tx,
            { userId: plan.owner_id, planId: plan.id, kind: job.kind, title: `A forecast is available for your trip: ${facts.title}`, body: `The forecast now reaches ${facts.start}.`, link: `/plan/${plan.id}/weather` },
            now,
          );
        }
        return 'sent';
      }
      case 'check-in-request':
      case 'overdue':
        return this.overdueStep(tx, job, prepared, facts, now);
    }
  }

  private async overdueStep(tx: Queryable, job: TripJobRow, prepared: Prepared, facts: TripMessageFacts, now: Date): Promise<string> {
    const { plan, parts } = prepared;
    if (!plan.ends_at || job.subject !== epochOf(plan.ends_at)) return 'trip moved';
    if (!plan.notify_end_trip_emergency_contact_email) return 'setting off';
    await lockTripPlan(tx, plan.id);
    const checkIn = await findCheckIn(tx, plan.id, plan.ends_at);
    if (checkIn?.checked_in_at) return 'checked in';
    const contact = parts.people.find((person) => person.role === 'emergency');
    // The walker's own address is no emergency contact: nobody would notice (refused on saving since ADR 057).
    if (!contact?.email || contact.email === plan.owner_email) return 'no emergency contact email';
    const contactName = `${contact.first_name} ${contact.last_name}`;

    if (job.kind === 'check-in-request') {
      const token = randomBytes(32).toString('base64url');
      await saveCheckInToken(tx, plan.id, plan.ends_at, hashToken(token));
      const url = `${this.settings.publicUrl}/check-in?token=${encodeURIComponent(token)}`;
      await this.email(tx, job, plan.owner_id, checkInRequestEmail(plan.owner_email, facts, url, contactName, this.settings.graceMinutes), now);
      await insertNotification(
        tx,
        { userId: plan.owner_id, planId: plan.id, kind: job.kind, title: `Are you back safely? ${facts.title}`, body: `You planned to be out by ${facts.end}. Tell us you are back, or ${contactName} will be emailed.`, link: `/plan/${plan.id}` },
        now,
      );
      return 'sent';
    }

    const emailFacts = savedPlanEmailFacts(parts, { status: planStatus(parts.row, prepared.dates, { now, graceMinutes: this.settings.graceMinutes, texts: this.settings.overdueText ?? false }), checks: { others: null, walker: null } });
    if (!emailFacts) return 'no dates';
    await this.email(tx, job, plan.owner_id, overdueEmail(emailFacts, { firstName: contact.first_name, email: contact.email }, this.settings.publicUrl), now);
    await this.email(tx, job, plan.owner_id, contactToldEmail(plan.owner_email, facts, contactName, null), now);
    if (this.settings.overdueText) {
      await queueOverdueText(tx, { jobId: job.id, planId: plan.id, userId: plan.owner_id, contactPhone: contact.phone, plan: emailFacts, publicUrl: this.settings.publicUrl }, now);
    }
    await insertNotification(
      tx,
      { userId: plan.owner_id, planId: plan.id, kind: job.kind, title: `We have told ${contactName} you are overdue`, body: `You planned to be out of ${facts.place} by ${facts.end}. If you are safe, check in now.`, link: `/plan/${plan.id}` },
      now,
    );
    return 'sent';
  }
}

