import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import { ID_MAX, Id, IdTitle, Nullable, TitleOnly } from './common.schema.ts';
import { Text } from './text.schema.ts';
import { EMAIL_MAX_LENGTH } from './email.ts';
import { FileKind } from './files.schema.ts';
import { EXPERIENCE_LEVELS, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './accounts.constants.ts';
import { OVERDUE_ALERTS, TRIP_STATES, type TripStatus as TripStatusType } from './tripStatus.ts';
import type { PartyExperience as PartyExperienceType } from './tripCheck.ts';
import {
  DAILY_LOCATION_MAX_LENGTH,
  DAILY_NOTES_MAX_LENGTH,
  PLAN_ACCEPTANCE_STATES,
  PLAN_ATTACHMENTS_MAX,
  PLAN_GROUP_MAX,
  PLAN_LOCATION_TYPES,
  PLAN_MAX_DAYS,
  TEXT_MAX_LENGTH,
  TIME_HOURS,
  TIME_MERIDIEMS,
  TIME_MINUTES,
  TRIP_NAME_MAX_LENGTH,
  TRIP_NOTE_MAX_LENGTH,
} from './plans.constants.ts';
import { GEAR_CATEGORIES_MAX, GEAR_ITEMS_MAX } from './gear.constants.ts';
import type { TimeOfDay as TimeOfDayType, TripDates as TripDatesType } from './planTiming.ts';

const StringEnum = <T extends string>(values: readonly T[], description?: string): TUnsafe<T> =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

const IsoDateText = (description: string) => Text({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

/** A time of day from the 12-hour pickers (spec part 2 §3 selected date). */
export const TimeOfDay = Type.Object(
  {
    hour: StringEnum(TIME_HOURS, '00 to 12; 12 (or 00) AM is midnight, 12 (or 00) PM is noon.'),
    minute: StringEnum(TIME_MINUTES),
    meridiem: StringEnum(TIME_MERIDIEMS),
  },
  { title: 'TimeOfDay', additionalProperties: false },
);
export type TimeOfDay = TimeOfDayType;

/** The trip's dates and times, in New Zealand time (Pacific/Auckland). */
export const TripDates = Type.Object(
  {
    start: IsoDateText('First day, YYYY-MM-DD (NZ calendar).'),
    end: IsoDateText('Last day, YYYY-MM-DD; the same as start for a day trip.'),
    start_time: Nullable(TimeOfDay),
    end_time: Nullable(TimeOfDay),
  },
  { title: 'TripDates', additionalProperties: false },
);
export type TripDates = TripDatesType;

/** The place a plan is for (a DOC track, hut or campsite, or the user's custom track). */
export const PlanLocation = Type.Object(
  {
    id: Type.Integer(),
    type: StringEnum(PLAN_LOCATION_TYPES),
    slug: Nullable(Text({ description: 'The location page is /{tracks,huts,campsites}/{slug}; null for a custom track (/custom-tracks/{id}).' })),
    title: Text(),
    singular_name: Text({ description: "'track', 'hut', 'campsite' or 'custom track'." }),
    is_closed: Type.Boolean(),
    locations: Type.Array(TitleOnly),
    regions: Type.Array(IdTitle),
    lat: Type.Number(),
    lng: Type.Number(),
    thumbnail: Nullable(Text()),
    distance: Nullable(Type.Number({ description: 'km' })),
    walking_duration: Nullable(Text()),
    difficulty: Type.Array(IdTitle),
  },
  { title: 'PlanLocation', additionalProperties: false },
);
export type PlanLocation = Static<typeof PlanLocation>;

/** Which location a plan is for, as the client sends it. */
export const PlanLocationRef = Type.Object(
  { id: Id(), type: StringEnum(PLAN_LOCATION_TYPES) },
  { title: 'PlanLocationRef', additionalProperties: false },
);
export type PlanLocationRef = Static<typeof PlanLocationRef>;

/**
 * A person on a plan: a group member or the emergency contact. The plan keeps its own
 * copy (what was sent is what the plan says), linked to the owner's contact book entry
 * when it came from there.
 */
export const PlanContact = Type.Object(
  {
    contact_id: Nullable(Type.Integer({ description: "The owner's contact book entry this came from." })),
    first_name: Text(),
    last_name: Text(),
    fullname: Text(),
    email: Nullable(Text({ description: 'Shown to the owner only; others see null.' })),
    phone: Nullable(Text()),
    relationship: Nullable(Text()),
  },
  { title: 'PlanContact', additionalProperties: false },
);
export type PlanContact = Static<typeof PlanContact>;

export const PlanContactInput = Type.Object(
  {
    contact_id: Type.Optional(Nullable(Id())),
    first_name: Text({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
    last_name: Text({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
    email: Type.Optional(Nullable(Text({ maxLength: EMAIL_MAX_LENGTH }))),
    phone: Type.Optional(Nullable(Text({ maxLength: PHONE_MAX_LENGTH }))),
    relationship: Type.Optional(Nullable(Text({ maxLength: TEXT_MAX_LENGTH }))),
  },
  { title: 'PlanContactInput', additionalProperties: false },
);
export type PlanContactInput = Static<typeof PlanContactInput>;

/** One day of a multi-day trip (spec part 2 §3 daily plan); day_index 0 is the first day. */
export const DailyPlan = Type.Object(
  {
    day_index: Type.Integer({ minimum: 0, maximum: PLAN_MAX_DAYS - 1 }),
    start_location: Text({ maxLength: DAILY_LOCATION_MAX_LENGTH }),
    end_location: Text({ maxLength: DAILY_LOCATION_MAX_LENGTH }),
    notes: Text({ maxLength: DAILY_NOTES_MAX_LENGTH }),
  },
  { title: 'DailyPlan', additionalProperties: false },
);
export type DailyPlan = Static<typeof DailyPlan>;

/** A document on a plan (spec part 2 §3 attachment). */
export const Attachment = Type.Object(
  {
    id: Text(),
    title: Text({ description: "The uploaded file's name, for display." }),
    size: Type.Integer({ description: 'Bytes.' }),
    type: FileKind,
    ext: Text(),
    url: Text({ description: 'Where the viewer may fetch it (private: owner, group members, holders of the published plan’s link).' }),
  },
  { title: 'Attachment', additionalProperties: false },
);
export type Attachment = Static<typeof Attachment>;

/** A gear list (spec part 2 §3): categories of items, each packed or not. */
export const GearItem = Type.Object(
  {
    packed: Type.Boolean(),
    title: Text({ maxLength: TEXT_MAX_LENGTH }),
    notes: Text({ maxLength: TEXT_MAX_LENGTH }),
  },
  { title: 'GearItem', additionalProperties: false },
);
export type GearItem = Static<typeof GearItem>;

export const GearCategory = Type.Object(
  { title: Text({ maxLength: TEXT_MAX_LENGTH }), items: Type.Array(GearItem, { maxItems: GEAR_ITEMS_MAX }) },
  { title: 'GearCategory', additionalProperties: false },
);
export type GearCategory = Static<typeof GearCategory>;

export const GearList = Type.Object(
  { title: Text({ maxLength: TEXT_MAX_LENGTH }), categories: Type.Array(GearCategory, { maxItems: GEAR_CATEGORIES_MAX }) },
  { title: 'GearList', additionalProperties: false },
);
export type GearList = Static<typeof GearList>;

/** A plan's gear list and where it started from (a preset of the location, or one of the user's lists). */
export const PlanGearList = Type.Object(
  {
    list: GearList,
    list_type: StringEnum(['default', 'custom'] as const),
    list_preset_id: Nullable(Text({ maxLength: 100 })),
    list_custom_id: Nullable(Type.Integer()),
  },
  { title: 'PlanGearList', additionalProperties: false },
);
export type PlanGearList = Static<typeof PlanGearList>;

/**
 * Where the trip is at (ADR 057), computed on the server when it answers: the same for
 * every reader and every surface.
 */
export const TripStatus = Type.Object(
  {
    state: StringEnum(TRIP_STATES, "draft · upcoming · under-way · due-back (past the planned end, inside the grace) · overdue · back-safely (checked in) · completed (marked complete)."),
    starts_at: Nullable(Text({ format: 'date-time' })),
    ends_at: Nullable(Text({ format: 'date-time', description: 'When the walker expects to be out.' })),
    overdue_alert: StringEnum(OVERDUE_ALERTS, "Whether the emergency contact is emailed if the walker is overdue: 'on', or why not."),
    alert_by_text: Type.Optional(Type.Literal(true, { description: 'Present when the overdue alert also goes by text: SMS is on and the contact has a mobile number (ADR 065).' })),
    alert_at: Nullable(Text({ format: 'date-time', description: 'When the emergency contact is emailed if the walker has not checked in (the end plus the grace); null unless the alert is on.' })),
    alerted_at: Nullable(Text({ format: 'date-time', description: 'When the overdue email went to the emergency contact.' })),
    checked_in_at: Nullable(Text({ format: 'date-time', description: "When the walker said 'I'm back safely' for the trip's current end." })),
    completed: Nullable(IsoDateText('When the walker marked it complete.')),
  },
  { title: 'TripStatus', additionalProperties: false },
);
export type TripStatus = TripStatusType;

/** The trip planner, as everyone on the plan needs them: the emergency contact must be able to call. */
export const PlanWalker = Type.Object(
  {
    first_name: Nullable(Text()),
    fullname: Text({ description: 'First and last name; the email when no name was given (the owner only).' }),
    phone: Nullable(Text({ description: "The walker's phone, from their profile: publishing needs it." })),
  },
  { title: 'PlanWalker', additionalProperties: false },
);
export type PlanWalker = Static<typeof PlanWalker>;

/** Whose experience the trip check weighs against the track's grade (the party's least experienced known level, else the planner's). */
export const PartyExperience = Type.Object(
  {
    level: Nullable(StringEnum(EXPERIENCE_LEVELS)),
    name: Text(),
    planner: Type.Boolean(),
  },
  { title: 'PartyExperience', additionalProperties: false },
);
export type PartyExperience = PartyExperienceType;

/**
 * A person on the plan whose address mail cannot reach (ADR 064): the mail server refused
 * it, or the provider reported a hard bounce. Only the plan's owner is told (they entered
 * it); it goes when the address is corrected or a later delivery to it succeeds.
 */
export const UndeliverableRecipient = Type.Object(
  {
    role: StringEnum(['emergency', 'member'] as const, 'The emergency contact, or a group member.'),
    name: Text({ description: 'First and last name as the plan has them.' }),
    email: Text({ description: 'The address as the owner entered it.' }),
    reason: Nullable(Text({ description: "What the mail server or provider said (e.g. '550 5.1.1 No such user'); null when only the overdue alert failed." })),
    overdue_alert_failed: Type.Boolean({ description: 'The overdue email to this person could not be delivered.' }),
  },
  { title: 'UndeliverableRecipient', additionalProperties: false },
);
export type UndeliverableRecipient = Static<typeof UndeliverableRecipient>;

/** A trip plan as the API answers it (spec part 2 §3), shaped for the viewer. */
export const Plan = Type.Object(
  {
    id: Text({ format: 'uuid', description: "The plan's id; to a link holder, the key of the link they hold (ADR 059)." }),
    guid: Text({ format: 'uuid', description: 'The same as id (the spec names both).' }),
    share_key: Nullable(
      Text({ format: 'uuid', description: "The owner's only: the share link is /plan/{share_key} (the id until a new link is made; ADR 059)." }),
    ),
    revision: Type.Integer({ description: 'Goes up with every save; send it back to refuse saving over a newer version.' }),
    user: Type.Object({ id: Nullable(Type.Integer({ description: 'Null to a link holder: no internal ids leave for them.' })), first_name: Nullable(Text()) }, { additionalProperties: false }),
    walker: PlanWalker,
    party_experience: PartyExperience,
    status: TripStatus,
    undeliverable: Type.Array(UndeliverableRecipient, {
      description: "The owner's only (empty to everyone else): the plan's people whose address mail cannot reach (ADR 064).",
    }),
    editors: Type.Array(Type.Integer(), { description: 'User ids of group members who have an account.' }),
    is_published: Type.Boolean(),
    is_complete: Type.Boolean({ description: 'Marked complete by the walker.' }),
    completed: Nullable(IsoDateText('When it was marked complete.')),
    date: Nullable(TripDates),
    custom_trip_name: Nullable(Text()),
    title: Text({ description: 'The custom trip name, else the location title.' }),
    location: PlanLocation,
    contacts: Type.Array(PlanContact, { description: 'The group members (not the emergency contact).' }),
    emergency_contact: Nullable(PlanContact),
    daily_plans: Type.Array(DailyPlan),
    note: Text(),
    attachments: Type.Array(Attachment),
    gearList: Nullable(PlanGearList),
    acceptanceState: StringEnum(PLAN_ACCEPTANCE_STATES),
    isShared: Type.Boolean({ description: 'The plan has group members with accounts, or the viewer is one.' }),
    isPendingInvitation: Type.Boolean({ description: 'The viewer is a group member who has not accepted yet.' }),
    canEdit: Type.Boolean({ description: 'Only the owner edits; group members and link holders read.' }),
    published_at: Nullable(Text({ format: 'date-time' })),
    checked_in_at: Nullable(Text({ format: 'date-time', description: "The walker said 'I'm back safely' for the trip's current end; null until then (also in status)." })),
    created_at: Text({ format: 'date-time' }),
    updated_at: Text({ format: 'date-time' }),
  },
  { title: 'Plan', additionalProperties: false },
);
export type Plan = Static<typeof Plan>;

/** POST plan and PUT plan/{id}: the whole working plan. */
export const PlanInput = Type.Object(
  {
    location: PlanLocationRef,
    revision: Type.Optional(
      Type.Integer({ minimum: 0, maximum: ID_MAX, description: 'The revision this edit started from (PUT); a newer one on the server answers 409.' }),
    ),
    is_published: Type.Boolean(),
    date: Nullable(TripDates),
    custom_trip_name: Nullable(Text({ maxLength: TRIP_NAME_MAX_LENGTH })),
    contacts: Type.Array(PlanContactInput, { maxItems: PLAN_GROUP_MAX }),
    emergency_contact: Nullable(PlanContactInput),
    daily_plans: Type.Array(DailyPlan, { maxItems: PLAN_MAX_DAYS }),
    note: Text({ maxLength: TRIP_NOTE_MAX_LENGTH }),
    attachments: Type.Array(
      Type.Object({ id: Text({ maxLength: 64 }) }, { additionalProperties: false }),
      { maxItems: PLAN_ATTACHMENTS_MAX, description: 'Ids of documents uploaded with POST upload (isprivate=1).' },
    ),
    gearList: Type.Optional(Nullable(PlanGearList)),
  },
  { title: 'PlanInput', additionalProperties: false },
);
export type PlanInput = Static<typeof PlanInput>;

/** A plan in a list (My Walks, the user's plans). */
export const PlanSummary = Type.Object(
  {
    id: Text({ format: 'uuid' }),
    title: Text(),
    location: PlanLocation,
    date: Nullable(TripDates),
    is_published: Type.Boolean(),
    is_complete: Type.Boolean(),
    completed: Nullable(IsoDateText('When it was marked complete.')),
    status: TripStatus,
    undeliverable: Type.Array(UndeliverableRecipient, {
      description: "The owner's only (empty to everyone else): the plan's people whose address mail cannot reach (ADR 064).",
    }),
    acceptanceState: StringEnum(PLAN_ACCEPTANCE_STATES),
    isShared: Type.Boolean(),
    isPendingInvitation: Type.Boolean(),
    canEdit: Type.Boolean(),
    updated_at: Text({ format: 'date-time' }),
  },
  { title: 'PlanSummary', additionalProperties: false },
);
export type PlanSummary = Static<typeof PlanSummary>;

/** GET plan?page={n}: My Walks. Page 0 has every section; later pages only older completed trips. */
export const PlansPage = Type.Object(
  {
    completing: Type.Array(PlanSummary),
    upcoming: Type.Array(PlanSummary, { description: 'Soonest first.' }),
    draft: Type.Array(PlanSummary, { description: 'Last edited first.' }),
    completed: Type.Array(PlanSummary, { description: 'Most recent first, a page at a time.' }),
    all_loaded: Type.Boolean({ description: 'No older completed trips are left to load.' }),
  },
  { title: 'PlansPage', additionalProperties: false },
);
export type PlansPage = Static<typeof PlansPage>;

export const PlansPageQuery = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })) },
  { additionalProperties: false },
);
export type PlansPageQuery = Static<typeof PlansPageQuery>;

/** DELETE plan/{id}: the owner deletes the plan, a group member declines it; either way the viewer's plans follow. */
export const DeletePlanResponse = Type.Object(
  { success: Type.Literal(true), plans: Type.Array(PlanSummary) },
  { title: 'DeletePlanResponse', additionalProperties: false },
);
export type DeletePlanResponse = Static<typeof DeletePlanResponse>;
