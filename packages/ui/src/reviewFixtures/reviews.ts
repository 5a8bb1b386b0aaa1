/** Reviews for stories: real-looking walkers, photos drawn locally (no network in screenshots). */
import type { ReviewCardReview } from '../ReviewCard/ReviewCard.tsx';
import { alpinePhoto, coastPhoto, forestPhoto, valleyPhoto } from '../walkFixtures/photos.ts';

const kepler = { type: 'Track' as const, title: 'Kepler Track', thumbnail: alpinePhoto };

export const reviewOf = (id: number, overrides: Partial<ReviewCardReview> = {}): ReviewCardReview => ({
  id,
  date: '2026-11-14',
  comment: 'Clear skies on the ridge to Luxmore Hut. The climb through the beech forest is steady; carry plenty of water.',
  easier: false,
  expected: true,
  harder: false,
  attachments: [],
  pendingAttachmentsCount: 0,
  user: { first_name: 'Aroha', last_name: 'Ngata', portrait: null },
  completed: true,
  edited: null,
  parent: kepler,
  ...overrides,
});

export const longComment =
  'We started from the control gates at first light and reached Luxmore Hut by late morning. The wind picked up on the tops past Mount Luxmore, and the section to Hanging Valley shelter was exposed and slow going with full packs.\n\nThe descent to Iris Burn is steep with many switchbacks: walking poles helped a lot. The next day along the river to Moturau was easy and beautiful. Sandflies at Iris Burn were fierce, bring repellent.';

export const keplerReviews: ReviewCardReview[] = [
  reviewOf(1, {
    harder: true,
    expected: false,
    comment: longComment,
    user: { first_name: 'Mere', last_name: 'Tane', portrait: null },
    attachments: [
      { id: 'p1', url: alpinePhoto, status: 'approved' },
      { id: 'p2', url: valleyPhoto, status: 'approved' },
    ],
  }),
  reviewOf(2, { easier: true, expected: false, user: { first_name: 'Sam', last_name: 'Wilson', portrait: null }, completed: false, comment: 'Shorter than the signs say.' }),
  reviewOf(3, { user: { first_name: 'Hemi', last_name: null, portrait: { url: forestPhoto } }, edited: '2026-11-20T02:00:00.000Z' }),
  reviewOf(4, { harder: true, expected: false, user: { first_name: null, last_name: null, portrait: null }, comment: 'Snow above the bushline in November.' }),
  reviewOf(5, { user: { first_name: 'Lena', last_name: 'Fischer', portrait: null }, attachments: [{ id: 'p3', url: coastPhoto, status: 'approved' }] }),
  reviewOf(6, { easier: true, expected: false, user: { first_name: 'Tom', last_name: 'Ruru', portrait: null }, comment: '' }),
];
