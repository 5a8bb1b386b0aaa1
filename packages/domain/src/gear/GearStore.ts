import { makeAutoObservable, reaction, runInAction, toJS } from 'mobx';
import {
  GEAR_SAVE_FAILED,
  type GearCategory,
  type GearList,
  type GearListPreset,
  type GearListPresetsResponse,
  type GearListTemplate,
  type Plan,
  type PlanGearList,
  type PlanLocation,
} from '@planmywalk/contracts';
import { serverErrorText, statusOf } from '../api/apiErrors.ts';
import { PENDING_GEAR_KEY } from '../platform/deviceKeys.ts';
import { readJson, writeJson, type KeyValueStorage } from '../platform/KeyValueStorage.ts';
import type { StoreReview } from '../platform/StoreReview.ts';
import { isSameLocation } from '../plan/workingPlan.ts';
import { gearEditorActions, type GearEditorActions } from './gearEditorActions.ts';
import { packedCount } from './gearListEdits.ts';
import { customGearList, customTrackGearPlace, isEditedGearList, presetGearList, sourceOf, startingGearList, type GearPlace } from './gearStart.ts';
import { GEAR_PRESETS_LOAD_FAILED, GUEST_MUST_LOG_IN_FOR_GEAR } from './gearTexts.ts';
import { GEAR_AUTOSAVE_DELAY_MS } from './GearTemplatesStore.ts';

/** The gear calls of spec part 2 §7 the gear page makes (the presets are this API's; see ADR 026). */
export interface GearSource {
  getGearListPresets(): Promise<GearListPresetsResponse>;
  updatePlanGear(id: string, gear: PlanGearList): Promise<Plan>;
  /** The server's latest plan, to put gear edits made offline on top of. */
  getReadonlyPlan(id: string): Promise<Plan>;
}

/** What the gear page needs of the working plan (the PlanStore). */
export interface GearPlan {
  /** The saved plan's id; null until the plan is saved. */
  readonly id: string | null;
  readonly location: PlanLocation | null;
  readonly gearList: PlanGearList | null;
  readonly canEdit: boolean;
  /** Why the last save of the plan failed. */
  readonly saveError: string | null;
  /** The list changed: kept with the plan (on the device until saved). */
  setGearList(gear: PlanGearList): void;
  /** Saves a plan that has no id yet as a draft, staying on the page. */
  saveInPlace(): Promise<boolean>;
  /** The server's plan after the gear list was saved on its own. */
  gearSaved(plan: Plan): void;
  /** The list as the server last answered it. */
  readonly serverGearList: PlanGearList | null;
  /** The server's plan after offline edits were merged into its latest list: that list becomes the plan's. */
  gearMerged(plan: Plan): void;
}

/** The custom lists (GearTemplatesStore). */
export interface GearCustomLists {
  readonly lists: readonly GearListTemplate[];
  readonly loaded: boolean;
  /** Why the last new list could not be made. */
  readonly createError: string | null;
  load(): Promise<void>;
  saveAsNew(title: string, categories: readonly GearCategory[]): Promise<GearListTemplate | null>;
}

export interface GearStoreDeps {
  api: GearSource;
  plan: GearPlan;
  /** The location page's place (LocationStore), which names the presets it offers. */
  places: { readonly location: GearPlace & { id: number; type: PlanLocation['type'] } | null };
  customLists: GearCustomLists;
  session: {
    readonly isLoggedIn: boolean;
    readonly user?: { readonly id: number } | null;
    onLogout(listener: () => void): () => void;
    /** A token that expired while offline is refreshed before edits kept on the device are sent (a 401 would end the session). */
    refreshIfNeeded?(): Promise<void>;
  };
  /** Keeps gear edits the server has not confirmed across reloads (spec part 1 §4: an offline plan is read from local storage). */
  storage?: KeyValueStorage;
  /** Offline, edits are kept on the device and sent when the network is back. */
  connectivity?: { readonly offline: boolean };
  /** Native apps ask for a store review after a successful gear save (spec part 2 §4). */
  storeReview?: StoreReview;
  /** How long after the last edit a saved plan's list saves itself. */
  autosaveDelayMs?: number;
}


/** Gear edits of a saved plan that the server has not confirmed yet (docs/adr/049-offline-edits.md). */
export interface PendingGearEdits {
  planId: string;
  /** Whose edits they are: another user signed in on this device does not send them. */
  userId: number | null;
  /** The server's list the edits started from. */
  base: PlanGearList | null;
  /** The list on the device. */
  mine: PlanGearList;
  /** Made offline, or a save failed for want of network: the next save merges into the server's latest list. */
  unsent: boolean;
}

/** Enough to tell the record from something else under the key; its lists are the app's own writing. */
const isPending = (value: unknown): value is PendingGearEdits =>
  typeof value === 'object' && value !== null && typeof (value as PendingGearEdits).planId === 'string' && typeof (value as PendingGearEdits).mine === 'object';

const sameGear = (a: PlanGearList, b: PlanGearList) => JSON.stringify(a) === JSON.stringify(b);

/** A list chosen while the one in hand has edits: the screen asks before switching (spec part 2 §4). */
export type PendingGearSwitch = { kind: 'preset'; id: string; title: string } | { kind: 'custom'; id: number; title: string };

/**
 * The save button: 'unsaved' (no plan yet: 'Save gear list'), 'saving' (an edit on its way:
 * a spinner and 'Saving'), 'saved' (the plan has it: 'Saved'; edits save themselves) or
 * 'error' (the message shows and the button is active again).
 */
export type GearSaveState = 'unsaved' | 'saving' | 'saved' | 'error';

/** Edits made offline: 'kept' on the device for the network, or 'merged' with changes made elsewhere (the server's kept where both changed). */
export type GearOfflineState = 'kept' | 'merged';

/**
 * The gear page (spec part 2 §2–§6): the working plan's gear list — it starts from the
 * plan's saved list, else the preset its place starts with — the place's preset lists and
 * the user's custom lists to switch to (asking first when the list in hand has edits),
 * the editor's changes, and saving: a plan without an id is created with the list; once
 * it has one, every edit saves itself a moment after the last (`PUT plan/{id}/gear`).
 */
export class GearStore {
  presets: GearListPreset[] | null = null;
  presetsLoading = false;
  presetsError: string | null = null;

  pendingSwitch: PendingGearSwitch | null = null;

  /** A save of the list (or of the new plan) is on its way. */
  saving = false;
  /** An edit is waiting for its autosave. */
  autosavePending = false;
  saveError: string | null = null;
  /** The plan id the error belongs to (another plan starts clean). */
  private errorPlanId: string | null = null;

  /** Edits the server has not confirmed yet, kept on the device. */
  pending: PendingGearEdits | null = null;
  /** After offline edits were sent: some were changed elsewhere too (the server's kept). */
  mergedWithChanges = false;

  /** 'Save as a custom list' is open, and how it went. */
  savingAsCustom = false;
  savedAsCustom: GearListTemplate | null = null;

  readonly editor: GearEditorActions;

  private timer: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<boolean> = Promise.resolve(true);
  private readonly deps: GearStoreDeps;

  constructor(deps: GearStoreDeps) {
    this.deps = deps;
    this.editor = gearEditorActions((change) => this.change(change));
    this.pending = deps.storage ? readJson(deps.storage, PENDING_GEAR_KEY, isPending) : null;
    makeAutoObservable<GearStore, 'deps' | 'timer' | 'queue'>(this, {
      deps: false,
      editor: false,
      timer: false,
      queue: false,
    });
    // Signing out takes the walker's personal data off the device, unsent edits included.
    deps.session.onLogout(() => {
      this.reset();
      this.setPending(null);
    });
    // Online and signed in (the network came back, or the walker signed in again): edits still waiting go.
    reaction(
      () => !this.offline && deps.session.isLoggedIn,
      (ready) => {
        if (ready) void this.sendKept();
      },
    );
    if (!this.offline) void this.sendKept();
  }

  // ---- What the page shows ------------------------------------------------------------

  /**
   * The place of the working plan: as the location page loaded it (null on /gear until it
   * has), or for a custom track, every preset (null until they load).
   */
  get place(): GearPlace | null {
    const planLocation = this.deps.plan.location;
    if (planLocation?.type === 'Custom Track') return customTrackGearPlace(this.presets);
    const location = this.deps.places.location;
    return location && planLocation && isSameLocation(planLocation, location) ? location : null;
  }

  get hasLocation(): boolean {
    return this.deps.plan.location !== null;
  }

  /** The list on the page; null while the presets it starts from load. */
  get gear(): PlanGearList | null {
    // A custom track starts from a preset whatever it is: not known before the presets load.
    if (this.deps.plan.location?.type === 'Custom Track' && this.presets === null && !this.deps.plan.gearList) return null;
    return startingGearList({ saved: this.deps.plan.gearList, place: this.place, presets: this.presets });
  }

  get list(): GearList | null {
    return this.gear?.list ?? null;
  }

  get loading(): boolean {
    return this.gear === null && this.presetsError === null;
  }

  /** The preset buttons: the place's presets, in order. */
  get presetChoices(): readonly { id: string; title: string }[] {
    return this.place?.gear_list_presets ?? [];
  }

  /** The preset the list is (pressed button); null for a custom list. */
  get currentPresetId(): string | null {
    const gear = this.gear;
    return gear?.list_type === 'default' ? gear.list_preset_id : null;
  }

  get currentCustomId(): number | null {
    const gear = this.gear;
    return gear?.list_type === 'custom' ? gear.list_custom_id : null;
  }

  /** The preset in hand, for its description and sources. */
  get currentPreset(): GearListPreset | null {
    const id = this.currentPresetId;
    return (id && this.presets?.find((preset) => preset.id === id)) || null;
  }

  get customLists(): readonly GearListTemplate[] {
    return this.deps.customLists.lists;
  }

  /** 'Save as a custom list' failed: the server's words, else 'Something went wrong, please try again.' */
  get customListError(): string | null {
    return this.deps.customLists.createError;
  }

  get isGuest(): boolean {
    return !this.deps.session.isLoggedIn;
  }

  get canEdit(): boolean {
    return this.deps.plan.canEdit;
  }

  /** Ticked, typed in, added to or taken from since it started. */
  get isEdited(): boolean {
    const gear = this.gear;
    if (!gear) return false;
    return isEditedGearList(gear, sourceOf(gear, this.presets, this.deps.customLists.loaded ? this.deps.customLists.lists : null));
  }

  get packed(): { packed: number; total: number } {
    return this.list ? packedCount(this.list) : { packed: 0, total: 0 };
  }

  get saveState(): GearSaveState {
    if (this.saving || this.autosavePending) return 'saving';
    if (this.saveError !== null && this.errorPlanId === this.deps.plan.id) return 'error';
    return this.deps.plan.id === null ? 'unsaved' : 'saved';
  }

  get visibleSaveError(): string | null {
    return this.saveState === 'error' ? this.saveError : null;
  }

  /**
   * What the page says about edits made offline (gearOfflineText): 'kept' while the working
   * plan's edits wait on the device for the network, 'merged' when some met changes made elsewhere.
   */
  get offlineState(): GearOfflineState | null {
    if (this.pending?.unsent && this.pending.planId === this.deps.plan.id) return 'kept';
    return this.mergedWithChanges ? 'merged' : null;
  }

  // ---- Loading ------------------------------------------------------------------------

  /** The presets (once) and, for a user, their custom lists. */
  async load(): Promise<void> {
    void this.deps.customLists.load();
    if (this.presets !== null || this.presetsLoading) return;
    this.presetsLoading = true;
    this.presetsError = null;
    try {
      const presets = await this.deps.api.getGearListPresets();
      runInAction(() => (this.presets = presets));
    } catch {
      runInAction(() => (this.presetsError = GEAR_PRESETS_LOAD_FAILED));
    } finally {
      runInAction(() => (this.presetsLoading = false));
    }
  }

  // ---- Switching lists ----------------------------------------------------------------

  /** A preset button: switches at once, or asks first when the list has edits. */
  choosePreset(id: string): void {
    if (!this.canEdit || id === this.currentPresetId) return;
    const preset = this.presets?.find((candidate) => candidate.id === id);
    if (!preset) return;
    this.requestSwitch({ kind: 'preset', id, title: preset.title });
  }

  /** A custom list from the dropdown. */
  chooseCustomList(id: number): void {
    if (!this.canEdit || id === this.currentCustomId) return;
    const template = this.deps.customLists.lists.find((candidate) => candidate.id === id);
    if (!template) return;
    this.requestSwitch({ kind: 'custom', id, title: template.title });
  }

  /** 'Switch list' in the confirmation: the edits are lost. */
  confirmSwitch(): void {
    const pending = this.pendingSwitch;
    this.pendingSwitch = null;
    if (pending) this.switchTo(pending);
  }

  cancelSwitch(): void {
    this.pendingSwitch = null;
  }

  // ---- Saving -------------------------------------------------------------------------

  /**
   * The save button: a guest is asked to log in; a plan without an id is created with the
   * list (as a draft, staying here); a saved plan's list is saved now.
   */
  async save(): Promise<boolean> {
    if (this.isGuest) {
      this.setError(GUEST_MUST_LOG_IN_FOR_GEAR);
      return false;
    }
    const gear = this.gear;
    if (!gear || !this.canEdit || this.saving) return false;
    if (this.deps.plan.id !== null) {
      const saved = await this.flush();
      if (saved) this.deps.storeReview?.request();
      return saved;
    }
    // The list as shown becomes the plan's, then the plan is created with it.
    if (this.deps.plan.gearList === null) this.deps.plan.setGearList(toJS(gear));
    this.saving = true;
    this.saveError = null;
    try {
      const created = await this.deps.plan.saveInPlace();
      runInAction(() => {
        if (!created) this.setError(this.deps.plan.saveError ?? GEAR_SAVE_FAILED);
      });
      if (created) this.deps.storeReview?.request();
      return created;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Saves the saved plan's list now (the button, or leaving the page); false when it failed or waits for the network. */
  flush(): Promise<boolean> {
    this.clearTimer();
    this.queue = this.queue.then(() => this.saveNow());
    return this.queue;
  }

  /** Edits kept on the device go to the server (the network is back, or the app starts online). */
  sendKept(): Promise<boolean> {
    if (!this.pending?.unsent) return Promise.resolve(true);
    this.queue = this.queue.then(() => this.sendPending());
    return this.queue;
  }

  /** 'Save as a custom list': the list (unticked) becomes one of the user's, under `title`. */
  async saveAsCustomList(title: string): Promise<GearListTemplate | null> {
    const list = this.list;
    if (!list || this.isGuest) return null;
    this.savingAsCustom = true;
    this.savedAsCustom = null;
    try {
      const made = await this.deps.customLists.saveAsNew(title, list.categories);
      runInAction(() => (this.savedAsCustom = made));
      return made;
    } finally {
      runInAction(() => (this.savingAsCustom = false));
    }
  }

  clearSavedAsCustom(): void {
    this.savedAsCustom = null;
  }

  /** Logout, or a plan reset elsewhere: nothing pending stays. */
  reset(): void {
    this.clearTimer();
    this.pendingSwitch = null;
    this.saveError = null;
    this.errorPlanId = null;
    this.savedAsCustom = null;
  }

  // ---- Internals ----------------------------------------------------------------------

  private requestSwitch(target: PendingGearSwitch): void {
    if (this.isEdited) this.pendingSwitch = target;
    else this.switchTo(target);
  }

  private switchTo(target: PendingGearSwitch): void {
    if (target.kind === 'preset') {
      const preset = this.presets?.find((candidate) => candidate.id === target.id);
      if (preset) this.apply(presetGearList(preset));
    } else {
      const template = this.deps.customLists.lists.find((candidate) => candidate.id === target.id);
      if (template) this.apply(customGearList(toJS(template)));
    }
  }

  private get offline(): boolean {
    return this.deps.connectivity?.offline ?? false;
  }

  private setPending(pending: PendingGearEdits | null): void {
    this.pending = pending;
    if (!this.deps.storage) return;
    if (pending) writeJson(this.deps.storage, PENDING_GEAR_KEY, pending);
    else this.deps.storage.removeItem(PENDING_GEAR_KEY);
  }

  /** An edit of a saved plan's list: kept on the device until the server has it. */
  private recordEdit(planId: string, gear: PlanGearList): void {
    const current = this.pending?.planId === planId ? this.pending : null;
    this.mergedWithChanges = false;
    this.setPending({
      planId,
      userId: this.deps.session.user?.id ?? null,
      base: current ? current.base : toJS(this.deps.plan.serverGearList),
      mine: toJS(gear),
      unsent: (current?.unsent ?? false) || this.offline,
    });
  }

  private markUnsent(): void {
    if (this.pending && !this.pending.unsent) this.setPending({ ...this.pending, unsent: true });
  }

  /**
   * Sends edits kept on the device: the server's latest list first, the edits put on top
   * of it (mergeGearEdits), then the result. Offline, or on a network failure, they stay.
   */
  private async sendPending(): Promise<boolean> {
    const pending = this.pending;
    if (!pending) return true;
    if (this.offline) {
      this.markUnsent();
      return false;
    }
    const userId = this.deps.session.user?.id ?? null;
    if (!this.deps.session.isLoggedIn) return false;
    if (pending.userId !== null && userId !== null && pending.userId !== userId) {
      this.setPending(null);
      return true;
    }
    this.saving = true;
    this.saveError = null;
    try {
      // Back from hours without a signal, the access token has expired: refresh it first.
      await this.deps.session.refreshIfNeeded?.();
      // Loaded when needed: only a walker coming back online runs it (the entry stays small).
      const { sendGearEdits } = await import('./mergeGearEdits.ts');
      const { answer, merged } = await sendGearEdits(this.deps.api, pending);
      runInAction(() => {
        this.mergedWithChanges = merged.keptFromServer > 0;
        // Edits made while this was on its way stay pending; the next save merges them too.
        if (this.pending !== pending) return;
        this.setPending(null);
        this.deps.plan.gearMerged(answer);
      });
      return true;
    } catch (cause) {
      runInAction(() => {
        if (statusOf(cause) === undefined) return this.markUnsent();
        // Refused (the plan is gone, or no longer theirs to tick): the list stays in the plan on this device.
        if (this.pending === pending) this.setPending(null);
        this.setError(serverErrorText(cause) ?? GEAR_SAVE_FAILED);
      });
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  private change(change: (list: GearList) => GearList): void {
    const gear = this.gear;
    if (!gear || !this.canEdit) return;
    this.apply({ ...gear, list: change(toJS(gear.list)) });
  }

  /** The list changes: kept with the plan, and saved soon when the plan is saved. */
  private apply(gear: PlanGearList): void {
    this.deps.plan.setGearList(gear);
    const planId = this.deps.plan.id;
    if (planId === null) return;
    this.recordEdit(planId, gear);
    this.clearTimer();
    this.autosavePending = true;
    this.timer = setTimeout(() => void this.flush(), this.deps.autosaveDelayMs ?? GEAR_AUTOSAVE_DELAY_MS);
  }

  private async saveNow(): Promise<boolean> {
    const id = this.deps.plan.id;
    const gear = this.deps.plan.gearList;
    this.autosavePending = false;
    if (id === null || gear === null) return true;
    if (this.pending?.planId === id && (this.pending.unsent || this.offline)) return this.sendPending();
    this.saving = true;
    this.saveError = null;
    const sent = toJS(gear);
    try {
      const answer = await this.deps.api.updatePlanGear(id, sent);
      runInAction(() => {
        this.deps.plan.gearSaved(answer);
        this.confirmed(id, sent, answer);
      });
      return true;
    } catch (cause) {
      runInAction(() => {
        // No answer at all: the network went; the edits wait on the device for it.
        if (statusOf(cause) === undefined && this.pending?.planId === id) return this.markUnsent();
        this.setError(serverErrorText(cause) ?? GEAR_SAVE_FAILED);
      });
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** The server has `sent`: the edits kept for it are done, or (edited since) start from the server's answer. */
  private confirmed(planId: string, sent: PlanGearList, answer: Plan): void {
    const pending = this.pending;
    if (pending?.planId !== planId) return;
    if (sameGear(pending.mine, sent)) this.setPending(null);
    else this.setPending({ ...pending, base: toJS(answer.gearList) });
  }

  private setError(message: string): void {
    this.saveError = message;
    this.errorPlanId = this.deps.plan.id;
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.autosavePending = false;
  }
}
