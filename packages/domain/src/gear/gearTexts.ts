/** The gear page's and My Gear Lists' texts the stores produce (spec part 2 §8), in the spec's words where it gives them. */
export { GEAR_LIST_TITLE_REQUIRED, GEAR_SAVE_FAILED, SOMETHING_WENT_WRONG } from '@planmywalk/contracts';

/** Custom lists need an account (spec part 2 §6). */
export const GUEST_MUST_LOG_IN_FOR_GEAR = 'To save your gear list, you must log in or create an account';
/** The gear page with no place chosen. */
export const GEAR_LOCATION_REQUIRED = "You haven't selected a location";
export const GEAR_PRESETS_LOAD_FAILED = 'The gear lists could not be loaded. Check your connection and try again.';
/** A new custom list's name ('Add new gear list'). */
export const NEW_GEAR_LIST_TITLE = 'New gear list';
/** A list with no preset to start from (a place with none). */
export const DEFAULT_GEAR_LIST_TITLE = 'Gear list';
export const MY_GEAR_LISTS_LOAD_FAILED = 'Your gear lists could not be loaded. Check your connection and try again.';
