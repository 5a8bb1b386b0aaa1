/** A place's alerts for the alerts and trip-check tests (not used by the app). */
import type { AlertsResponse } from '@planmywalk/contracts';

/** Nothing in any list, no feed statuses, not sample data: each test sets what it is about. */
export const alertsResponse = (over: Partial<AlertsResponse> = {}): AlertsResponse => ({
  site: [],
  closedAlerts: [],
  doc: [],
  huts: [],
  campsites: [],
  metservice: [],
  nzaa: [],
  feeds: [],
  sample: false,
  ...over,
});
