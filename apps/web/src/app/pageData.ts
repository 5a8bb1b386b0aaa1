/**
 * The API answers a server render read, as its HTML carries them to the browser
 * (docs/adr/068): keyed by the request's path and query (`/api/v1/tracks/kepler-track`).
 * The browser's stores start from them by running the same loads against a fetch that
 * answers these reads from the page (no second request for what the HTML already holds).
 */
export type PageData = Record<string, unknown>;

/** The id of the `<script type="application/json">` element holding a page's data. */
export const PAGE_DATA_ELEMENT_ID = 'pmw-page-data';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const urlOf = (input: string | URL | Request) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
const keyOf = (input: string | URL | Request) => {
  const url = new URL(urlOf(input), 'http://page.invalid');
  return `${url.pathname}${url.search}`;
};
const isRead = (init?: RequestInit) => (init?.method ?? 'GET').toUpperCase() === 'GET';

/** The server's side: a fetch that keeps each successful JSON read's answer for the page. */
export function recordingFetch(fetch: Fetch): { fetch: Fetch; recorded(): PageData } {
  const answers: PageData = {};
  return {
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (isRead(init) && response.ok && (response.headers.get('content-type') ?? '').startsWith('application/json')) {
        answers[keyOf(input)] = await response.clone().json();
      }
      return response;
    },
    recorded: () => answers,
  };
}

/**
 * The browser's side: a read the page's data holds is answered from it, once (a later
 * read of the same path, a refresh, goes to the network); everything else goes on to `fetch`.
 */
export function primedFetch(data: PageData, fetch: Fetch): Fetch {
  const left = new Map(Object.entries(data));
  return (input, init) => {
    const key = keyOf(input);
    if (isRead(init) && left.has(key)) {
      const body = left.get(key);
      left.delete(key);
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
    }
    return fetch(input, init);
  };
}

/** The data for `<script type="application/json">`: `<` escaped, so no text in it can end the element. */
export function serialisePageData(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The page's data from its HTML; empty when the page was not rendered by the server or the element is unreadable. */
export function readPageData(document: Pick<Document, 'getElementById'>): PageData {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as PageData) : {};
  } catch {
    return {};
  }
}
