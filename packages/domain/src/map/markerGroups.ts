/** A round marker on screen: where its centre is (px) and how much it counts. */
export interface ScreenMarker {
  id: number;
  x: number;
  y: number;
  count: number;
}

/** Markers drawn as one: their ids (largest count first), the count-weighted centre, the total. */
export interface MarkerGroup {
  ids: number[];
  x: number;
  y: number;
  count: number;
}

/**
 * Merges markers whose boxes would overlap on screen into one marker, closest pair
 * first, until none overlaps: overlapping buttons hide each other and are too small
 * to hit (WCAG 2.5.8; axe's `target-size` measures the boxes, so boxes are compared,
 * not circles). `diameterOf` gives a marker's size in px from its count; `gap` is the
 * least room kept between two markers.
 */
export function groupOverlappingMarkers(
  markers: readonly ScreenMarker[],
  diameterOf: (count: number) => number,
  gap = 2,
): MarkerGroup[] {
  const groups: MarkerGroup[] = [...markers]
    .sort((a, b) => b.count - a.count)
    .map(({ id, x, y, count }) => ({ ids: [id], x, y, count }));
  for (;;) {
    let closest: { a: number; b: number; distance: number } | null = null;
    for (let a = 0; a < groups.length; a++) {
      for (let b = a + 1; b < groups.length; b++) {
        const first = groups[a]!;
        const second = groups[b]!;
        const reach = (diameterOf(first.count) + diameterOf(second.count)) / 2 + gap;
        const dx = Math.abs(first.x - second.x);
        const dy = Math.abs(first.y - second.y);
        if (dx >= reach || dy >= reach) continue;
        const distance = Math.hypot(dx, dy);
        if (!closest || distance < closest.distance) closest = { a, b, distance };
      }
    }
    if (!closest) return groups;
    const first = groups[closest.a]!;
    const second = groups[closest.b]!;
    const count = first.count + second.count;
    // Empty regions weigh nothing; give every member some pull so the centre stays between them.
    const weightA = Math.max(first.count, 1);
    const weightB = Math.max(second.count, 1);
    const merged: MarkerGroup = {
      ids: first.count >= second.count ? [...first.ids, ...second.ids] : [...second.ids, ...first.ids],
      x: (first.x * weightA + second.x * weightB) / (weightA + weightB),
      y: (first.y * weightA + second.y * weightB) / (weightA + weightB),
      count,
    };
    groups.splice(closest.b, 1);
    groups.splice(closest.a, 1, merged);
  }
}
