/**
 * The plan being made or edited on this device, and its conversions to and from the
 * wire (spec part 2 §3). Unlike the server's `Plan` it can hold what has not reached the
 * server yet: a guest's documents as bytes and their temporary contacts, and daily
 * entries of days a shortened trip no longer shows.
 */
import {
  PLAN_LOCATION_TYPES,
  blankToNull,
  type Attachment,
  type DailyPlan,
  type Location,
  type Plan,
  type PlanContact,
  type PlanContactInput,
  type PlanGearList,
  type PlanInput,
  type PlanLocation,
  type TripDates,
} from '@planmywalk/contracts';
import { gearListOfPlan } from '../gear/legacyGearList.ts';
import { dailyPlansFor } from './dailyPlans.ts';

/**
 * A person on the plan. `key` is the same as the contact book's entry it came from
 * ('contact:12', or 'temp:…' for a guest's temporary contact), so a person cannot be
 * both a group member and the emergency contact.
 */
export interface WorkingContact {
  key: string;
  contact_id: number | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
}

/** A document already on the server (uploaded private, or part of a saved plan). */
export interface UploadedDocument {
  kind: 'uploaded';
  key: string;
  attachment: Attachment;
}

/**
 * A document kept on the device until the plan is saved (a guest's, or one added
 * offline). Its bytes are stored apart from the plan, under the same key, so typing a
 * note does not rewrite megabytes of file on every key.
 */
export interface LocalDocument {
  kind: 'local';
  key: string;
  title: string;
  size: number;
  ext: string;
  mime: string;
}

export type WorkingDocument = UploadedDocument | LocalDocument;

export interface WorkingPlan {
  location: PlanLocation | null;
  date: TripDates | null;
  custom_trip_name: string;
  note: string;
  /** The group members (not the emergency contact). */
  contacts: WorkingContact[];
  emergency_contact: WorkingContact | null;
  /** Every day typed so far; what is shown and sent is `dailyPlansFor(date, daily_plans)`. */
  daily_plans: DailyPlan[];
  documents: WorkingDocument[];
  gearList: PlanGearList | null;
}

export const emptyWorkingPlan = (location: PlanLocation | null = null): WorkingPlan => ({
  location,
  date: null,
  custom_trip_name: '',
  note: '',
  contacts: [],
  emergency_contact: null,
  daily_plans: [],
  documents: [],
  gearList: null,
});

/** The contact book key of a saved contact. */
export const bookContactKey = (id: number): string => `contact:${id}`;

function workingContactOf(contact: PlanContact, fallbackKey: string): WorkingContact {
  return {
    key: contact.contact_id !== null ? bookContactKey(contact.contact_id) : fallbackKey,
    contact_id: contact.contact_id,
    first_name: contact.first_name,
    last_name: contact.last_name,
    email: contact.email,
    phone: contact.phone,
    relationship: contact.relationship,
  };
}

/**
 * The working plan of a plan the server answered. `sent`, the plan just saved, lends its
 * keys to the people the server echoes back without a contact book entry (a guest's
 * temporary contacts), so they stay matched to the entries they came from.
 */
export function workingPlanOf(plan: Plan, sent?: WorkingPlan): WorkingPlan {
  const keyOf = (contact: PlanContact, sentContact: WorkingContact | null | undefined, fallback: string) =>
    sentContact && sentContact.first_name === contact.first_name && sentContact.last_name === contact.last_name
      ? sentContact.key
      : fallback;
  return {
    location: plan.location,
    date: plan.date,
    custom_trip_name: plan.custom_trip_name ?? '',
    note: plan.note,
    contacts: plan.contacts.map((contact, index) =>
      workingContactOf(contact, keyOf(contact, sent?.contacts[index], `plan:${plan.id}:${index}`)),
    ),
    emergency_contact: plan.emergency_contact
      ? workingContactOf(plan.emergency_contact, keyOf(plan.emergency_contact, sent?.emergency_contact, `plan:${plan.id}:emergency`))
      : null,
    daily_plans: plan.daily_plans,
    documents: plan.attachments.map((attachment) => ({ kind: 'uploaded', key: `file:${attachment.id}`, attachment })),
    // A plan of the council's earlier app carries `gear_list` instead (spec part 2 §3).
    gearList: gearListOfPlan(plan),
  };
}

function contactInputOf(contact: WorkingContact): PlanContactInput {
  return {
    contact_id: contact.contact_id,
    first_name: contact.first_name.trim(),
    last_name: contact.last_name.trim(),
    email: blankToNull(contact.email),
    phone: blankToNull(contact.phone),
    relationship: blankToNull(contact.relationship),
  };
}

/**
 * The body of POST plan / PUT plan/{id}. Only uploaded documents go (local ones are
 * uploaded first). A gear list is sent when the plan has one and left out otherwise, so
 * saving the plan never clears a list the gear page saved. Text the rules trim (the trip
 * name, the days' locations) goes trimmed, so the schema's limits see what the rules see.
 */
export function toPlanInput(plan: WorkingPlan & { location: PlanLocation }, options: { isPublished: boolean; revision: number | null }): PlanInput {
  return {
    location: { id: plan.location.id, type: plan.location.type },
    ...(options.revision !== null ? { revision: options.revision } : {}),
    is_published: options.isPublished,
    date: plan.date,
    custom_trip_name: blankToNull(plan.custom_trip_name),
    contacts: plan.contacts.map(contactInputOf),
    emergency_contact: plan.emergency_contact ? contactInputOf(plan.emergency_contact) : null,
    daily_plans: dailyPlansFor(plan.date, plan.daily_plans).map((day) => ({ ...day, start_location: day.start_location.trim(), end_location: day.end_location.trim() })),
    note: plan.note,
    attachments: plan.documents.flatMap((document) => (document.kind === 'uploaded' ? [{ id: document.attachment.id }] : [])),
    ...(plan.gearList ? { gearList: plan.gearList } : {}),
  };
}

/** The plan's copy of a location page's location (DOC tracks, huts and campsites). */
export function planLocationOf(location: Location): PlanLocation {
  return {
    id: location.id,
    type: location.type,
    slug: location.slug,
    title: location.title,
    singular_name: location.singular_name,
    is_closed: location.is_closed,
    locations: location.locations,
    regions: location.regions,
    lat: location.lat,
    lng: location.lng,
    thumbnail: location.thumbnail,
    distance: location.distance,
    walking_duration: location.walking_duration,
    difficulty: location.difficulty,
  };
}

export const isSameLocation = (a: Pick<PlanLocation, 'id' | 'type'> | null, b: Pick<PlanLocation, 'id' | 'type'> | null): boolean =>
  a !== null && b !== null && a.id === b.id && a.type === b.type;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A working plan read back from the device: the shape is checked so a damaged copy is dropped, not trusted. */
export function isWorkingPlan(value: unknown): value is WorkingPlan {
  if (!isObject(value)) return false;
  const location = value.location;
  return (
    (location === null || (isObject(location) && typeof location.id === 'number' && PLAN_LOCATION_TYPES.includes(location.type as never))) &&
    (value.date === null || (isObject(value.date) && typeof value.date.start === 'string' && typeof value.date.end === 'string')) &&
    typeof value.custom_trip_name === 'string' &&
    typeof value.note === 'string' &&
    Array.isArray(value.contacts) &&
    (value.emergency_contact === null || isObject(value.emergency_contact)) &&
    Array.isArray(value.daily_plans) &&
    Array.isArray(value.documents) &&
    value.documents.every((document) => isObject(document) && (document.kind === 'uploaded' || document.kind === 'local'))
  );
}
