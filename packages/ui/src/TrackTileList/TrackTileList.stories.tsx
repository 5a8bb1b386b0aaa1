import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TrackTileItem } from '../TrackTile/TrackTile.tsx';
import {
  abelTasmanCoastTrack,
  hookerValleyTrack,
  manyResults,
  mangatepopoHut,
  tongariroCrossing,
  totaranuiCampsite,
} from '../walkFixtures/locations.ts';
import { imagesReady } from '../walkFixtures/photos.ts';
import { TrackTileList } from './TrackTileList.tsx';

const plural = { Track: 'tracks', Hut: 'huts', Campsite: 'campsites' } as const;

/** The app's routes: /tracks/{slug}, /huts/{slug}, /campsites/{slug}. */
function hrefFor(item: TrackTileItem & { slug?: string }) {
  return `/${plural[item.type]}/${item.slug ?? item.id}`;
}

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.measure};
`;

const meta = {
  title: 'Find a walk/TrackTileList',
  component: TrackTileList,
  args: {
    items: [tongariroCrossing, mangatepopoHut, totaranuiCampsite],
    hrefFor,
    eagerImageCount: manyResults.length,
    'aria-label': 'Search results',
    isWishlisted: (item) => item.id === mangatepopoHut.id,
    isCompleted: (item) => item.id === totaranuiCampsite.id,
    onWishlistToggle: fn(),
    onMarkComplete: fn(),
  },
  render: (args) => (
    <Column>
      <TrackTileList {...args} />
    </Column>
  ),
} satisfies Meta<typeof TrackTileList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A track, a hut and a campsite, each tile's callbacks getting its item. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Search results' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Mangatepopo Hut' })).toHaveAttribute('href', '/huts/mangatepopo-hut');
    await expect(canvas.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    await expect(canvas.getByText('Trip completed')).toBeVisible();

    const [trackMarkComplete] = canvas.getAllByRole('button', { name: 'Mark as complete' });
    await userEvent.click(trackMarkComplete!);
    await expect(args.onMarkComplete).toHaveBeenCalledWith(tongariroCrossing);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from wishlist' }));
    await expect(args.onWishlistToggle).toHaveBeenCalledWith(mangatepopoHut);
  },
};

/** While results load: skeleton tiles and a status for screen readers. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading tracks...');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

/** No results. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No tracks found');
  },
};

/** A custom empty text, e.g. for a filtered related-places list. */
export const EmptyWithText: Story = {
  args: { items: [], emptyText: 'No huts or campsites found.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No huts or campsites found.')).toBeVisible();
  },
};

/** A full page of mixed results. */
export const Many: Story = {
  args: { items: manyResults },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(manyResults.length);
    await expect(canvas.getByRole('link', { name: 'Heaphy Track - CLOSED' })).toBeVisible();
  },
};

/**
 * `tilesPerTask`: the list mounts two tiles per task (the tracks page does, for phones)
 * and ends as the whole list, in order.
 */
export const MountedInSteps: Story = {
  args: { items: manyResults, tilesPerTask: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(manyResults.length));
    await imagesReady(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
    await expect(headings.map((text, index) => text.startsWith(manyResults[index]?.title ?? '?'))).toEqual(manyResults.map(() => true));
  },
};

/** Photos after the first `eagerImageCount` tiles load lazily. */
export const LazyImages: Story = {
  args: { items: [tongariroCrossing, abelTasmanCoastTrack, hookerValleyTrack], eagerImageCount: 1 },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const images = within(canvasElement).getAllByRole('img');
    await expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  },
};

const Wide = styled.div`
  max-width: ${({ theme }) => theme.sizes.container};
`;

/** `layout="card"`: a responsive grid. */
export const Cards: Story = {
  args: { layout: 'card', items: manyResults.slice(0, 6) },
  render: (args) => (
    <Wide>
      <TrackTileList {...args} />
    </Wide>
  ),
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const [first, second] = within(canvasElement).getAllByRole('article');
    // Side by side, not stacked.
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

/** Cards loading. */
export const CardsLoading: Story = {
  args: { layout: 'card', loading: true },
  render: (args) => (
    <Wide>
      <TrackTileList {...args} />
    </Wide>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading tracks...');
  },
};

export const Mobile: Story = {
  args: { items: manyResults.slice(0, 4) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(4);
  },
};

