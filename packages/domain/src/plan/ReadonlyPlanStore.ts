import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { SOMETHING_WENT_WRONG, isCheckable, isTripOver, mayCheckIn } from '@planmywalk/contracts';
import type { DeletePlanResponse, Plan, User } from '@planmywalk/contracts';
import { serverErrorText, statusOf } from '../api/apiErrors.ts';
import type { Ticker } from '../platform/Ticker.ts';
import type { Navigator } from '../session/SessionStore.ts';
import { dateSummary } from './dateSummary.ts';
import { planEditorPath } from './planNavigation.ts';
import { checkInPrompt, tripStatusView, type TripStatusView } from './tripSafety.ts';
import { deliveryNotices } from './deliveryNotices.ts';
import {
  ADDED_TO_THIS_PLAN,
  DOCUMENT_OPEN_FAILED,
  GOING_ALONE,
  NO_DOCUMENT_ATTACHED,
  NO_EMERGENCY_CONTACT,
  PDF_DOWNLOAD_FAILED,
  CALENDAR_DOWNLOAD_FAILED,
  PLAN_LOAD_FAILED,
} from './planTexts.ts';

/** The calls of the read-only plan page (spec part 2 §7). */
export interface ReadonlyPlanSource {
  /** Sends the bearer token when there is one: the owner and group members see more than a link holder. */
  getReadonlyPlan(guid: string): Promise<Plan>;
  acceptPlan(id: string): Promise<Plan>;
  deletePlan(id: string): Promise<DeletePlanResponse>;
  downloadPlanPdf(id: string): Promise<{ blob: Blob; filename: string }>;
  /** The trip as an .ics file: the walker's, or the emergency contact's. */
  downloadPlanCalendar(id: string, reader: 'walker' | 'contact'): Promise<{ blob: Blob; filename: string }>;
  /** A document of the plan by its url, with the session when there is one (a draft's documents are private). */
  downloadFile(url: string): Promise<{ blob: Blob; filename: string }>;
}

/** The working plan, which an accepted plan becomes and a declined one leaves (the PlanStore). */
export interface WorkingPlanHolder {
  adopt(plan: Plan): void;
  forget(id: string): void;
}

/** The session's user, whose plans list follows a decline. */
export interface PlansOwner {
  readonly user: User | null;
  setUser(user: User): void;
}

export interface ReadonlyPlanStoreDeps {
  api: ReadonlyPlanSource;
  workingPlan: WorkingPlanHolder;
  session: PlansOwner;
  ticker: Ticker;
  navigator: Navigator;
}

/**
 * The read-only plan (spec part 2 §2 plan-readonly): a published plan by its link, with
 * no edit controls; a group member's pending invitation to accept or decline. Decided
 * here (see the report to ADR 018): a draft is shown to its owner and group members,
 * since My Walks sends them here, and is 'not found' to anyone else.
 */
export class ReadonlyPlanStore {
  plan: Plan | null = null;
  loading = false;
  /** 404, or a draft the viewer is not on: the page goes to /404. */
  notFound = false;
  error: string | null = null;
  accepting = false;
  declining = false;
  /** Why accepting or declining failed. */
  actionError: string | null = null;
  downloadingPdf = false;
  pdfError: string | null = null;
  downloadingCalendar = false;
  calendarError: string | null = null;
  /** Why the last document could not be opened. */
  documentError: string | null = null;

  private readonly deps: ReadonlyPlanStoreDeps;
  private requested: string | null = null;

  constructor(deps: ReadonlyPlanStoreDeps) {
    this.deps = deps;
    makeAutoObservable<ReadonlyPlanStore, 'deps' | 'requested'>(this, { deps: false, requested: false });
  }

  async load(guid: string): Promise<void> {
    this.requested = guid;
    this.loading = true;
    this.notFound = false;
    this.error = null;
    this.actionError = null;
    this.documentError = null;
    if (this.plan?.id !== guid) this.plan = null;
    try {
      const plan = await this.deps.api.getReadonlyPlan(guid);
      runInAction(() => {
        if (this.requested !== guid) return;
        if (!plan.is_published && plan.acceptanceState === 'viewer') this.notFound = true;
        else this.plan = plan;
      });
    } catch (cause) {
      runInAction(() => {
        if (this.requested !== guid) return;
        this.plan = null;
        if (statusOf(cause) === 404 || statusOf(cause) === 403) this.notFound = true;
        else this.error = serverErrorText(cause) ?? PLAN_LOAD_FAILED;
      });
    } finally {
      runInAction(() => {
        if (this.requested === guid) this.loading = false;
      });
    }
  }

  get isOwner(): boolean {
    return this.plan?.acceptanceState === 'owner';
  }

  /** The trip's dates as the selector bar writes them. */
  get dateSummary(): string | null {
    return dateSummary(this.plan?.date ?? null);
  }

  /** Where the trip is at, in words for the viewer (the walker's own, or the walker's name and number). */
  get statusView(): TripStatusView | null {
    return this.plan ? tripStatusView(this.plan) : null;
  }

  /** Mail the plan sent that could not be delivered (ADR 064): the owner's only, as the server sends the list. */
  get deliveryNotices(): string[] {
    return this.plan ? deliveryNotices(this.plan) : [];
  }

  /** Past its end, checked in from or marked complete: no editing. */
  get tripOver(): boolean {
    return this.plan !== null && isTripOver(this.plan.status);
  }

  /** The walker may check in: their own published trip, from its start until they have. */
  get checkInOffered(): boolean {
    return this.plan !== null && this.isOwner && this.plan.is_published && mayCheckIn(this.plan.status);
  }

  /** What checking in does now, true for the trip's state. */
  get checkInPrompt(): string | null {
    return this.plan ? checkInPrompt(this.plan) : null;
  }

  /** The trip check is for trips still ahead or under way: a past trip's would only mislead. */
  get showsTripCheck(): boolean {
    return this.plan !== null && isCheckable(this.plan.status);
  }

  /**
   * Keeps the plan as the server has it while a page shows it: once a minute (the
   * ticker's beat) it is read again quietly, so a contact watching an overdue trip sees
   * the walker's check-in, and a walker sees the contact was told. Answers the disposer.
   */
  watch(guid: string): () => void {
    let last = this.deps.ticker.now.getTime();
    return reaction(
      () => this.deps.ticker.now.getTime(),
      (now) => {
        if (now - last < 55_000 || this.loading || this.requested !== guid) return;
        last = now;
        void this.refresh(guid);
      },
    );
  }

  /** Reads the plan again without showing it loading; a failure keeps what is shown. */
  async refresh(guid: string): Promise<void> {
    try {
      const plan = await this.deps.api.getReadonlyPlan(guid);
      runInAction(() => {
        if (this.requested === guid && plan.id === this.plan?.id) this.plan = plan;
      });
    } catch {
      // Offline or the server failed: the page keeps the last copy, and the next beat tries again.
    }
  }

  /** 'You've been added to this trip plan' for a group member (not the owner, not a link holder). */
  get addedText(): string | null {
    const state = this.plan?.acceptanceState;
    return state === 'pending' || state === 'accepted' ? ADDED_TO_THIS_PLAN : null;
  }

  /** 'The trip planner is going alone' when the plan has no group members. */
  get goingAloneText(): string | null {
    return this.plan && this.plan.contacts.length === 0 ? GOING_ALONE : null;
  }

  get noEmergencyContactText(): string | null {
    return this.plan && !this.plan.emergency_contact ? NO_EMERGENCY_CONTACT : null;
  }

  get noDocumentText(): string | null {
    return this.plan && this.plan.attachments.length === 0 ? NO_DOCUMENT_ATTACHED : null;
  }

  /** Accept and Decline show for a pending invitation. */
  get isPendingInvitation(): boolean {
    return this.plan?.isPendingInvitation ?? false;
  }

  /** The owner's way back to the editor, while the trip can still be edited. */
  get editPath(): string | null {
    return this.plan?.canEdit && !this.tripOver ? planEditorPath(this.plan.location, this.plan.id) : null;
  }

  /** Accept: the plan becomes the working plan, then on to plan (which shows it read-only: members do not edit). */
  async accept(): Promise<boolean> {
    const plan = this.plan;
    if (!plan || this.accepting || this.declining) return false;
    this.accepting = true;
    this.actionError = null;
    try {
      const accepted = await this.deps.api.acceptPlan(plan.id);
      runInAction(() => (this.plan = accepted));
      this.deps.workingPlan.adopt(accepted);
      this.deps.navigator.go('plan');
      return true;
    } catch (cause) {
      runInAction(() => (this.actionError = serverErrorText(cause) ?? SOMETHING_WENT_WRONG));
      return false;
    } finally {
      runInAction(() => (this.accepting = false));
    }
  }

  /** Decline (after its confirmation): only the viewer's link goes; then on to my-walks. */
  async decline(): Promise<boolean> {
    const plan = this.plan;
    if (!plan || this.accepting || this.declining) return false;
    this.declining = true;
    this.actionError = null;
    try {
      const { plans } = await this.deps.api.deletePlan(plan.id);
      const user = this.deps.session.user;
      if (user) this.deps.session.setUser({ ...user, plans });
      this.deps.workingPlan.forget(plan.id);
      runInAction(() => (this.plan = null));
      this.deps.navigator.go('my-walks');
      return true;
    } catch (cause) {
      runInAction(() => (this.actionError = serverErrorText(cause) ?? SOMETHING_WENT_WRONG));
      return false;
    } finally {
      runInAction(() => (this.declining = false));
    }
  }

  /** Logout: a plan loaded with the user's token (contact emails included) does not outlive the session. */
  reset(): void {
    this.requested = null;
    this.plan = null;
    this.loading = false;
    this.notFound = false;
    this.error = null;
    this.actionError = null;
    this.pdfError = null;
    this.calendarError = null;
    this.documentError = null;
  }

  /** One of the plan's documents, fetched with the session; null on failure, with `documentError` saying so. */
  async openDocument(id: string): Promise<{ blob: Blob; filename: string } | null> {
    const attachment = this.plan?.attachments.find((candidate) => candidate.id === id);
    if (!attachment) return null;
    this.documentError = null;
    try {
      return await this.deps.api.downloadFile(attachment.url);
    } catch (cause) {
      runInAction(() => (this.documentError = serverErrorText(cause) ?? DOCUMENT_OPEN_FAILED));
      return null;
    }
  }

  /**
   * The trip as an .ics file; null on failure, with `calendarError` for the alert. Those
   * on the trip (the walker, the group) get the trip with its check-in reminder; anyone
   * else holding the link, the emergency contact's "Expect to hear from…".
   */
  async downloadCalendar(): Promise<{ blob: Blob; filename: string } | null> {
    const plan = this.plan;
    if (!plan?.date || this.downloadingCalendar) return null;
    this.downloadingCalendar = true;
    this.calendarError = null;
    try {
      return await this.deps.api.downloadPlanCalendar(plan.id, plan.acceptanceState === 'viewer' ? 'contact' : 'walker');
    } catch (cause) {
      runInAction(() => (this.calendarError = serverErrorText(cause) ?? CALENDAR_DOWNLOAD_FAILED));
      return null;
    } finally {
      runInAction(() => (this.downloadingCalendar = false));
    }
  }

  /** The plan as a PDF; null on failure, with `pdfError` for the alert. */
  async downloadPdf(): Promise<{ blob: Blob; filename: string } | null> {
    const id = this.plan?.id;
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
}
