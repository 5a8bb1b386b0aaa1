import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { keplerReviews, reviewOf } from '../reviewFixtures/reviews.ts';
import { alpinePhoto, valleyPhoto } from '../walkFixtures/photos.ts';
import { MyReviews, type MyReviewsReview } from './MyReviews.tsx';

const mine = (review: ReturnType<typeof reviewOf>, slug = 'kepler-track'): MyReviewsReview => ({
  ...review,
  user: { first_name: 'Aroha', last_name: 'Ngata', portrait: null },
  parent: { ...review.parent, slug },
});

const reviews: MyReviewsReview[] = [
  mine(
    reviewOf(11, {
      harder: true,
      expected: false,
      attachments: [
        { id: 'a', url: alpinePhoto, status: 'approved' },
        { id: 'b', url: valleyPhoto, status: 'pending' },
      ],
      pendingAttachmentsCount: 1,
    }),
  ),
  mine(reviewOf(12, { easier: false, expected: false, parent: { type: 'Hut', title: 'Luxmore Hut', thumbnail: null } }), 'luxmore-hut'),
  mine(keplerReviews[1] ?? reviewOf(13)),
];

const meta = {
  title: 'Reviews/MyReviews',
  component: MyReviews,
  args: {
    reviews,
    placeHref: (review) => `/${review.parent.type.toLowerCase()}s/${review.parent.slug}`,
    allLoaded: true,
    onLoadMore: fn(),
    onEdit: fn(),
    onDelete: fn(),
    confirmingDelete: null,
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
  },
} satisfies Meta<typeof MyReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The walker's reviews with their places, pending photos, Edit and Delete. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Reviews' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Luxmore Hut' })).toHaveAttribute('href', '/huts/luxmore-hut');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit your review of Luxmore Hut' }));
    await expect(args.onEdit).toHaveBeenCalledWith(reviews[1]);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete your review of Kepler Track' })[0] ?? document.body);
    await expect(args.onDelete).toHaveBeenCalledWith(reviews[0]);
  },
};

/** Delete asks first. */
export const ConfirmingDelete: Story = {
  args: { confirmingDelete: reviews[0] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this review?' });
    await expect(dialog).toHaveAccessibleDescription('Your review of Kepler Track and its photos will be deleted.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirmDelete).toHaveBeenCalledTimes(1);
  },
};

/** A delete that failed: the review is back, with the reason. */
export const DeleteFailed: Story = {
  args: { removeError: 'Something went wrong, please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  },
};

/** More pages to come: the end of the list asks for the next one. */
export const MoreToLoad: Story = {
  args: { allLoaded: false, reviews: reviews.slice(0, 1) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
  },
};

/** The next page is loading. */
export const LoadingMore: Story = {
  args: { allLoaded: false, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your reviews…');
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { reviews: [], loading: true, allLoaded: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your reviews…');
  },
};

/** No reviews. */
export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No reviews');
  },
};

/** Loading failed. */
export const Error: Story = {
  args: { reviews: [], error: 'Your reviews could not be loaded. Please try again.', onRetry: fn(), allLoaded: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your reviews could not be loaded. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
