import { useMemo } from 'react';
import type { FeedTarget } from '@planmywalk/domain';

/**
 * The same target object while its parts stay the same, so a page may write its target
 * inline and the alerts and weather effects load once per place, not once per render.
 */
export function useFeedTarget(target: FeedTarget): FeedTarget {
  const customTrackId = 'customTrackId' in target ? target.customTrackId : null;
  const routeType = 'routeType' in target ? target.routeType : null;
  const slug = 'slug' in target ? target.slug : null;
  return useMemo<FeedTarget>(
    () => (routeType !== null && slug !== null ? { routeType, slug } : { customTrackId: customTrackId ?? 0 }),
    [customTrackId, routeType, slug],
  );
}
