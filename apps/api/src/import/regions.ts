import { distanceKm, pointInPolygon, type Position } from '../lib/geo.ts';
import type { RegionOutline } from './sources.ts';

export interface RegionedPoint {
  lat: number;
  lng: number;
  region: string;
}

/**
 * Gives a record without a region one of DOC's own regions (the vocabulary of the
 * data, e.g. "Fiordland", "Central North Island"), which the coarse ISO outlines do not
 * use. The outline the point falls in narrows the candidates to records in the same
 * ISO region; the nearest of those lends its DOC region. A point outside every outline
 * (offshore, the outlines are coarse) takes the nearest record overall.
 */
export class RegionResolver {
  private readonly byOutline = new Map<string, RegionedPoint[]>();

  constructor(
    private readonly outlines: RegionOutline[],
    private readonly known: RegionedPoint[],
  ) {
    for (const point of known) {
      const outline = this.outlineOf([point.lng, point.lat]);
      if (!outline) continue;
      const list = this.byOutline.get(outline) ?? [];
      list.push(point);
      this.byOutline.set(outline, list);
    }
  }

  private outlineOf(point: Position): string | null {
    for (const outline of this.outlines) {
      if (pointInPolygon(point, outline.geometry.coordinates as Position[][])) return outline.properties.iso3166_2;
    }
    return null;
  }

  resolve(lat: number, lng: number): string | null {
    const outline = this.outlineOf([lng, lat]);
    const candidates = (outline && this.byOutline.get(outline)) || this.known;
    let best: RegionedPoint | null = null;
    let bestKm = Number.POSITIVE_INFINITY;
    for (const candidate of candidates) {
      const km = distanceKm([lng, lat], [candidate.lng, candidate.lat]);
      if (km < bestKm || (km === bestKm && best && candidate.region < best.region)) {
        best = candidate;
        bestKm = km;
      }
    }
    return best?.region ?? null;
  }
}
