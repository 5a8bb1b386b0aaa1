import { makeAutoObservable, runInAction } from 'mobx';
import { SOMETHING_WENT_WRONG, type MyReviewsPage, type Review, type SuccessResponse } from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';
import { REVIEWS_LOAD_FAILED } from './reviewTexts.ts';

/** The My Reviews calls. */
export interface MyReviewsSource {
  getMyReviews(page: number): Promise<MyReviewsPage>;
  deleteReview(reviewId: number): Promise<SuccessResponse>;
}

export interface MyReviewsStoreDeps {
  api: MyReviewsSource;
  session: { onLogout(listener: () => void): () => void };
}

/**
 * My Reviews (spec part 2 §2, §8, §9): the walker's reviews, 3 a page, the next page
 * loaded as the list's end comes near; 'No reviews' when there are none. Deleting
 * (after 'Are you sure you want to delete this review?') removes the review at once
 * and puts it back where it was if the call fails.
 */
export class MyReviewsStore {
  reviews: Review[] = [];
  /** The last page loaded (pages start at 0). */
  page = -1;
  allLoaded = false;
  loaded = false;
  loading = false;
  error: string | null = null;
  /** The review the delete question is about. */
  confirmingDelete: Review | null = null;
  removeError: string | null = null;

  private readonly deps: MyReviewsStoreDeps;

  constructor(deps: MyReviewsStoreDeps) {
    this.deps = deps;
    makeAutoObservable<MyReviewsStore, 'deps'>(this, { deps: false });
    deps.session.onLogout(() => this.reset());
  }

  /** 'No reviews'. */
  get isEmpty(): boolean {
    return this.loaded && this.reviews.length === 0;
  }

  /** The first page, afresh. */
  async load(): Promise<void> {
    this.page = -1;
    this.allLoaded = false;
    await this.loadMore(true);
  }

  /** The next page (the end of the list came near). */
  async loadMore(fresh = false): Promise<void> {
    if (this.loading || (!fresh && (this.allLoaded || !this.loaded))) return;
    this.loading = true;
    this.error = null;
    const page = this.page + 1;
    try {
      const answer = await this.deps.api.getMyReviews(page);
      runInAction(() => {
        const known = fresh ? new Set<number>() : new Set(this.reviews.map((review) => review.id));
        const next = answer.reviews.filter((review) => !known.has(review.id));
        this.reviews = fresh ? next : [...this.reviews, ...next];
        this.page = page;
        this.allLoaded = answer.all_loaded;
        this.loaded = true;
      });
    } catch (cause) {
      runInAction(() => (this.error = serverErrorText(cause) ?? REVIEWS_LOAD_FAILED));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** After an edit: the pages loaded so far, read again. */
  async reload(): Promise<void> {
    if (!this.loaded) return;
    const pages = this.page;
    await this.load();
    for (let page = 1; page <= pages && !this.allLoaded; page++) await this.loadMore();
  }

  askDelete(review: Review): void {
    this.confirmingDelete = review;
    this.removeError = null;
  }

  cancelDelete(): void {
    this.confirmingDelete = null;
  }

  /** The confirmed delete: gone from the list at once, back in its place if the call fails. */
  async confirmDelete(): Promise<void> {
    const review = this.confirmingDelete;
    if (!review) return;
    this.confirmingDelete = null;
    this.removeError = null;
    const index = this.reviews.findIndex((item) => item.id === review.id);
    if (index < 0) return;
    this.reviews.splice(index, 1);
    try {
      await this.deps.api.deleteReview(review.id);
    } catch (cause) {
      runInAction(() => {
        this.reviews.splice(Math.min(index, this.reviews.length), 0, review);
        this.removeError = serverErrorText(cause) ?? SOMETHING_WENT_WRONG;
      });
    }
  }

  reset(): void {
    this.reviews = [];
    this.page = -1;
    this.allLoaded = false;
    this.loaded = false;
    this.error = null;
    this.confirmingDelete = null;
    this.removeError = null;
  }
}
