/**
 * `pnpm --filter @planmywalk/api bench:gpx`: what a GPX import costs (ADR 034, ADR 060).
 * For walks of several shapes and sizes — a valley walk's gentle bends, the probe's
 * zigzag (issue 29: every point 1 km to the side of the last) and a straight line — it
 * prints the file's size, the parse (xmldom + togeojson) and the simplification into
 * markers, with the distances the simplification computed. Figures, not pass/fail: run
 * it on the machine you care about (`--sizes 2000,8000` for others).
 */
import { gpxToMarkers, markerIndices, type SimplificationWork } from '../gpx/gpxMarkers.ts';
import { readGpx, type LngLat } from '../gpx/readGpx.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const sizesArg = process.argv.indexOf('--sizes');
const sizes = sizesArg > 0 ? (process.argv[sizesArg + 1] ?? '').split(',').map(Number) : [2_000, 8_000, 20_000, 100_000];

const shapes: Record<string, (n: number) => LngLat[]> = {
  valley: (n) => Array.from({ length: n }, (_, i) => [171.56 + i * 1e-5, -42.94 + Math.sin(i / 15) * 2e-4 + Math.sin(i / 400) * 2e-3]),
  zigzag: (n) => Array.from({ length: n }, (_, i) => [171.5 + i * 1e-5, -42.9 + (i % 2) * 0.01]),
  straight: (n) => Array.from({ length: n }, (_, i) => [171.5 + i * 1e-6, -42.9]),
};

const gpxOf = (points: LngLat[]) =>
  Buffer.from(
    `<?xml version="1.0"?><gpx version="1.1" creator="bench"><trk><name>Bench</name><trkseg>${points
      .map(([lng, lat]) => `<trkpt lat="${lat.toFixed(6)}" lon="${lng.toFixed(6)}"/>`)
      .join('')}</trkseg></trk></gpx>`,
  );

print('shape     points      bytes  parse ms  markers ms  markers  distances  distances/point');
for (const [shape, make] of Object.entries(shapes)) {
  for (const n of sizes) {
    const file = gpxOf(make(n));
    let started = performance.now();
    const content = readGpx(file);
    const parseMs = performance.now() - started;
    started = performance.now();
    const track = gpxToMarkers(content);
    const markersMs = performance.now() - started;
    const work: SimplificationWork = { offsets: 0 };
    markerIndices(content.lines.flat(), undefined, work);
    print(
      `${shape.padEnd(8)} ${String(n).padStart(7)} ${String(file.length).padStart(10)} ${parseMs.toFixed(0).padStart(9)} ${markersMs.toFixed(0).padStart(11)} ${String(track.markers.length).padStart(8)} ${String(work.offsets).padStart(10)} ${(work.offsets / n).toFixed(1).padStart(16)}`,
    );
  }
}
