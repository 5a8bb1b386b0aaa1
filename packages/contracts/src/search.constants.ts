/**
 * The search contract's plain values, apart from the schemas: clients (the web app,
 * the domain) import these without pulling the JSON Schema builder into their bundle.
 */

/** Distance filter range in km (spec part 1 §9): the whole range [min, top] is no filter. */
export const DISTANCE_MIN_KM = 0;
/** The distance filter's top value: it means "100+ km", no upper bound. */
export const DISTANCE_NO_UPPER_BOUND_KM = 101;
/** Longest accepted search term (characters). */
export const SEARCH_TERM_MAX_LENGTH = 200;
/** Results answered for a search with a term, best match first. */
export const SEARCH_TERM_RESULT_LIMIT = 100;
/** Results answered without a term (map bounds and/or filters only), nearest the bounds' centre first. */
export const SEARCH_BROWSE_RESULT_LIMIT = 500;
/** Most ids accepted in one of durations / difficulties / regions. */
export const SEARCH_ID_LIST_MAX = 100;
