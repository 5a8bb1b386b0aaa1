/**
 * The feeds polled on a schedule (the alerts page's): how each is asked for and what of
 * it is kept. Forecasts are not here: they are fetched per location when asked for
 * (forecastCache.ts).
 */
import type { AlertFeed } from '@planmywalk/contracts';
import type { FeedSettings } from '../config/feeds-env.ts';
import { parseDocAlerts, type DocAssetAlerts } from './doc/docAlerts.ts';
import type { FeedFetcher, FetchResult } from './fetcher.ts';
import { parseCapAlert, parseCapIndex, type CapAlert } from './metservice/cap.ts';
import { parseNzaaForecasts, parseNzaaRegions, type Advisory, type NzaaRegion } from './nzaa/nzaa.ts';
import { FeedFormatError } from './xml.ts';

export interface MetserviceBody {
  /** Every CAP alert the index lists (updates, cancellations and what they replace included). */
  alerts: CapAlert[];
}
export interface NzaaBody {
  regions: NzaaRegion[];
  advisories: Advisory[];
}
export interface DocBody {
  tracks: DocAssetAlerts[];
  huts: DocAssetAlerts[];
  campsites: DocAssetAlerts[];
}
export interface FeedBodies {
  metservice: MetserviceBody;
  nzaa: NzaaBody;
  doc: DocBody;
}

export interface HeldCopy<Body> {
  body: Body | null;
  etag: string | null;
  lastModified: string | null;
}

export type PollResult<Body> = { status: 'ok'; body: Body; etag: string | null; lastModified: string | null } | { status: 'not-modified' };

export interface PolledFeed<Name extends AlertFeed = AlertFeed> {
  name: Name;
  intervalSeconds: number;
  /** False when not configured (DOC without a key): never polled, and the answer says so. */
  enabled: boolean;
  poll(fetcher: FeedFetcher, held: HeldCopy<FeedBodies[Name]>): Promise<PollResult<FeedBodies[Name]>>;
}

/** More CAP alerts than this in one index is not a weather event, it is a broken feed. */
const CAP_ALERTS_MAX = 300;

const okBody = (result: FetchResult): string => {
  if (result.status !== 'ok') throw new FeedFormatError('the provider answered 304 to a request without validators');
  return result.body;
};

export function polledFeeds(settings: FeedSettings): { [N in AlertFeed]: PolledFeed<N> } {
  return {
    metservice: {
      name: 'metservice',
      intervalSeconds: settings.metservicePollSeconds,
      enabled: true,
      async poll(fetcher, held) {
        const index = await fetcher.get({ url: settings.metserviceCapUrl, etag: held.etag, lastModified: held.lastModified, headers: { accept: 'application/rss+xml, application/atom+xml, application/xml' } });
        if (index.status === 'not-modified' && held.body) return { status: 'not-modified' };
        const entries = parseCapIndex(okBody(index.status === 'not-modified' ? await fetcher.get({ url: settings.metserviceCapUrl }) : index));
        if (entries.length > CAP_ALERTS_MAX) throw new FeedFormatError(`the index lists ${entries.length} alerts`);
        // A CAP alert never changes once issued (a change is a new alert): fetch only new ones.
        const known = new Map((held.body?.alerts ?? []).map((alert) => [alert.identifier, alert]));
        const alerts: CapAlert[] = [];
        for (const entry of entries) {
          const cached = known.get(entry.identifier);
          alerts.push(cached ?? parseCapAlert(okBody(await fetcher.get({ url: entry.url, headers: { accept: 'application/cap+xml, application/xml' } }))));
        }
        return {
          status: 'ok',
          body: { alerts },
          etag: index.status === 'ok' ? index.etag : null,
          lastModified: index.status === 'ok' ? index.lastModified : null,
        };
      },
    },
    nzaa: {
      name: 'nzaa',
      intervalSeconds: settings.nzaaPollSeconds,
      enabled: true,
      async poll(fetcher) {
        const headers = { accept: 'application/json' };
        const advisories = parseNzaaForecasts(okBody(await fetcher.get({ url: `${settings.nzaaApiUrl}/forecast`, headers })));
        const regions = parseNzaaRegions(okBody(await fetcher.get({ url: `${settings.nzaaApiUrl}/region`, headers })));
        return { status: 'ok', body: { regions, advisories }, etag: null, lastModified: null };
      },
    },
    doc: {
      name: 'doc',
      intervalSeconds: settings.docPollSeconds,
      enabled: settings.docApiKey !== null || settings.mode === 'sample',
      async poll(fetcher) {
        const headers: Record<string, string> = { accept: 'application/json', ...(settings.docApiKey ? { 'x-api-key': settings.docApiKey } : {}) };
        const get = async (path: string) => parseDocAlerts(okBody(await fetcher.get({ url: `${settings.docApiUrl}${path}`, headers })));
        return {
          status: 'ok',
          body: { tracks: await get('/v1/tracks/alerts'), huts: await get('/v2/huts/alerts'), campsites: await get('/v2/campsites/alerts') },
          etag: null,
          lastModified: null,
        };
      },
    },
  };
}
