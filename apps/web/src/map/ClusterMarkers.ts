import { Marker, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { formatNumber } from '@planmywalk/ui';

/**
 * Cluster counts as HTML buttons over the map, kept in step with the clustered source
 * after each render (the approach MapLibre's own HTML-cluster example takes). A click
 * zooms to where the cluster breaks apart.
 */
export class ClusterMarkers {
  private markers = new Map<number, Marker>();
  private minZoom = 0;
  private readonly update = () => this.sync();

  constructor(
    private readonly map: MapLibreMap,
    private readonly sourceId: string,
  ) {
    map.on('render', this.update);
  }

  setMinZoom(minZoom: number): void {
    this.minZoom = minZoom;
    this.sync();
  }

  remove(): void {
    this.map.off('render', this.update);
    this.markers.forEach((marker) => marker.remove());
    this.markers.clear();
  }

  private sync(): void {
    if (!this.map.getSource(this.sourceId) || !this.map.isSourceLoaded(this.sourceId)) return;
    const show = this.map.getZoom() >= this.minZoom;
    const seen = new Set<number>();
    if (show) {
      for (const feature of this.map.querySourceFeatures(this.sourceId, { filter: ['has', 'point_count'] })) {
        const props = feature.properties as { cluster_id: number; point_count: number };
        const id = props.cluster_id;
        if (seen.has(id) || feature.geometry.type !== 'Point') continue;
        seen.add(id);
        if (!this.markers.has(id)) {
          const [lng, lat] = feature.geometry.coordinates as [number, number];
          this.markers.set(id, this.create(id, props.point_count).setLngLat([lng, lat]).addTo(this.map));
        }
      }
    }
    for (const [id, marker] of this.markers) {
      if (!seen.has(id)) {
        marker.remove();
        this.markers.delete(id);
      }
    }
  }

  private create(clusterId: number, count: number): Marker {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'pmw-cluster-marker';
    button.textContent = formatNumber(count);
    button.setAttribute('aria-label', `${formatNumber(count)} places here. Zoom in`);
    const size = Math.round(28 + Math.min(24, Math.log2(count) * 4));
    button.style.setProperty('--size', `${size}px`);
    button.addEventListener('click', () => {
      const source = this.map.getSource(this.sourceId) as GeoJSONSource;
      const marker = this.markers.get(clusterId);
      void source.getClusterExpansionZoom(clusterId).then((zoom) => {
        this.map.easeTo({ center: marker?.getLngLat() ?? this.map.getCenter(), zoom });
      });
    });
    return new Marker({ element: button });
  }
}
