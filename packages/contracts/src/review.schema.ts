import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import { LocationType, Nullable } from './common.schema.ts';
import { REVIEW_PHOTO_STATUSES } from './reviews.constants.ts';
import { Text } from './text.schema.ts';

const StringEnum = <T extends string>(values: readonly T[], description?: string): TUnsafe<T> =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

/** A photo of a review. */
export const ReviewPhoto = Type.Object(
  {
    id: Text({ format: 'uuid' }),
    url: Text({
      description:
        'Approved: the public file (GET files/{id}). Pending: a URL only its author and administrators are given (GET review-photos/{id}?key=…).',
    }),
    status: StringEnum(REVIEW_PHOTO_STATUSES, 'pending until an administrator approves it (unless image publishing is on).'),
  },
  { title: 'ReviewPhoto', additionalProperties: false },
);
export type ReviewPhoto = Static<typeof ReviewPhoto>;

/** Who wrote a review, as every reader sees them (spec part 1 §3: first and last name, portrait). */
export const ReviewAuthor = Type.Object(
  {
    first_name: Nullable(Text()),
    last_name: Nullable(Text()),
    portrait: Nullable(Type.Object({ url: Text() }, { additionalProperties: false })),
  },
  { title: 'ReviewAuthor', additionalProperties: false },
);
export type ReviewAuthor = Static<typeof ReviewAuthor>;

/** The place a review is of (spec part 1 §3: parent title, thumbnail, type). */
export const ReviewParent = Type.Object(
  {
    id: Type.Integer(),
    type: LocationType,
    slug: Text(),
    title: Text(),
    thumbnail: Nullable(Text()),
  },
  { title: 'ReviewParent', additionalProperties: false },
);
export type ReviewParent = Static<typeof ReviewParent>;

/** A review as it is displayed (spec part 1 §3). */
export const Review = Type.Object(
  {
    id: Type.Integer(),
    type: LocationType,
    date: Text({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'The day of the trip, YYYY-MM-DD (NZ calendar).' }),
    comment: Text(),
    easier: Type.Boolean(),
    expected: Type.Boolean(),
    harder: Type.Boolean(),
    attachments: Type.Array(ReviewPhoto, {
      description: 'Approved photos; the author (My Reviews) and administrators also get the pending ones.',
    }),
    pendingAttachmentsCount: Type.Integer({ description: 'Photos waiting for an administrator.' }),
    numImages: Type.Integer({ description: 'Photos of the review, pending ones included.' }),
    user: ReviewAuthor,
    completed: Type.Boolean({ description: 'The author has marked this place complete (a completed trip).' }),
    created: Text({ format: 'date-time' }),
    edited: Nullable(Text({ format: 'date-time' })),
    parent: ReviewParent,
  },
  { title: 'Review', additionalProperties: false },
);
export type Review = Static<typeof Review>;

/** How every reviewer of a track found it: the difficulty scale's counts, over all its reviews. */
export const ReviewSummary = Type.Object(
  {
    count: Type.Integer({ description: 'Reviews of the place.' }),
    easier: Type.Integer(),
    expected: Type.Integer(),
    harder: Type.Integer(),
  },
  { title: 'ReviewSummary', additionalProperties: false },
);
export type ReviewSummary = Static<typeof ReviewSummary>;
