/**
 * Decoding of GET /api/v1/map/lines' `bbox`: 400 when it is not four numbers, 422 when
 * it is four numbers but no box we answer (outside the globe, min above max, or larger
 * than MAP_LINES_MAX_SPAN_DEG either way, which a map at zoom 10 or closer never asks for).
 */
import { MAP_LINES_MAX_SPAN_DEG } from '@planmywalk/contracts';
import { badRequest, unprocessable } from '../../http/http-error.ts';
import type { BoundingBox } from '../../lib/geo.ts';

const FORMAT = 'minLng,minLat,maxLng,maxLat';

export function parseBbox(text: string): BoundingBox {
  const parts = text.split(',');
  const numbers = parts.map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 4 || numbers.some((n) => !Number.isFinite(n))) {
    throw badRequest(`Query parameter 'bbox' must be four numbers: ${FORMAT}`);
  }
  const [minLng, minLat, maxLng, maxLat] = numbers as [number, number, number, number];
  if ([minLng, maxLng].some((lng) => lng < -180 || lng > 180)) {
    throw unprocessable("Query parameter 'bbox' has a longitude outside -180..180 (for a view across 180°, ask for each side)");
  }
  if ([minLat, maxLat].some((lat) => lat < -90 || lat > 90)) {
    throw unprocessable("Query parameter 'bbox' has a latitude outside -90..90");
  }
  if (minLng > maxLng || minLat > maxLat) {
    throw unprocessable(`Query parameter 'bbox' must give its minimum before its maximum: ${FORMAT}`);
  }
  if (maxLng - minLng > MAP_LINES_MAX_SPAN_DEG || maxLat - minLat > MAP_LINES_MAX_SPAN_DEG) {
    throw unprocessable(
      `Query parameter 'bbox' may span at most ${MAP_LINES_MAX_SPAN_DEG}° of longitude and ${MAP_LINES_MAX_SPAN_DEG}° of latitude (lines show from zoom 10)`,
    );
  }
  return { minLng, minLat, maxLng, maxLat };
}
