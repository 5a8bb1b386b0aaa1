/**
 * A headless driver of the custom-track editor, as tldraw's TestEditor drives its
 * editor: clicks, popups and buttons as method calls, over the in-memory server, with
 * no map and no browser. Calls chain; `settle()` waits for routes and saves.
 *
 *   const editor = new EditorDriver();
 *   editor.click(168.1, -44.7).click(168.2, -44.7);
 *   await editor.settle();
 *   expect(editor.statuses).toEqual(['start', 'snapped']);
 */
import { vi } from 'vitest';
import { CustomTrackEditorStore } from '../custom-tracks/CustomTrackEditorStore.ts';
import type { SegmentStatus } from '../custom-tracks/segments.ts';
import type { Navigator } from '../session/SessionStore.ts';
import { fakeCustomTrackServer, type FakeCustomTrackServer } from './fakeCustomTrackServer.ts';

export class EditorDriver {
  readonly api: FakeCustomTrackServer;
  readonly navigator: Navigator & { go: ReturnType<typeof vi.fn<Navigator['go']>> };
  readonly store: CustomTrackEditorStore;

  constructor(api: FakeCustomTrackServer = fakeCustomTrackServer()) {
    this.api = api;
    this.navigator = { currentRoute: () => 'custom-track-editor', go: vi.fn<Navigator['go']>() };
    let id = 0;
    this.store = new CustomTrackEditorStore({ api, navigator: this.navigator, newId: () => `marker-${++id}` });
  }

  /** A click on the map. */
  click(lng: number, lat: number): this {
    this.store.clickMap(lng, lat);
    return this;
  }

  /** A click on the i-th marker: its popup opens. */
  clickMarker(index: number): this {
    this.store.select(this.idOf(index));
    return this;
  }

  /** Popup 'Move', a click on the map, then 'Confirm' (or 'Cancel'). */
  move(index: number, lng: number, lat: number, { confirm = true } = {}): this {
    this.clickMarker(index);
    this.store.startMove();
    this.click(lng, lat);
    if (confirm) this.store.confirmMove();
    else this.store.cancelMove();
    return this;
  }

  /** Popup 'Snap to track' on or off, for the segment leading to the i-th marker. */
  toggleSnap(index: number): this {
    this.clickMarker(index);
    this.store.toggleSnap();
    return this;
  }

  /** Popup 'Delete', then the confirmation's answer. */
  deleteMarker(index: number, { confirm = true } = {}): this {
    this.clickMarker(index);
    this.store.requestDelete();
    if (confirm) this.store.confirmDelete();
    else this.store.cancelDelete();
    return this;
  }

  /** Popup 'Return to marker' on the i-th marker. */
  returnTo(index: number): this {
    this.clickMarker(index);
    this.store.returnToMarker();
    return this;
  }

  undo(): this {
    this.store.undo();
    return this;
  }

  redo(): this {
    this.store.redo();
    return this;
  }

  /** Fills the details form (when it is open or not). */
  name(title: string, description = ''): this {
    this.store.setDetails({ title, description });
    return this;
  }

  /** Presses Save and waits for the answer. */
  save(): Promise<boolean> {
    return this.store.save();
  }

  /** The next save fails as if the API were down. */
  failNextSave(): this {
    const fail = () => Promise.reject(new TypeError('Failed to fetch'));
    this.api.createCustomTrack.mockImplementationOnce(fail);
    this.api.updateCustomTrack.mockImplementationOnce(fail);
    return this;
  }

  /** Waits until every route asked for has its answer. */
  async settle(): Promise<this> {
    await this.store.routesSettled();
    return this;
  }

  idOf(index: number): string {
    const marker = this.store.markers[index];
    if (!marker) throw new Error(`no marker ${index}: the editor has ${this.store.markers.length}`);
    return marker.id;
  }

  get statuses(): SegmentStatus[] {
    return this.store.segments.map((s) => s.status);
  }

  get positions(): Array<[number, number]> {
    return this.store.markers.map((m) => [m.lng, m.lat]);
  }

  get distanceKm(): number {
    return this.store.distanceMetres / 1000;
  }
}
