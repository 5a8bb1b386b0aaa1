import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { TrackTileItem } from '../TrackTile/TrackTile.tsx';
import { hookerValleyTrack, muellerHut, tongariroCrossing } from '../walkFixtures/locations.ts';
import { imagesReady } from '../walkFixtures/photos.ts';
import { MyWishlist } from './MyWishlist.tsx';

const plural = { Track: 'tracks', Hut: 'huts', Campsite: 'campsites' } as const;

const meta = {
  title: 'Reviews/MyWishlist',
  component: MyWishlist,
  args: {
    places: [tongariroCrossing, muellerHut, hookerValleyTrack] as TrackTileItem[],
    hrefFor: (place: TrackTileItem & { slug?: string }) => `/${plural[place.type]}/${place.slug ?? place.id}`,
    onWishlistToggle: fn(),
    findHref: '/tracks',
  },
} satisfies Meta<typeof MyWishlist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three places, each with a filled heart; a heart takes its place off. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'My Wishlist' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    const hearts = canvas.getAllByRole('button', { name: 'Remove from wishlist' });
    await expect(hearts).toHaveLength(3);
    await userEvent.click(hearts[1] ?? document.body);
    await expect(args.onWishlistToggle).toHaveBeenCalledWith(muellerHut);
  },
};

/** With 'Mark as complete' and a completed trip. */
export const WithCompletion: Story = {
  args: { isCompleted: (place: TrackTileItem) => place.id === tongariroCrossing.id, onMarkComplete: fn() },
  play: async ({ canvasElement, args }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Trip completed')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Mark as complete' })[0] ?? document.body);
    await expect(args.onMarkComplete).toHaveBeenCalledWith(muellerHut);
  },
};

/** Loading. */
export const Loading: Story = {
  args: { places: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading tracks...');
  },
};

/** Nothing on the wishlist: how to add, and where to look. */
export const Empty: Story = {
  args: { places: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your wishlist is empty.');
    await expect(canvas.getByRole('link', { name: 'Find a track' })).toHaveAttribute('href', '/tracks');
  },
};

/** Loading failed. */
export const Error: Story = {
  args: { places: [], error: 'Your wishlist could not be loaded. Please try again.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your wishlist could not be loaded.');
    await expect(canvas.queryByText(/Your wishlist is empty/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
