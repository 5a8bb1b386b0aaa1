/** Plans, people and places for the plan tests (not used by the app). */
import type { Contact, Plan, PlanLocation, PlanSummary, TimeOfDay, TripDates } from '@planmywalk/contracts';
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

/** The server's answer for a plan, as its owner sees it. */
export const serverPlan = (overrides: Partial<Plan> = {}): Plan => ({
  id: PLAN_ID,
  guid: PLAN_ID,
  revision: 1,
  user: { id: 7, first_name: 'Aroha' },
  editors: [],
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
});

export const planSummary = (id: string, overrides: Partial<PlanSummary> = {}): PlanSummary => ({
  id,
  title: `Trip ${id}`,
  location: planLocation(),
  date: tripDates('2026-12-05', '2026-12-07'),
  is_published: true,
  is_complete: false,
  completed: null,
  acceptanceState: 'owner',
  isShared: false,
  isPendingInvitation: false,
  canEdit: true,
  updated_at: '2026-11-20T00:00:00.000Z',
  ...overrides,
});
