/**
 * geojson-path-finder ships CommonJS (main) and ES modules (module) without an `exports`
 * map: Node's ES loader hands us the CommonJS object, bundlers the class. One place
 * takes whichever arrives.
 */
import * as pathFinderModule from 'geojson-path-finder';
import type PathFinderClass from 'geojson-path-finder';

type PathFinderConstructor = typeof PathFinderClass;
const candidate = pathFinderModule as unknown as { default: PathFinderConstructor | { default: PathFinderConstructor } };

export const PathFinder: PathFinderConstructor =
  typeof candidate.default === 'function' ? candidate.default : candidate.default.default;
