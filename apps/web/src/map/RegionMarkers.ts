import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { formatNumber } from '@planmywalk/ui';

/** A region circle: where to draw it and how many tracks it holds (GET api/v1/tracks list). */
export interface RegionCircle {
  id: number;
  title: string;
  track_count: number;
  coordinates: [number, number];
}

/**
 * Region circles below zoom 8, as HTML buttons: counts need text, and the offline style
 * has no glyphs for symbol layers. Buttons are also reachable by keyboard.
 */
export class RegionMarkers {
  private markers: Marker[] = [];
  private visible = true;

  constructor(
    private readonly map: MapLibreMap,
    private readonly onSelect: (region: RegionCircle) => void,
  ) {}

  setRegions(regions: readonly RegionCircle[]): void {
    this.remove();
    this.markers = regions
      .filter((region) => region.track_count > 0)
      .map((region) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'pmw-region-marker';
        button.textContent = formatNumber(region.track_count);
        button.setAttribute('aria-label', `${region.title}: ${formatNumber(region.track_count)} tracks. Zoom in`);
        button.title = region.title;
        const size = Math.round(34 + Math.min(26, Math.sqrt(region.track_count) * 2));
        button.style.setProperty('--size', `${size}px`);
        button.addEventListener('click', () => this.onSelect(region));
        return new Marker({ element: button }).setLngLat(region.coordinates);
      });
    if (this.visible) this.markers.forEach((marker) => marker.addTo(this.map));
  }

  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    this.markers.forEach((marker) => (visible ? marker.addTo(this.map) : marker.remove()));
  }

  remove(): void {
    this.markers.forEach((marker) => marker.remove());
    this.markers = [];
  }
}
