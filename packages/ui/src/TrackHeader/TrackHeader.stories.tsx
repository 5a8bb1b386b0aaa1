import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, waitFor, userEvent, within } from 'storybook/test';
import { heaphyTrackClosed, muellerHutLocation, tongariroLocation, totaranuiLocation } from '../walkFixtures/locations.ts';
import { imagesReady } from '../walkFixtures/photos.ts';
import { TrackHeader } from './TrackHeader.tsx';

/** The page column of a location page. */
const Page = styled.div`
  max-width: ${({ theme }) => theme.sizes.container};
`;

const meta = {
  title: 'Find a walk/TrackHeader',
  component: TrackHeader,
  args: { location: muellerHutLocation, backHref: '/tracks', mapHref: '/huts/mueller-hut/map' },
  render: (args) => (
    <Page>
      <TrackHeader {...args} />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
  },
} satisfies Meta<typeof TrackHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One header image: back link, title, place and region, map link, photo credit. */
export const Image: Story = {
  play: async ({ canvasElement, step }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/tracks');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mueller Hut' })).toBeVisible();
    await expect(canvas.getByText('Aoraki/Mount Cook National Park, Canterbury')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Mueller Hut' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show map view' })).toHaveAttribute('href', '/huts/mueller-hut/map');
    await expect(canvas.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();

    await step('Photo credit reveals the credit', async () => {
      const toggle = canvas.getByRole('button', { name: 'Photo credit' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByText('Mere Taylor')).not.toBeInTheDocument();
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByText('Mere Taylor')).toBeVisible();
    });
  },
};

/** A gallery: a looping carousel, one photo per page. */
export const Gallery: Story = {
  args: { location: tongariroLocation, mapHref: '/tracks/tongariro-alpine-crossing/map' },
  play: async ({ canvasElement, step }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Tongariro Alpine Crossing photos' });
    const current = () => within(carousel).getByRole('group');
    await expect(current()).toHaveAccessibleName('1 of 3');
    await expect(within(current()).getByRole('img')).toHaveAccessibleName('Red Crater');

    await step('next shows slide 2', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
      await expect(current()).toHaveAccessibleName('2 of 3');
      await expect(within(current()).getByRole('img')).toHaveAccessibleName('Mangatepopo Valley');
      await expect(canvas.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-current', 'true');
    });

    await step('next twice more loops back to slide 1', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
      await expect(current()).toHaveAccessibleName('3 of 3');
      await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
      await expect(current()).toHaveAccessibleName('1 of 3');
    });

    await step('previous from the first loops to the last', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
      await expect(current()).toHaveAccessibleName('3 of 3');
    });

    await step('a dot jumps to its photo', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show photo 2' }));
      await expect(current()).toHaveAccessibleName('2 of 3');
    });
  },
};

/** The carousel answers the arrow keys once focus is inside it, and the credit follows the photo. */
export const GalleryKeyboard: Story = {
  args: { location: tongariroLocation },
  parameters: { screenshot: { keepFocus: true } },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Photo credit' }));
    await expect(canvas.getByText('Aroha Ngata / DOC')).toBeVisible();
    canvas.getByRole('button', { name: 'Next photo' }).focus();
    const carousel = canvas.getByRole('region', { name: 'Tongariro Alpine Crossing photos' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(carousel).getByRole('group')).toHaveAccessibleName('2 of 3');
    await expect(canvas.getByText('Sam Wilson')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(within(carousel).getByRole('group')).toHaveAccessibleName('3 of 3');
    // The third photo has no credit: no button.
    await expect(canvas.queryByRole('button', { name: 'Photo credit' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(within(carousel).getByRole('group')).toHaveAccessibleName('2 of 3');
  },
};

/** No photo: the landscape illustration, and no credit button. */
export const NoImage: Story = {
  args: {
    location: { ...totaranuiLocation, image: null, gallery: [], photo_credit: null },
    mapHref: '/campsites/totaranui-campsite/map',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Photo credit' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tōtaranui Campsite');
  },
};

/** Photos that fail to load (offline, or moved on DOC's site) give way to the illustration. */
export const ImagesFailToLoad: Story = {
  args: {
    location: {
      ...totaranuiLocation,
      image: '/missing/photo-1.jpg',
      gallery: [
        { lg: '/missing/photo-1.jpg', sm: '/missing/photo-1.jpg', title: 'Beach', credit: 'DOC' },
        { lg: '/missing/photo-2.jpg', sm: '/missing/photo-2.jpg', title: 'Camp', credit: 'DOC' },
      ],
    },
    mapHref: '/campsites/totaranui-campsite/map',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('img', { name: 'Beach' })).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Tōtaranui Campsite');
  },
};

/** A closed track: ' - TRACK CLOSED' after the title. */
export const Closed: Story = {
  args: {
    location: { ...tongariroLocation, ...heaphyTrackClosed, gallery: [], image: heaphyTrackClosed.thumbnail },
    mapHref: '/tracks/heaphy-track/map',
  },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Heaphy Track - TRACK CLOSED',
    );
  },
};

/** A closed campsite reads ' - CAMPSITE CLOSED'. */
export const ClosedCampsite: Story = {
  args: { location: { ...totaranuiLocation, is_closed: true } },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tōtaranui Campsite - CAMPSITE CLOSED',
    );
  },
};

/** A custom track goes back to My Custom Tracks. */
export const CustomTrack: Story = {
  args: {
    isCustomTrack: true,
    backHref: '/account/my-custom-tracks',
    location: {
      ...tongariroLocation,
      title: 'Ruapehu sunrise loop',
      gallery: [],
      image: null,
      photo_credit: null,
    },
    mapHref: '/custom-tracks/k3m9q/map',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to My Custom Tracks' })).toHaveAttribute(
      'href',
      '/account/my-custom-tracks',
    );
    await expect(canvas.queryByRole('link', { name: 'Back to search' })).not.toBeInTheDocument();
  },
};

/** Below the desktop breakpoint the map link is left to the page. */
export const Mobile: Story = {
  args: { location: tongariroLocation, mapHref: '/tracks/tongariro-alpine-crossing/map' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await imagesReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Show map view' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next photo' })).toBeVisible();
  },
};
