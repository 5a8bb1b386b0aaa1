import { CUSTOM_TRACK_SAVE_FAILED, ApiError, GPX_MAX_BYTES, GPX_TOO_LARGE, TRACK_NAME_REQUIRED, lineLengthMetres, segmentLengthMetres } from '@planmywalk/contracts';
import { describe, expect, it } from 'vitest';
import { EditorDriver } from '../testing/EditorDriver.ts';
import { TRAIL_LAT, fakeCustomTrackServer, fakeRoute } from '../testing/fakeCustomTrackServer.ts';
import { ADD_TWO_MARKERS } from './customTrackTexts.ts';

// Three points on the made-up trail, and one well off it.
const A: [number, number] = [168.1, TRAIL_LAT];
const B: [number, number] = [168.2, TRAIL_LAT];
const C: [number, number] = [168.3, TRAIL_LAT];
const OFF: [number, number] = [168.2, -44.6];
const routed = (from: [number, number], to: [number, number]) => fakeRoute(from, to).properties.length;
const straight = segmentLengthMetres;

async function threeMarkers(): Promise<EditorDriver> {
  const editor = new EditorDriver().click(...A).click(...B).click(...C);
  return editor.settle();
}

describe('CustomTrackEditorStore: markers and segments', () => {
  it('given clicks on the map, adds markers in order; the first starts the track, the others snap to it', async () => {
    const editor = new EditorDriver().click(...A).click(...B);
    expect(editor.statuses).toEqual(['start', 'routing']);
    await editor.settle();
    expect(editor.statuses).toEqual(['start', 'snapped']);
    expect(editor.positions).toEqual([A, B]);
    expect(editor.store.segments[1]?.coordinates).toEqual(fakeRoute(A, B).geometry.coordinates);
  });

  it('measures the track as the sum of its segments’ lengths', async () => {
    const editor = await threeMarkers();
    expect(editor.store.distanceMetres).toBeCloseTo(routed(A, B) + routed(B, C), 6);
  });

  it('given a segment with no route, draws it straight (dashed) and measures it straight', async () => {
    const editor = await new EditorDriver().click(...A).click(...OFF).settle();
    expect(editor.statuses).toEqual(['start', 'failed']);
    expect(editor.store.segments[1]?.coordinates).toEqual([A, OFF]);
    expect(editor.store.distanceMetres).toBeCloseTo(straight(A, OFF), 6);
  });

  it('given a failed route call (the API down), falls back to a straight dashed segment too', async () => {
    const api = fakeCustomTrackServer();
    api.getWalkingRoute.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const editor = await new EditorDriver(api).click(...A).click(...B).settle();
    expect(editor.statuses).toEqual(['start', 'failed']);
  });

  it('ignores a click outside New Zealand', () => {
    const editor = new EditorDriver().click(151.2, -33.87);
    expect(editor.store.markers).toHaveLength(0);
  });

  it('switches one segment to straight and back, the route coming from what it already knows', async () => {
    const editor = await threeMarkers();
    const asked = editor.api.getWalkingRoute.mock.calls.length;
    editor.toggleSnap(1);
    expect(editor.statuses).toEqual(['start', 'straight', 'snapped']);
    expect(editor.store.distanceMetres).toBeCloseTo(straight(A, B) + routed(B, C), 6);
    editor.toggleSnap(1);
    expect(editor.statuses).toEqual(['start', 'snapped', 'snapped']);
    expect(editor.api.getWalkingRoute.mock.calls.length).toBe(asked);
  });

  it('has no snap to switch on the first marker', async () => {
    const editor = await threeMarkers();
    editor.toggleSnap(0);
    expect(editor.store.canUndo).toBe(true);
    expect(editor.store.markers[0]?.snap).toBe(true);
    expect(editor.statuses).toEqual(['start', 'snapped', 'snapped']);
  });

  it('given a click on a marker, selects it; a click on the map then closes the popup instead of adding a marker', async () => {
    const editor = await threeMarkers();
    editor.clickMarker(1);
    expect(editor.store.selected?.id).toBe(editor.idOf(1));
    editor.click(168.4, TRAIL_LAT);
    expect(editor.store.selected).toBeNull();
    expect(editor.store.markers).toHaveLength(3);
  });
});

describe('CustomTrackEditorStore: move mode', () => {
  it('given Move, a click and Confirm, moves the marker and routes both its segments again', async () => {
    const editor = await threeMarkers();
    const to: [number, number] = [168.25, TRAIL_LAT];
    editor.move(1, ...to);
    expect(editor.positions[1]).toEqual(to);
    await editor.settle();
    expect(editor.store.distanceMetres).toBeCloseTo(routed(A, to) + routed(to, C), 6);
  });

  it('shows the marker at its new place while moving, and Cancel puts it back', async () => {
    const editor = await threeMarkers();
    editor.clickMarker(1);
    editor.store.startMove();
    editor.click(168.25, TRAIL_LAT);
    const marker = editor.store.markers[1];
    expect(marker && editor.store.displayPosition(marker)).toEqual([168.25, TRAIL_LAT]);
    expect(editor.store.markers).toHaveLength(3);
    expect(editor.store.canUndo).toBe(false);
    editor.store.cancelMove();
    expect(editor.positions[1]).toEqual(B);
    expect(marker && editor.store.displayPosition(marker)).toEqual(B);
  });

  it('given Confirm without a new place, changes nothing', async () => {
    const editor = await threeMarkers();
    const before = editor.store.markers;
    editor.clickMarker(1);
    editor.store.startMove();
    editor.store.confirmMove();
    expect(editor.store.markers).toBe(before);
  });
});

describe('CustomTrackEditorStore: deleting a marker', () => {
  it('asks first; Cancel keeps the marker', async () => {
    const editor = await threeMarkers();
    editor.clickMarker(1);
    editor.store.requestDelete();
    expect(editor.store.confirmingDeleteId).toBe(editor.idOf(1));
    editor.store.cancelDelete();
    expect(editor.store.markers).toHaveLength(3);
  });

  it('given confirmation, removes it and joins its neighbours with a new route', async () => {
    const editor = await threeMarkers();
    editor.deleteMarker(1);
    expect(editor.positions).toEqual([A, C]);
    expect(editor.store.selected).toBeNull();
    await editor.settle();
    expect(editor.store.distanceMetres).toBeCloseTo(routed(A, C), 6);
  });

  it('given the first marker deleted, the next one starts the track', async () => {
    const editor = await threeMarkers();
    editor.deleteMarker(0);
    expect(editor.statuses).toEqual(['start', 'snapped']);
  });
});

describe('CustomTrackEditorStore: Return to marker (out and back)', () => {
  it('adds a last marker at the chosen one, going back along the route, and counts the way back', async () => {
    const editor = await threeMarkers();
    editor.returnTo(0);
    expect(editor.store.markers.at(-1)).toMatchObject({ lng: A[0], lat: A[1], type: 'outandback' });
    expect(editor.statuses).toEqual(['start', 'snapped', 'snapped', 'retraced']);
    const way = editor.store.segments.slice(1, 3).flatMap((s, i) => (i === 0 ? s.coordinates : s.coordinates.slice(1)));
    expect(editor.store.segments[3]?.coordinates).toEqual([...way].reverse());
    expect(editor.store.distanceMetres).toBeCloseTo(2 * (routed(A, B) + routed(B, C)), 6);
  });

  it('moves with the marker it returns to, and becomes an ordinary marker when that one is deleted', async () => {
    const editor = await threeMarkers();
    editor.returnTo(0);
    const to: [number, number] = [168.05, TRAIL_LAT];
    editor.move(0, ...to);
    expect(editor.positions.at(-1)).toEqual(to);
    editor.deleteMarker(0);
    expect(editor.store.markers.at(-1)).toMatchObject({ type: 'marker', returnTo: null, lng: to[0] });
  });

  it('is not offered on the last marker', async () => {
    const editor = await threeMarkers();
    editor.returnTo(2);
    expect(editor.store.markers).toHaveLength(3);
  });
});

describe('CustomTrackEditorStore: undo and redo', () => {
  it('offers undo only once the history holds more than one entry', async () => {
    const editor = new EditorDriver();
    expect(editor.store.canUndo).toBe(false);
    editor.click(...A);
    expect(editor.store.canUndo).toBe(true);
    editor.undo();
    expect(editor.store.markers).toHaveLength(0);
    expect(editor.store.canUndo).toBe(false);
    expect(editor.store.canRedo).toBe(true);
  });

  it('takes back and repeats each change (add, move, snap, delete) without asking for routes again', async () => {
    const editor = await threeMarkers();
    editor.move(1, 168.25, TRAIL_LAT);
    await editor.settle();
    editor.toggleSnap(2).deleteMarker(0);
    const asked = editor.api.getWalkingRoute.mock.calls.length;
    const states: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      states.push([editor.positions, editor.statuses]);
      editor.undo();
    }
    expect(editor.store.markers).toHaveLength(0);
    expect(editor.store.canUndo).toBe(false);
    for (let i = 5; i >= 0; i--) {
      editor.redo();
      expect([editor.positions, editor.statuses]).toEqual(states[i]);
    }
    expect(editor.store.canRedo).toBe(false);
    expect(editor.api.getWalkingRoute.mock.calls.length).toBe(asked);
  });

  it('given a new change after an undo, clears redo', async () => {
    const editor = await threeMarkers();
    editor.undo();
    expect(editor.store.canRedo).toBe(true);
    editor.click(168.4, TRAIL_LAT);
    expect(editor.store.canRedo).toBe(false);
    expect(editor.positions).toEqual([A, B, [168.4, TRAIL_LAT]]);
  });
});

describe('CustomTrackEditorStore: midpoint markers', () => {
  it('puts a handle halfway along each segment, and one dragged off it adds a marker between the two', async () => {
    const editor = await threeMarkers();
    const handles = editor.store.midpoints;
    expect(handles.map((h) => h.beforeId)).toEqual([editor.idOf(1), editor.idOf(2)]);
    const line = editor.store.segments[1]?.coordinates ?? [];
    expect(handles[0]?.position[0]).toBeCloseTo((A[0] + B[0]) / 2, 6);
    expect(lineLengthMetres([line[0] as [number, number], handles[0]?.position as [number, number]])).toBeGreaterThan(0);
    editor.store.insertMarker(editor.idOf(1), 168.15, TRAIL_LAT);
    expect(editor.positions).toEqual([A, [168.15, TRAIL_LAT], B, C]);
  });
});

describe('CustomTrackEditorStore: saving', () => {
  it('given no title, opens the details form with "Track name is required." and saves nothing', async () => {
    const editor = await threeMarkers();
    expect(await editor.save()).toBe(false);
    expect(editor.store.detailsOpen).toBe(true);
    expect(editor.store.detailsError).toBe(TRACK_NAME_REQUIRED);
    expect(editor.api.createCustomTrack).not.toHaveBeenCalled();
  });

  it('given fewer than two markers, says so', async () => {
    const editor = new EditorDriver().click(...A).name('Solo');
    expect(await editor.save()).toBe(false);
    expect(editor.store.saveError).toBe(ADD_TWO_MARKERS);
  });

  it('creates the track on the first save, replaces the route with its id, then updates it', async () => {
    const editor = await threeMarkers();
    editor.name('Valley walk', 'Along the river');
    expect(editor.store.saveLabel).toBe('Save');
    const saving = editor.save();
    expect(editor.store.saveLabel).toBe('Saving');
    expect(await saving).toBe(true);
    expect(editor.store.saveLabel).toBe('Saved');
    expect(editor.store.canSave).toBe(false);
    expect(editor.navigator.go).toHaveBeenCalledWith('/custom-track-editor/1', { replace: true });
    const sent = editor.api.createCustomTrack.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ title: 'Valley walk', description: 'Along the river' });
    expect(sent?.markers.map((m) => m.snapRoute?.coordinates ?? null)).toEqual([null, fakeRoute(A, B).geometry.coordinates, fakeRoute(B, C).geometry.coordinates]);
    expect(sent?.distance).toBeCloseTo(editor.distanceKm, 3);

    editor.click(168.4, TRAIL_LAT);
    expect(editor.store.saveLabel).toBe('Save');
    expect(await editor.save()).toBe(true);
    expect(editor.api.updateCustomTrack).toHaveBeenCalledWith(1, expect.objectContaining({ title: 'Valley walk' }));
    expect(editor.navigator.go).toHaveBeenCalledTimes(1);
  });

  it('waits for segments still being routed, so what is saved follows the tracks', async () => {
    const editor = new EditorDriver().click(...A).click(...B).name('Quick');
    expect(editor.statuses).toEqual(['start', 'routing']);
    await editor.save();
    expect(editor.api.createCustomTrack.mock.calls[0]?.[0].markers[1]?.snapRoute).not.toBeNull();
  });

  it('given the API down, says "Unsaved changes" and the message, loses nothing, and a later save succeeds', async () => {
    const editor = (await threeMarkers()).name('Valley walk');
    editor.failNextSave();
    expect(await editor.save()).toBe(false);
    expect(editor.store.saveState).toBe('failed');
    expect(editor.store.saveLabel).toBe('Unsaved changes');
    expect(editor.store.saveError).toBe(CUSTOM_TRACK_SAVE_FAILED);
    expect(editor.positions).toEqual([A, B, C]);
    expect(editor.store.canSave).toBe(true);
    expect(await editor.save()).toBe(true);
    expect(editor.store.saveLabel).toBe('Saved');
    expect(editor.store.saveError).toBeNull();
  });

  it('given the server refusing the track, shows its own words', async () => {
    const editor = (await threeMarkers()).name('Valley walk');
    editor.api.createCustomTrack.mockRejectedValueOnce(new ApiError(422, 'Every marker must be in New Zealand.'));
    await editor.save();
    expect(editor.store.saveError).toBe('Every marker must be in New Zealand.');
  });

  it('given undo back to the saved track, is Saved again', async () => {
    const editor = (await threeMarkers()).name('Valley walk');
    await editor.save();
    editor.click(168.4, TRAIL_LAT);
    expect(editor.store.hasUnsavedChanges).toBe(true);
    editor.undo();
    expect(editor.store.hasUnsavedChanges).toBe(false);
    expect(editor.store.saveLabel).toBe('Saved');
  });
});

describe('CustomTrackEditorStore: leaving with unsaved changes', () => {
  it('lets a saved or empty editor go at once', async () => {
    const editor = new EditorDriver();
    expect(editor.store.requestLeave('/tracks')).toBe(true);
    const saved = (await threeMarkers()).name('Walk');
    await saved.save();
    expect(saved.store.requestLeave('/tracks')).toBe(true);
  });

  it('asks with Save, "Leave & discard changes" and Cancel', async () => {
    const editor = (await threeMarkers()).name('Walk');
    expect(editor.store.requestLeave('/tracks')).toBe(false);
    expect(editor.store.leaving).toEqual({ to: '/tracks' });
    editor.store.stay();
    expect(editor.store.leaving).toBeNull();
    expect(editor.navigator.go).not.toHaveBeenCalled();

    editor.store.requestLeave('/tracks');
    editor.store.leaveAndDiscard();
    expect(editor.navigator.go).toHaveBeenCalledWith('/tracks');
    expect(editor.api.createCustomTrack).not.toHaveBeenCalled();
  });

  it('given Save, saves and then goes on; given a failed save, stays with the message', async () => {
    const editor = (await threeMarkers()).name('Walk');
    editor.failNextSave();
    editor.store.requestLeave('/tracks');
    await editor.store.leaveAndSave();
    expect(editor.navigator.go).not.toHaveBeenCalledWith('/tracks');
    expect(editor.store.saveError).toBe(CUSTOM_TRACK_SAVE_FAILED);

    editor.store.requestLeave('/tracks');
    await editor.store.leaveAndSave();
    expect(editor.navigator.go).toHaveBeenLastCalledWith('/tracks');
  });
});

describe('CustomTrackEditorStore: onboarding', () => {
  it('given a user without custom tracks, opens on its own and ends with "Create a custom track"', async () => {
    const editor = new EditorDriver();
    await editor.store.startNew();
    expect(editor.store.onboarding).toEqual({ slide: 0, firstTime: true });
    expect(editor.store.onboardingNextLabel).toBe('Next');
    for (let i = 0; i < 3; i++) editor.store.nextSlide();
    expect(editor.store.onboarding?.slide).toBe(3);
    expect(editor.store.onboardingNextLabel).toBe('Create a custom track');
    editor.store.previousSlide();
    expect(editor.store.onboarding?.slide).toBe(2);
    editor.store.nextSlide();
    editor.store.nextSlide();
    expect(editor.store.onboarding).toBeNull();
  });

  it('given a user with tracks, stays closed; Help opens it, ending with "Close"', async () => {
    const api = fakeCustomTrackServer();
    await api.createCustomTrack({ title: 'Old', markers: [] });
    const editor = new EditorDriver(api);
    await editor.store.startNew();
    expect(editor.store.onboarding).toBeNull();
    editor.store.openHelp();
    for (let i = 0; i < 3; i++) editor.store.nextSlide();
    expect(editor.store.onboardingNextLabel).toBe('Close');
  });

  it('given the check of the user’s tracks failing, shows it (spec §8)', async () => {
    const api = fakeCustomTrackServer();
    api.customTracksExist.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const editor = new EditorDriver(api);
    await editor.store.startNew();
    expect(editor.store.onboarding?.firstTime).toBe(true);
  });
});

describe('CustomTrackEditorStore: opening a saved track and GPX', () => {
  it('opens a saved track as it was saved, without asking for its routes again', async () => {
    const first = (await threeMarkers()).name('Saved walk', 'notes');
    first.toggleSnap(2);
    await first.save();
    const editor = new EditorDriver(first.api);
    await editor.store.load(1);
    expect(editor.positions).toEqual([A, B, C]);
    expect(editor.statuses).toEqual(['start', 'snapped', 'straight']);
    expect(editor.store.details).toEqual({ title: 'Saved walk', description: 'notes' });
    expect(editor.store.saveLabel).toBe('Saved');
    expect(editor.store.canUndo).toBe(false);
    expect(editor.store.distanceMetres).toBeCloseTo(first.store.distanceMetres, 6);
    expect(editor.api.getWalkingRoute.mock.calls.length).toBe(first.api.getWalkingRoute.mock.calls.length);
  });

  it('given a track that is not there (or not the user’s), says not found', async () => {
    const editor = new EditorDriver();
    await editor.store.load(99);
    expect(editor.store.notFound).toBe(true);
  });

  it('given a GPX file, replaces the markers with its walk (undoably) and takes its name', async () => {
    const editor = await threeMarkers();
    expect(await editor.store.importGpx(new Blob(['<gpx/>']), 'walk.gpx')).toBe(true);
    expect(editor.positions).toEqual([[168.1, TRAIL_LAT], [168.2, TRAIL_LAT]]);
    expect(editor.statuses).toEqual(['start', 'snapped']);
    expect(editor.store.details.title).toBe('Imported walk');
    editor.undo();
    expect(editor.positions).toEqual([A, B, C]);
  });

  it('given a GPX file over the server’s limit, says so in the server’s words without sending it', async () => {
    const editor = await threeMarkers();
    expect(await editor.store.importGpx(new Blob([new Uint8Array(GPX_MAX_BYTES + 1)]), 'huge.gpx')).toBe(false);
    expect(editor.store.gpxError).toBe(GPX_TOO_LARGE);
    expect(editor.api.importGpx).not.toHaveBeenCalled();
    expect(editor.positions).toEqual([A, B, C]);
  });

  it('given a GPX file the server refuses, shows its words and keeps the markers', async () => {
    const editor = await threeMarkers();
    editor.api.importGpx.mockRejectedValueOnce(new ApiError(422, 'This is not a GPX file we can read.'));
    expect(await editor.store.importGpx(new Blob(['x']), 'x.gpx')).toBe(false);
    expect(editor.store.gpxError).toBe('This is not a GPX file we can read.');
    expect(editor.positions).toEqual([A, B, C]);
  });
});
