import { makeAutoObservable, runInAction } from 'mobx';
import { SOMETHING_WENT_WRONG, type PendingReviewPhoto, type PendingReviewPhotos, type SuccessResponse } from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';
import { PENDING_PHOTOS_LOAD_FAILED } from '../reviews/reviewTexts.ts';

/** The administrator's calls (spec part 1 §6). */
export interface ModerationSource {
  getPendingReviewPhotos(): Promise<PendingReviewPhotos>;
  approveReviewPhoto(fileId: string): Promise<SuccessResponse>;
  rejectReviewPhoto(fileId: string): Promise<SuccessResponse>;
}

export type PhotoDecision = 'approve' | 'reject';

/**
 * The admin page of review photos waiting for approval: each with the review, its
 * place and who sent it; Approve or Reject takes it off the list at once, and a
 * failure puts it back with the reason.
 */
export class ModerationStore {
  photos: PendingReviewPhoto[] = [];
  total = 0;
  loaded = false;
  loading = false;
  error: string | null = null;
  decisionError: string | null = null;

  private readonly api: ModerationSource;

  constructor(api: ModerationSource) {
    this.api = api;
    makeAutoObservable<ModerationStore, 'api'>(this, { api: false });
  }

  get isEmpty(): boolean {
    return this.loaded && this.photos.length === 0;
  }

  async load(): Promise<void> {
    if (this.loading) return;
    this.loading = true;
    this.error = null;
    try {
      const answer = await this.api.getPendingReviewPhotos();
      runInAction(() => {
        this.photos = answer.photos;
        this.total = answer.total;
        this.loaded = true;
      });
    } catch (cause) {
      runInAction(() => (this.error = serverErrorText(cause) ?? PENDING_PHOTOS_LOAD_FAILED));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async decide(fileId: string, decision: PhotoDecision): Promise<void> {
    const index = this.photos.findIndex((photo) => photo.id === fileId);
    if (index < 0) return;
    const [photo] = this.photos.splice(index, 1);
    this.total = Math.max(0, this.total - 1);
    this.decisionError = null;
    try {
      await (decision === 'approve' ? this.api.approveReviewPhoto(fileId) : this.api.rejectReviewPhoto(fileId));
    } catch (cause) {
      runInAction(() => {
        if (photo) this.photos.splice(Math.min(index, this.photos.length), 0, photo);
        this.total += 1;
        this.decisionError = serverErrorText(cause) ?? SOMETHING_WENT_WRONG;
      });
    }
  }
}
