import type { AppConfig } from '@planmywalk/contracts';
import type { AppSettings } from '../../config/env.ts';

export const DOC_ATTRIBUTION = 'Contains data from the Department of Conservation (DOC), CC BY 4.0';

const NOT_FOUND = {
  title: 'Page not found',
  body: "Sorry, we couldn't find that page. It may have moved, or the link may be out of date. Head back home to search for tracks, huts and campsites.",
};

export function presentConfig(settings: AppSettings, overdueGraceMinutes: number, overdueTexts = false): AppConfig {
  return {
    trips: { overdue_grace_minutes: overdueGraceMinutes, overdue_texts: overdueTexts },
    feedback: { image_publishing_enabled: settings.imagePublishingEnabled },
    not_found: NOT_FOUND,
    attribution: DOC_ATTRIBUTION,
    app_links: { app_store_url: settings.appStoreUrl, google_play_url: settings.googlePlayUrl },
    map: { topo: settings.topoTiles, satellite: settings.satelliteTiles },
  };
}
