/** Reviews and places for the review tests (not used by the app). */
import type { Location, PlanSummary, Review, ReviewPhoto } from '@planmywalk/contracts';
import { planLocation, tripStatusOf } from '../plan/planFixtures.ts';

export const photo = (id: string, status: ReviewPhoto['status'] = 'approved'): ReviewPhoto => ({
  id,
  status,
  url: status === 'approved' ? `https://walk.example.nz/api/v1/files/${id}` : `https://walk.example.nz/api/v1/review-photos/${id}?key=k`,
});

export const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  type: 'Track',
  date: '2030-02-27',
  comment: `Review ${id}`,
  easier: false,
  expected: false,
  harder: true,
  attachments: [],
  pendingAttachmentsCount: 0,
  numImages: 0,
  user: { first_name: 'Aroha', last_name: 'Ngata', portrait: null },
  completed: true,
  created: '2030-02-28T01:00:00.000Z',
  edited: null,
  parent: { id: 101, type: 'Track', slug: 'kepler-track', title: 'Kepler Track', thumbnail: null },
  ...overrides,
});

/** The Kepler Track as its page loads it, with the reviews given. */
export const keplerLocation = (reviews: Review[] = []): Location =>
  ({
    id: 101,
    type: 'Track',
    slug: 'kepler-track',
    title: 'Kepler Track',
    reviews,
    review_summary: { count: reviews.length, easier: 0, expected: 0, harder: reviews.length },
  }) as unknown as Location;

/** A completed trip of a place, as mark-complete answers it among the user's plans. */
export const completedTrip = (locationId: number, date: string): PlanSummary => ({
  id: `00000000-0000-4000-8000-${String(locationId).padStart(12, '0')}`,
  title: 'Kepler Track',
  location: planLocation({ id: locationId }),
  date: { start: date, end: date, start_time: null, end_time: null },
  is_published: true,
  is_complete: true,
  completed: date,
  status: tripStatusOf('completed', { completed: date }),
  undeliverable: [],
  acceptanceState: 'owner',
  isShared: false,
  isPendingInvitation: false,
  canEdit: false,
  updated_at: '2030-03-01T00:00:00.000Z',
});
