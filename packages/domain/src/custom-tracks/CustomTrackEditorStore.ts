import { makeAutoObservable, observable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import {
  CUSTOM_TRACK_DESCRIPTION_MAX_LENGTH,
  CUSTOM_TRACK_MARKERS_MAX,
  CUSTOM_TRACK_SAVE_FAILED,
  CUSTOM_TRACK_TITLE_MAX_LENGTH,
  GPX_MAX_BYTES,
  GPX_TOO_LARGE,
  ONBOARDING_SLIDE_COUNT,
  TRACK_NAME_REQUIRED,
  isInNewZealand,
  type CustomTrack,
  type CustomTrackInput,
  type CustomTrackSaved,
  type CustomTracksExist,
  type GpxImport,
  type WalkingRoute,
} from '@planmywalk/contracts';
import { serverErrorText, statusOf } from '../api/apiErrors.ts';
import type { Navigator } from '../session/SessionStore.ts';
import {
  ADD_TWO_MARKERS,
  GPX_IMPORT_FAILED,
  LOAD_TRACK_FAILED,
  ONBOARDING_FIRST_TIME_END,
  ONBOARDING_RETURNING_END,
  SAVE_LABELS,
} from './customTrackTexts.ts';
import {
  fromWireMarkers,
  midpointOf,
  positionOf,
  routeKey,
  segmentsOf,
  toWireMarkers,
  totalMetres,
  type EditorMarker,
  type LngLat,
  type RouteResult,
  type Segment,
} from './segments.ts';

/** The custom-track calls of spec part 2 §7 the editor makes, and the walking-directions request. */
export interface CustomTrackEditorSource {
  customTracksExist(): Promise<CustomTracksExist>;
  getCustomTrack(id: number): Promise<CustomTrack>;
  createCustomTrack(track: CustomTrackInput): Promise<CustomTrackSaved>;
  updateCustomTrack(id: number, track: CustomTrackInput): Promise<CustomTrackSaved>;
  getWalkingRoute(from: [number, number], to: [number, number], options?: { signal?: AbortSignal }): Promise<WalkingRoute>;
  importGpx(file: Blob, name: string): Promise<GpxImport>;
}

export interface CustomTrackEditorDeps {
  api: CustomTrackEditorSource;
  navigator: Navigator;
  /** A new marker's id; a counter by default (tests pass their own). */
  newId?: () => string;
}

/** What a change leaves behind: the editor's undo history holds these. */
interface Snapshot {
  markers: readonly EditorMarker[];
}

/** Saving: nothing saved yet ('new'), edited since ('changed'), under way, done, or failed (spec §4). */
export type SaveState = 'new' | 'changed' | 'saving' | 'saved' | 'failed';

export interface TrackDetails {
  title: string;
  description: string;
}

export interface MidpointHandle {
  /** Insert a marker here, before the marker this segment leads to. */
  beforeId: string;
  position: LngLat;
}

export interface OnboardingState {
  slide: number;
  /** Shown on its own because the user has no custom tracks: its last button creates one. */
  firstTime: boolean;
}

/** Where the unsaved-changes modal would go on. */
export interface LeaveRequest {
  to: string;
}

/**
 * The custom-track editor without a map (spec part 2 §2, §4, §5, §8): markers and their
 * segments (snapped to the track network per segment, straight, or dashed when no route
 * was found), selection, move mode with confirm and cancel, 'Return to marker', delete
 * with confirmation, undo and redo, the details form, saving and its states, the
 * unsaved-changes modal, GPX import and the onboarding. The map draws what this holds
 * and reports clicks; tests drive it headlessly (testing/EditorDriver.ts).
 *
 * Routes are asked per segment and kept by their two positions, so undo and redo, and a
 * marker moved back, never ask again; the segments are computed from the markers and
 * those routes.
 */
export class CustomTrackEditorStore {
  /** The saved track's id; null until the first save. */
  trackId: number | null = null;
  details: TrackDetails = { title: '', description: '' };

  selectedId: string | null = null;
  /** Move mode: the marker being moved and where it would go. */
  moving: { id: string; to: LngLat | null } | null = null;
  /** 'Are you sure you want to delete this marker?' is open for this marker. */
  confirmingDeleteId: string | null = null;

  saving = false;
  /** The last save failed: 'Unsaved changes' and this message until a save succeeds (spec §8). */
  saveError: string | null = null;
  /** The title/description form: open, and its error. */
  detailsOpen = false;
  detailsError: string | null = null;
  /** The unsaved-changes modal, when leaving was asked while changes are unsaved. */
  leaving: LeaveRequest | null = null;

  onboarding: OnboardingState | null = null;

  loading = false;
  notFound = false;
  loadError: string | null = null;
  importingGpx = false;
  gpxError: string | null = null;

  private history: Snapshot[] = [{ markers: [] }];
  private index = 0;
  /** The history entry that was last saved, so going back to it is 'saved' again. */
  private savedSnapshot: Snapshot | null = null;
  private savedDetails: TrackDetails | null = null;
  /** Routes by routeKey: undefined while asked, null when none. */
  private readonly routes = observable.map<string, RouteResult>({}, { deep: false });
  private readonly asking = new Map<string, Promise<void>>();
  private readonly deps: CustomTrackEditorDeps;
  private readonly newId: () => string;
  private readonly disposeRouting: IReactionDisposer;
  private savePromise: Promise<boolean> | null = null;

  constructor(deps: CustomTrackEditorDeps) {
    this.deps = deps;
    let counter = 0;
    this.newId = deps.newId ?? (() => `m${++counter}`);
    makeAutoObservable<
      CustomTrackEditorStore,
      'deps' | 'newId' | 'asking' | 'disposeRouting' | 'savePromise' | 'routes' | 'history' | 'savedSnapshot' | 'savedDetails'
    >(this, {
      // Snapshots are immutable plain data, replaced whole: compared by identity, sent as they are.
      history: observableRef,
      savedSnapshot: observableRef,
      savedDetails: observableRef,
      deps: false,
      newId: false,
      asking: false,
      disposeRouting: false,
      savePromise: false,
      routes: false,
    });
    // Whatever snapped segment has no route yet is asked for, once.
    this.disposeRouting = reaction(
      () => this.missingRoutes,
      (missing) => missing.forEach(([from, to]) => void this.askRoute(from, to)),
      { fireImmediately: true },
    );
  }

  /** Stops asking for routes (the editor page unmounted). */
  dispose(): void {
    this.disposeRouting();
  }

  // ---- What the editor shows ------------------------------------------------------------

  get markers(): readonly EditorMarker[] {
    return (this.history[this.index] as Snapshot).markers;
  }

  get segments(): Segment[] {
    return segmentsOf(this.markers, (from, to) => {
      const key = routeKey(from, to);
      return this.routes.has(key) ? (this.routes.get(key) ?? null) : undefined;
    });
  }

  /** The sum of the segments' lengths, in metres (spec §3). */
  get distanceMetres(): number {
    return totalMetres(this.segments);
  }

  get selected(): EditorMarker | null {
    return this.markers.find((m) => m.id === this.selectedId) ?? null;
  }

  get selectedIndex(): number {
    return this.markers.findIndex((m) => m.id === this.selectedId);
  }

  /** Undo needs a change to take back: more than one entry in the history (spec §4). */
  get canUndo(): boolean {
    return this.index > 0 && this.moving === null;
  }

  get canRedo(): boolean {
    return this.index < this.history.length - 1 && this.moving === null;
  }

  /** Segments still waiting for their route. */
  get routing(): boolean {
    return this.segments.some((s) => s.status === 'routing');
  }

  /** Handles halfway along each segment, to add a marker between two (shown from zoom 8, spec §9). */
  get midpoints(): MidpointHandle[] {
    return this.segments.flatMap((segment) => {
      if (segment.status === 'start' || segment.status === 'retraced') return [];
      const position = midpointOf(segment.coordinates);
      return position ? [{ beforeId: segment.markerId, position }] : [];
    });
  }

  /** Changes not yet saved (what the leave modal is about). */
  get hasUnsavedChanges(): boolean {
    if (this.markers.length === 0 && this.trackId === null) return false;
    return this.history[this.index] !== this.savedSnapshot || !sameDetails(this.details, this.savedDetails);
  }

  /** Saving, Saved, Unsaved changes (after a failed save; spec §4), or new / changed and not yet saved. */
  get saveState(): SaveState {
    if (this.saving) return 'saving';
    if (this.saveError !== null) return 'failed';
    if (this.hasUnsavedChanges) return 'changed';
    return this.savedSnapshot ? 'saved' : 'new';
  }

  /** The save button's words: 'Save', 'Saving', 'Saved' or 'Unsaved changes'. */
  get saveLabel(): string {
    const state = this.saveState;
    return state === 'saving' ? SAVE_LABELS.saving : state === 'failed' ? SAVE_LABELS.failed : state === 'saved' ? SAVE_LABELS.saved : SAVE_LABELS.save;
  }

  get canSave(): boolean {
    return !this.saving && this.markers.length >= 2 && (this.hasUnsavedChanges || this.saveError !== null);
  }

  /** The positions whose snapped segment has no route yet. */
  private get missingRoutes(): Array<[LngLat, LngLat]> {
    const missing: Array<[LngLat, LngLat]> = [];
    this.markers.forEach((marker, i) => {
      const previous = this.markers[i - 1];
      if (!previous || !marker.snap || (marker.type === 'outandback' && marker.returnTo)) return;
      const from = positionOf(previous);
      const to = positionOf(marker);
      if (!this.routes.has(routeKey(from, to))) missing.push([from, to]);
    });
    return missing;
  }

  // ---- Changes (each one a history entry) ------------------------------------------------

  /** Records a change: later entries (redo) are dropped (spec §4). */
  private commit(markers: EditorMarker[]): void {
    this.history = [...this.history.slice(0, this.index + 1), { markers }];
    this.index = this.history.length - 1;
  }

  /**
   * A click on the map: in move mode it chooses where the marker goes; otherwise it adds
   * a marker at the end (snapped like the last one's segment), or closes the popup.
   */
  clickMap(lng: number, lat: number): void {
    if (this.moving) {
      this.moving = { ...this.moving, to: [lng, lat] };
      return;
    }
    if (this.selectedId) {
      this.selectedId = null;
      return;
    }
    this.addMarker(lng, lat);
  }

  addMarker(lng: number, lat: number): void {
    if (!isInNewZealand([lng, lat]) || this.markers.length >= CUSTOM_TRACK_MARKERS_MAX) return;
    // Every new segment snaps to the network; a straight one is a choice made in its popup.
    this.commit([...this.markers, { id: this.newId(), lng, lat, type: 'marker', snap: true, returnTo: null }]);
  }

  /** Adds a marker between two, at a segment's midpoint handle (or wherever it was dragged to). */
  insertMarker(beforeId: string, lng: number, lat: number): void {
    const index = this.markers.findIndex((m) => m.id === beforeId);
    if (index <= 0 || !isInNewZealand([lng, lat]) || this.markers.length >= CUSTOM_TRACK_MARKERS_MAX) return;
    const next = this.markers[index] as EditorMarker;
    const inserted: EditorMarker = { id: this.newId(), lng, lat, type: 'marker', snap: next.snap, returnTo: null };
    this.commit([...this.markers.slice(0, index), inserted, ...this.markers.slice(index)]);
  }

  select(id: string | null): void {
    if (this.moving) return;
    this.selectedId = id && this.markers.some((m) => m.id === id) ? id : null;
    this.confirmingDeleteId = null;
  }

  /** 'Move' in the popup: the next map click picks the new place; confirm or cancel. */
  startMove(): void {
    if (!this.selectedId) return;
    this.moving = { id: this.selectedId, to: null };
  }

  /** Where the moving marker would go (a map click or a drag). */
  moveTo(lng: number, lat: number): void {
    if (this.moving) this.moving = { ...this.moving, to: [lng, lat] };
  }

  confirmMove(): void {
    const moving = this.moving;
    this.moving = null;
    if (!moving?.to || !isInNewZealand(moving.to)) return;
    const [lng, lat] = moving.to;
    this.commit(
      this.markers.map((m) => {
        // The marker itself, and every 'Return to marker' standing at it.
        if (m.id === moving.id) return { ...m, lng, lat, type: 'marker', returnTo: null };
        if (m.returnTo === moving.id) return { ...m, lng, lat };
        return m;
      }),
    );
  }

  cancelMove(): void {
    this.moving = null;
  }

  /** The position a marker shows at: where it is being moved to, in move mode. */
  displayPosition(marker: EditorMarker): LngLat {
    return this.moving?.id === marker.id && this.moving.to ? this.moving.to : positionOf(marker);
  }

  /** Snap on or off for the segment leading to the selected marker (the first has none). */
  toggleSnap(id = this.selectedId): void {
    const index = this.markers.findIndex((m) => m.id === id);
    if (index <= 0) return;
    this.commit(this.markers.map((m, i) => (i === index ? { ...m, snap: !m.snap, type: 'marker', returnTo: null } : m)));
  }

  /** 'Return to marker': a new last marker that goes back along the route to this one. */
  returnToMarker(id = this.selectedId): void {
    const index = this.markers.findIndex((m) => m.id === id);
    if (index < 0 || index >= this.markers.length - 1 || this.markers.length >= CUSTOM_TRACK_MARKERS_MAX) return;
    const target = this.markers[index] as EditorMarker;
    this.commit([...this.markers, { id: this.newId(), lng: target.lng, lat: target.lat, type: 'outandback', snap: true, returnTo: target.id }]);
    this.selectedId = null;
  }

  /** Delete asks first: 'Are you sure you want to delete this marker?' (spec §5). */
  requestDelete(id = this.selectedId): void {
    if (id && this.markers.some((m) => m.id === id)) this.confirmingDeleteId = id;
  }

  cancelDelete(): void {
    this.confirmingDeleteId = null;
  }

  confirmDelete(): void {
    const id = this.confirmingDeleteId;
    this.confirmingDeleteId = null;
    if (!id) return;
    const remaining = this.markers
      .filter((m) => m.id !== id)
      // A return to the deleted marker stays where it is, as an ordinary marker.
      .map((m) => (m.returnTo === id ? { ...m, type: 'marker' as const, returnTo: null } : m));
    if (this.selectedId === id) this.selectedId = null;
    this.commit(remaining);
  }

  undo(): void {
    if (!this.canUndo) return;
    this.index--;
    this.afterHistoryMove();
  }

  redo(): void {
    if (!this.canRedo) return;
    this.index++;
    this.afterHistoryMove();
  }

  private afterHistoryMove(): void {
    if (this.selectedId && !this.markers.some((m) => m.id === this.selectedId)) this.selectedId = null;
    this.confirmingDeleteId = null;
  }

  // ---- Routes ---------------------------------------------------------------------------

  private askRoute(from: LngLat, to: LngLat): Promise<void> {
    const key = routeKey(from, to);
    const known = this.asking.get(key);
    if (known) return known;
    const asked = this.deps.api
      .getWalkingRoute(from, to)
      .then(
        (route) => ({ coordinates: route.geometry.coordinates as LngLat[], metres: route.properties.length }),
        // No route, or the call failed: the segment is drawn straight and dashed (spec §8).
        () => null,
      )
      .then((result) => {
        runInAction(() => this.routes.set(key, result));
        this.asking.delete(key);
      });
    this.asking.set(key, asked);
    return asked;
  }

  /** Resolves when every segment asked for so far has its answer. */
  async routesSettled(): Promise<void> {
    while (this.asking.size > 0) await Promise.all([...this.asking.values()]);
  }

  // ---- Details and saving ---------------------------------------------------------------

  setDetails(details: Partial<TrackDetails>): void {
    this.details = { ...this.details, ...details };
    if (this.detailsError && this.details.title.trim()) this.detailsError = null;
  }

  openDetails(): void {
    this.detailsOpen = true;
  }

  closeDetails(): void {
    this.detailsOpen = false;
    this.detailsError = null;
  }

  /** The details form's check: 'Track name is required.' (spec §5); the lengths the server holds. */
  get detailsProblem(): string | null {
    const title = this.details.title.trim();
    if (!title) return TRACK_NAME_REQUIRED;
    if (title.length > CUSTOM_TRACK_TITLE_MAX_LENGTH) return `Track name must be at most ${CUSTOM_TRACK_TITLE_MAX_LENGTH} characters.`;
    if (this.details.description.trim().length > CUSTOM_TRACK_DESCRIPTION_MAX_LENGTH) {
      return `Description must be at most ${CUSTOM_TRACK_DESCRIPTION_MAX_LENGTH} characters.`;
    }
    return null;
  }

  /**
   * Saves the track: the first save creates it and replaces the route with its id; later
   * ones update it (spec §4). Without a valid title the details form opens instead. A
   * failed save keeps everything and says 'Unsaved changes' with the message (spec §8).
   * Answers whether it saved.
   */
  save(): Promise<boolean> {
    if (this.savePromise) return this.savePromise;
    if (this.markers.length < 2) {
      this.saveError = ADD_TWO_MARKERS;
      return Promise.resolve(false);
    }
    const problem = this.detailsProblem;
    if (problem) {
      this.detailsOpen = true;
      this.detailsError = problem;
      return Promise.resolve(false);
    }
    this.detailsOpen = false;
    this.detailsError = null;
    this.saving = true;
    this.savePromise = this.runSave().finally(() => {
      this.savePromise = null;
    });
    return this.savePromise;
  }

  private async runSave(): Promise<boolean> {
    await this.routesSettled();
    const snapshot = this.history[this.index] as Snapshot;
    const details = { ...this.details };
    const input: CustomTrackInput = {
      title: details.title.trim(),
      description: details.description.trim(),
      distance: Math.round(this.distanceMetres) / 1000,
      markers: toWireMarkers(snapshot.markers, this.segments),
    };
    try {
      const firstSave = this.trackId === null;
      const saved = firstSave ? await this.deps.api.createCustomTrack(input) : await this.deps.api.updateCustomTrack(this.trackId as number, input);
      runInAction(() => {
        this.trackId = saved.id;
        this.savedSnapshot = snapshot;
        this.savedDetails = details;
        this.saveError = null;
        this.saving = false;
      });
      if (firstSave) this.deps.navigator.go(`/custom-track-editor/${saved.id}`, { replace: true });
      return true;
    } catch (cause) {
      runInAction(() => {
        this.saving = false;
        this.saveError = serverErrorText(cause) ?? CUSTOM_TRACK_SAVE_FAILED;
      });
      return false;
    }
  }

  // ---- Leaving with unsaved changes -------------------------------------------------------

  /** Whether the editor may be left for `to` now; if not, the unsaved-changes modal opens. */
  requestLeave(to: string): boolean {
    if (!this.hasUnsavedChanges) return true;
    this.leaving = { to };
    return false;
  }

  /** 'Save': saves, then goes on (spec §4); a failed save stays, with its message. */
  async leaveAndSave(): Promise<void> {
    const leaving = this.leaving;
    if (!leaving) return;
    const saved = await this.save();
    runInAction(() => (this.leaving = null));
    if (saved) this.deps.navigator.go(leaving.to);
  }

  /** 'Leave & discard changes'. */
  leaveAndDiscard(): void {
    const leaving = this.leaving;
    if (!leaving) return;
    this.leaving = null;
    this.savedSnapshot = this.history[this.index] as Snapshot;
    this.savedDetails = { ...this.details };
    this.deps.navigator.go(leaving.to);
  }

  /** 'Cancel': stay in the editor. */
  stay(): void {
    this.leaving = null;
  }

  // ---- Opening a track -----------------------------------------------------------------

  /** A new, empty track; the onboarding opens when the user has no custom tracks (or that cannot be told). */
  async startNew(): Promise<void> {
    this.reset();
    try {
      const { user_tracks } = await this.deps.api.customTracksExist();
      if (!user_tracks) runInAction(() => (this.onboarding = { slide: 0, firstTime: true }));
    } catch {
      runInAction(() => (this.onboarding = { slide: 0, firstTime: true }));
    }
  }

  /** Opens a saved track (/custom-track-editor/{id}); a 404 sets notFound. */
  async load(id: number): Promise<void> {
    if (this.trackId === id && this.savedSnapshot) return;
    this.reset();
    this.loading = true;
    try {
      const track = await this.deps.api.getCustomTrack(id);
      runInAction(() => {
        const { markers, routes } = fromWireMarkers(track.markers, this.newId);
        routes.forEach(([key, route]) => this.routes.set(key, route));
        const snapshot: Snapshot = { markers };
        this.history = [snapshot];
        this.index = 0;
        this.trackId = track.id;
        this.details = { title: track.title, description: track.description };
        this.savedSnapshot = snapshot;
        this.savedDetails = { ...this.details };
      });
    } catch (cause) {
      runInAction(() => {
        if (statusOf(cause) === 404) this.notFound = true;
        else this.loadError = LOAD_TRACK_FAILED;
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** A GPX walk replaces the markers (one change: undo brings the old ones back); its name fills an empty title. */
  async importGpx(file: Blob, name: string): Promise<boolean> {
    // The server's limit and words (ADR 034): a file it would refuse is not sent at all.
    if (file.size > GPX_MAX_BYTES) {
      this.gpxError = GPX_TOO_LARGE;
      return false;
    }
    this.importingGpx = true;
    this.gpxError = null;
    try {
      const imported = await this.deps.api.importGpx(file, name);
      runInAction(() => {
        const { markers, routes } = fromWireMarkers(imported.markers, this.newId);
        routes.forEach(([key, route]) => this.routes.set(key, route));
        this.selectedId = null;
        this.commit(markers);
        if (!this.details.title.trim() && imported.title) this.details = { ...this.details, title: imported.title };
      });
      return true;
    } catch (cause) {
      runInAction(() => (this.gpxError = serverErrorText(cause) ?? GPX_IMPORT_FAILED));
      return false;
    } finally {
      runInAction(() => (this.importingGpx = false));
    }
  }

  private reset(): void {
    this.history = [{ markers: [] }];
    this.index = 0;
    this.trackId = null;
    this.details = { title: '', description: '' };
    this.selectedId = null;
    this.moving = null;
    this.confirmingDeleteId = null;
    this.saving = false;
    this.saveError = null;
    this.detailsOpen = false;
    this.detailsError = null;
    this.leaving = null;
    this.onboarding = null;
    this.notFound = false;
    this.loadError = null;
    this.gpxError = null;
    this.savedSnapshot = null;
    this.savedDetails = null;
  }

  // ---- Onboarding ------------------------------------------------------------------------

  /** The onboarding's forward button: 'Next', and on the last slide 'Create a custom track' the first time, 'Close' from Help. */
  get onboardingNextLabel(): string {
    if (!this.onboarding || this.onboarding.slide < ONBOARDING_SLIDE_COUNT - 1) return 'Next';
    return this.onboarding.firstTime ? ONBOARDING_FIRST_TIME_END : ONBOARDING_RETURNING_END;
  }

  /** 'Help' reopens the onboarding; it then ends with 'Close'. */
  openHelp(): void {
    this.onboarding = { slide: 0, firstTime: false };
  }

  nextSlide(): void {
    if (!this.onboarding) return;
    if (this.onboarding.slide >= ONBOARDING_SLIDE_COUNT - 1) this.onboarding = null;
    else this.onboarding = { ...this.onboarding, slide: this.onboarding.slide + 1 };
  }

  previousSlide(): void {
    if (this.onboarding && this.onboarding.slide > 0) this.onboarding = { ...this.onboarding, slide: this.onboarding.slide - 1 };
  }

  closeOnboarding(): void {
    this.onboarding = null;
  }
}

function sameDetails(a: TrackDetails, b: TrackDetails | null): boolean {
  return b !== null && a.title.trim() === b.title.trim() && a.description.trim() === b.description.trim();
}
