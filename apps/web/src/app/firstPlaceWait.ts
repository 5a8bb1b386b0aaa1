/**
 * How long the first paint waits for the place a link opened on (main.tsx). On a phone the
 * place usually arrives within a round trip of the page's code: the first paint is then the
 * place, not its loading state and then the place a few tasks later. A slow answer (a poor
 * line, the service worker's four-second wait before its copy) gets the loading state after
 * this long instead of a blank page. The end-to-end tests read it too.
 */
export const FIRST_PLACE_WAIT_MS = 500;
