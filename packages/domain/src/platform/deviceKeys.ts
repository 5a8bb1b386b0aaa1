/**
 * The keys the app keeps on the device, apart from the stores that write them, so the
 * store-version reset and logout can clear them without loading those stores' code.
 */
export const SESSION_KEY = 'pmw.session';
export const SEARCH_HISTORY_KEY = 'pmw.search-history';
/** The working plan (a guest's too). */
export const PLAN_KEY = 'pmw.plan';
/** Documents attached to the working plan and not uploaded yet. */
export const PLAN_FILES_KEY = 'pmw.plan-files';
/** A guest's contacts, put on the working plan. */
export const TEMPORARY_CONTACTS_KEY = 'pmw.temporary-contacts';
/** Gear edits made offline and not yet confirmed by the server (ADR 049). */
export const PENDING_GEAR_KEY = 'pmw.gear-pending';
