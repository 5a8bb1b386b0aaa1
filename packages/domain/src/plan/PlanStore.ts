import { format, parseISO } from 'date-fns';
import { makeAutoObservable, reaction, runInAction, toJS } from 'mobx';
import {
  DOCUMENT_TYPES_ALLOWED,
  INVALID_FILE_TYPE,
  NOT_ENOUGH_STORAGE,
  PLAN_CHANGED_ELSEWHERE,
  TIME_HOURS,
  TIME_MERIDIEMS,
  TIME_MINUTES,
  isTripOver,
  tripDatesProblem,
  tripDays,
  type DailyPlan,
  type FileKind,
  type IsoDate,
  type Plan,
  type PlanGearList,
  type PlanInput,
  type PlanLocation,
  type TimeOfDay,
  type TripStatus,
  type User,
  type TimeProblems,
  type UploadedFile,
} from '@planmywalk/contracts';
import { serverErrorText, statusOf } from '../api/apiErrors.ts';
import type { ContactEntry } from '../contacts/contactRules.ts';
import { base64ToBlob, blobToBase64 } from '../platform/binary.ts';
import { PLAN_FILES_KEY, PLAN_KEY } from '../platform/deviceKeys.ts';
import { readJson, tryWriteJson, type KeyValueStorage } from '../platform/KeyValueStorage.ts';
import type { Ticker } from '../platform/Ticker.ts';
import type { StoreReview } from '../platform/StoreReview.ts';
import type { Navigator } from '../session/SessionStore.ts';
import { dailyPlansFor, showsDailyPlans, tripDayDates, withDailyPlan, type DailyPlanFields } from './dailyPlans.ts';
import { dateSummary } from './dateSummary.ts';
import { planCompleteView, type LastSave, type PlanCompleteView } from './planCompletion.ts';
import { readonlyPlanPath, showsUnsavedPlanWarning } from './planNavigation.ts';
import { DOCUMENT_OPEN_FAILED, GUEST_MUST_LOG_IN, PDF_DOWNLOAD_FAILED, PLAN_LOAD_FAILED, PLAN_SAVE_FAILED } from './planTexts.ts';

export const NEW_LINK_FAILED = 'We could not make a new link. Please try again.';
import { documentProblem, draftProblems, extensionOf, planFieldErrors, publishProblems, type PlanFieldErrors } from './planValidation.ts';
import { calendarMinDate, defaultTimes, selectionTimeProblems, selectionToTripDates, type DateSelection } from './tripTimes.ts';
import { deliveryNotices } from './deliveryNotices.ts';
import { publishCheckInNote, publishSafetyProblems, selfAsContactProblem, tripStatusView, type TripStatusView } from './tripSafety.ts';
import {
  emptyWorkingPlan,
  isSameLocation,
  isWorkingPlan,
  toPlanInput,
  workingPlanOf,
  type LocalDocument,
  type WorkingContact,
  type WorkingDocument,
  type WorkingPlan,
} from './workingPlan.ts';

/** The plan calls of spec part 2 §7 the editor makes. */
export interface PlanSource {
  createPlan(plan: PlanInput): Promise<Plan>;
  updatePlan(id: string, plan: PlanInput): Promise<Plan>;
  /** The owner makes a new share link (ADR 059); answers the plan with its new `share_key`. */
  makeNewPlanLink(id: string): Promise<Plan>;
  /** The editor loads a saved plan through the read route: it answers the owner the whole plan, with canEdit. */
  getReadonlyPlan(guid: string): Promise<Plan>;
  downloadPlanPdf(id: string): Promise<{ blob: Blob; filename: string }>;
  /** A stored file by its url, with the session (a plan's documents are private). */
  downloadFile(url: string): Promise<{ blob: Blob; filename: string }>;
  upload(file: Blob, name: string, options?: { isPrivate?: boolean; onProgress?: (fraction: number) => void }): Promise<UploadedFile>;
}

/** A document on its way to the server, shown with how much of it has been sent. */
export interface DocumentUpload {
  id: string;
  title: string;
  size: number;
  /** 0 to 1. */
  progress: number;
}

/** What the plan needs of the session: who is logged in, and logout. */
export interface PlanSession {
  readonly isLoggedIn: boolean;
  /** The walker: publishing checks their phone, address and overdue alert setting (ADR 057). */
  readonly user: (Pick<User, 'id' | 'email' | 'phone'> & { readonly notifications: User['notifications'] }) | null;
  onLogout(listener: () => void): () => void;
}

/** The people who can be put on a plan (the ContactsStore). */
export interface ContactChoices {
  readonly all: readonly ContactEntry[];
}

export interface PlanStoreDeps {
  api: PlanSource;
  session: PlanSession;
  contacts: ContactChoices;
  ticker: Ticker;
  storage: KeyValueStorage;
  navigator: Navigator;
  /** Offline, documents are kept on the device instead of uploaded at once. */
  connectivity?: { readonly offline: boolean };
  /** A new local document's id; random by default. */
  newId?: () => string;
  /** Native apps ask for a store review after a saved draft (spec part 2 §4). */
  storeReview?: StoreReview;
  /** OVERDUE_GRACE_MINUTES from the app's config, once loaded: when the contact is emailed, said before publishing. */
  overdueGraceMinutes?: () => number | null;
  /** SMS is on (the app's config): the overdue alert is also texted to a contact with a mobile number. */
  overdueTexts?: () => boolean;
}

interface PersistedPlan {
  plan: WorkingPlan;
  saved: Plan | null;
  planning: boolean;
  /** Whose plan this is (null: a guest's, which becomes the next user's to log in). */
  userId: number | null;
  lastSave: LastSave | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isPersistedPlan = (value: unknown): value is PersistedPlan =>
  isObject(value) &&
  isWorkingPlan(value.plan) &&
  (value.saved === null || (isObject(value.saved) && typeof value.saved.id === 'string' && typeof value.saved.revision === 'number')) &&
  typeof value.planning === 'boolean' &&
  (value.userId === null || typeof value.userId === 'number') &&
  (value.lastSave === null || (isObject(value.lastSave) && typeof value.lastSave.planId === 'string'));

const isFiles = (value: unknown): value is Record<string, string> =>
  isObject(value) && Object.values(value).every((file) => typeof file === 'string');

const randomId = () => Math.random().toString(36).slice(2, 10);

/** A document as the plan screen lists it. */
export interface DocumentView {
  key: string;
  title: string;
  size: number;
  ext: string;
  /** What kind of file it is: the server's reading of an uploaded one, the extension's of one on the device. */
  type: FileKind;
  /** Where to open it; null while it waits on the device to be uploaded. */
  url: string | null;
  pending: boolean;
}

/** One day of the daily plan as the screen shows it. */
export interface DailyPlanDay {
  day: DailyPlan;
  date: IsoDate;
  /** Its heading: 'Day 1 - Sat 05 Dec'. */
  label: string;
}

/** Which save is running: 'Save draft plan' or 'Publish plan'. */
export type PlanSaveKind = 'draft' | 'publish';

/** A save that failed, and why the store cannot go on with it. */
class SaveFailure extends Error {}

/**
 * The working trip plan (spec part 2 §2–§5, part 1 §4): the plan being made or edited
 * on this device, its dates and times, the planning flag, its state and what may be done
 * with it, saving and publishing, and a guest's draft kept on the device across reloads.
 */
export class PlanStore {
  plan: WorkingPlan = emptyWorkingPlan();
  /** 'Make a new link' is running. */
  makingNewLink = false;
  newLinkError: string | null = null;
  /** The server's last answer for the working plan (id, revision, ownership); null until saved or loaded. */
  saved: Plan | null = null;
  /** Spec part 2 §4: any edit sets it; a save or a reset clears it. */
  planning = false;
  /** What the last save did, for the plan-complete screen. */
  lastSave: LastSave | null = null;

  /** The calendar's selection while it is open ('Add trip dates'); null when closed. */
  dateSelection: DateSelection | null = null;

  saving = false;
  /** Which save is running, for its button's spinner; null when none. */
  savingAs: PlanSaveKind | null = null;
  /** 'We are loading your unsaved data. Just a second...' while a guest's documents and contacts go up. */
  uploadingUnsavedData = false;
  saveError: string | null = null;
  /** The last save was refused because the plan was saved elsewhere since it was loaded (409). */
  conflict = false;
  /** The server's latest copy is being fetched after a conflict (`reloadLatest`). */
  reloading = false;
  /** 'Not enough storage space!' when the last change did not fit on the device. */
  storageError: string | null = null;

  addingDocument = false;
  /** Documents being uploaded now, with their progress (the documents section's upload rows). */
  uploads: DocumentUpload[] = [];
  documentError: string | null = null;

  loading = false;
  /** The plan asked for does not exist or is not the viewer's to see. */
  notFound = false;
  loadError: string | null = null;

  downloadingPdf = false;
  pdfError: string | null = null;

  private userId: number | null = null;
  /** The plan a load is under way for; a later load (or a reset) makes an earlier answer stale. */
  private loadingId: string | null = null;
  /** The bytes of local documents, by document key. */
  private files: Record<string, string> = {};
  private timesTouched = false;
  /** Counts edits, so a save that ends after more typing does not overwrite it with the server's copy. */
  private editCount = 0;
  /** Names each document upload's row. */
  private uploadCount = 0;
  private readonly deps: PlanStoreDeps;

  constructor(deps: PlanStoreDeps) {
    this.deps = deps;
    this.restore();
    makeAutoObservable<PlanStore, 'deps' | 'files' | 'timesTouched' | 'editCount' | 'uploadCount' | 'userId' | 'loadingId'>(this, {
      deps: false,
      loadingId: false,
      files: false,
      timesTouched: false,
      editCount: false,
      uploadCount: false,
      userId: false,
    });
    // Spec part 1 §4: logout resets the plan and clears temporary contacts and files.
    deps.session.onLogout(() => this.reset(null));
    // After login the guest's draft becomes the user's; another user's plan left on the
    // device (a session that expired without logout) is not shown to the next one.
    reaction(
      () => deps.session.user?.id ?? null,
      (id) => this.claimFor(id),
      { fireImmediately: true },
    );
  }

  // ---- What the plan is -------------------------------------------------------------

  get location(): PlanLocation | null {
    return this.plan.location;
  }

  /** The plan's id (and share link) once saved. */
  get id(): string | null {
    return this.saved?.id ?? null;
  }

  /** The custom trip name, else the location's title. */
  get title(): string {
    return this.plan.custom_trip_name.trim() || this.plan.location?.title || '';
  }

  get isGuest(): boolean {
    return !this.deps.session.isLoggedIn;
  }

  get isPublished(): boolean {
    return this.saved?.is_published ?? false;
  }

  get isComplete(): boolean {
    return this.saved?.is_complete ?? false;
  }

  /**
   * Where the saved trip is at, as the server said when it answered (ADR 057); null for
   * a plan never saved (and for one kept on the device from before statuses existed).
   */
  get status(): TripStatus | null {
    return (this.saved as Partial<Plan> | null)?.status ?? null;
  }

  /** The status banner: a draft says nothing, a trip published or marked complete says where it is at. */
  get statusView(): TripStatusView | null {
    const saved = this.saved;
    const status = this.status;
    if (!saved || !status || status.state === 'draft' || !(saved as Partial<Plan>).walker) return null;
    return tripStatusView(saved);
  }

  /**
   * What the walker must hear about addresses the saved plan's mail cannot reach (ADR 064):
   * an address that bounced while the trip is ahead, an overdue email that did not reach.
   */
  get deliveryNotices(): string[] {
    const saved = this.saved as Partial<Plan> | null;
    return saved?.status ? deliveryNotices({ status: saved.status, ...(saved.undeliverable ? { undeliverable: saved.undeliverable } : {}) }) : [];
  }

  /** The trip is past its end, checked in from or marked complete: the plan is shown read-only. */
  get tripOver(): boolean {
    return this.status !== null && isTripOver(this.status);
  }

  /** Only the owner edits (ADR 018), and not a trip that is over. */
  get canEdit(): boolean {
    return (this.saved === null || this.saved.canEdit) && !this.tripOver;
  }

  /** A plan the viewer may not edit: the plan page goes to its read-only page instead. */
  get readonlyRedirect(): string | null {
    return this.saved && !this.saved.canEdit ? readonlyPlanPath(this.saved.id) : null;
  }

  get isPendingInvitation(): boolean {
    return this.saved?.isPendingInvitation ?? false;
  }

  /** The shared icon. */
  get isShared(): boolean {
    return this.saved?.isShared ?? false;
  }

  /** Part 1 §4: leaving for the tracks screen asks 'You have not saved your Plan.' */
  get showsUnsavedWarning(): boolean {
    return showsUnsavedPlanWarning({
      loggedIn: this.deps.session.isLoggedIn,
      planning: this.planning,
      hasLocation: this.plan.location !== null,
      isPublished: this.isPublished,
      isComplete: this.isComplete,
    });
  }

  /** The plan-complete screen; null without a save to show (the page then goes to plan). */
  get completeView(): PlanCompleteView | null {
    return this.lastSave ? planCompleteView(this.lastSave) : null;
  }

  // ---- Validation -------------------------------------------------------------------

  get fieldErrors(): PlanFieldErrors {
    return planFieldErrors(this.plan);
  }

  /** Why 'Save draft plan' would be refused (empty when it may go): a field over its limit, the walker as their own emergency contact. */
  get draftProblems(): string[] {
    const user = this.deps.session.user;
    const self = user ? selfAsContactProblem(this.plan.emergency_contact?.email, user) : null;
    return [...(self ? [self] : []), ...draftProblems(this.plan)];
  }

  /**
   * Why 'Publish plan' would be refused: dates, times, any field over its limit, and the
   * safety chain's rules the server holds it to (a past end, the walker's phone, the
   * contact's email while the overdue alert is on: ADR 057).
   */
  get publishProblems(): string[] {
    const user = this.deps.session.user;
    const safety = user ? publishSafetyProblems(this.plan, user, this.deps.ticker.now) : [];
    return [...new Set([...publishProblems(this.plan), ...safety])];
  }

  /** Said in the publish question: what the walker must do at the end, and when their contact is emailed (or that nobody will be). */
  get publishCheckInNote(): string | null {
    const user = this.deps.session.user;
    return user ? publishCheckInNote(this.plan, user, this.deps.overdueGraceMinutes?.() ?? null, this.deps.overdueTexts?.() ?? false) : null;
  }

  /** The publish flow's warning: no emergency contact (it can be ignored). */
  get needsEmergencyContactWarning(): boolean {
    return this.plan.emergency_contact === null;
  }

  get canSave(): boolean {
    return this.deps.session.isLoggedIn && this.canEdit && !this.saving && !this.addingDocument && this.draftProblems.length === 0;
  }

  // ---- Dates ------------------------------------------------------------------------

  /** The selector bar's summary ('05 Dec - 08 Dec', …); null without dates. */
  get dateSummary(): string | null {
    return dateSummary(this.plan.date);
  }

  /** The clear-date button: dates are set and the calendar is closed. */
  get showsClearDates(): boolean {
    return this.plan.date !== null && this.dateSelection === null;
  }

  /** The calendar's first day: today in New Zealand. */
  get minDate(): IsoDate {
    return calendarMinDate(this.deps.ticker.now);
  }

  /** The pickers' messages for the current selection. */
  get selectionProblems(): TimeProblems {
    return this.dateSelection ? selectionTimeProblems(this.dateSelection) : { start: null, end: null };
  }

  /** Why 'Save date and time' is refused (bad times, too long), or null. */
  get selectionProblem(): string | null {
    if (!this.dateSelection?.start || !this.dateSelection.end) return null;
    return tripDatesProblem({ ...this.dateSelection, start: this.dateSelection.start, end: this.dateSelection.end });
  }

  get canApplyDates(): boolean {
    return this.dateSelection !== null && selectionToTripDates(this.dateSelection) !== null && this.selectionProblem === null;
  }

  /** 'Add trip dates': the calendar opens on the plan's dates, or none, with the default times. */
  openDates(): void {
    const date = this.plan.date;
    const defaults = defaultTimes(this.deps.ticker.now, { dayTrip: date !== null && date.start === date.end });
    this.timesTouched = Boolean(date?.start_time && date.end_time);
    this.dateSelection = {
      start: date?.start ?? null,
      end: date?.end ?? null,
      start_time: date?.start_time ?? defaults.start_time,
      end_time: date?.end_time ?? defaults.end_time,
    };
  }

  /** The calendar's range; a backwards range is put in order. Untouched times follow a switch to or from a day trip. */
  selectRange(start: IsoDate | null, end: IsoDate | null): void {
    if (!this.dateSelection) this.openDates();
    const [first, last] = start && end && end < start ? [end, start] : [start, end];
    const selection = this.dateSelection as DateSelection;
    const times =
      this.timesTouched || !first ? {} : defaultTimes(this.deps.ticker.now, { dayTrip: last === null || first === last });
    this.dateSelection = { ...selection, ...times, start: first, end: last };
  }

  /** A time picker changed; a value the pickers do not offer is ignored. */
  setSelectionTime(which: 'start' | 'end', value: PickerTime): void {
    const time = timeOfDayOf(value);
    if (!time) return;
    if (!this.dateSelection) this.openDates();
    this.timesTouched = true;
    const selection = this.dateSelection as DateSelection;
    this.dateSelection = which === 'start' ? { ...selection, start_time: time } : { ...selection, end_time: time };
  }

  /** 'Save date and time': the selection becomes the plan's dates, or nothing changes when it is not valid. */
  applyDates(): boolean {
    if (!this.dateSelection || !this.canEdit) return false;
    const dates = selectionToTripDates(this.dateSelection);
    if (!dates || tripDatesProblem(dates)) return false;
    this.edit(() => (this.plan.date = dates));
    this.dateSelection = null;
    return true;
  }

  closeDates(): void {
    this.dateSelection = null;
  }

  clearDates(): void {
    if (!this.canEdit) return;
    this.edit(() => (this.plan.date = null));
  }

  // ---- The plan's fields ------------------------------------------------------------

  /**
   * The location page being shown. Another location than the plan's resets the working
   * plan and forgets the saved one (spec part 2 §4); the same one refreshes its details.
   */
  setLocation(location: PlanLocation): void {
    if (this.plan.location && !isSameLocation(this.plan.location, location)) {
      this.reset(location);
      return;
    }
    this.plan.location = location;
    this.persist();
  }

  setTripName(name: string): void {
    this.edit(() => (this.plan.custom_trip_name = name));
  }

  setNote(note: string): void {
    this.edit(() => (this.plan.note = note));
  }

  /** The daily plan's days, one per day of a trip of more than one day. */
  get showsDailyPlans(): boolean {
    return showsDailyPlans(this.plan.date);
  }

  get dailyPlans(): DailyPlanDay[] {
    const date = this.plan.date;
    if (!date) return [];
    const dates = tripDayDates(date);
    return dailyPlansFor(date, this.plan.daily_plans).map((day) => {
      const dayDate = dates[day.day_index] as IsoDate;
      return { day, date: dayDate, label: dailyPlanLabel(day.day_index, dayDate) };
    });
  }

  /** A day's 'Save' in the daily plan. */
  setDailyPlan(dayIndex: number, fields: Partial<DailyPlanFields>): void {
    if (!this.plan.date || dayIndex < 0 || dayIndex >= tripDays(this.plan.date)) return;
    this.edit(() => (this.plan.daily_plans = withDailyPlan(this.plan.daily_plans, dayIndex, fields)));
  }

  // ---- People -----------------------------------------------------------------------

  get groupMembers(): WorkingContact[] {
    return this.plan.contacts;
  }

  get emergencyContact(): WorkingContact | null {
    return this.plan.emergency_contact;
  }

  /** Who may join the group: everyone but the emergency contact (spec part 2 §5) and those already in it. */
  get groupCandidates(): ContactEntry[] {
    const taken = new Set([this.plan.emergency_contact?.key, ...this.plan.contacts.map((contact) => contact.key)]);
    return this.deps.contacts.all.filter((entry) => !taken.has(entry.key));
  }

  /** Who may be the emergency contact: anyone not in the group. */
  /** Who may be the emergency contact: not a group member, and never the walker themselves (ADR 057). */
  get emergencyCandidates(): ContactEntry[] {
    const group = new Set(this.plan.contacts.map((contact) => contact.key));
    const user = this.deps.session.user;
    return this.deps.contacts.all.filter((entry) => !group.has(entry.key) && !(user && selfAsContactProblem(entry.email, user)));
  }

  addGroupMember(entry: ContactEntry): boolean {
    if (!this.canEdit || entry.key === this.plan.emergency_contact?.key) return false;
    if (this.plan.contacts.some((contact) => contact.key === entry.key)) return false;
    this.edit(() => this.plan.contacts.push(workingContactOfEntry(entry)));
    return true;
  }

  removeGroupMember(key: string): void {
    if (!this.canEdit) return;
    this.edit(() => (this.plan.contacts = this.plan.contacts.filter((contact) => contact.key !== key)));
  }

  /** Sets (or with null, removes) the emergency contact; a group member cannot also be it. */
  setEmergencyContact(entry: ContactEntry | null): boolean {
    if (!this.canEdit) return false;
    if (entry && this.plan.contacts.some((contact) => contact.key === entry.key)) return false;
    this.edit(() => (this.plan.emergency_contact = entry ? workingContactOfEntry(entry) : null));
    return true;
  }

  // ---- Documents --------------------------------------------------------------------

  get documents(): DocumentView[] {
    return this.plan.documents.map((document) =>
      document.kind === 'uploaded'
        ? {
            key: document.key,
            title: document.attachment.title,
            size: document.attachment.size,
            ext: document.attachment.ext,
            type: document.attachment.type,
            url: document.attachment.url,
            pending: false,
          }
        : {
            key: document.key,
            title: document.title,
            size: document.size,
            ext: document.ext,
            type: fileKindOf(document.ext),
            url: null,
            pending: true,
          },
    );
  }

  /** Files chosen together are attached one after another; answers how many were attached. */
  async addDocuments(files: readonly (Blob & { readonly name: string })[]): Promise<number> {
    let added = 0;
    for (const file of files) {
      if (!(await this.addDocument(file, file.name))) break;
      added++;
    }
    return added;
  }

  /**
   * Attaches a document (spec part 2 §5): at most 3, of the document types. A user online
   * uploads it at once (private); a guest, or anyone offline, keeps it on the device until
   * the plan is saved — or is told 'Not enough storage space!' when it does not fit.
   */
  async addDocument(file: Blob, name: string): Promise<boolean> {
    if (this.addingDocument || !this.canEdit) return false;
    const problem = documentProblem({ name, size: file.size }, this.plan.documents.length);
    this.documentError = problem;
    if (problem) return false;
    this.addingDocument = true;
    try {
      if (this.deps.session.isLoggedIn && !this.deps.connectivity?.offline) {
        const uploaded = await this.uploadOrKeep(file, name);
        if (uploaded === 'refused') return false;
        if (uploaded !== 'offline') {
          runInAction(() => this.edit(() => this.plan.documents.push({ kind: 'uploaded', key: `file:${uploaded.id}`, attachment: uploaded })));
          return true;
        }
      }
      const base64 = await blobToBase64(file);
      return runInAction(() => this.keepOnDevice({ name, size: file.size, mime: file.type }, base64));
    } finally {
      runInAction(() => (this.addingDocument = false));
    }
  }

  /**
   * A document to open: an uploaded one is fetched with the session (private files are
   * not served to a plain link), one kept on the device comes from its bytes. Null on
   * failure, with `documentError` saying so.
   */
  async openDocument(key: string): Promise<{ blob: Blob; filename: string } | null> {
    const document = this.plan.documents.find((candidate) => candidate.key === key);
    if (!document) return null;
    this.documentError = null;
    if (document.kind === 'local') {
      const bytes = this.files[key];
      if (bytes !== undefined) return { blob: base64ToBlob(bytes, document.mime), filename: document.title };
      this.documentError = DOCUMENT_OPEN_FAILED;
      return null;
    }
    try {
      return await this.deps.api.downloadFile(document.attachment.url);
    } catch (cause) {
      runInAction(() => (this.documentError = serverErrorText(cause) ?? DOCUMENT_OPEN_FAILED));
      return null;
    }
  }

  /** Removes a document (the screen has asked 'Are you sure you want to remove this document?'). */
  removeDocument(key: string): void {
    if (!this.canEdit) return;
    this.edit(() => (this.plan.documents = this.plan.documents.filter((document) => document.key !== key)));
    if (key in this.files) this.writeFiles(omit(this.files, key));
  }

  // ---- Saving -----------------------------------------------------------------------

  /**
   * Saving a published plan as a draft takes it back to a draft (spec part 2 §4): its
   * emergency contact is no longer told when the party is overdue. The screen can say so.
   */
  get savingDraftUnpublishes(): boolean {
    return this.isPublished;
  }

  /**
   * 'Publish plan' was pressed: true when the screen may ask its confirmation; otherwise
   * `saveError` says why not (a guest must log in; dates and times are needed; a field is
   * over its limit), so nobody confirms a publish that cannot happen.
   */
  readyToPublish(): boolean {
    if (!this.deps.session.isLoggedIn) {
      this.saveError = GUEST_MUST_LOG_IN;
      return false;
    }
    const problem = this.publishProblems[0] ?? null;
    this.saveError = problem;
    this.conflict = false;
    return problem === null && this.canEdit && !this.saving;
  }

  /** 'Save draft plan': saves with is_published false, then plan-complete. */
  async saveDraft(): Promise<boolean> {
    const saved = await this.save(false);
    if (saved) this.deps.storeReview?.request();
    return saved;
  }

  // ---- The gear list (the gear page's GearStore) ------------------------------------

  get gearList(): PlanGearList | null {
    return this.plan.gearList;
  }

  /** The gear list as the server last answered it (what offline edits started from). */
  get serverGearList(): PlanGearList | null {
    return this.saved?.gearList ?? null;
  }

  /**
   * The gear page changed the list. Kept with the plan like any edit; a saved plan's list
   * saves itself (PUT plan/{id}/gear), so it does not make the plan unsaved.
   */
  setGearList(gear: PlanGearList): void {
    if (!this.canEdit) return;
    const wasPlanning = this.planning;
    this.edit(() => (this.plan.gearList = gear));
    if (this.saved) this.planning = wasPlanning;
  }

  /** The gear page's first save: creates the plan as a draft with its list, and stays on the page. */
  saveInPlace(): Promise<boolean> {
    if (this.saved) return Promise.resolve(false);
    return this.save(false, { stay: true });
  }

  /** The plan the server answered after saving the gear list on its own (the revision does not move). */
  gearSaved(plan: Plan): void {
    if (this.saved?.id !== plan.id || plan.revision < this.saved.revision) return;
    this.saved = plan;
    this.persist();
  }

  /**
   * The server's plan after gear edits made offline were merged into its latest list
   * (GearStore): that list becomes the working plan's, as it is what the server keeps.
   */
  gearMerged(plan: Plan): void {
    if (this.saved?.id !== plan.id) return;
    this.saved = plan;
    this.plan.gearList = plan.gearList;
    this.persist();
  }

  /**
   * 'Publish plan', after the screen has asked 'You are publishing this plan…' and, without
   * an emergency contact, shown the warning. Refused with the first of `publishProblems`.
   */
  publish(): Promise<boolean> {
    return this.save(true);
  }

  clearSaveError(): void {
    this.saveError = null;
    this.conflict = false;
  }

  /** The unsaved-plan modal's 'Save draft plan' on the tracks screen: back to the plan (part 1 §4). */
  goToPlan(): void {
    this.deps.navigator.go('plan');
  }

  /** The unsaved-plan modal's 'Continue without saving': the plan is reset. */
  continueWithoutSaving(): void {
    this.reset(null);
  }

  /** 'Start planning a new trip': reset and go to tracks. */
  startNewPlan(): void {
    this.reset(null);
    this.deps.navigator.go('tracks');
  }

  /**
   * Opens a saved plan for editing (My Walks, a reload of the editor). Unsaved edits of
   * that same plan are kept; a plan the viewer may not edit sets `readonlyRedirect`. A
   * failed load clears the plan (spec part 2 §8).
   */
  async loadForEdit(id: string): Promise<void> {
    if (this.saved?.id === id && this.planning) return;
    this.loadingId = id;
    this.loading = true;
    this.notFound = false;
    this.loadError = null;
    try {
      const plan = await this.deps.api.getReadonlyPlan(id);
      runInAction(() => {
        if (this.loadingId === id) this.adopt(plan);
      });
    } catch (cause) {
      runInAction(() => {
        if (this.loadingId !== id) return;
        this.reset(null);
        if (statusOf(cause) === 404 || statusOf(cause) === 403) this.notFound = true;
        else this.loadError = serverErrorText(cause) ?? PLAN_LOAD_FAILED;
      });
    } finally {
      runInAction(() => {
        if (this.loadingId !== id) return;
        this.loading = false;
        this.loadingId = null;
      });
    }
  }

  /**
   * After a 409, the walker's choice to reload: the server's latest copy replaces the
   * working plan (the edits made here are dropped, as the message says). `loadForEdit`
   * would keep the stale edits of the same plan, so the conflict could never clear. A
   * failed reload keeps everything as it was, with the message.
   */
  async reloadLatest(): Promise<void> {
    const id = this.saved?.id;
    if (!id || this.reloading) return;
    this.reloading = true;
    try {
      const plan = await this.deps.api.getReadonlyPlan(id);
      runInAction(() => {
        if (this.saved?.id === id) this.adopt(plan);
      });
    } catch (cause) {
      runInAction(() => {
        this.saveError = serverErrorText(cause) ?? PLAN_LOAD_FAILED;
      });
    } finally {
      runInAction(() => {
        this.reloading = false;
      });
    }
  }

  /** The server's plan becomes the working plan (loaded for editing, or an invitation accepted); local edits are replaced. */
  adopt(plan: Plan): void {
    this.clearLocalFiles();
    this.saved = plan;
    this.plan = workingPlanOf(plan);
    this.planning = false;
    this.userId = this.deps.session.user?.id ?? null;
    this.dateSelection = null;
    this.clearMessages();
    this.persist();
  }

  /** The key of the plan's share link (/plan/{key}, ADR 059); null until saved. */
  get shareKey(): string | null {
    const saved = this.saved as Partial<Plan> | null;
    return saved ? (saved.share_key ?? saved.id ?? null) : null;
  }

  /**
   * 'Make a new link', confirmed: the old link stops working for anyone who has it; a
   * published plan's people are emailed the new one. Only the server's answer changes
   * what is shown; a failure says so and keeps the old link.
   */
  async makeNewLink(): Promise<boolean> {
    const id = this.saved?.id;
    if (!id || this.makingNewLink) return false;
    this.makingNewLink = true;
    this.newLinkError = null;
    try {
      const plan = await this.deps.api.makeNewPlanLink(id);
      runInAction(() => {
        if (this.saved?.id !== id) return;
        this.saved = { ...this.saved, share_key: plan.share_key, revision: plan.revision };
        this.persist();
      });
      return true;
    } catch (cause) {
      runInAction(() => (this.newLinkError = serverErrorText(cause) ?? NEW_LINK_FAILED));
      return false;
    } finally {
      runInAction(() => (this.makingNewLink = false));
    }
  }

  /** A plan was deleted or declined elsewhere (My Walks, the read-only page): forget it if it is this one. */
  forget(id: string): void {
    if (this.saved?.id === id) this.reset(null);
  }

  /** The plan as a PDF ('Trip Plan - {name}.pdf'); null on failure, with `pdfError` for the alert. */
  async downloadPdf(): Promise<{ blob: Blob; filename: string } | null> {
    const id = this.saved?.id;
    if (!id || this.downloadingPdf) return null;
    this.downloadingPdf = true;
    this.pdfError = null;
    try {
      return await this.deps.api.downloadPlanPdf(id);
    } catch (cause) {
      runInAction(() => (this.pdfError = serverErrorText(cause) ?? PDF_DOWNLOAD_FAILED));
      return null;
    } finally {
      runInAction(() => (this.downloadingPdf = false));
    }
  }

  /** A fresh plan (for `location`, or none): the saved plan is forgotten, local files removed. */
  reset(location: PlanLocation | null): void {
    this.clearLocalFiles();
    this.plan = emptyWorkingPlan(location);
    this.saved = null;
    this.planning = false;
    this.lastSave = null;
    this.dateSelection = null;
    this.userId = this.deps.session.user?.id ?? null;
    this.loadingId = null;
    this.loading = false;
    this.notFound = false;
    this.loadError = null;
    this.clearMessages();
    this.persist();
  }

  // ---- Internals --------------------------------------------------------------------

  private async save(isPublished: boolean, options: { stay?: boolean } = {}): Promise<boolean> {
    if (this.saving) return false;
    if (!this.deps.session.isLoggedIn) {
      this.saveError = GUEST_MUST_LOG_IN;
      return false;
    }
    if (!this.canEdit) return false;
    const problems = isPublished ? this.publishProblems : this.draftProblems;
    if (problems.length) {
      this.saveError = problems[0] ?? null;
      return false;
    }
    this.saving = true;
    this.savingAs = isPublished ? 'publish' : 'draft';
    this.saveError = null;
    this.conflict = false;
    const temporaryPeople = this.saved === null && [...this.plan.contacts, this.plan.emergency_contact].some((c) => c?.contact_id === null);
    this.uploadingUnsavedData = temporaryPeople || this.plan.documents.some((document) => document.kind === 'local');
    try {
      await this.uploadLocalDocuments();
      const sent = toJS(this.plan) as WorkingPlan & { location: PlanLocation };
      const editsBefore = this.editCount;
      const body = toPlanInput(sent, { isPublished, revision: this.saved?.revision ?? null });
      const answer = this.saved ? await this.deps.api.updatePlan(this.saved.id, body) : await this.deps.api.createPlan(body);
      runInAction(() => {
        this.saved = answer;
        this.userId = this.deps.session.user?.id ?? null;
        this.lastSave = { planId: answer.id, published: answer.is_published, hasEmergencyContact: answer.emergency_contact !== null };
        // Typing while the save ran is kept (and still unsaved); otherwise the server's copy is the plan.
        if (this.editCount === editsBefore) {
          this.plan = workingPlanOf(answer, sent);
          this.planning = false;
        }
        this.persist();
      });
      if (!options.stay) this.deps.navigator.go('plan-complete');
      return true;
    } catch (cause) {
      runInAction(() => {
        if (cause instanceof SaveFailure) this.saveError = cause.message;
        else if (statusOf(cause) === 409) {
          this.conflict = true;
          this.saveError = serverErrorText(cause) ?? PLAN_CHANGED_ELSEWHERE;
        } else this.saveError = serverErrorText(cause) ?? PLAN_SAVE_FAILED;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
        this.savingAs = null;
        this.uploadingUnsavedData = false;
      });
    }
  }

  /** Uploads the documents kept on the device, one by one; each that arrives is kept as uploaded, so a retry resumes. */
  private async uploadLocalDocuments(): Promise<void> {
    for (const document of this.plan.documents.filter((d): d is LocalDocument => d.kind === 'local')) {
      const bytes = this.files[document.key];
      if (bytes === undefined) throw new SaveFailure(PLAN_SAVE_FAILED);
      let uploaded: UploadedFile;
      try {
        uploaded = await this.deps.api.upload(base64ToBlob(bytes, document.mime), document.title, { isPrivate: true });
      } catch (cause) {
        throw new SaveFailure(serverErrorText(cause) === INVALID_FILE_TYPE ? `${document.title}: ${DOCUMENT_TYPES_ALLOWED}` : PLAN_SAVE_FAILED);
      }
      runInAction(() => {
        this.plan.documents = this.plan.documents.map((d) => (d.key === document.key ? { kind: 'uploaded', key: d.key, attachment: uploaded } : d));
        this.persist();
        this.writeFiles(omit(this.files, document.key));
      });
    }
  }

  /** Uploads a document now, showing its progress; 'offline' when the network failed (then it is kept on the device). */
  private async uploadOrKeep(file: Blob, name: string): Promise<UploadedFile | 'refused' | 'offline'> {
    const id = `upload:${++this.uploadCount}`;
    this.uploads.push({ id, title: name, size: file.size, progress: 0 });
    const onProgress = (fraction: number) =>
      runInAction(() => {
        const upload = this.uploads.find((u) => u.id === id);
        if (upload) upload.progress = Math.min(1, Math.max(0, fraction));
      });
    try {
      return await this.deps.api.upload(file, name, { isPrivate: true, onProgress });
    } catch (cause) {
      if (statusOf(cause) === undefined) return 'offline';
      const text = serverErrorText(cause);
      runInAction(() => (this.documentError = text === INVALID_FILE_TYPE ? DOCUMENT_TYPES_ALLOWED : (text ?? PLAN_SAVE_FAILED)));
      return 'refused';
    } finally {
      runInAction(() => (this.uploads = this.uploads.filter((u) => u.id !== id)));
    }
  }

  private keepOnDevice(file: { name: string; size: number; mime: string }, base64: string): boolean {
    // Another document may have been added while this one was read.
    const problem = documentProblem({ name: file.name, size: file.size }, this.plan.documents.length);
    if (problem) {
      this.documentError = problem;
      return false;
    }
    const key = this.newLocalKey();
    if (!this.writeFiles({ ...this.files, [key]: base64 })) return false;
    const document: LocalDocument = { kind: 'local', key, title: file.name, size: file.size, ext: extensionOf(file.name), mime: file.mime };
    this.edit(() => this.plan.documents.push(document));
    if (this.storageError) {
      // The plan itself did not fit with it: take the document back out.
      this.plan.documents = this.plan.documents.filter((d) => d.key !== key);
      this.writeFiles(omit(this.files, key));
      this.persist();
      this.documentError = NOT_ENOUGH_STORAGE;
      return false;
    }
    return true;
  }

  /** Any edit: sets the planning flag and keeps the plan on the device. */
  private edit(change: () => void): void {
    change();
    this.planning = true;
    this.editCount++;
    if (this.deps.session.user) this.userId = this.deps.session.user.id;
    this.persist();
  }

  /** Writes the plan; when it does not fit, says 'Not enough storage space!' (the device keeps the last copy that fitted). */
  private persist(): boolean {
    const snapshot: PersistedPlan = {
      plan: toJS(this.plan),
      saved: toJS(this.saved),
      planning: this.planning,
      userId: this.userId,
      lastSave: toJS(this.lastSave),
    };
    const fitted = tryWriteJson(this.deps.storage, PLAN_KEY, snapshot);
    this.storageError = fitted ? null : NOT_ENOUGH_STORAGE;
    return fitted;
  }

  private writeFiles(files: Record<string, string>): boolean {
    const fitted = Object.keys(files).length
      ? tryWriteJson(this.deps.storage, PLAN_FILES_KEY, files)
      : (this.deps.storage.removeItem(PLAN_FILES_KEY), true);
    if (fitted) this.files = files;
    else this.documentError = NOT_ENOUGH_STORAGE;
    return fitted;
  }

  private clearLocalFiles(): void {
    this.files = {};
    this.deps.storage.removeItem(PLAN_FILES_KEY);
  }

  private clearMessages(): void {
    this.saveError = null;
    this.conflict = false;
    this.storageError = null;
    this.documentError = null;
    this.pdfError = null;
  }

  /** Reads back the plan kept on the device; local documents whose bytes are gone are dropped. */
  private restore(): void {
    const saved = readJson(this.deps.storage, PLAN_KEY, isPersistedPlan);
    if (!saved) return;
    this.files = readJson(this.deps.storage, PLAN_FILES_KEY, isFiles) ?? {};
    this.plan = {
      ...saved.plan,
      documents: saved.plan.documents.filter((document: WorkingDocument) => document.kind === 'uploaded' || document.key in this.files),
    };
    this.saved = saved.saved;
    this.planning = saved.planning;
    this.userId = saved.userId;
    this.lastSave = saved.lastSave ?? null;
  }

  /** The session's user is now `id`: a guest's plan becomes theirs; another user's is reset. */
  private claimFor(id: number | null): void {
    if (id === null || this.userId === id) return;
    if (this.userId !== null) {
      this.reset(null);
      return;
    }
    this.userId = id;
    this.persist();
  }

  private newLocalKey(): string {
    const make = this.deps.newId ?? randomId;
    let key = `local:${make()}`;
    while (this.plan.documents.some((document) => document.key === key)) key = `local:${make()}`;
    return key;
  }
}

/** A time as the pickers hand it over (strings); the store keeps only the values they offer. */
export interface PickerTime {
  hour: string;
  minute: string;
  meridiem: string;
}

function timeOfDayOf(value: PickerTime): TimeOfDay | null {
  const hour = TIME_HOURS.find((candidate) => candidate === value.hour);
  const minute = TIME_MINUTES.find((candidate) => candidate === value.minute);
  const meridiem = TIME_MERIDIEMS.find((candidate) => candidate === value.meridiem);
  return hour && minute && meridiem ? { hour, minute, meridiem } : null;
}

/** A document on the device is read by its extension (the server reads uploaded ones by content). */
const fileKindOf = (ext: string): FileKind => (ext === 'pdf' ? 'pdf' : 'doc');

/** 'Day 1 - Sat 05 Dec'. */
const dailyPlanLabel = (dayIndex: number, date: IsoDate): string => `Day ${dayIndex + 1} - ${format(parseISO(date), 'EEE dd MMM')}`;

function workingContactOfEntry(entry: ContactEntry): WorkingContact {
  return {
    key: entry.key,
    contact_id: entry.contact_id,
    first_name: entry.first_name,
    last_name: entry.last_name,
    email: entry.email,
    phone: entry.phone,
    relationship: entry.relationship,
  };
}

function omit(files: Record<string, string>, key: string): Record<string, string> {
  const { [key]: _removed, ...rest } = files;
  return rest;
}
