import type { TracksListResponse } from '@planmywalk/contracts';
import { presentSummary } from '../../locations/location-summary.ts';
import type { TracksOverview } from './tracks.queries.ts';

export function presentTracksList(overview: TracksOverview): TracksListResponse {
  return {
    pinned: overview.pinned.map(presentSummary),
    list: overview.regions.map((r) => ({ id: r.id, title: r.title, track_count: r.track_count, coordinates: [r.lng, r.lat] })),
    durations: overview.durations.map(({ id, title }) => ({ id, title })),
    difficulties: overview.difficulties.map(({ id, title }) => ({ id, title })),
  };
}
