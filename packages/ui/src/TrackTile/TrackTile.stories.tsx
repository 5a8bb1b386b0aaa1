import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  abelTasmanCoastTrack,
  heaphyTrackClosed,
  hookerValleyTrack,
  longNamedTrack,
  mangatepopoHut,
  mountRobertCircuit,
  muellerHut,
  tongariroCrossing,
  totaranuiCampsite,
  waikoropupuSprings,
} from '../walkFixtures/locations.ts';
import { imagesReady } from '../walkFixtures/photos.ts';
import { TrackTile } from './TrackTile.tsx';

/** The width of the results column on the tracks page. */
const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.measure};
`;

const meta = {
  title: 'Find a walk/TrackTile',
  component: TrackTile,
  args: {
    item: tongariroCrossing,
    href: '/tracks/tongariro-alpine-crossing',
    imageLoading: 'eager',
    onWishlistToggle: fn(),
    onMarkComplete: fn(),
  },
  argTypes: { layout: { control: 'inline-radio', options: ['list', 'card'] } },
  render: (args) => (
    <Column>
      <TrackTile {...args} />
    </Column>
  ),
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
  },
} satisfies Meta<typeof TrackTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A track: distance with track type, walking duration and difficulty. */
export const Track: Story = {
  play: async ({ args, canvasElement, step }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tongariro Alpine Crossing' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tongariro Alpine Crossing' })).toHaveAttribute(
      'href',
      '/tracks/tongariro-alpine-crossing',
    );
    await expect(canvas.getByRole('img', { name: 'Tongariro Alpine Crossing' })).toBeVisible();
    await expect(canvas.getByText('Tongariro National Park')).toBeVisible();
    const facts = canvas.getAllByRole('listitem').map((fact) => fact.textContent);
    await expect(facts).toEqual([
      'Distance: 19.40 km · Point to Point',
      'Walking duration: 7–8 hr one way',
      'Difficulty: Intermediate',
    ]);

    await step('the heart adds it to the wishlist', async () => {
      const heart = canvas.getByRole('button', { name: 'Add to wishlist' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(heart).toHaveAccessibleDescription('Tongariro Alpine Crossing');
      await userEvent.click(heart);
      await expect(args.onWishlistToggle).toHaveBeenCalledTimes(1);
    });

    await step('Mark as complete asks the app to record the trip', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Mark as complete' }));
      await expect(args.onMarkComplete).toHaveBeenCalledTimes(1);
    });
  },
};

/** A hut: bunk beds and booking info linking to DOC's page (a new tab). */
export const Hut: Story = {
  args: { item: mangatepopoHut, href: '/huts/mangatepopo-hut' },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('20 bunk beds')).toBeVisible();
    const booking = canvas.getByRole('link', { name: 'Bookings not required (opens in a new tab)' });
    await expect(booking).toHaveAttribute('href', mangatepopoHut.info_link);
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByText(/Difficulty/)).not.toBeInTheDocument();
  },
};

/** A campsite that must be booked. */
export const Campsite: Story = {
  args: { item: totaranuiCampsite, href: '/campsites/totaranui-campsite' },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Bookings required (opens in a new tab)' })).toHaveAttribute(
      'href',
      totaranuiCampsite.info_link,
    );
    await expect(canvas.queryByText(/bunk/)).not.toBeInTheDocument();
  },
};

/** A closed track: the CLOSED marker, which the link's name carries too. */
export const Closed: Story = {
  args: { item: heaphyTrackClosed, href: '/tracks/heaphy-track' },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('CLOSED')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Heaphy Track - CLOSED' })).toBeVisible();
  },
};

/** No difficulty from DOC reads UNKNOWN; with no place the regions show instead. */
export const UnknownDifficulty: Story = {
  args: { item: mountRobertCircuit, href: '/tracks/mount-robert-circuit' },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('UNKNOWN')).toBeVisible();
    await expect(canvas.getByText('Nelson/Tasman')).toBeVisible();
  },
};

/** No photo: the landscape illustration stands in. */
export const MissingImage: Story = {
  args: { item: { ...waikoropupuSprings, thumbnail: null }, href: '/tracks/te-waikoropupu-springs-track' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('svg[aria-hidden="true"] linearGradient')).toBeInTheDocument();
    await expect(canvas.getByText('0.85 km', { exact: false })).toBeVisible();
  },
};

/** A photo that fails to load falls back to the illustration. */
export const BrokenImage: Story = {
  args: {
    item: { ...abelTasmanCoastTrack, thumbnail: 'data:image/png;base64,broken' },
    href: '/tracks/abel-tasman-coast-track',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('img')).not.toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: 'Abel Tasman Coast Track' })).toBeVisible();
  },
};

/** Long titles, places and walking times wrap inside the tile. */
export const LongNames: Story = {
  args: { item: longNamedTrack, href: '/tracks/southern-crossing-otaki-forks-te-matawai' },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const article = canvasElement.querySelector('article');
    await expect(article).not.toBeNull();
    await expect(article!.scrollWidth).toBeLessThanOrEqual(article!.clientWidth);
    await expect(within(canvasElement).getByText('1,234.50 km', { exact: false })).toBeVisible();
  },
};

/** On the wishlist: a filled heart that removes it. */
export const Wishlisted: Story = {
  args: { wishlisted: true },
  play: async ({ args, canvasElement }) => {
    await imagesReady(canvasElement);
    const heart = within(canvasElement).getByRole('button', { name: 'Remove from wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onWishlistToggle).toHaveBeenCalledTimes(1);
  },
};

/** A completed trip: 'Trip completed' instead of the button. */
export const Completed: Story = {
  args: { completed: true, item: hookerValleyTrack, href: '/tracks/hooker-valley-track' },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Trip completed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
  },
};

/** Without callbacks (e.g. a place shown elsewhere): no heart and no completion button. */
export const ReadOnly: Story = {
  args: { item: muellerHut, href: '/huts/mueller-hut', onWishlistToggle: undefined, onMarkComplete: undefined },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
    const article = canvasElement.querySelector('article');
    await expect(article!.scrollWidth).toBeLessThanOrEqual(article!.clientWidth);
  },
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${({ theme }) => theme.sizes.tile} * 2), 1fr));
  gap: ${({ theme }) => theme.space.md};
  width: ${({ theme }) => theme.sizes.container};
  max-width: 100%;
`;

/** `layout="card"`: photo on top, for grids such as a custom track's related places. */
export const Cards: Story = {
  args: { layout: 'card' },
  render: (args) => (
    <Grid>
      <TrackTile {...args} />
      <TrackTile {...args} item={mangatepopoHut} href="/huts/mangatepopo-hut" wishlisted />
      <TrackTile {...args} item={totaranuiCampsite} href="/campsites/totaranui-campsite" completed />
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const [track] = canvas.getAllByRole('article');
    const photo = within(track!).getByRole('img');
    const title = within(track!).getByRole('heading');
    await expect(photo.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
  },
};
