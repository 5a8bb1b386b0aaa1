/**
 * The domain's views of alerts and forecasts, in the shapes the ui components take.
 * Kept here so the ui stays free of the contracts and the domain.
 */
import type { AlertsView, WeatherView } from '@planmywalk/domain';
import { trimHeadline } from '@planmywalk/domain';
import type { AlertsPanelProps, WeatherPanelProps } from '@planmywalk/ui';

const FEED_NAMES = { metservice: 'MetService', nzaa: 'The NZ Avalanche Advisory', doc: 'The Department of Conservation' } as const;

export function alertsPanelProps(view: AlertsView | null): AlertsPanelProps {
  if (!view) return { loading: true, site: [], closed: [], warnings: [], doc: [], avalanche: [] };
  return {
    loading: false,
    sample: view.sample,
    site: view.site.map((notice) => ({ title: notice.title, contentHtml: notice.content })),
    closed: view.closed.map((notice) => ({ title: notice.title, contentHtml: notice.content })),
    warnings: view.weather.map((group) => ({
      colour: group.colour,
      title: group.title,
      warnings: group.warnings.map((warning) => ({
        id: warning.id,
        title: trimHeadline(warning.headline),
        area: warning.area.description,
        onset: warning.onset,
        expires: warning.expires,
        description: warning.description,
        instruction: warning.instruction,
        nextUpdate: warning.parameters.find((p) => p.valueName.toLowerCase() === 'nextupdate')?.value ?? null,
        web: warning.web,
        sample: warning.sample,
      })),
    })),
    doc: view.doc.map((alert) => ({ id: alert.id, heading: alert.heading, detailHtml: alert.detail, place: alert.place, date: alert.display_date, sample: alert.sample })),
    avalanche: view.avalanche.map(({ advisory, meaning, bands, validUntil }) => ({
      id: advisory.id,
      region: advisory.region,
      rating: { name: meaning.name, colour: meaning.colour, advice: meaning.advice },
      bands: bands.map((band) => ({ name: band.name, range: band.range, rating: { name: band.meaning.name, colour: band.meaning.colour, advice: band.meaning.advice } })),
      importantInformationHtml: advisory.important_information,
      issued: advisory.created,
      validUntil: validUntil.toISOString(),
      web: advisory.web,
      sample: advisory.sample,
    })),
    staleFeeds: view.staleFeeds.map((feed) => ({ name: FEED_NAMES[feed.feed], since: feed.fetched_at })),
  };
}

export function weatherPanelProps(view: WeatherView, loading: boolean, expanded: ReadonlySet<string>, onToggle: (dates: string[]) => void): WeatherPanelProps {
  return {
    loading,
    days: view.days.map(({ day, parts }) => ({ day, parts })),
    alpine: view.isAlpine,
    expanded: [...expanded],
    onExpandedChange: onToggle,
    elevation: view.group?.elevation ?? null,
    provider: view.group?.provider ?? { name: 'Open-Meteo', url: 'https://open-meteo.com/' },
    sample: view.sample,
    staleSince: view.stale ? (view.group?.fetched_at ?? null) : null,
  };
}
