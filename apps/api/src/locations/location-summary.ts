/**
 * The summary of a location (a search result, a recommended track, a nearby hut) as
 * one SQL select list and one presenter, shared by every route that lists locations.
 */
import type { IdTitle, LocationType, SearchResultItem } from '@planmywalk/contracts';

/**
 * Select list over `locations l`; regions in the record's order, difficulties easiest
 * first. The two lists are stored on the row by the import (migration 003): aggregating
 * the link tables per row was half the time of a page of search results.
 */
export const SUMMARY_COLUMNS = `
  l.id, l.type, l.slug, l.title, l.is_closed, l.places, l.lat, l.lng, l.thumbnail, l.distance_km,
  l.track_type, l.walking_duration, l.number_of_bunks, l.bookable, l.info_link,
  l.region_list AS regions, l.difficulty_list AS difficulty`;

export interface SummaryRow {
  [column: string]: unknown;
  id: number;
  type: LocationType;
  slug: string;
  title: string;
  is_closed: boolean;
  places: string[];
  lat: number;
  lng: number;
  thumbnail: string | null;
  distance_km: number | null;
  track_type: string | null;
  walking_duration: string | null;
  number_of_bunks: number | null;
  bookable: boolean | null;
  info_link: string | null;
  regions: IdTitle[];
  difficulty: IdTitle[];
}

export function presentSummary(row: SummaryRow): SearchResultItem {
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    title: row.title,
    is_closed: row.is_closed,
    locations: row.places.map((title) => ({ title })),
    regions: row.regions,
    lat: row.lat,
    lng: row.lng,
    thumbnail: row.thumbnail,
    distance: row.distance_km,
    track_type: row.track_type,
    walking_duration: row.walking_duration,
    difficulty: row.difficulty,
    number_of_bunks: row.number_of_bunks,
    bookable: row.bookable,
    info_link: row.info_link,
  };
}
