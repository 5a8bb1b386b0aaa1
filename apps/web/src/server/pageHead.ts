import type { Location } from '@planmywalk/contracts';
import { pageTitle, SITE_NAME } from '../routes/pageTitle.ts';
import type { AppRoute } from '../routes/routeTable.ts';

/** index.html's description: the site's, for pages without one of their own. */
export const SITE_DESCRIPTION = 'Find New Zealand walking and hiking tracks, huts and campsites, and plan your trip.';
/** What a shared plan's link preview says (issue 31): never a name, a phone or a date. */
export const SHARED_PLAN_TITLE = 'A trip plan shared with you';
/** A description is cut here, at a word: search engines and previews show about this much. */
const DESCRIPTION_MAX = 200;

export interface PageHeadInput {
  route: AppRoute;
  /** The site's public address, for canonical and preview URLs. */
  origin: string;
  /** The page's path, without its query. */
  path: string;
  /** The place the page shows, when it shows one. */
  location?: Location | null;
  /** A shared plan's DOC place title (never its own title, which a walker may have written). */
  planPlaceTitle?: string | null;
  /** Personal pages are kept out of search engines. */
  noindex?: boolean;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX - 20))}…`;
}

function placeDescription(location: Location): string {
  if (location.introduction) return shorten(location.introduction);
  const where = location.locations[0]?.title;
  return shorten(`${location.title}: a ${location.singular_name}${where ? ` in ${where}` : ''}, New Zealand. Alerts, weather, gear and a trip plan.`);
}

/**
 * The `<head>` tags of a page the server answers (docs/adr/068): title, description,
 * canonical URL, and Open Graph and Twitter tags for link previews, with DOC's photo
 * and its credit where the place has one. A shared plan previews with its place only.
 */
export function pageHead(input: PageHeadInput): string {
  const { route, origin, location } = input;
  const url = `${origin}${input.path}`;
  let title = pageTitle(route, location?.title ?? null);
  let description = SITE_DESCRIPTION;
  let image: { url: string; alt: string; credit: string | null } | null = null;
  if (location) {
    description = placeDescription(location);
    if (location.image) image = { url: location.image, alt: location.image_alt ?? location.title, credit: location.photo_credit };
  } else if (route.page === 'plan-readonly') {
    title = input.planPlaceTitle ? `${SHARED_PLAN_TITLE} · ${input.planPlaceTitle}` : SHARED_PLAN_TITLE;
    description = 'Open the link to see the trip plan.';
  }
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    input.noindex ? '<meta name="robots" content="noindex, nofollow">' : `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    '<meta property="og:locale" content="en_NZ">',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
  ];
  if (image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(image.url)}">`,
      `<meta property="og:image:alt" content="${escapeHtml(image.credit ? `${image.alt} (photo: ${image.credit})` : image.alt)}">`,
      `<meta name="twitter:image" content="${escapeHtml(image.url)}">`,
      `<meta name="twitter:image:alt" content="${escapeHtml(image.alt)}">`,
    );
  }
  return tags.join('');
}
