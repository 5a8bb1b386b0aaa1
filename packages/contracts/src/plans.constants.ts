/**
 * The trip plan's plain values (spec part 2 §3, §5, §9): limits, picker options and the
 * texts both the server and the web app show. Kept apart from the schemas so browser
 * bundles do not carry the schema builder.
 */

/** Text fields default to this length (spec part 2 §5). */
export const TEXT_MAX_LENGTH = 300;
/** Textareas (trip notes, daily notes) take this many characters, with a counter. */
export const TEXTAREA_MAX_LENGTH = 1000;

export const TRIP_NAME_MAX_LENGTH = 35;
export const TRIP_NOTE_MAX_LENGTH = TEXTAREA_MAX_LENGTH;
export const DAILY_LOCATION_MAX_LENGTH = 35;
export const DAILY_NOTES_MAX_LENGTH = TEXTAREA_MAX_LENGTH;

/** Documents attached to one plan (spec part 2 §9). */
export const PLAN_ATTACHMENTS_MAX = 3;
/** Group members on one plan: far above any party, low enough that one save cannot mail a crowd. */
export const PLAN_GROUP_MAX = 30;
/** Days a plan may span: the longest NZ trips (Te Araroa sections) stay well inside it. */
export const PLAN_MAX_DAYS = 120;
/** Completed trips per page of My Walks after 'Show all past trips'. */
export const PLANS_PAGE_SIZE = 10;

/** The 12-hour pickers (spec part 2 §5): hours 00 to 12, quarter hours, AM or PM. */
export const TIME_HOURS = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export const TIME_MINUTES = ['00', '15', '30', '45'] as const;
export const TIME_MERIDIEMS = ['AM', 'PM'] as const;
export type TimeHour = (typeof TIME_HOURS)[number];
export type TimeMinute = (typeof TIME_MINUTES)[number];
export type TimeMeridiem = (typeof TIME_MERIDIEMS)[number];

/** Plan locations: DOC's three kinds and the user's own custom tracks. */
export const PLAN_LOCATION_TYPES = ['Track', 'Hut', 'Campsite', 'Custom Track'] as const;
export type PlanLocationType = (typeof PLAN_LOCATION_TYPES)[number];

/** Document types a plan may carry (spec part 2 §5), told by content on upload. */
export const DOCUMENT_EXTENSIONS = ['txt', 'doc', 'docx', 'ods', 'odt', 'pdf', 'rtf', 'xls', 'xlsx'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

/** My Walks' sections, in the order the page shows them. */
export const PLAN_SECTIONS = ['completing', 'upcoming', 'draft', 'completed'] as const;
export type PlanSection = (typeof PLAN_SECTIONS)[number];

/** How the viewer stands to a plan: its owner, a group member yet to answer, one who accepted, or a link holder. */
export const PLAN_ACCEPTANCE_STATES = ['owner', 'pending', 'accepted', 'viewer'] as const;
export type PlanAcceptanceState = (typeof PLAN_ACCEPTANCE_STATES)[number];

// Texts, in the spec's words where it gives them.
/** The spec writes 'Maximium'; a safety product does not show a misspelling (see the plan ADR). */
export const TRIP_NAME_TOO_LONG = `Maximum of ${TRIP_NAME_MAX_LENGTH} letters`;
export const TRIP_NOTE_TOO_LONG = `Note has exceeded ${TRIP_NOTE_MAX_LENGTH} characters`;
export const DATES_REQUIRED = 'Please select your trip dates';
export const TIMES_REQUIRED = 'Please select your start and end times';
export const INVALID_START_TIME = 'Invalid start time.';
export const INVALID_END_TIME = 'Invalid end time.';
export const TOO_MANY_ATTACHMENTS = `${PLAN_ATTACHMENTS_MAX} files max`;
// Limits of the daily plan (spec part 2 §5 gives the limits, not the texts: these follow the trip name's and note's).
export const DAILY_LOCATION_TOO_LONG = `Maximum of ${DAILY_LOCATION_MAX_LENGTH} letters`;
export const DAILY_NOTES_TOO_LONG = `Note has exceeded ${DAILY_NOTES_MAX_LENGTH} characters`;
/**
 * Not in the spec: the years a trip's dates may fall in. A trip's end is worked out to
 * the minute in New Zealand time, and a date near 9999-12-31 ran past what a date can
 * be written as (a 500 until issue 29); no real trip is outside these years.
 */
export const TRIP_FIRST_YEAR = 1900;
export const TRIP_LAST_YEAR = 2100;
export const TRIP_DATES_OUT_OF_RANGE = `Please choose trip dates between ${TRIP_FIRST_YEAR} and ${TRIP_LAST_YEAR}.`;

/** Not in the spec: the server keeps at most this many days (PLAN_MAX_DAYS). */
export const TRIP_TOO_LONG = `A trip plan can cover at most ${PLAN_MAX_DAYS} days`;
/** A plan the caller may not see is answered exactly like one that does not exist. */
export const PLAN_NOT_FOUND = 'Plan not found';
export const DOCUMENT_TYPES_ALLOWED = `Allowed file type are: ${DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(', ')}`;
export const IMAGE_TYPES_ALLOWED = 'Allowed file types are: .jpg, .gif, .png';
export const NOT_ENOUGH_STORAGE = 'Not enough storage space!';
export const PLAN_CHANGED_ELSEWHERE = 'This plan was changed on another device. Reload it to see the latest version before saving.';
export const SOMETHING_WENT_WRONG = 'Something went wrong, please try again.';
// Publishing rules that keep the safety chain true (ADR 057); not in the spec.
/** A trip whose planned end has passed cannot be published: nobody could be told in time. */
export const TRIP_END_PASSED = "This trip's planned end has already passed. Change its dates and times to publish it.";
/** The emergency contact must be able to call the walker. */
export const WALKER_PHONE_REQUIRED = 'Add your phone number to your profile before you publish: your emergency contact needs it to call you.';
/** The walker is the one who may be overdue: someone else must notice. */
export const SELF_AS_EMERGENCY_CONTACT = 'You cannot be your own emergency contact: choose someone who is not on the trip and will notice if you are overdue.';
/** The overdue alert goes by email. */
export const emergencyContactEmailRequired = (name: string) =>
  `Add an email address for ${name}: if you are overdue, we email your emergency contact. (Or turn the overdue alert off in your settings.)`;
