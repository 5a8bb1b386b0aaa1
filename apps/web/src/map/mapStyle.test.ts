import { describe, expect, it } from 'vitest';
import { buildMapStyle } from './mapStyle.ts';

const basemapUrl = '/api/v1/map/basemap';

describe('buildMapStyle', () => {
  it('given no tile configuration, draws New Zealand from the shipped basemap only', () => {
    const style = buildMapStyle({ basemapUrl, baseLayer: 'topo' });
    expect(Object.keys(style.sources)).toEqual(['basemap']);
    expect(style.layers.map((layer) => layer.id)).toEqual(['sea', 'land', 'coast']);
    expect(style.glyphs).toBeUndefined();
  });

  it('given topo and satellite tiles with satellite chosen, shows satellite over the land and hides topo', () => {
    const style = buildMapStyle({
      basemapUrl,
      baseLayer: 'satellite',
      topo: { tiles: ['https://topo.example/{z}/{x}/{y}.png'], attribution: 'Topo' },
      satellite: { tiles: ['https://aerial.example/{z}/{x}/{y}.webp'], attribution: 'Aerial' },
    });
    expect(style.sources.satellite).toMatchObject({ type: 'raster', tiles: ['https://aerial.example/{z}/{x}/{y}.webp'] });
    const visibility = Object.fromEntries(
      style.layers.filter((l) => l.type === 'raster').map((l) => [l.id, l.layout?.visibility]),
    );
    expect(visibility).toEqual({ 'topo-raster': 'none', 'satellite-raster': 'visible' });
  });

  it('given only topo configured, adds no satellite layer', () => {
    const style = buildMapStyle({
      basemapUrl,
      baseLayer: 'topo',
      topo: { tiles: ['https://topo.example/{z}/{x}/{y}.png'], attribution: 'Topo' },
      satellite: null,
    });
    expect(style.sources.satellite).toBeUndefined();
    expect(style.layers.map((l) => l.id)).toContain('topo-raster');
  });
});
