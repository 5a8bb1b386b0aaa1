import type { PlacePathRow } from './seo.queries.ts';

/** The public pages that are the same for everyone, besides the places (routes/serverRendered.ts in the web app). */
export const PUBLIC_PAGES = ['/home', '/tracks', '/help', '/privacy'] as const;

/**
 * The pages a search engine may read: signed-in pages, the plan editor, shared plans
 * (a plan's link is for the walker's contacts, nobody else) and check-ins are kept out.
 */
export const PERSONAL_PATHS = [
  '/account',
  '/admin',
  '/plan',
  '/plan-complete',
  '/select-date',
  '/check-in',
  '/activate',
  '/lost-password',
  '/custom-track-editor',
  '/custom-tracks',
  '/share-custom-track',
  '/signin',
  '/signup',
  '/dev',
  '/api',
] as const;

const BASE: Record<PlacePathRow['type'], string> = { Track: '/tracks', Hut: '/huts', Campsite: '/campsites' };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml (sitemaps.org 0.9): the public pages, then every place's page. */
export function presentSitemap(publicUrl: string, places: readonly PlacePathRow[]): string {
  const paths = [...PUBLIC_PAGES, ...places.map((place) => `${BASE[place.type]}/${encodeURIComponent(place.slug)}`)];
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * robots.txt: personal pages kept out, the sitemap named. A Disallow is a request, not a
 * lock: the pages themselves are private (signed in) or `noindex` (a shared plan).
 */
export function presentRobots(publicUrl: string): string {
  // A trailing slash for /plan/: the editor (/plan) and each shared plan (/plan/<link>).
  const rules = PERSONAL_PATHS.flatMap((path) => (path === '/plan' ? ['/plan', '/plan/'] : [path])).map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...rules, 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
