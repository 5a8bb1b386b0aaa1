import { makeAutoObservable, runInAction } from 'mobx';
import { SOMETHING_WENT_WRONG, type ReviewableType, type SearchResultItem, type User, type WishlistPlaces, type WishlistResponse } from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';
import { placeKey, type PlaceRef } from '../reviews/reviewRules.ts';
import { WISHLIST_LOAD_FAILED } from '../reviews/reviewTexts.ts';

/** The wishlist calls of spec part 1 §7 (and My Wishlist's list). */
export interface WishlistSource {
  toggleWishlist(id: number, type: ReviewableType): Promise<WishlistResponse>;
  getWishlist(): Promise<WishlistPlaces>;
}

/** What the wishlist needs of the session: the user (whose wishlist it is), replaced by each answer. */
export interface WishlistSession {
  readonly isLoggedIn: boolean;
  readonly user: User | null;
  setUser(user: User): void;
  onLogout(listener: () => void): () => void;
}

export interface WishlistStoreDeps {
  api: WishlistSource;
  session: WishlistSession;
}

/** A place a wishlist can hold (the tiles' items fit). */
export type WishlistPlace = PlaceRef & { type: ReviewableType };


/**
 * The wishlist (spec part 1 §4; part 2 §2 My Wishlist). The heart flips at once and the
 * user the server answers replaces the session's; a failed call flips it back and says
 * so. A guest's heart asks them to log in ('Please log in or create an account first!').
 * My Wishlist's tiles come from their own call; a heart there takes the tile away at
 * once, and a failure puts it back.
 */
export class WishlistStore {
  /** A guest pressed a heart: the page shows the login prompt. */
  loginPrompt = false;
  /** The last heart's failure. */
  error: string | null = null;
  /** My Wishlist's places, last added first. */
  places: SearchResultItem[] = [];
  loaded = false;
  loading = false;
  loadError: string | null = null;
  /** Hearts pressed whose call is still running, with the state they show meanwhile. */
  private pending = new Map<string, boolean>();

  private readonly deps: WishlistStoreDeps;

  constructor(deps: WishlistStoreDeps) {
    this.deps = deps;
    makeAutoObservable<WishlistStore, 'deps'>(this, { deps: false });
    deps.session.onLogout(() => this.reset());
  }

  /**
   * The places whose heart shows filled (placeKey): what the server said, with the
   * presses still waiting for an answer. A view reads this set while it renders, so it
   * follows every change.
   */
  get wishlistedKeys(): ReadonlySet<string> {
    const keys = new Set((this.deps.session.user?.wishlisted ?? []).map((entry) => `${entry.type}:${entry.id}`));
    for (const [key, on] of this.pending) {
      if (on) keys.add(key);
      else keys.delete(key);
    }
    return keys;
  }

  isWishlisted(place: PlaceRef): boolean {
    return this.wishlistedKeys.has(placeKey(place));
  }

  isBusy(place: PlaceRef): boolean {
    return this.pending.has(placeKey(place));
  }

  async toggle(place: WishlistPlace): Promise<void> {
    if (!this.deps.session.isLoggedIn) {
      this.loginPrompt = true;
      return;
    }
    const key = placeKey(place);
    if (this.pending.has(key)) return;
    const next = !this.isWishlisted(place);
    this.pending.set(key, next);
    this.error = null;
    // On My Wishlist, a place taken off goes at once and comes back if the call fails.
    const index = this.places.findIndex((item) => item.id === place.id && item.type === place.type);
    const removed = !next && index >= 0 ? this.places.splice(index, 1)[0] : undefined;
    try {
      const { user } = await this.deps.api.toggleWishlist(place.id, place.type);
      this.deps.session.setUser(user);
    } catch (cause) {
      runInAction(() => {
        this.error = serverErrorText(cause) ?? SOMETHING_WENT_WRONG;
        if (removed) this.places.splice(Math.min(index, this.places.length), 0, removed);
      });
    } finally {
      runInAction(() => this.pending.delete(key));
    }
  }

  dismissLoginPrompt(): void {
    this.loginPrompt = false;
  }

  dismissError(): void {
    this.error = null;
  }

  /** My Wishlist's tiles. */
  async load(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    this.loadError = null;
    try {
      const { list } = await this.deps.api.getWishlist();
      runInAction(() => {
        this.places = list;
        this.loaded = true;
      });
    } catch (cause) {
      runInAction(() => (this.loadError = serverErrorText(cause) ?? WISHLIST_LOAD_FAILED));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  reset(): void {
    this.loginPrompt = false;
    this.error = null;
    this.places = [];
    this.loaded = false;
    this.loadError = null;
    this.pending.clear();
  }
}
