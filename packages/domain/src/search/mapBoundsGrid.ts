import type { MapBounds } from '@planmywalk/contracts';

/** About this many grid steps across the longer side of a view. */
const STEPS_ACROSS = 16;
const SMALLEST_STEP = 2 ** -20;

/**
 * The map's bounds widened to a grid whose step is a power of two of degrees, about a
 * sixteenth of the view (ADR 050): neighbouring views of one size ask the server the same
 * question, which it answers from its cache, and the numbers stay exact in binary. The
 * answer covers a little more than the view; `isInsideBounds` trims it back.
 */
export function widenToGrid([[west, south], [east, north]]: MapBounds): MapBounds {
  const width = east >= west ? east - west : east + 360 - west;
  const span = Math.max(width, north - south);
  const step = Math.max(SMALLEST_STEP, 2 ** Math.floor(Math.log2(span / STEPS_ACROSS)));
  const down = (value: number) => Math.floor(value / step) * step;
  const up = (value: number) => Math.ceil(value / step) * step;
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  return [
    [clamp(down(west), 180), clamp(down(south), 90)],
    [clamp(up(east), 180), clamp(up(north), 90)],
  ];
}

/** Whether a place lies inside the bounds, edges included; a west edge east of the east edge crosses 180°. */
export function isInsideBounds({ lng, lat }: { lng: number; lat: number }, [[west, south], [east, north]]: MapBounds): boolean {
  if (lat < south || lat > north) return false;
  return west <= east ? lng >= west && lng <= east : lng >= west || lng <= east;
}
