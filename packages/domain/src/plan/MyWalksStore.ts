import { makeAutoObservable, runInAction } from 'mobx';
import { PLAN_SECTIONS, SOMETHING_WENT_WRONG, TRIP_STATE_LABELS, TRIP_STATE_TONES } from '@planmywalk/contracts';
import type { DeletePlanResponse, PlanSection, PlansPage, PlanSummary, TripStatusTone } from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';
import type { Ticker } from '../platform/Ticker.ts';
import { dateSummary } from './dateSummary.ts';
import { myWalksTarget, readonlyPlanPath } from './planNavigation.ts';
import { ALL_COMPLETED_TRIPS_LOADED, DECLINE_PLAN_CONFIRMATION, DELETE_TRIP_CONFIRMATION, NO_SAVED_TRIPS, PLAN_LOAD_FAILED } from './planTexts.ts';
import type { PlansOwner, WorkingPlanHolder } from './ReadonlyPlanStore.ts';
import { deliveryNotices } from './deliveryNotices.ts';
import { timeToGoText } from './timeToGo.ts';

/** The My Walks calls of spec part 2 §7. */
export interface MyWalksSource {
  getPlans(page: number): Promise<PlansPage>;
  deletePlan(id: string): Promise<DeletePlanResponse>;
}

export interface MyWalksStoreDeps {
  api: MyWalksSource;
  ticker: Ticker;
  session: PlansOwner;
  workingPlan: Pick<WorkingPlanHolder, 'forget'>;
}

export const SECTION_TITLES: Record<PlanSection, string> = {
  completing: 'Currently completing',
  upcoming: 'Upcoming trips',
  draft: 'Draft trips',
  completed: 'Completed trips',
};

/** A My Walks tile. */
export interface WalkTile {
  plan: PlanSummary;
  /** '3 days to go', 'Started 2 hours ago', '1 day ago'; null without dates. */
  timeToGo: string | null;
  dates: string | null;
  /** The trip's state as its tile marks it ('Overdue', 'Back safely'…), from its status. */
  status: { label: string; tone: TripStatusTone };
  /** Addresses the plan's mail cannot reach, worded for the walker (ADR 064); empty for most. */
  notices: string[];
  /** Where a click leads: the read-only plan or the editor of its location type. */
  to: string;
  /** The owner deletes; a group member declines (only their link goes). */
  removal: 'delete' | 'decline';
  /** The question asked before removing it. */
  confirmation: string;
}

export interface WalkSection {
  section: PlanSection;
  title: string;
  tiles: WalkTile[];
}

type Sections = Record<PlanSection, PlanSummary[]>;
const emptySections = (): Sections => ({ completing: [], upcoming: [], draft: [], completed: [] });

/**
 * My Walks (spec part 2 §2, §4, §7): the four sections from GET plan?page=0, then 'Show
 * all past trips' loads older completed trips a page at a time. Deleting (or declining)
 * removes a tile at once and puts it back where it was if the call fails.
 */
export class MyWalksStore {
  sections: Sections = emptySections();
  page = 0;
  allLoaded = false;
  loaded = false;
  loading = false;
  loadingMore = false;
  /** 'Show all past trips' pressed: older completed trips load as the list is scrolled. */
  showingAllPast = false;
  error: string | null = null;
  removeError: string | null = null;

  private readonly deps: MyWalksStoreDeps;

  constructor(deps: MyWalksStoreDeps) {
    this.deps = deps;
    makeAutoObservable<MyWalksStore, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    this.error = null;
    try {
      const answer = await this.deps.api.getPlans(0);
      runInAction(() => {
        this.sections = { completing: answer.completing, upcoming: answer.upcoming, draft: answer.draft, completed: answer.completed };
        this.page = 0;
        this.allLoaded = answer.all_loaded;
        this.loaded = true;
      });
    } catch (cause) {
      runInAction(() => (this.error = serverErrorText(cause) ?? PLAN_LOAD_FAILED));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** 'Show all past trips'. */
  showAllPastTrips(): Promise<void> {
    this.showingAllPast = true;
    return this.loadMorePast();
  }

  /** The next page of completed trips (the list's bottom came near, after 'Show all past trips'). */
  async loadMorePast(): Promise<void> {
    if (!this.showingAllPast || this.allLoaded || this.loadingMore || !this.loaded) return;
    this.loadingMore = true;
    const page = this.page + 1;
    try {
      const answer = await this.deps.api.getPlans(page);
      runInAction(() => {
        const known = new Set(this.sections.completed.map((plan) => plan.id));
        this.sections.completed.push(...answer.completed.filter((plan) => !known.has(plan.id)));
        this.page = page;
        this.allLoaded = answer.all_loaded;
      });
    } catch (cause) {
      runInAction(() => (this.error = serverErrorText(cause) ?? PLAN_LOAD_FAILED));
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /** The non-empty sections in the page's order, each tile with its texts and target. */
  get walkSections(): WalkSection[] {
    const now = this.deps.ticker.now;
    return PLAN_SECTIONS.filter((section) => this.sections[section].length > 0).map((section) => ({
      section,
      title: SECTION_TITLES[section],
      tiles: this.sections[section].map((plan) => {
        const owner = plan.acceptanceState === 'owner';
        return {
          plan,
          timeToGo: timeToGoText(plan, now),
          dates: dateSummary(plan.date),
          to: myWalksTarget(plan),
          status: { label: TRIP_STATE_LABELS[plan.status.state], tone: TRIP_STATE_TONES[plan.status.state] },
          notices: deliveryNotices(plan),
          removal: owner ? 'delete' : 'decline',
          confirmation: owner ? DELETE_TRIP_CONFIRMATION : DECLINE_PLAN_CONFIRMATION,
        };
      }),
    }));
  }

  /** A tile's destination by its plan's id (the read-only page for a plan no longer listed). */
  hrefOf(id: string): string {
    return this.tilesById.get(id)?.to ?? readonlyPlanPath(id);
  }

  /** A tile's state mark by its plan's id. */
  statusOf(id: string): WalkTile['status'] | undefined {
    return this.tilesById.get(id)?.status;
  }

  /** A tile's notices about addresses that cannot be delivered to, by its plan's id. */
  noticesOf(id: string): string[] {
    return this.tilesById.get(id)?.notices ?? [];
  }

  /** A tile's time-to-go by its plan's id; undefined without dates. */
  timeToGoOf(id: string): string | undefined {
    return this.tilesById.get(id)?.timeToGo ?? undefined;
  }

  private get tilesById(): Map<string, WalkTile> {
    return new Map(this.walkSections.flatMap((section) => section.tiles.map((tile) => [tile.plan.id, tile] as const)));
  }

  /** 'Show all past trips' shows until pressed, while older trips may exist. */
  get showsShowAllPastTrips(): boolean {
    return this.loaded && !this.showingAllPast && !this.allLoaded;
  }

  /** 'All completed trips loaded', once they are, after 'Show all past trips'. */
  get allLoadedText(): string | null {
    return this.showingAllPast && this.allLoaded ? ALL_COMPLETED_TRIPS_LOADED : null;
  }

  /** 'No saved trips'. */
  get emptyText(): string | null {
    return this.loaded && PLAN_SECTIONS.every((section) => this.sections[section].length === 0) ? NO_SAVED_TRIPS : null;
  }

  /**
   * Deletes the owner's trip or declines someone else's (after its confirmation). The
   * tile goes at once and comes back at its old position if the call fails.
   */
  async remove(id: string): Promise<boolean> {
    const section = PLAN_SECTIONS.find((name) => this.sections[name].some((plan) => plan.id === id));
    if (!section) return false;
    const index = this.sections[section].findIndex((plan) => plan.id === id);
    const [removed] = this.sections[section].splice(index, 1);
    this.removeError = null;
    try {
      const { plans } = await this.deps.api.deletePlan(id);
      const user = this.deps.session.user;
      if (user) this.deps.session.setUser({ ...user, plans });
      this.deps.workingPlan.forget(id);
      return true;
    } catch (cause) {
      runInAction(() => {
        if (removed) this.sections[section].splice(Math.min(index, this.sections[section].length), 0, removed);
        this.removeError = serverErrorText(cause) ?? SOMETHING_WENT_WRONG;
      });
      return false;
    }
  }

  /** Leaving the page: the next visit starts from page 0. */
  reset(): void {
    this.sections = emptySections();
    this.page = 0;
    this.allLoaded = false;
    this.loaded = false;
    this.showingAllPast = false;
    this.error = null;
    this.removeError = null;
  }
}
