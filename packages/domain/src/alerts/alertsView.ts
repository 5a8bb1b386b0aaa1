/**
 * What the alerts page shows for a set of alerts and the trip's dates (spec part 2 §2,
 * §4): site and closure notices, weather warnings grouped by colour, DOC's alerts, and
 * the avalanche advisories, each filtered to the trip's dates (or to what has not ended).
 */
import {
  tripWindow,
  visibleAdvisories,
  visibleWarnings,
  type AlertsResponse,
  type DocAlert,
  type FeedStatus,
  type IsoDate,
  type NzaaAdvisory,
  type SiteAlert,
} from '@planmywalk/contracts';
import { advisoryMeaning, advisoryShownUntil, avalancheBands, type AvalancheBand, type RatingMeaning } from './avalanche.ts';
import { groupWarnings, type WarningGroup } from './warningGroups.ts';

export interface AdvisoryView {
  advisory: NzaaAdvisory;
  meaning: RatingMeaning;
  bands: AvalancheBand[];
  validUntil: Date;
}

export interface AlertsView {
  site: SiteAlert[];
  closed: SiteAlert[];
  weather: WarningGroup[];
  doc: DocAlert[];
  avalanche: AdvisoryView[];
  /** Nothing to show: the page shows 'No alerts available for your trip dates'. */
  isEmpty: boolean;
  /** Shown alerts are sample data (FEEDS=sample). */
  sample: boolean;
  /**
   * Feeds whose alerts may be missing: the copy is old because the provider has not
   * answered lately, or there is no copy because it has never answered. The second is not
   * 'no alerts': a walker must be told the source is silent, not that all is clear.
   */
  staleFeeds: FeedStatus[];
}

/** The alerts page for `alerts` on the trip's days (or, without dates, from `now` on). */
export function alertsView(alerts: AlertsResponse, dates: { start: IsoDate; end: IsoDate } | null, now: Date): AlertsView {
  const window = tripWindow(dates);
  const weather = groupWarnings(visibleWarnings(alerts.metservice, window, now));
  const avalanche = visibleAdvisories(alerts.nzaa, window, now).map((advisory) => ({
    advisory,
    meaning: advisoryMeaning(advisory),
    bands: avalancheBands(advisory),
    validUntil: advisoryShownUntil(advisory),
  }));
  const doc = [...alerts.doc, ...alerts.huts, ...alerts.campsites];
  return {
    site: alerts.site,
    closed: alerts.closedAlerts,
    weather,
    doc,
    avalanche,
    isEmpty: alerts.site.length + alerts.closedAlerts.length + weather.length + doc.length + avalanche.length === 0,
    sample: alerts.sample,
    staleFeeds: alerts.feeds.filter((feed) => feed.enabled && (feed.stale || feed.fetched_at === null)),
  };
}
