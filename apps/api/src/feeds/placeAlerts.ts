/**
 * The alerts of one place, from the feed copies held (spec part 2 §3 alerts response):
 * MetService warnings whose area covers the place, the latest avalanche advisories of
 * the advisory regions it lies in, DOC's alerts about it and the huts and campsites on
 * it, and a closure notice. Every date filter of the spec is the app's (the trip's
 * dates are the app's); here only what has ended is left out.
 */
import {
  ALERT_FEEDS,
  advisoryValidUntil,
  avalancheRating,
  type AlertsResponse,
  type DocAlert,
  type FeedStatus,
  type LocationAlerts,
  type MetserviceAlert,
  type NzaaAdvisory,
  type SiteAlert,
} from '@planmywalk/contracts';
import { activeWarnings } from './metservice/cap.ts';
import { areasCover, placeInPolygon, type PlaceGeometry } from './placeGeometry.ts';
import type { DocAssetAlerts } from './doc/docAlerts.ts';
import type { DocBody, MetserviceBody, NzaaBody, PolledFeed } from './polledFeeds.ts';
import type { SnapshotRow } from './feedStore.ts';

export interface AlertPlace extends PlaceGeometry {
  title: string;
  singularName: string;
  isClosed: boolean;
  /** DOC's asset id (the import's source_key), lower case; null for a custom track. */
  assetId: string | null;
  /** DOC tracks a custom track follows: their alerts are its own (none for a DOC location). */
  tracks: Array<{ assetId: string; title: string }>;
  /** DOC asset ids and names of the huts and campsites on or near it. */
  huts: Array<{ assetId: string; title: string }>;
  campsites: Array<{ assetId: string; title: string }>;
}

export interface HeldFeeds {
  metservice: MetserviceBody | null;
  nzaa: NzaaBody | null;
  doc: DocBody | null;
  statuses: FeedStatus[];
  sample: boolean;
}

/** A copy older than three polls is stale (the answers say so; the metrics' alert uses the same limit). */
export const staleAfterSeconds = (feed: Pick<PolledFeed, 'intervalSeconds'> | undefined) => 3 * (feed?.intervalSeconds ?? 0);

/** The copies this process may serve: only those its own kind of fetcher made. */
export function heldFeeds(rows: readonly SnapshotRow[], feeds: ReadonlyArray<PolledFeed>, source: 'http' | 'sample', now: Date): HeldFeeds {
  const byFeed = new Map(rows.filter((row) => row.source === source && row.body !== null).map((row) => [row.feed, row]));
  const statuses: FeedStatus[] = ALERT_FEEDS.map((name) => {
    const feed = feeds.find((f) => f.name === name);
    const row = byFeed.get(name);
    const fetchedAt = row?.fetched_at ?? null;
    // Stale: the last attempt failed, or the copy is older than three polls.
    const stale = row !== undefined && (row.last_error !== null || (fetchedAt !== null && now.getTime() - fetchedAt.getTime() > staleAfterSeconds(feed) * 1000));
    return { feed: name, fetched_at: fetchedAt?.toISOString() ?? null, stale, enabled: feed?.enabled ?? false };
  });
  return {
    metservice: (byFeed.get('metservice')?.body as MetserviceBody | undefined) ?? null,
    nzaa: (byFeed.get('nzaa')?.body as NzaaBody | undefined) ?? null,
    doc: (byFeed.get('doc')?.body as DocBody | undefined) ?? null,
    statuses,
    sample: source === 'sample',
  };
}

function metserviceFor(held: HeldFeeds, place: PlaceGeometry, now: Date): MetserviceAlert[] {
  if (!held.metservice) return [];
  return activeWarnings(held.metservice.alerts, now)
    .filter((warning) => areasCover(warning.areas, place))
    .map(({ areas: _areas, ...warning }) => ({ ...warning, sample: held.sample }));
}

/** Advisories of the regions the place lies in that have not ended, newest first. */
function nzaaFor(held: HeldFeeds, place: PlaceGeometry, now: Date): NzaaAdvisory[] {
  if (!held.nzaa) return [];
  const regions = held.nzaa.regions.filter((region) => region.polygons.some((polygon) => placeInPolygon(place, polygon)));
  const byId = new Map(regions.map((region) => [region.id, region]));
  return held.nzaa.advisories
    .filter((advisory) => byId.has(advisory.region_id) && advisoryValidUntil(advisory).getTime() > now.getTime())
    .sort((a, b) => Date.parse(b.created) - Date.parse(a.created))
    .map((advisory) => {
      const region = byId.get(advisory.region_id)!;
      return {
        ...advisory,
        region: region.title,
        level: avalancheRating(advisory),
        web: region.urlSegment ? `https://www.avalanche.net.nz/region/${encodeURIComponent(region.urlSegment)}` : 'https://www.avalanche.net.nz/',
        sample: held.sample,
      };
    });
}

function docAlertsOf(assets: readonly DocAssetAlerts[], wanted: ReadonlyArray<{ assetId: string; title: string }>, sample: boolean): DocAlert[] {
  const byAsset = new Map(assets.map((asset) => [asset.assetId, asset]));
  return wanted.flatMap(({ assetId, title }) =>
    (byAsset.get(assetId)?.alerts ?? []).map((alert) => ({ ...alert, place: title, sample })),
  );
}

/** The embedded alerts of a location's own answer (the badge): warnings, advisories and DOC's alerts. */
export function locationAlerts(held: HeldFeeds, place: AlertPlace, now: Date): LocationAlerts {
  const alerts = placeAlerts(held, place, now);
  return { metservice: alerts.metservice, nzaa: alerts.nzaa, doc: [...alerts.doc, ...alerts.huts, ...alerts.campsites] };
}

export function placeAlerts(held: HeldFeeds, place: AlertPlace, now: Date): AlertsResponse {
  const closed: SiteAlert[] = place.isClosed
    ? [
        {
          alert_name: 'closed',
          title: `${place.title} is closed`,
          content: `<p>The Department of Conservation lists this ${place.singularName} as closed. Check DOC's page for the reason and any way around before you go.</p>`,
        },
      ]
    : [];
  const doc = held.doc;
  const all = [...(doc?.tracks ?? []), ...(doc?.huts ?? []), ...(doc?.campsites ?? [])];
  return {
    site: [],
    closedAlerts: closed,
    doc: doc ? docAlertsOf(all, [...(place.assetId ? [{ assetId: place.assetId, title: place.title }] : []), ...place.tracks], held.sample) : [],
    huts: doc ? docAlertsOf(doc.huts, place.huts, held.sample) : [],
    campsites: doc ? docAlertsOf(doc.campsites, place.campsites, held.sample) : [],
    metservice: metserviceFor(held, place, now),
    nzaa: nzaaFor(held, place, now),
    feeds: held.statuses,
    sample: held.sample,
  };
}
