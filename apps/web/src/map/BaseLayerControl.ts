import type { IControl } from 'maplibre-gl';
import type { BaseLayer } from './mapStyle.ts';

interface Availability {
  initial: BaseLayer;
  topo: boolean;
  satellite: boolean;
}

const LABELS: Record<BaseLayer, string> = { topo: 'Topo', satellite: 'Satellite' };

/**
 * The satellite/topo toggle. A layer with no configured tiles stays in the toggle,
 * disabled, and says so, instead of switching to a blank map.
 */
export class BaseLayerControl implements IControl {
  private container: HTMLElement | null = null;

  constructor(
    private readonly availability: Availability,
    private readonly onChange: (layer: BaseLayer) => void,
  ) {}

  onAdd(): HTMLElement {
    const group = document.createElement('div');
    group.className = 'maplibregl-ctrl maplibregl-ctrl-group pmw-base-layers';
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', 'Map style');
    const buttons = (['topo', 'satellite'] as const).map((layer) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = LABELS[layer];
      const available = this.availability[layer];
      const current = available && layer === this.availability.initial;
      button.setAttribute('aria-pressed', String(current));
      if (!available) {
        button.disabled = true;
        button.title = `${LABELS[layer]} tiles are not configured: showing the offline map`;
        button.setAttribute('aria-label', `${LABELS[layer]} (not configured)`);
      }
      button.addEventListener('click', () => {
        buttons.forEach((other) => other.setAttribute('aria-pressed', String(other === button)));
        this.onChange(layer);
      });
      return button;
    });
    group.append(...buttons);
    this.container = group;
    return group;
  }

  onRemove(): void {
    this.container?.remove();
    this.container = null;
  }
}
