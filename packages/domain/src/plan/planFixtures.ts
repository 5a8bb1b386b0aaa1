/** Plans, people and places for the plan tests (not used by the app). */
import { tripStatus, type Contact, type Plan, type PlanLocation, type PlanSummary, type TimeOfDay, type TripDates, type TripStatus } from '@planmywalk/contracts';
import { emptyWorkingPlan, type WorkingContact, type WorkingPlan } from './workingPlan.ts';

/** '08:30 AM' as the pickers give it. */
export function time(text: string): TimeOfDay {
  const [clock, meridiem] = text.split(' ') as [string, TimeOfDay['meridiem']];
  const [hour, minute] = clock.split(':') as [TimeOfDay['hour'], TimeOfDay['minute']];
  return { hour, minute, meridiem };
}

export const tripDates = (start: string, end: string, startTime: string | null = '08:00 AM', endTime: string | null = '04:00 PM'): TripDates => ({
  start,
  end,
  start_time: startTime ? time(startTime) : null,
  end_time: endTime ? time(endTime) : null,
});

export const planLocation = (overrides: Partial<PlanLocation> = {}): PlanLocation => ({
  id: 101,
  type: 'Track',
  slug: 'kepler-track',
  title: 'Kepler Track',
  singular_name: 'track',
  is_closed: false,
  locations: [{ title: 'Fiordland National Park' }],
  regions: [{ id: 1, title: 'Southland' }],
  lat: -45.4,
  lng: 167.6,
  thumbnail: null,
  distance: 60,
  walking_duration: '3-4 days',
  difficulty: [{ id: 2, title: 'Advanced' }],
  ...overrides,
});

export const workingPlan = (overrides: Partial<WorkingPlan> = {}): WorkingPlan => ({
  ...emptyWorkingPlan(planLocation()),
  ...overrides,
});

export const bookContact = (id: number, overrides: Partial<Contact> = {}): Contact => ({
  id,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  fullname: `First${id} Last${id}`,
  email: `person${id}@example.nz`,
  phone: '021 555 0100',
  relationship: 'Friend',
  portrait: null,
  adult: true,
  ...overrides,
});

export const workingContact = (id: number): WorkingContact => ({
  key: `contact:${id}`,
  contact_id: id,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  email: `person${id}@example.nz`,
  phone: '021 555 0100',
  relationship: 'Friend',
});

export const PLAN_ID = '6f1c2a4e-8b7d-4c1a-9e2f-0a1b2c3d4e5f';

/** When the fixtures' statuses are computed, unless a test gives its own. */
export const FIXTURES_NOW = new Date('2026-11-20T00:00:00.000Z');

/** A status of a state, its times left out: for tests about what a state does. */
export const tripStatusOf = (state: TripStatus['state'], details: Partial<TripStatus> = {}): TripStatus => ({
  state,
  starts_at: null,
  ends_at: null,
  overdue_alert: 'on',
  alert_at: null,
  alerted_at: null,
  checked_in_at: null,
  completed: null,
  ...details,
});

/** A plan's status as the server would answer it at `now` (no check-in, no overdue email). */
export function statusOfFixture(
  plan: Pick<Plan, 'is_published' | 'is_complete' | 'completed' | 'date'> & { emergency_contact?: Plan['emergency_contact']; checked_in_at?: string | null },
  now: Date = FIXTURES_NOW,
): TripStatus {
  const contact = plan.emergency_contact;
  return tripStatus(
    {
      is_published: plan.is_published,
      is_complete: plan.is_complete,
      completed: plan.completed,
      date: plan.date,
      checked_in_at: plan.checked_in_at ? new Date(plan.checked_in_at) : null,
      alerted_at: null,
      overdue_alert: contact === undefined || contact?.email ? 'on' : contact === null ? 'no-emergency-contact' : 'no-contact-email',
      grace_minutes: 60,
    },
    now,
  );
}

/** The server's answer for a plan, as its owner sees it. */
export const serverPlan = (overrides: Partial<Plan> = {}): Plan => {
  const plan: Omit<Plan, 'status'> = {
  id: PLAN_ID,
  guid: PLAN_ID,
  share_key: PLAN_ID,
  revision: 1,
  user: { id: 7, first_name: 'Aroha' },
  walker: { first_name: 'Aroha', fullname: 'Aroha Ngata', phone: '021 555 0123' },
  party_experience: { level: 'Intermediate', name: 'Aroha', planner: true },
  editors: [],
  undeliverable: [],
  is_published: false,
  is_complete: false,
  completed: null,
  date: tripDates('2026-12-05', '2026-12-07'),
  custom_trip_name: null,
  title: 'Kepler Track',
  location: planLocation(),
  contacts: [],
  emergency_contact: null,
  daily_plans: [],
  note: '',
  attachments: [],
  gearList: null,
  acceptanceState: 'owner',
  isShared: false,
  isPendingInvitation: false,
  canEdit: true,
  published_at: null,
  checked_in_at: null,
  created_at: '2026-11-20T00:00:00.000Z',
  updated_at: '2026-11-20T00:00:00.000Z',
  ...overrides,
  };
  return { ...plan, status: overrides.status ?? statusOfFixture(plan) };
};

export const planSummary = (id: string, overrides: Partial<PlanSummary> = {}): PlanSummary => {
  const summary: Omit<PlanSummary, 'status'> = {
  id,
  title: `Trip ${id}`,
  location: planLocation(),
  date: tripDates('2026-12-05', '2026-12-07'),
  is_published: true,
  is_complete: false,
  completed: null,
  undeliverable: [],
  acceptanceState: 'owner',
  isShared: false,
  isPendingInvitation: false,
  canEdit: true,
  updated_at: '2026-11-20T00:00:00.000Z',
  ...overrides,
  };
  return { ...summary, status: overrides.status ?? statusOfFixture(summary) };
};
