import { lazy } from 'react';

// A place's alerts, weather and gear views (their stores' rules, the forecast's sun times,
// the gear editor) load when one is shown, not with the place's details.
export const LocationAlerts = lazy(() => import('../../alerts/LocationAlerts.tsx').then((m) => ({ default: m.LocationAlerts })));
export const LocationWeather = lazy(() => import('../../alerts/LocationWeather.tsx').then((m) => ({ default: m.LocationWeather })));
export const GearView = lazy(() => import('../gear/GearView.tsx').then((m) => ({ default: m.GearView })));
