/**
 * Story data in the exact shape of the API contract: `Plan` and `PlanSummary` of
 * packages/contracts/src/plans.schema.ts (snake_case and nullable as there).
 */
import { alpinePhoto, coastPhoto, forestPhoto, valleyPhoto } from '../walkFixtures/photos.ts';
import { arohaNgata, onPlan, sarahChen, tamaWiremu } from './contacts.ts';
import type { FixturePlanContact } from './contacts.ts';
import type { FixtureGearCategory } from './gear.ts';

type AcceptanceState = 'owner' | 'pending' | 'accepted' | 'viewer';

interface FixtureTime {
  hour: '00' | '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12';
  minute: '00' | '15' | '30' | '45';
  meridiem: 'AM' | 'PM';
}

interface FixtureDates {
  start: string;
  end: string;
  start_time: FixtureTime | null;
  end_time: FixtureTime | null;
}

/** A plan's location, as the API answers it. */
export interface FixturePlanLocation {
  id: number;
  type: 'Track' | 'Hut' | 'Campsite' | 'Custom Track';
  slug: string | null;
  title: string;
  singular_name: string;
  is_closed: boolean;
  locations: { title: string }[];
  regions: { id: number; title: string }[];
  lat: number;
  lng: number;
  thumbnail: string | null;
  distance: number | null;
  walking_duration: string | null;
  difficulty: { id: number; title: string }[];
}

/** Where the trip is at, as the API answers it (contracts' TripStatus). */
export interface FixtureTripStatus {
  state: 'draft' | 'upcoming' | 'under-way' | 'due-back' | 'overdue' | 'back-safely' | 'completed';
  starts_at: string | null;
  ends_at: string | null;
  overdue_alert: 'on' | 'off' | 'no-emergency-contact' | 'no-contact-email';
  alert_at: string | null;
  alerted_at: string | null;
  checked_in_at: string | null;
  completed: string | null;
}

/** A status of a state, its times left out unless given. */
export const tripStatusOf = (state: FixtureTripStatus['state'], details: Partial<FixtureTripStatus> = {}): FixtureTripStatus => ({
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

/** A plan in My Walks, as the API answers it. */
export interface FixturePlanSummary {
  id: string;
  title: string;
  location: FixturePlanLocation;
  date: FixtureDates | null;
  is_published: boolean;
  is_complete: boolean;
  completed: string | null;
  status: FixtureTripStatus;
  acceptanceState: AcceptanceState;
  isShared: boolean;
  isPendingInvitation: boolean;
  canEdit: boolean;
  updated_at: string;
}

/** A whole plan (GET plan/{guid}/readonly), as the API answers it. */
export interface FixturePlan extends Omit<FixturePlanSummary, 'updated_at'> {
  guid: string;
  revision: number;
  user: { id: number; first_name: string | null };
  walker: { first_name: string | null; fullname: string; phone: string | null };
  party_experience: { level: 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert' | null; name: string; planner: boolean };
  editors: number[];
  custom_trip_name: string | null;
  contacts: FixturePlanContact[];
  emergency_contact: FixturePlanContact | null;
  daily_plans: { day_index: number; start_location: string; end_location: string; notes: string }[];
  note: string;
  attachments: { id: string; title: string; size: number; type: 'image' | 'pdf' | 'doc'; ext: string; url: string }[];
  gearList: {
    list: { title: string; categories: FixtureGearCategory[] };
    list_type: 'default' | 'custom';
    list_preset_id: string | null;
    list_custom_id: number | null;
  } | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

const centralNorthIsland = { id: 4, title: 'Central North Island' };

export const tongariroPlace: FixturePlanLocation = {
  id: 101,
  type: 'Track',
  slug: 'tongariro-alpine-crossing',
  title: 'Tongariro Alpine Crossing',
  singular_name: 'track',
  is_closed: false,
  locations: [{ title: 'Tongariro National Park' }],
  regions: [centralNorthIsland],
  lat: -39.1327,
  lng: 175.6437,
  thumbnail: alpinePhoto,
  distance: 19.4,
  walking_duration: '7–8 hr one way',
  difficulty: [{ id: 3, title: 'Intermediate' }],
};

export const abelTasmanPlace: FixturePlanLocation = {
  ...tongariroPlace,
  id: 102,
  slug: 'abel-tasman-coast-track',
  title: 'Abel Tasman Coast Track',
  locations: [{ title: 'Abel Tasman National Park' }],
  regions: [{ id: 9, title: 'Nelson/Tasman' }],
  thumbnail: coastPhoto,
  distance: 60,
  walking_duration: '3–5 days',
};

export const muellerHutPlace: FixturePlanLocation = {
  ...tongariroPlace,
  id: 206,
  type: 'Hut',
  slug: 'mueller-hut',
  title: 'Mueller Hut',
  singular_name: 'hut',
  locations: [{ title: 'Aoraki/Mount Cook National Park' }],
  regions: [{ id: 12, title: 'Canterbury' }],
  thumbnail: valleyPhoto,
  distance: null,
  walking_duration: null,
  difficulty: [],
};

export const pinnaclesPlace: FixturePlanLocation = {
  ...tongariroPlace,
  id: 108,
  slug: 'pinnacles-hut-track',
  title: 'Pinnacles Hut Track',
  locations: [{ title: 'Coromandel Forest Park' }],
  regions: [{ id: 3, title: 'Coromandel' }],
  thumbnail: forestPhoto,
};

export const customTrackPlace: FixturePlanLocation = {
  ...tongariroPlace,
  id: 7,
  type: 'Custom Track',
  slug: null,
  title: 'Around the bays',
  singular_name: 'custom track',
  locations: [],
  regions: [{ id: 1, title: 'Wellington' }],
  thumbnail: null,
};

const time = (hour: FixtureTime['hour'], minute: FixtureTime['minute'], meridiem: FixtureTime['meridiem']) => ({
  hour,
  minute,
  meridiem,
});

function summary(
  id: string,
  location: FixturePlanLocation,
  details: Partial<FixturePlanSummary>,
): FixturePlanSummary {
  return {
    id,
    title: location.title,
    location,
    date: null,
    is_published: true,
    is_complete: false,
    completed: null,
    status: tripStatusOf(details.is_published === false ? 'draft' : 'upcoming'),
    acceptanceState: 'owner',
    isShared: false,
    isPendingInvitation: false,
    canEdit: true,
    updated_at: '2026-11-20T08:00:00.000Z',
    ...details,
  };
}

/** Started this morning, ends tomorrow. */
export const completingPlan = summary('6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0001', tongariroPlace, {
  date: { start: '2026-11-24', end: '2026-11-25', start_time: time('06', '30', 'AM'), end_time: time('04', '00', 'PM') },
  status: tripStatusOf('under-way'),
  isShared: true,
});

/** Past its planned end, the walker not checked in, the emergency contact emailed. */
export const overduePlan = summary('6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0011', pinnaclesPlace, {
  title: 'Pinnacles overnight',
  date: { start: '2026-11-22', end: '2026-11-23', start_time: time('08', '00', 'AM'), end_time: time('02', '00', 'PM') },
  status: tripStatusOf('overdue', { alerted_at: '2026-11-23T02:00:00.000Z' }),
});

export const upcomingPlan = summary('6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0002', abelTasmanPlace, {
  title: 'Summer on the coast',
  date: { start: '2026-12-27', end: '2026-12-31', start_time: time('08', '00', 'AM'), end_time: time('03', '00', 'PM') },
  isShared: true,
});

/** Someone else's plan the viewer has been added to and not yet answered. */
export const pendingInvitationPlan = summary('6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0003', muellerHutPlace, {
  date: { start: '2027-01-09', end: '2027-01-10', start_time: time('07', '00', 'AM'), end_time: time('02', '00', 'PM') },
  acceptanceState: 'pending',
  isShared: true,
  isPendingInvitation: true,
  canEdit: false,
});

export const draftPlan = summary('6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0004', pinnaclesPlace, {
  date: { start: '2027-02-14', end: '2027-02-14', start_time: time('09', '00', 'AM'), end_time: time('05', '00', 'PM') },
  is_published: false,
});

export const undatedDraftPlan = summary('6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0005', customTrackPlace, {
  is_published: false,
});

export const completedPlan = summary('6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0006', muellerHutPlace, {
  title: 'Mueller Hut with the club',
  date: { start: '2026-10-03', end: '2026-10-04', start_time: time('07', '30', 'AM'), end_time: time('01', '00', 'PM') },
  status: tripStatusOf('back-safely', { checked_in_at: '2026-10-04T00:20:00.000Z' }),
});

/** A completed trip someone else planned, which the viewer accepted. */
export const acceptedCompletedPlan = summary('6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0007', tongariroPlace, {
  date: { start: '2026-09-12', end: '2026-09-12', start_time: time('06', '00', 'AM'), end_time: time('03', '30', 'PM') },
  acceptanceState: 'accepted',
  isShared: true,
  canEdit: false,
  status: tripStatusOf('back-safely', { checked_in_at: '2026-09-12T03:40:00.000Z' }),
});

/** Older completed trips, as 'Show all past trips' loads them. */
export const olderCompletedPlans: FixturePlanSummary[] = [
  summary('6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0008', pinnaclesPlace, {
    date: { start: '2026-06-06', end: '2026-06-07', start_time: time('08', '00', 'AM'), end_time: time('12', '00', 'PM') },
    status: tripStatusOf('back-safely', { checked_in_at: '2026-06-07T00:30:00.000Z' }),
  }),
  summary('6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0009', abelTasmanPlace, {
    date: { start: '2026-01-03', end: '2026-01-07', start_time: time('09', '00', 'AM'), end_time: time('02', '00', 'PM') },
    is_published: false,
    is_complete: true,
    completed: '2026-01-07',
    status: tripStatusOf('completed', { completed: '2026-01-07' }),
  }),
];

/** A published plan as its owner reads it: two group members, an emergency contact, two documents. */
export const publishedPlan: FixturePlan = {
  ...upcomingPlan,
  guid: upcomingPlan.id,
  revision: 4,
  user: { id: 12, first_name: 'Kiri' },
  walker: { first_name: 'Kiri', fullname: 'Kiri Parata', phone: '021 555 0142' },
  party_experience: { level: 'Intermediate', name: 'Kiri', planner: true },
  editors: [31],
  custom_trip_name: 'Summer on the coast',
  contacts: [onPlan(tamaWiremu), onPlan(sarahChen)],
  emergency_contact: onPlan(arohaNgata),
  daily_plans: [
    { day_index: 0, start_location: 'Marahau', end_location: 'Anchorage Hut', notes: 'Water taxi back-up at 4 pm.' },
    { day_index: 1, start_location: 'Anchorage Hut', end_location: 'Bark Bay Hut', notes: 'Cross the inlet at low tide (11:40 am).' },
    { day_index: 2, start_location: 'Bark Bay Hut', end_location: 'Awaroa Hut', notes: '' },
    { day_index: 3, start_location: 'Awaroa Hut', end_location: 'Whariwharangi Hut', notes: 'Awaroa crossing two hours either side of low tide.' },
    { day_index: 4, start_location: 'Whariwharangi Hut', end_location: 'Wainui car park', notes: '' },
  ],
  note: '',
  attachments: [
    { id: 'doc-1', title: 'Hut bookings.pdf', size: 122_880, type: 'pdf', ext: 'pdf', url: '/files/doc-1' },
    { id: 'doc-2', title: 'Tide times December.xlsx', size: 2_516_582, type: 'doc', ext: 'xlsx', url: '/files/doc-2' },
  ],
  gearList: null,
  published_at: '2026-11-20T08:00:00.000Z',
  created_at: '2026-11-02T21:14:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};

/** A day walk planned alone: no group, no emergency contact, no documents, a trip note. */
export const soloPlan: FixturePlan = {
  ...publishedPlan,
  ...summary('6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0010', pinnaclesPlace, {
    date: { start: '2027-02-14', end: '2027-02-14', start_time: time('09', '00', 'AM'), end_time: time('05', '00', 'PM') },
  }),
  guid: '6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0010',
  custom_trip_name: null,
  editors: [],
  contacts: [],
  emergency_contact: null,
  daily_plans: [],
  note: 'Parking at the Kauaeranga Valley road end. Back at the car by 5 pm; if not, call the police on 111.',
  attachments: [],
};

/** What a group member sees of the published plan: no emails (ADR 018). */
export function asGroupMember(plan: FixturePlan, acceptanceState: 'pending' | 'accepted'): FixturePlan {
  return {
    ...plan,
    acceptanceState,
    isPendingInvitation: acceptanceState === 'pending',
    canEdit: false,
    contacts: plan.contacts.map((person) => ({ ...person, email: null })),
    emergency_contact: plan.emergency_contact ? { ...plan.emergency_contact, email: null } : null,
  };
}

/** What a link holder without an account (the emergency contact) sees. */
export function asLinkHolder(plan: FixturePlan): FixturePlan {
  return { ...asGroupMember(plan, 'accepted'), acceptanceState: 'viewer', isPendingInvitation: false };
}
