/** A place on the map: the fields of a search result the map needs. */
export interface MapPlace {
  id: number;
  type: 'Track' | 'Hut' | 'Campsite';
  slug: string;
  title: string;
  is_closed: boolean;
  lat: number;
  lng: number;
}

/** Search results as the GeoJSON the clustered source takes (the same properties as GET map/points). */
export function placesToFeatures(places: readonly MapPlace[]): GeoJSON.FeatureCollection<GeoJSON.Point> {
  return {
    type: 'FeatureCollection',
    features: places.map(({ id, type, slug, title, is_closed, lat, lng }) => ({
      type: 'Feature',
      id,
      geometry: { type: 'Point', coordinates: [lng, lat] },
      properties: { id, type, slug, title, is_closed },
    })),
  };
}
