/**
 * The gear page's words for edits made offline (docs/adr/049-offline-edits.md), by the
 * GearStore's `offlineState`. A module of their own: only the gear page imports them, so
 * they load with it rather than with the app's entry.
 */
import type { GearOfflineState } from './GearStore.ts';

export const GEAR_KEPT_OFFLINE = 'You are offline. Your gear list is saved on this device and will be sent when you are back online.';
export const GEAR_CHANGED_ELSEWHERE = 'Some items were changed elsewhere while you were offline: the list shows their latest state.';

export const gearOfflineText = (state: GearOfflineState | null): string | null =>
  state === 'kept' ? GEAR_KEPT_OFFLINE : state === 'merged' ? GEAR_CHANGED_ELSEWHERE : null;
