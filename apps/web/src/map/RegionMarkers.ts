import { LngLatBounds, Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { continuousLng, groupOverlappingMarkers, REGION_CIRCLES_MAX_ZOOM, type MarkerGroup } from '@planmywalk/domain';
import { formatNumber } from '@planmywalk/ui';

/** A region circle: where to draw it and how many tracks it holds (GET api/v1/tracks list). */
export interface RegionCircle {
  id: number;
  title: string;
  track_count: number;
  coordinates: [number, number];
}

/** A region circle's size in px: larger for more tracks, within 34–60 px. */
export function regionCircleDiameter(trackCount: number): number {
  return Math.round(34 + Math.min(26, Math.sqrt(trackCount) * 2));
}

/** 'Otago', 'Otago and Southland', 'Northland, Auckland and Waikato'. */
export function regionNames(titles: readonly string[]): string {
  if (titles.length <= 1) return titles[0] ?? '';
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

/**
 * Region circles below zoom 8, as HTML buttons: counts need text, and the offline style
 * has no glyphs for symbol layers. Buttons are also reachable by keyboard. Circles that
 * would overlap at the current zoom are drawn as one (e.g. 'Otago and Southland'),
 * so every button can be seen and hit; choosing it zooms in until they part.
 */
export class RegionMarkers {
  private regions: RegionCircle[] = [];
  private markers: Marker[] = [];
  private visible = true;
  private readonly regroup = () => this.draw();

  constructor(
    private readonly map: MapLibreMap,
    private readonly onSelect: (region: RegionCircle) => void,
  ) {
    map.on('zoomend', this.regroup);
  }

  setRegions(regions: readonly RegionCircle[]): void {
    this.regions = regions
      .filter((region) => region.track_count > 0)
      .map((region) => ({ ...region, coordinates: [continuousLng(region.coordinates[0]), region.coordinates[1]] }));
    this.draw();
  }

  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    this.draw();
  }

  remove(): void {
    this.map.off('zoomend', this.regroup);
    this.clear();
  }

  private clear(): void {
    this.markers.forEach((marker) => marker.remove());
    this.markers = [];
  }

  private draw(): void {
    this.clear();
    if (!this.visible) return;
    const byId = new Map(this.regions.map((region) => [region.id, region]));
    const onScreen = this.regions.map((region) => {
      const { x, y } = this.map.project(region.coordinates);
      return { id: region.id, x, y, count: region.track_count };
    });
    this.markers = groupOverlappingMarkers(onScreen, regionCircleDiameter).map((group) => {
      const members = group.ids.map((id) => byId.get(id)).filter((region) => region !== undefined);
      return this.marker(group, members).addTo(this.map);
    });
  }

  private marker(group: MarkerGroup, members: RegionCircle[]): Marker {
    const names = regionNames(members.map((region) => region.title));
    const count = formatNumber(group.count);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'pmw-region-marker';
    button.textContent = count;
    button.setAttribute('aria-label', `${names}: ${count} tracks. Zoom in`);
    button.title = names;
    button.style.setProperty('--size', `${regionCircleDiameter(group.count)}px`);
    const [only] = members;
    button.addEventListener('click', () => {
      if (members.length === 1 && only) this.onSelect(only);
      else this.zoomApart(members);
    });
    return new Marker({ element: button }).setLngLat(this.map.unproject([group.x, group.y]));
  }

  /** Zooms until the grouped regions fill most of the view, where their circles part. */
  private zoomApart(members: RegionCircle[]): void {
    const bounds = new LngLatBounds();
    members.forEach((region) => bounds.extend(region.coordinates));
    const { clientWidth, clientHeight } = this.map.getContainer();
    const padding = Math.round(Math.min(clientWidth, clientHeight) / 4);
    this.map.fitBounds(bounds, { padding, maxZoom: REGION_CIRCLES_MAX_ZOOM });
  }
}
