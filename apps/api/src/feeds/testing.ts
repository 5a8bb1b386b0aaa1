/** Test helpers for the feeds: the sample fixtures as files, and real DOC track lines. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config/env.ts';
import type { LineGeometry } from '../lib/geo.ts';
import { SAMPLE_DIR } from './sampleFetcher.ts';

export const sampleFile = (file: string): string => readFileSync(path.join(SAMPLE_DIR, file), 'utf8');

/** A Great Walk's line from DOC's 'DOC Tracks' layer, as shipped in data/tracks. */
export function greatWalkLine(name: string): LineGeometry {
  const collection = JSON.parse(readFileSync(path.join(REPO_ROOT, 'data/tracks/great_walks_lines_DOC_Tracks_EAM.geojson'), 'utf8')) as {
    features: Array<{ properties: { name: string }; geometry: LineGeometry }>;
  };
  const feature = collection.features.find((f) => f.properties.name.includes(name));
  if (!feature) throw new Error(`no Great Walk named ${name}`);
  return feature.geometry;
}

export const CAP_ID = '2.49.0.0.554.0.severeweather.nz';
