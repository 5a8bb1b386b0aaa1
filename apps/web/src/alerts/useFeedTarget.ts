import { useMemo } from 'react';
import type { FeedTarget } from '@planmywalk/domain';

/**
 * The same target object while its parts stay the same, so a page may write its target
 * inline and the alerts and weather effects load once per place, not once per render.
 */
export function useFeedTarget<T extends FeedTarget | null>(target: T): T {
  const planId = target && 'planId' in target ? target.planId : null;
  const customTrackId = target && 'customTrackId' in target ? target.customTrackId : null;
  const routeType = target && 'routeType' in target ? target.routeType : null;
  const slug = target && 'slug' in target ? target.slug : null;
  return useMemo(() => {
    if (planId !== null) return { planId };
    if (routeType !== null && slug !== null) return { routeType, slug };
    return customTrackId !== null ? { customTrackId } : null;
  }, [planId, customTrackId, routeType, slug]) as T;
}
