/**
 * The plan screens' texts that the stores choose between (spec part 2 §2, §4, §5, §8;
 * part 1 §2). The wire contract holds the texts the server shares (limits, DATES_REQUIRED,
 * TIMES_REQUIRED…); these are the web app's own.
 */
import { DOCUMENT_UPLOAD_MAX_BYTES } from '@planmywalk/contracts';

// Track selector bar and plan screen.
export const DATE_PICKER_HINT = 'Select a start and end date. For a day trip, select the date twice.';
export const GUEST_MUST_LOG_IN = 'To save or share your plan, you must log in or create an account';
export const LOADING_UNSAVED_DATA = 'We are loading your unsaved data. Just a second...';
export const COMPLETED_TRIP = 'Completed trip';
/** Not in the spec: a plan needs a place before it can be saved (the plan page is reached from one). */
export const LOCATION_REQUIRED = 'Please choose a track, hut or campsite for your trip';
/**
 * The spec makes a failed save silent. A walker who believes their plan reached their
 * emergency contact when it did not is the one failure this product must not hide, so
 * the plan screen says so (a deviation recorded with ADR 018).
 */
export const PLAN_SAVE_FAILED = 'We could not save your plan. Check your connection and try again.';
export const PLAN_LOAD_FAILED = 'We could not load this plan. Check your connection and try again.';
export const PUBLISH_CONFIRMATION =
  "You are publishing this plan. People that you've added to this plan will be notified. Do you want to proceed?";
export const REMOVE_DOCUMENT_CONFIRMATION = 'Are you sure you want to remove this document?';
export const DOCUMENT_TOO_LARGE = `Documents can be at most ${DOCUMENT_UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`;
export const PDF_DOWNLOAD_FAILED = 'We could not download the plan. Please try again.';
export const CALENDAR_DOWNLOAD_FAILED = 'We could not make the calendar file. Please try again.';
export const DOCUMENT_OPEN_FAILED = 'We could not open this document. Please try again.';

// Unsaved-plan modal (spec part 1 §2, part 2 §2).
export const UNSAVED_PLAN_TITLE = 'You have not saved your Plan.';
export const UNSAVED_PLAN_TEXT = 'If you navigate away from this page without saving all changes will be lost.';

// Plan-complete screen.
export const PLAN_SHARED = "Congratulations, you've shared your plan with everyone in your group";
export const PLAN_SHARED_WITH_EMERGENCY_CONTACT = ' and your emergency contact';
export const PLAN_SAVED_AS_DRAFT = 'Your trip has now been saved as a draft.';

// Read-only plan.
export const GOING_ALONE = 'The trip planner is going alone';
export const NO_EMERGENCY_CONTACT = 'No emergency contact';
export const NO_DOCUMENT_ATTACHED = 'No document attached';
export const ADDED_TO_THIS_PLAN = "You've been added to this trip plan";

// My Walks.
export const DELETE_TRIP_CONFIRMATION = 'Are you sure you want to delete this trip?';
export const DECLINE_PLAN_CONFIRMATION =
  'Are you sure you want to stop this plan from being shared with you? This will not delete the original plan';
export const ALL_COMPLETED_TRIPS_LOADED = 'All completed trips loaded';
export const NO_SAVED_TRIPS = 'No saved trips';

// The daily plan's limits and the longest trip: the server refuses with the same texts, so they live in the contract.
export { DAILY_LOCATION_TOO_LONG, DAILY_NOTES_TOO_LONG, TRIP_TOO_LONG } from '@planmywalk/contracts';
