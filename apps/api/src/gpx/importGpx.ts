/**
 * A GPX file into the editor's answer (ADR 034): read within its limits, simplified into
 * markers, then the same checks as a save (in New Zealand, segments from marker to
 * marker). Runs in a heavy-work thread (ADR 060): a 5 MB file is seconds of parsing.
 */
import type { GpxImport } from '@planmywalk/contracts';
import { measureMarkers } from '../custom-tracks/markers.ts';
import { gpxToMarkers } from './gpxMarkers.ts';
import { readGpx } from './readGpx.ts';

export function importGpx(bytes: Buffer): GpxImport {
  const track = gpxToMarkers(readGpx(bytes));
  const measured = measureMarkers(track.markers);
  return { title: track.title, markers: measured.markers, distance: Math.round(measured.distanceM) / 1000 };
}
