/**
 * The related block's filter (spec part 2 §2): All, Tracks, Huts, Campsites. All is
 * exclusive; the others combine; deselecting the last one returns to All. With nothing
 * to show: 'No {filters joined by or} found.'
 */
import type { SearchResultItem } from '@planmywalk/contracts';

export type RelatedKind = 'tracks' | 'huts' | 'campsites';
export type RelatedFilter = 'all' | readonly RelatedKind[];

export const RELATED_KINDS: readonly RelatedKind[] = ['tracks', 'huts', 'campsites'];
export const RELATED_LABELS: Record<RelatedKind, string> = { tracks: 'Tracks', huts: 'Huts', campsites: 'Campsites' };

/** The filter after pressing a button. */
export function toggleRelated(filter: RelatedFilter, pressed: 'all' | RelatedKind): RelatedFilter {
  if (pressed === 'all') return 'all';
  const current = filter === 'all' ? [] : filter;
  const next = current.includes(pressed) ? current.filter((k) => k !== pressed) : [...current, pressed];
  // In the buttons' order, whatever order they were pressed in.
  return next.length === 0 ? 'all' : RELATED_KINDS.filter((k) => next.includes(k));
}

export const isPressed = (filter: RelatedFilter, kind: 'all' | RelatedKind): boolean =>
  kind === 'all' ? filter === 'all' : filter !== 'all' && filter.includes(kind);

export function relatedItems(related: Record<RelatedKind, readonly SearchResultItem[]>, filter: RelatedFilter): SearchResultItem[] {
  const kinds = filter === 'all' ? RELATED_KINDS : filter;
  return kinds.flatMap((kind) => related[kind]);
}

/** 'No tracks found.', 'No huts or campsites found.'; All reads 'No tracks, huts or campsites found.' */
export function noRelatedText(filter: RelatedFilter): string {
  const kinds = (filter === 'all' ? RELATED_KINDS : filter).map((k) => RELATED_LABELS[k].toLowerCase());
  const words = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds[kinds.length - 1]}` : kinds[0];
  return `No ${words} found.`;
}
