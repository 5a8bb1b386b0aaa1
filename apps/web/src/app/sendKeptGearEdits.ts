import { gearFeature, type RootStore } from '@planmywalk/domain';

/**
 * Builds the gear feature so its kept offline edits are sent (GearStore sends them once
 * online and signed in). Loaded only when the device holds some (createServices).
 */
export function sendKeptGearEdits(stores: RootStore): void {
  stores.feature(gearFeature);
}
