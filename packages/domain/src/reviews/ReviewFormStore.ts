import { makeAutoObservable, runInAction } from 'mobx';
import {
  REVIEW_PHOTOS_MAX,
  REVIEW_PHOTO_PARALLEL_UPLOADS,
  REVIEW_PHOTO_TARGET,
  REVIEW_PHOTO_TYPE_INVALID,
  SOMETHING_WENT_WRONG,
  TOO_MANY_REVIEW_PHOTOS,
  dateIn,
  type AttachPhotoOptions,
  type AttachPhotoResponse,
  type Location,
  type Review,
  type ReviewDifficulty,
  type ReviewInput,
  type ReviewPhoto,
  type ReviewPhotosResponse,
  type ReviewableType,
  type SaveReviewResponse,
  type SuccessResponse,
} from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';
import type { Clock } from '../platform/Clock.ts';
import type { ImageTools } from '../platform/ImageTools.ts';
import { difficultyOf, reviewFieldErrors, type ReviewFieldErrors } from './reviewRules.ts';
import { IMAGES_NEED_APPROVAL, PHOTO_UPLOAD_FAILED, REVIEW_AUTO_CLOSE_MS, SOME_PHOTOS_FAILED, THANKS_FOR_REVIEW } from './reviewTexts.ts';

/** The review calls of spec part 1 §7. */
export interface ReviewSource {
  createReview(locationId: number, review: ReviewInput): Promise<SaveReviewResponse>;
  updateReview(locationId: number, reviewId: number, review: ReviewInput): Promise<SaveReviewResponse>;
  attachReviewPhoto(reviewId: number, file: Blob, name: string, options?: AttachPhotoOptions): Promise<AttachPhotoResponse>;
  loadReviewPhotos(reviewId: number): Promise<ReviewPhotosResponse>;
  removeReviewPhoto(reviewId: number, fileId: string): Promise<SuccessResponse>;
}

export interface ReviewFormStoreDeps {
  api: ReviewSource;
  session: { readonly isLoggedIn: boolean };
  clock: Clock;
  images: ImageTools;
  /** Whether photos are shown without an administrator (the app settings' feedback.image_publishing_enabled). */
  imagePublishing(): boolean;
  /** The place as a saving call answered it (its reviews included): the page shows it at once. */
  onPlace(location: Location): void;
}

/** The place a review is of. */
export interface ReviewPlace {
  id: number;
  type: ReviewableType;
  title: string;
}

/** What the modal shows: the login prompt for a guest, the form, or the thanks. */
export type ReviewFormMode = 'closed' | 'login' | 'form' | 'thanks';

export type LocalPhotoStatus = 'ready' | 'resizing' | 'uploading' | 'done' | 'failed';

/** A photo picked on this device, on its way to the review. */
export interface LocalPhoto {
  key: string;
  name: string;
  file: Blob;
  /** Shows it before it is sent. */
  preview: string;
  status: LocalPhotoStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  error: string | null;
}

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);

/** Runs `task` on every item, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

/**
 * The review modal (spec part 1 §2, §4, §5, §8): how the walker found the track (one of
 * three), a comment of up to 1000 characters, the day (not in the future), and up to 3
 * photos, pending ones included. On Submit the review is saved, then the photos are
 * made smaller on the device (toward 1280×720) and sent, up to 3 at a time, each with
 * its progress. The place the server answers replaces the page's, so the review shows
 * at once. A photo that fails stays with its error; the review is saved, and Submit
 * again sends only what is missing. Then 'Thanks for your review!', with the note about
 * approval when a photo was sent and publishing is off, and the modal closes itself
 * after 30 seconds.
 */
export class ReviewFormStore {
  mode: ReviewFormMode = 'closed';
  place: ReviewPlace | null = null;
  /** The review being edited, or the one this form has saved already (a retry updates it). */
  reviewId: number | null = null;
  difficulty: ReviewDifficulty | null = null;
  comment = '';
  date: string | null = null;
  /** Photos the review has on the server. */
  existing: ReviewPhoto[] = [];
  /** Of those, the ones the walker removed: they go on Submit. */
  removed: string[] = [];
  loadingExisting = false;
  photos: LocalPhoto[] = [];
  photosError: string | null = null;
  fieldErrors: ReviewFieldErrors = {};
  submitting = false;
  error: string | null = null;
  /** At least one photo was sent (the thanks then says they wait for approval, unless publishing is on). */
  sentPhotos = false;
  /** Opened from My Reviews to edit a review (not a new one, even after a first save). */
  editingExisting = false;

  private nextKey = 0;
  private closeTimer: unknown = null;
  private readonly savedListeners = new Set<() => void>();
  private readonly deps: ReviewFormStoreDeps;

  constructor(deps: ReviewFormStoreDeps) {
    this.deps = deps;
    makeAutoObservable<ReviewFormStore, 'deps' | 'closeTimer' | 'savedListeners' | 'nextKey'>(this, {
      deps: false,
      closeTimer: false,
      savedListeners: false,
      nextKey: false,
    });
  }

  /** Today in New Zealand: the last day that may be picked. */
  get maxDate(): string {
    return dateIn(new Date(this.deps.clock.now()));
  }

  get isEditing(): boolean {
    return this.editingExisting;
  }

  get keptExisting(): ReviewPhoto[] {
    return this.existing.filter((photo) => !this.removed.includes(photo.id));
  }

  /** More photos may be picked. */
  get canAddPhotos(): boolean {
    return this.keptExisting.length + this.photos.length < REVIEW_PHOTOS_MAX;
  }

  get thanks(): { title: string; note: string | null } {
    return { title: THANKS_FOR_REVIEW, note: this.sentPhotos && !this.deps.imagePublishing() ? IMAGES_NEED_APPROVAL : null };
  }

  /** Tells `listener` after each save (My Reviews reloads). */
  onSaved(listener: () => void): () => void {
    this.savedListeners.add(listener);
    return () => this.savedListeners.delete(listener);
  }

  /** 'Leave a review' / 'Leave review': a guest is asked to log in; `date` defaults to today (or the completed trip's day). */
  open(place: ReviewPlace, options: { date?: string } = {}): void {
    this.reset();
    this.place = place;
    if (!this.deps.session.isLoggedIn) {
      this.mode = 'login';
      return;
    }
    this.date = options.date ?? this.maxDate;
    this.mode = 'form';
  }

  /** Edit from My Reviews: the review's values, and its photos (pending ones too) loaded. */
  async openEdit(review: Review): Promise<void> {
    this.reset();
    this.place = { id: review.parent.id, type: review.parent.type, title: review.parent.title };
    this.reviewId = review.id;
    this.editingExisting = true;
    this.difficulty = difficultyOf(review);
    this.comment = review.comment;
    this.date = review.date;
    this.existing = review.attachments;
    this.mode = 'form';
    this.loadingExisting = true;
    try {
      const { photos } = await this.deps.api.loadReviewPhotos(review.id);
      runInAction(() => {
        if (this.reviewId === review.id) this.existing = photos;
      });
    } catch {
      // The review's own list of photos stands in; removing one still works.
    } finally {
      runInAction(() => (this.loadingExisting = false));
    }
  }

  /** The three options are one choice: picking one clears the others. */
  choose(option: ReviewDifficulty): void {
    this.difficulty = option;
    delete this.fieldErrors.difficulty;
  }

  setComment(comment: string): void {
    this.comment = comment;
    delete this.fieldErrors.comment;
  }

  setDate(date: string | null): void {
    this.date = date;
    delete this.fieldErrors.date;
  }

  /** Photos picked on the device: JPEG and PNG only, and no more than fit (3 with the review's own). */
  addPhotos(files: ReadonlyArray<{ file: Blob; name: string }>): void {
    this.photosError = null;
    for (const { file, name } of files) {
      if (!PHOTO_TYPES.has(file.type)) {
        this.photosError = REVIEW_PHOTO_TYPE_INVALID;
        continue;
      }
      if (!this.canAddPhotos) {
        this.photosError = TOO_MANY_REVIEW_PHOTOS;
        break;
      }
      this.photos.push({
        key: `photo-${this.nextKey++}`,
        name,
        file,
        preview: this.deps.images.preview(file),
        status: 'ready',
        progress: 0,
        error: null,
      });
    }
  }

  removePhoto(key: string): void {
    const photo = this.photos.find((item) => item.key === key);
    if (!photo || photo.status === 'uploading' || photo.status === 'resizing') return;
    this.deps.images.release(photo.preview);
    this.photos = this.photos.filter((item) => item.key !== key);
    this.photosError = null;
  }

  /** Marks a photo the review has for removal (it goes on Submit); again to keep it. */
  toggleRemoveExisting(id: string): void {
    if (this.removed.includes(id)) {
      if (this.keptExisting.length + this.photos.length >= REVIEW_PHOTOS_MAX) {
        this.photosError = TOO_MANY_REVIEW_PHOTOS;
        return;
      }
      this.removed = this.removed.filter((removed) => removed !== id);
    } else {
      this.removed.push(id);
    }
    this.photosError = null;
  }

  async submit(): Promise<boolean> {
    const place = this.place;
    if (!place || this.mode !== 'form' || this.submitting) return false;
    this.fieldErrors = reviewFieldErrors({ difficulty: this.difficulty, comment: this.comment, date: this.date }, place.type, this.maxDate);
    if (Object.keys(this.fieldErrors).length > 0) return false;
    this.submitting = true;
    this.error = null;
    try {
      const reviewId = await this.saveReview(place);
      if (reviewId === null) return false;
      await this.sendPhotos(place, reviewId);
      this.savedListeners.forEach((listener) => listener());
      if (this.photos.some((photo) => photo.status === 'failed')) {
        runInAction(() => (this.error = SOME_PHOTOS_FAILED));
        return false;
      }
      runInAction(() => {
        this.mode = 'thanks';
        this.closeTimer = this.deps.clock.setTimeout(() => this.close(), REVIEW_AUTO_CLOSE_MS);
      });
      return true;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Removed photos first (an edit counts the photos it keeps), then the review itself. */
  private async saveReview(place: ReviewPlace): Promise<number | null> {
    const body: ReviewInput = {
      date: this.date ?? this.maxDate,
      comment: this.comment,
      ...(this.difficulty ? { [this.difficulty]: true } : {}),
      numImages: this.photos.filter((photo) => photo.status !== 'done').length,
      type: place.type,
    };
    try {
      const existingId = this.reviewId;
      if (existingId !== null) {
        for (const id of [...this.removed]) {
          await this.deps.api.removeReviewPhoto(existingId, id);
          runInAction(() => {
            this.existing = this.existing.filter((photo) => photo.id !== id);
            this.removed = this.removed.filter((removed) => removed !== id);
          });
        }
      }
      const saved = existingId === null ? await this.deps.api.createReview(place.id, body) : await this.deps.api.updateReview(place.id, existingId, body);
      runInAction(() => (this.reviewId = saved.reviewID));
      this.deps.onPlace(saved.track);
      return saved.reviewID;
    } catch (cause) {
      runInAction(() => (this.error = serverErrorText(cause) ?? SOMETHING_WENT_WRONG));
      return null;
    }
  }

  private async sendPhotos(place: ReviewPlace, reviewId: number): Promise<void> {
    const waiting = this.photos.filter((photo) => photo.status !== 'done');
    await inParallel(waiting, REVIEW_PHOTO_PARALLEL_UPLOADS, async (photo) => {
      runInAction(() => Object.assign(photo, { status: 'resizing', progress: 0, error: null }));
      try {
        const resized = await this.deps.images.resize(photo.file, REVIEW_PHOTO_TARGET);
        runInAction(() => (photo.status = 'uploading'));
        const { track } = await this.deps.api.attachReviewPhoto(reviewId, resized, photo.name, {
          place: { id: place.id, type: place.type },
          onProgress: (fraction) => runInAction(() => (photo.progress = fraction)),
        });
        runInAction(() => {
          Object.assign(photo, { status: 'done', progress: 1 });
          this.sentPhotos = true;
        });
        this.deps.onPlace(track);
      } catch (cause) {
        runInAction(() => Object.assign(photo, { status: 'failed', error: serverErrorText(cause) ?? PHOTO_UPLOAD_FAILED }));
      }
    });
  }

  /** Closes the modal (× or the 30-second timer) and lets go of the previews. */
  close(): void {
    this.reset();
  }

  private reset(): void {
    if (this.closeTimer !== null) this.deps.clock.clearTimeout(this.closeTimer);
    this.closeTimer = null;
    this.photos.forEach((photo) => this.deps.images.release(photo.preview));
    this.mode = 'closed';
    this.place = null;
    this.reviewId = null;
    this.difficulty = null;
    this.comment = '';
    this.date = null;
    this.existing = [];
    this.removed = [];
    this.loadingExisting = false;
    this.photos = [];
    this.photosError = null;
    this.fieldErrors = {};
    this.error = null;
    this.sentPhotos = false;
    this.editingExisting = false;
  }
}
