import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { alpinePhoto, coastPhoto } from '../walkFixtures/photos.ts';
import { ReviewPhotoModeration, type PendingPhoto } from './ReviewPhotoModeration.tsx';

const photos: PendingPhoto[] = [
  {
    id: 'a',
    url: alpinePhoto,
    created: '2026-11-23T21:00:00.000Z',
    review: {
      id: 1,
      date: '2026-11-22',
      comment: 'Windy on the tops past Mount Luxmore, glorious views down to Lake Te Anau.',
      parent: { type: 'Track', slug: 'kepler-track', title: 'Kepler Track' },
    },
    user: { first_name: 'Aroha', last_name: 'Ngata', email: 'aroha@example.nz' },
  },
  {
    id: 'b',
    url: coastPhoto,
    created: '2026-11-24T01:00:00.000Z',
    review: { id: 2, date: '2026-11-20', comment: '', parent: { type: 'Hut', slug: 'luxmore-hut', title: 'Luxmore Hut' } },
    user: { first_name: null, last_name: null, email: 'walker@example.nz' },
  },
];

const meta = {
  title: 'Reviews/ReviewPhotoModeration',
  component: ReviewPhotoModeration,
  args: {
    photos,
    total: 2,
    placeHref: (photo) => `/${photo.review.parent.type.toLowerCase()}s/${photo.review.parent.slug}`,
    onApprove: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof ReviewPhotoModeration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two photos waiting: who sent them, with which review; Approve and Reject. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/2 photos are waiting for approval/)).toBeVisible();
    const first = canvas.getByRole('article', { name: 'Kepler Track' });
    await expect(first).toHaveTextContent('Aroha Ngata (aroha@example.nz)');
    await expect(canvas.getByRole('article', { name: 'Luxmore Hut' })).toHaveTextContent('No name given (walker@example.nz)');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve photo 1 by Aroha Ngata' }));
    await expect(args.onApprove).toHaveBeenCalledWith(photos[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject photo 2 by No name given' }));
    await expect(args.onReject).toHaveBeenCalledWith(photos[1]);
  },
};

/** Nothing waiting. */
export const Empty: Story = {
  args: { photos: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No photos are waiting for approval.');
  },
};

/** Loading. */
export const Loading: Story = {
  args: { photos: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the photos waiting for approval…');
  },
};

/** A decision failed: the photo is back, with the reason. */
export const DecisionFailed: Story = {
  args: { decisionError: 'Only an administrator may do this.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Only an administrator may do this.');
  },
};

/** Loading failed. */
export const Error: Story = {
  args: { photos: [], total: 0, error: 'The photos waiting for approval could not be loaded. Please try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
