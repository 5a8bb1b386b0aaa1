/**
 * MetService's severe-weather warnings as CAP 1.2 (OASIS Common Alerting Protocol):
 * an RSS 2.0 or Atom index of the alerts in force, each linking one CAP `<alert>`.
 * Updates and cancellations are alerts of their own (msgType Update / Cancel) whose
 * `<references>` name the alerts they replace. Polygons are "lat,lon lat,lon …"
 * (latitude first, WGS 84, first point repeated last); circles "lat,lon radius-km".
 */
import { SEVERITY_OF_COLOUR, WARNING_COLOURS, type WarningColour, type WarningEvent } from '@planmywalk/contracts';
import type { Position } from '../../lib/geo.ts';
import { child, FeedFormatError, list, parseXml, text, type XmlNode } from '../xml.ts';

export interface CapIndexEntry {
  identifier: string;
  /** Where the full CAP alert is. */
  url: string;
}

export interface CapArea {
  description: string;
  /** Rings in GeoJSON order, [lng, lat]. */
  polygons: Position[][];
  circles: Array<{ center: Position; radiusKm: number }>;
}

export interface CapInfo {
  language: string;
  event: string;
  severity: string;
  urgency: string;
  certainty: string;
  onset: string | null;
  effective: string | null;
  expires: string | null;
  headline: string;
  description: string;
  instruction: string | null;
  web: string | null;
  parameters: Array<{ valueName: string; value: string }>;
  areas: CapArea[];
}

export interface CapReference {
  sender: string;
  identifier: string;
  sent: string;
}

export interface CapAlert {
  identifier: string;
  sender: string;
  sent: string;
  status: string;
  msgType: string;
  scope: string;
  references: CapReference[];
  info: CapInfo[];
}

/** A MetService warning as the product keeps it: one CAP alert's English info, in force or to come. */
export interface Warning {
  id: string;
  headline: string;
  event: WarningEvent;
  event_name: string;
  severity: 'severe' | 'moderate' | 'minor';
  colour: WarningColour;
  onset: string;
  expires: string;
  sent: string;
  area: { description: string };
  description: string;
  instruction: string | null;
  parameters: Array<{ valueName: string; value: string }>;
  web: string | null;
  areas: CapArea[];
}

/** The alerts an index lists, from RSS 2.0 (`<item>`) or Atom (`<entry>`). */
export function parseCapIndex(xml: string): CapIndexEntry[] {
  const doc = parseXml(xml);
  const rssItems = list(child(child(doc.rss, 'channel'), 'item'));
  const atomEntries = list(child(doc.feed, 'entry'));
  if (!doc.rss && !doc.feed) throw new FeedFormatError('neither an RSS nor an Atom feed');
  const entries: CapIndexEntry[] = [];
  for (const item of rssItems) {
    const url = text(list(child(item, 'link'))[0]);
    const identifier = text(child(item, 'guid')) || identifierFromUrl(url);
    if (url && identifier) entries.push({ identifier, url });
  }
  for (const entry of atomEntries) {
    const links = list(child(entry, 'link')) as XmlNode[];
    const link = links.find((l) => !l['@rel'] || l['@rel'] === 'alternate' || l['@rel'] === 'related') ?? links[0];
    const url = link ? text(link['@href']) : '';
    const identifier = identifierFromUrl(url) || text(child(entry, 'id'));
    if (url && identifier) entries.push({ identifier, url });
  }
  return entries;
}

function identifierFromUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.searchParams.get('id') ?? parsed.pathname.split('/').filter(Boolean).pop() ?? '';
  } catch {
    return '';
  }
}

/** "lat,lon lat,lon …" → [lng, lat] ring; null when malformed. */
function parsePolygon(value: string): Position[] | null {
  const ring: Position[] = [];
  for (const pair of value.trim().split(/\s+/)) {
    const [lat, lng] = pair.split(',').map(Number);
    if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    ring.push([lng, lat]);
  }
  // CAP requires at least four points, the first and last the same.
  return ring.length >= 4 ? ring : null;
}

function parseCircle(value: string): { center: Position; radiusKm: number } | null {
  const [point, radius] = value.trim().split(/\s+/);
  const [lat, lng] = (point ?? '').split(',').map(Number);
  const km = Number(radius);
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng) || !Number.isFinite(km)) return null;
  return { center: [lng, lat], radiusKm: km };
}

const orNull = (value: string) => (value === '' ? null : value);

function parseInfo(info: unknown): CapInfo {
  return {
    language: text(child(info, 'language')) || 'en-US',
    event: text(child(info, 'event')),
    severity: text(child(info, 'severity')),
    urgency: text(child(info, 'urgency')),
    certainty: text(child(info, 'certainty')),
    onset: orNull(text(child(info, 'onset'))),
    effective: orNull(text(child(info, 'effective'))),
    expires: orNull(text(child(info, 'expires'))),
    headline: text(child(info, 'headline')),
    description: text(child(info, 'description')),
    instruction: orNull(text(child(info, 'instruction'))),
    web: orNull(text(child(info, 'web'))),
    parameters: list(child(info, 'parameter')).map((p) => ({ valueName: text(child(p, 'valueName')), value: text(child(p, 'value')) })),
    areas: list(child(info, 'area')).map((area) => ({
      description: text(child(area, 'areaDesc')),
      polygons: list(child(area, 'polygon'))
        .map((p) => parsePolygon(text(p)))
        .filter((ring): ring is Position[] => ring !== null),
      circles: list(child(area, 'circle'))
        .map((c) => parseCircle(text(c)))
        .filter((circle): circle is { center: Position; radiusKm: number } => circle !== null),
    })),
  };
}

/** "sender,identifier,sent sender,identifier,sent …" */
function parseReferences(value: string): CapReference[] {
  if (!value) return [];
  return value
    .split(/\s+/)
    .map((triple) => triple.split(','))
    .filter((parts) => parts.length === 3)
    .map(([sender, identifier, sent]) => ({ sender: sender!, identifier: identifier!, sent: sent! }));
}

/** One CAP 1.2 `<alert>`. */
export function parseCapAlert(xml: string): CapAlert {
  const alert = parseXml(xml).alert;
  if (!alert || typeof alert !== 'object') throw new FeedFormatError('not a CAP alert');
  const identifier = text(child(alert, 'identifier'));
  const sent = text(child(alert, 'sent'));
  if (!identifier || Number.isNaN(Date.parse(sent))) throw new FeedFormatError('a CAP alert needs an identifier and a sent time');
  return {
    identifier,
    sender: text(child(alert, 'sender')),
    sent,
    status: text(child(alert, 'status')),
    msgType: text(child(alert, 'msgType')),
    scope: text(child(alert, 'scope')),
    references: parseReferences(text(child(alert, 'references'))),
    info: list(child(alert, 'info')).map(parseInfo),
  };
}

function eventOf(name: string): WarningEvent {
  const lower = name.toLowerCase();
  if (lower.includes('thunder')) return 'thunderstorm';
  if (lower.includes('snow')) return 'snow';
  if (lower.includes('rain')) return 'rain';
  if (lower.includes('wind') || lower.includes('gale')) return 'wind';
  return 'other';
}

function colourOf(info: CapInfo): WarningColour {
  const code = info.parameters.find((p) => p.valueName.toLowerCase() === 'colourcode')?.value ?? '';
  const named = WARNING_COLOURS.find((colour) => colour.toLowerCase() === code.trim().toLowerCase());
  if (named) return named;
  // Without a colour code, CAP's own severity: Extreme and Severe are red.
  if (/^(extreme|severe)$/i.test(info.severity)) return 'Red';
  if (/^moderate$/i.test(info.severity)) return 'Orange';
  return 'Yellow';
}

const HOURS_48 = 48 * 3_600_000;

/**
 * The warnings in force or to come, from the alerts an index lists: actual alerts and
 * updates, minus every alert an update or cancellation replaced, minus cancellations
 * themselves, minus those expired at `now`. English info first.
 */
export function activeWarnings(alerts: readonly CapAlert[], now: Date): Warning[] {
  const replaced = new Set(alerts.flatMap((alert) => alert.references.map((ref) => ref.identifier)));
  const warnings: Warning[] = [];
  for (const alert of alerts) {
    if (alert.status !== 'Actual' || !['Alert', 'Update'].includes(alert.msgType) || replaced.has(alert.identifier)) continue;
    const info = alert.info.find((i) => i.language.toLowerCase().startsWith('en')) ?? alert.info[0];
    if (!info) continue;
    const onset = info.onset ?? info.effective ?? alert.sent;
    // CAP makes expires optional; a warning without one is kept two days from its onset.
    const expires = info.expires ?? new Date(Date.parse(onset) + HOURS_48).toISOString();
    if (Date.parse(expires) <= now.getTime()) continue;
    const colour = colourOf(info);
    warnings.push({
      id: alert.identifier,
      headline: info.headline || info.event,
      event: eventOf(info.event),
      event_name: info.event,
      severity: SEVERITY_OF_COLOUR[colour],
      colour,
      onset: new Date(onset).toISOString(),
      expires: new Date(expires).toISOString(),
      sent: new Date(alert.sent).toISOString(),
      area: { description: info.areas.map((a) => a.description).filter(Boolean).join('; ') },
      description: info.description,
      instruction: info.instruction,
      parameters: info.parameters,
      web: info.web,
      areas: info.areas,
    });
  }
  return warnings.sort((a, b) => Date.parse(a.onset) - Date.parse(b.onset));
}
