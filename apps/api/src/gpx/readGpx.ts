/**
 * Reads a GPX file (1.0 or 1.1) into the lines of its tracks and routes, with
 * @tmcw/togeojson over @xmldom/xmldom. The file comes from a user: it is held to a size,
 * refused when it declares a document type (GPX needs none, and entity expansion is how
 * an XML file grows a thousandfold in memory), parsed with errors as refusals, and held
 * to a number of points.
 */
import { gpx } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { GPX_MAX_BYTES, GPX_POINTS_MAX, GPX_TOO_LARGE, GPX_TOO_MANY_POINTS, INVALID_GPX } from '@planmywalk/contracts';
import { HttpError, unprocessable } from '../http/http-error.ts';

export type LngLat = [number, number];

/** A track or route point's start tag, with or without a namespace prefix. */
const POINT_TAG = /<(?:[\w.-]+:)?(?:trkpt|rtept)[\s/>]/gi;

/** Whether the text has more than `limit` point tags, counted without parsing it. */
function hasMorePointTags(text: string, limit: number): boolean {
  POINT_TAG.lastIndex = 0;
  let count = 0;
  while (POINT_TAG.exec(text)) if (++count > limit) return true;
  return false;
}

export interface GpxContent {
  /** The first track's (or route's) name, else the file's. */
  name: string | null;
  /** Each track segment and route, in file order. */
  lines: LngLat[][];
}

const isFinitePosition = (p: unknown): p is number[] =>
  Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]) && Math.abs(p[0] as number) <= 180 && Math.abs(p[1] as number) <= 90;

export function readGpx(bytes: Buffer): GpxContent {
  if (bytes.length > GPX_MAX_BYTES) throw new HttpError(413, GPX_TOO_LARGE);
  const text = bytes.toString('utf8');
  // A GPX file is XML whose root is <gpx>; anything else (an image, HTML, JSON) is refused before parsing.
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<gpx[\s>]/i.test(text.replace(/^\uFEFF/, ''))) throw unprocessable(INVALID_GPX);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw unprocessable(INVALID_GPX);
  // Counted in the text before parsing: a DOM of too many points costs its whole parse
  // (seconds for 5 MB) only to be refused after it; the count after parsing stays the rule.
  if (hasMorePointTags(text, GPX_POINTS_MAX)) throw new HttpError(413, GPX_TOO_MANY_POINTS);
  let failed = false;
  let document: ReturnType<DOMParser['parseFromString']>;
  try {
    document = new DOMParser({
      onError: (level) => {
        if (level !== 'warning') failed = true;
      },
    }).parseFromString(text, 'text/xml');
  } catch {
    // xmldom throws on a fatal error (a tag left open, a mismatched end tag).
    throw unprocessable(INVALID_GPX);
  }
  if (failed || !document.documentElement || document.documentElement.nodeName.toLowerCase() !== 'gpx') throw unprocessable(INVALID_GPX);

  const collection = gpx(document as unknown as Parameters<typeof gpx>[0]);
  const lines: LngLat[][] = [];
  let name: string | null = null;
  let points = 0;
  for (const feature of collection.features) {
    const geometry = feature.geometry;
    if (!geometry || (geometry.type !== 'LineString' && geometry.type !== 'MultiLineString')) continue;
    const parts = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
    for (const part of parts) {
      points += part.length;
      if (points > GPX_POINTS_MAX) throw new HttpError(413, GPX_TOO_MANY_POINTS);
      const line = part.filter(isFinitePosition).map((p) => [p[0], p[1]] as LngLat);
      if (line.length >= 2) lines.push(line);
    }
    if (name === null && typeof feature.properties?.name === 'string' && feature.properties.name.trim()) name = feature.properties.name.trim();
  }
  if (lines.length === 0) throw unprocessable(INVALID_GPX);
  if (name === null) {
    const metadataName = document.getElementsByTagName('name')[0]?.textContent?.trim();
    name = metadataName || null;
  }
  return { name, lines };
}
