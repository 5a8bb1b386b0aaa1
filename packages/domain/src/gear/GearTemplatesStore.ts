import { makeAutoObservable, runInAction, toJS } from 'mobx';
import {
  GEAR_LIST_TITLE_REQUIRED,
  GEAR_SAVE_FAILED,
  SOMETHING_WENT_WRONG,
  type GearCategory,
  type GearList,
  type GearListTemplate,
  type GearListTemplateInput,
  type GearListTemplatesResponse,
  type SuccessResponse,
} from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';
import { gearEditorActions, type GearEditorActions } from './gearEditorActions.ts';
import { emptyGearCategories, unpackedCopy } from './gearListEdits.ts';
import { MY_GEAR_LISTS_LOAD_FAILED, NEW_GEAR_LIST_TITLE } from './gearTexts.ts';

/** The user/gear-list-template calls of spec part 2 §7. */
export interface GearTemplatesSource {
  getGearListTemplates(): Promise<GearListTemplatesResponse>;
  createGearListTemplate(list: GearListTemplateInput): Promise<GearListTemplate>;
  duplicateGearListTemplate(id: number): Promise<GearListTemplate>;
  updateGearListTemplate(id: number, list: GearListTemplateInput): Promise<GearListTemplate>;
  deleteGearListTemplate(id: number): Promise<SuccessResponse>;
}

export interface GearTemplatesStoreDeps {
  api: GearTemplatesSource;
  session: { readonly isLoggedIn: boolean; onLogout(listener: () => void): () => void };
  /** How long after the last edit a list saves itself. */
  autosaveDelayMs?: number;
}

export const GEAR_AUTOSAVE_DELAY_MS = 1000;

/** Where a list's edits stand: 'saving' from the first edit until the server has them. */
export type GearListSaveState = 'saved' | 'saving' | 'error';

interface ListSaving {
  timer: ReturnType<typeof setTimeout> | null;
  /** The last save asked for; the next waits for it. */
  queue: Promise<boolean>;
  /** Counts edits, so a save that ends after more typing leaves the list 'saving'. */
  edits: number;
}

/**
 * The user's custom gear lists (spec part 2 §2 My Gear Lists, §4 "create, duplicate,
 * rename, edit, delete", §6: they need an account): loaded once per session, shown in
 * the gear page's dropdown and on My Gear Lists, where each edit changes the list at once
 * and saves the whole list a moment after the last keystroke. A failed save keeps the
 * edits and says so; a failed delete puts the list back.
 */
export class GearTemplatesStore {
  lists: GearListTemplate[] = [];
  loading = false;
  loaded = false;
  /** My Gear Lists' message when the lists could not be loaded (the gear page's dropdown stays silent: spec part 2 §8). */
  loadError: string | null = null;

  creating = false;
  /** 'Add new gear list' or 'Duplicate' failed: the server's error, else 'Something went wrong, please try again.' */
  createError: string | null = null;
  duplicatingId: number | null = null;
  deletingId: number | null = null;
  deleteError: string | null = null;

  /** Per list: its save state and the last save's error. */
  saveStates = new Map<number, GearListSaveState>();
  saveErrors = new Map<number, string>();
  /** A name left blank: shown, and the list is not saved until it has one. */
  titleErrors = new Map<number, string>();

  private saving = new Map<number, ListSaving>();
  private readonly deps: GearTemplatesStoreDeps;

  constructor(deps: GearTemplatesStoreDeps) {
    this.deps = deps;
    makeAutoObservable<GearTemplatesStore, 'deps' | 'saving'>(this, { deps: false, saving: false });
    // Spec part 1 §4: logout clears the gear templates.
    deps.session.onLogout(() => this.reset());
  }

  find(id: number): GearListTemplate | null {
    return this.lists.find((list) => list.id === id) ?? null;
  }

  saveStateOf(id: number): GearListSaveState {
    return this.saveStates.get(id) ?? 'saved';
  }

  /** Loads the lists once (or again with `force`); guests have none. */
  async load(options: { force?: boolean } = {}): Promise<void> {
    if (!this.deps.session.isLoggedIn || this.loading || (this.loaded && !options.force)) return;
    this.loading = true;
    this.loadError = null;
    try {
      const lists = await this.deps.api.getGearListTemplates();
      runInAction(() => {
        // Lists with edits still to save keep the edits.
        this.lists = lists.map((list) => (this.saveStateOf(list.id) === 'saved' ? list : (this.find(list.id) ?? list)));
        this.loaded = true;
      });
    } catch {
      runInAction(() => (this.loadError = MY_GEAR_LISTS_LOAD_FAILED));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** 'Add new gear list': 'New gear list' with 'Category 1' and one empty item. */
  create(): Promise<GearListTemplate | null> {
    return this.saveAsNew(NEW_GEAR_LIST_TITLE, emptyGearCategories());
  }

  /** A new list from the gear page's list ('Save as a custom list'): its ticks are the trip's, so it starts unpacked. */
  async saveAsNew(title: string, categories: readonly GearCategory[]): Promise<GearListTemplate | null> {
    const name = title.trim();
    if (name === '') {
      this.createError = GEAR_LIST_TITLE_REQUIRED;
      return null;
    }
    if (this.creating) return null;
    this.creating = true;
    this.createError = null;
    try {
      const made = await this.deps.api.createGearListTemplate({ title: name, categories: unpackedCopy({ categories: toJS(categories) as GearCategory[] }).categories });
      runInAction(() => this.lists.push(made));
      return made;
    } catch (cause) {
      runInAction(() => (this.createError = serverErrorText(cause) ?? SOMETHING_WENT_WRONG));
      return null;
    } finally {
      runInAction(() => (this.creating = false));
    }
  }

  /** 'Duplicate': the list's edits are saved first, so the copy is what the user sees. */
  async duplicate(id: number): Promise<GearListTemplate | null> {
    if (this.duplicatingId !== null) return null;
    this.duplicatingId = id;
    this.createError = null;
    try {
      if (!(await this.flush(id))) {
        runInAction(() => (this.createError = this.saveErrors.get(id) ?? this.titleErrors.get(id) ?? SOMETHING_WENT_WRONG));
        return null;
      }
      const copy = await this.deps.api.duplicateGearListTemplate(id);
      runInAction(() => this.lists.push(copy));
      return copy;
    } catch (cause) {
      runInAction(() => (this.createError = serverErrorText(cause) ?? SOMETHING_WENT_WRONG));
      return null;
    } finally {
      runInAction(() => (this.duplicatingId = null));
    }
  }

  /** 'Delete', after 'Are you sure you want to delete this gear list?': gone at once, back in its place if the call fails. */
  async remove(id: number): Promise<boolean> {
    const index = this.lists.findIndex((list) => list.id === id);
    const list = this.lists[index];
    if (!list || this.deletingId !== null) return false;
    this.cancelSave(id);
    this.deletingId = id;
    this.deleteError = null;
    this.lists.splice(index, 1);
    try {
      await this.deps.api.deleteGearListTemplate(id);
      runInAction(() => this.forgetSaveState(id));
      return true;
    } catch (cause) {
      runInAction(() => {
        this.lists.splice(Math.min(index, this.lists.length), 0, list);
        this.deleteError = serverErrorText(cause) ?? SOMETHING_WENT_WRONG;
      });
      return false;
    } finally {
      runInAction(() => (this.deletingId = null));
    }
  }

  /** The editable name: saved when it is not blank. */
  rename(id: number, title: string): void {
    this.change(id, (list) => ({ ...list, title }));
  }

  /** The gear editor's actions on one of the lists. */
  editorFor(id: number): GearEditorActions {
    return gearEditorActions((change) => this.change(id, change));
  }

  /** Saves the list's edits now (the editor was left, or a duplicate needs them); false when they could not be saved. */
  flush(id: number): Promise<boolean> {
    const state = this.stateOf(id);
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
    // One save of a list at a time: a flush waits for the one before it.
    state.queue = state.queue.then(() => this.saveNow(id));
    return state.queue;
  }

  /** Logout: nothing of the user's lists stays. */
  reset(): void {
    for (const id of this.saving.keys()) this.cancelSave(id);
    this.saving.clear();
    this.lists = [];
    this.loaded = false;
    this.loading = false;
    this.loadError = null;
    this.createError = null;
    this.deleteError = null;
    this.duplicatingId = null;
    this.deletingId = null;
    this.saveStates.clear();
    this.saveErrors.clear();
    this.titleErrors.clear();
  }

  private change(id: number, change: (list: GearList) => GearList): void {
    const index = this.lists.findIndex((list) => list.id === id);
    const list = this.lists[index];
    if (!list) return;
    const next = change({ title: list.title, categories: list.categories });
    this.lists[index] = { id, title: next.title, categories: next.categories };
    if (next.title.trim() === '') {
      this.titleErrors.set(id, GEAR_LIST_TITLE_REQUIRED);
      this.saveStates.set(id, 'error');
      this.cancelSave(id);
      return;
    }
    this.titleErrors.delete(id);
    this.saveStates.set(id, 'saving');
    this.saveErrors.delete(id);
    const state = this.stateOf(id);
    state.edits++;
    if (state.timer) clearTimeout(state.timer);
    state.timer = setTimeout(() => void this.flush(id), this.deps.autosaveDelayMs ?? GEAR_AUTOSAVE_DELAY_MS);
  }

  private async saveNow(id: number): Promise<boolean> {
    if (this.saveStateOf(id) === 'saved') return true;
    const list = this.find(id);
    if (!list) return false;
    if (list.title.trim() === '') return false;
    const state = this.stateOf(id);
    const editsBefore = state.edits;
    const sent = toJS(list);
    this.saveErrors.delete(id);
    try {
      await this.deps.api.updateGearListTemplate(id, { title: sent.title.trim(), categories: sent.categories });
      runInAction(() => {
        if (state.edits === editsBefore) this.saveStates.set(id, 'saved');
      });
      return true;
    } catch (cause) {
      runInAction(() => {
        this.saveStates.set(id, 'error');
        this.saveErrors.set(id, serverErrorText(cause) ?? GEAR_SAVE_FAILED);
      });
      return false;
    }
  }

  private stateOf(id: number): ListSaving {
    let state = this.saving.get(id);
    if (!state) {
      state = { timer: null, queue: Promise.resolve(true), edits: 0 };
      this.saving.set(id, state);
    }
    return state;
  }

  private cancelSave(id: number): void {
    const state = this.saving.get(id);
    if (state?.timer) clearTimeout(state.timer);
    if (state) state.timer = null;
  }

  private forgetSaveState(id: number): void {
    this.saving.delete(id);
    this.saveStates.delete(id);
    this.saveErrors.delete(id);
    this.titleErrors.delete(id);
  }
}
