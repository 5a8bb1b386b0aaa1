/**
 * DOC's alerts API (api.doc.govt.nz, `x-api-key`): `/v1/tracks/alerts`,
 * `/v2/huts/alerts` and `/v2/campsites/alerts` each answer every asset that has alerts,
 * `[{ assetId, name, alerts: [{ displayDate, heading, detail }] }]`, detail in HTML.
 */
import { createHash } from 'node:crypto';
import { isRecord, parseJson, stringOr } from '../json.ts';
import { feedText, sanitizeFeedHtml } from '../sanitize.ts';
import { FeedFormatError } from '../xml.ts';

export interface DocAssetAlert {
  id: string;
  heading: string;
  /** Sanitised HTML. */
  detail: string;
  display_date: string | null;
}

export interface DocAssetAlerts {
  /** Lower-cased, as the import keys locations (`source_key`). */
  assetId: string;
  name: string;
  alerts: DocAssetAlert[];
}

export function parseDocAlerts(body: string): DocAssetAlerts[] {
  const json = parseJson(body);
  if (!Array.isArray(json)) throw new FeedFormatError('a DOC alerts answer is a list of assets');
  return json.filter(isRecord).flatMap((asset) => {
    const assetId = asset.assetId;
    if ((typeof assetId !== 'string' && typeof assetId !== 'number') || !Array.isArray(asset.alerts)) return [];
    const key = String(assetId).trim().toLowerCase();
    const alerts = asset.alerts.filter(isRecord).flatMap((alert): DocAssetAlert[] => {
      const heading = feedText(stringOr(alert.heading, '')!);
      if (!heading) return [];
      const date = stringOr(alert.displayDate);
      const displayDate = date && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null;
      return [
        {
          id: createHash('sha1').update(`${key}\n${heading}\n${date ?? ''}`).digest('hex').slice(0, 16),
          heading,
          detail: sanitizeFeedHtml(stringOr(alert.detail, '')!),
          display_date: displayDate,
        },
      ];
    });
    return alerts.length > 0 ? [{ assetId: key, name: feedText(stringOr(asset.name, '')!), alerts }] : [];
  });
}
