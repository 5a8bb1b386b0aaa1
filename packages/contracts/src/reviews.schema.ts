import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import { Id, LocationType, Nullable } from './common.schema.ts';
import { Location, SearchResultItem } from './locations.schema.ts';
import { PlanSummary } from './plans.schema.ts';
import { Review, ReviewParent, ReviewPhoto } from './review.schema.ts';
import { REVIEWABLE_TYPES, REVIEW_COMMENT_MAX_LENGTH, REVIEW_PHOTOS_MAX, type ReviewableType as ReviewableTypeName } from './reviews.constants.ts';
import { Text } from './text.schema.ts';
import { User } from './user.schema.ts';

const StringEnum = <T extends string>(values: readonly T[], description?: string): TUnsafe<T> =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

const IsoDateText = (description: string) => Text({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });

/** The location types a wishlist, a completed trip and a review can name. */
export const ReviewableType = StringEnum(REVIEWABLE_TYPES);
export type ReviewableType = ReviewableTypeName;

/** POST wishlist/{id}?type= (spec part 1 §7). */
export const WishlistQuery = Type.Object(
  { type: StringEnum(REVIEWABLE_TYPES, 'The type of the location {id} names.') },
  { title: 'WishlistQuery', additionalProperties: false },
);
export type WishlistQuery = Static<typeof WishlistQuery>;

/** The toggled wishlist answers the user, whose `wishlisted` replaces the stored one. */
export const WishlistResponse = Type.Object({ user: User }, { title: 'WishlistResponse', additionalProperties: false });
export type WishlistResponse = Static<typeof WishlistResponse>;

/** GET user/wishlist: the places of My Wishlist, last added first. */
export const WishlistPlaces = Type.Object(
  { list: Type.Array(SearchResultItem) },
  { title: 'WishlistPlaces', additionalProperties: false },
);
export type WishlistPlaces = Static<typeof WishlistPlaces>;

/** POST mark-complete (spec part 1 §7): the place and the day the walker completed it. */
export const MarkCompleteRequest = Type.Object(
  {
    id: Id(),
    type: ReviewableType,
    date: IsoDateText('YYYY-MM-DD (NZ calendar); not after today.'),
  },
  { title: 'MarkCompleteRequest', additionalProperties: false },
);
export type MarkCompleteRequest = Static<typeof MarkCompleteRequest>;

/** Mark-complete answers the user's plans, which replace the stored ones. */
export const MarkCompleteResponse = Type.Object(
  { plans: Type.Array(PlanSummary) },
  { title: 'MarkCompleteResponse', additionalProperties: false },
);
export type MarkCompleteResponse = Static<typeof MarkCompleteResponse>;

/**
 * POST track/{id}/feedback and POST track/{id}/feedback/{reviewId} (spec part 1 §5, §7):
 * a new review and an edit. For a track exactly one of easier, expected and harder is
 * true; for a hut or a campsite none. `numImages` is how many photos the client is about
 * to attach (with those it keeps, at most 3).
 */
export const ReviewInput = Type.Object(
  {
    date: IsoDateText('The day of the trip, YYYY-MM-DD (NZ calendar); not in the future.'),
    comment: Text({ maxLength: REVIEW_COMMENT_MAX_LENGTH }),
    easier: Type.Optional(Type.Boolean()),
    expected: Type.Optional(Type.Boolean()),
    harder: Type.Optional(Type.Boolean()),
    numImages: Type.Optional(Type.Integer({ minimum: 0, maximum: REVIEW_PHOTOS_MAX })),
    type: Type.Optional(LocationType),
  },
  { title: 'ReviewInput', additionalProperties: false },
);
export type ReviewInput = Static<typeof ReviewInput>;

/** A saved review: its id and the place as it is now (its reviews included). */
export const SaveReviewResponse = Type.Object(
  { reviewID: Type.Integer(), track: Location },
  { title: 'SaveReviewResponse', additionalProperties: false },
);
export type SaveReviewResponse = Static<typeof SaveReviewResponse>;

/** POST review/{reviewID}/attach: one photo (jpeg or png), with the place's type and id. */
export const AttachPhotoForm = Type.Object(
  {
    file: Type.String({ format: 'binary', description: 'A jpeg or png image of at most 5 MB (told by its content).' }),
    type: Type.Optional(LocationType),
    id: Type.Optional(Text({ pattern: '^\\d{1,10}$', description: 'The id of the place reviewed.' })),
  },
  { title: 'AttachPhotoForm' },
);

export const AttachPhotoResponse = Type.Object(
  { photo: ReviewPhoto, track: Location },
  { title: 'AttachPhotoResponse', additionalProperties: false },
);
export type AttachPhotoResponse = Static<typeof AttachPhotoResponse>;

/** GET review/{reviewID}/load: the review's photos, pending ones included (its author and administrators). */
export const ReviewPhotosResponse = Type.Object(
  { photos: Type.Array(ReviewPhoto) },
  { title: 'ReviewPhotosResponse', additionalProperties: false },
);
export type ReviewPhotosResponse = Static<typeof ReviewPhotosResponse>;

/** GET user/reviews?page={n}: My Reviews, newest first, 3 a page. */
export const MyReviewsPage = Type.Object(
  {
    reviews: Type.Array(Review),
    all_loaded: Type.Boolean({ description: 'No older reviews are left to load.' }),
  },
  { title: 'MyReviewsPage', additionalProperties: false },
);
export type MyReviewsPage = Static<typeof MyReviewsPage>;

export const PageQuery = Type.Object(
  { page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })) },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

/** A photo waiting for an administrator, with the review it belongs to and who sent it. */
export const PendingReviewPhoto = Type.Object(
  {
    id: Text({ format: 'uuid' }),
    url: Text(),
    created: Text({ format: 'date-time' }),
    review: Type.Object(
      {
        id: Type.Integer(),
        date: Text(),
        comment: Text(),
        parent: ReviewParent,
      },
      { additionalProperties: false },
    ),
    user: Type.Object(
      { id: Type.Integer(), first_name: Nullable(Text()), last_name: Nullable(Text()), email: Text() },
      { additionalProperties: false },
    ),
  },
  { title: 'PendingReviewPhoto', additionalProperties: false },
);
export type PendingReviewPhoto = Static<typeof PendingReviewPhoto>;

/** GET admin/review-photos: the photos waiting, oldest first. */
export const PendingReviewPhotos = Type.Object(
  {
    photos: Type.Array(PendingReviewPhoto),
    total: Type.Integer({ description: 'Photos waiting in all (the list holds at most 100).' }),
  },
  { title: 'PendingReviewPhotos', additionalProperties: false },
);
export type PendingReviewPhotos = Static<typeof PendingReviewPhotos>;
