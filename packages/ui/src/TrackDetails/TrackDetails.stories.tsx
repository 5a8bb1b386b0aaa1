import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { muellerHutLocation, tongariroLocation, totaranuiLocation } from '../walkFixtures/locations.ts';
import { keplerReviews } from '../reviewFixtures/reviews.ts';
import { TrackReviews } from '../TrackReviews/TrackReviews.tsx';
import { READ_MORE_THRESHOLD_PX, TrackDetails } from './TrackDetails.tsx';
import type { TrackDetailsNearbyPlace } from './TrackDetails.tsx';

const plural = { Track: 'tracks', Hut: 'huts', Campsite: 'campsites' } as const;

/** The app's routes: /huts/{slug}, /campsites/{slug}. */
function nearbyHref(place: TrackDetailsNearbyPlace) {
  return `/${plural[place.type]}/${place.slug}`;
}

/** Sanitised HTML, as the app passes it after running the server's text through a sanitiser. */
const essentialPreparationHtml = `<p>The crossing is an alpine walk: the weather can change fast, and in winter it needs ice axe and crampons.</p>
<ul><li>Check the forecast and track alerts before you go.</li><li>Take warm and waterproof layers, food and water.</li><li>Tell someone your plans.</li></ul>`;

const weatherConditionsHtml = `<p>Expect strong winds on the exposed ridges, and snow down to 1,500 m in any month. Read the <a href="https://www.metservice.com/mountains-and-parks/national-parks/tongariro">mountain forecast</a>.</p>`;

const longIntroduction = `${tongariroLocation.introduction}

The track climbs from the Mangatepopo Valley up the Devil's Staircase to South Crater, past the Emerald Lakes and Blue Lake, and down through tussock and bush to Ketetahi. There are no huts on the crossing itself; toilets are at the road ends and at Soda Springs and Ketetahi.

Parking at Mangatepopo is limited to four hours: use a shuttle.`;

const Page = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

const meta = {
  title: 'Find a walk/TrackDetails',
  component: TrackDetails,
  args: { location: tongariroLocation, nearbyHref },
  render: (args) => (
    <Page>
      <TrackDetails {...args} />
    </Page>
  ),
} satisfies Meta<typeof TrackDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A track with every field: alerts link, facts, video, preparation and weather, nearby places. */
export const Track: Story = {
  args: {
    alertCount: 2,
    alertsHref: '/tracks/tongariro-alpine-crossing/alerts',
    sharedUse: 'Shared with guided groups; no mountain bikes.',
    video: { provider: 'YouTube', url: 'https://www.youtube.com/watch?v=tongariro-crossing' },
    essentialPreparationHtml,
    weatherConditionsHtml,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View 2 alerts for this track' })).toHaveAttribute(
      'href',
      '/tracks/tongariro-alpine-crossing/alerts',
    );
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(terms).toEqual([
      'Distance',
      'Track type',
      'Walking duration',
      'Difficulty',
      'Wheelchair friendly',
      'Dogs allowed',
      'Shared use',
    ]);
    await expect(values).toEqual([
      '19.40 km',
      'Point to Point',
      '7–8 hr one way',
      'Intermediate to Advanced (graded by section)',
      'No',
      'NoNo dogs: this track is in a national park.',
      'Shared with guided groups; no mountain bikes.',
    ]);
    const video = canvas.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' });
    await expect(video).toHaveAttribute('target', '_blank');
    await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('heading', { name: 'Essential preparation' })).toBeVisible();
    await expect(canvas.getByText('Tell someone your plans.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'mountain forecast' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Mangatepopo Hut/ })).toHaveAttribute('href', '/huts/mangatepopo-hut');
    await expect(canvas.getByRole('link', { name: /Mangahuia Campsite/ })).toHaveAttribute(
      'href',
      '/campsites/mangahuia-campsite',
    );
    // A short introduction needs no Read more.
    await expect(canvas.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  },
};

/** A hut: bunks and bookings; no track facts. */
export const Hut: Story = {
  args: { location: muellerHutLocation, alertCount: 1, alertsHref: '/huts/mueller-hut/alerts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Hut details' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View 1 alert for this hut' })).toBeVisible();
    await expect(canvas.getByText('28 bunk beds')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bookings required (opens in a new tab)' })).toHaveAttribute(
      'href',
      muellerHutLocation.info_link,
    );
    await expect(canvas.queryByText('Difficulty')).not.toBeInTheDocument();
  },
};

/** A campsite where dogs are allowed, with its rule. */
export const Campsite: Story = {
  args: { location: totaranuiLocation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Campsite details' })).toBeVisible();
    await expect(canvas.getByText('Dogs on a leash in the campground only; not on the Coast Track.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /alerts? for this/ })).not.toBeInTheDocument();
  },
};

/** A long introduction is clamped at 120 px; Read more shows it all, Read less clamps it again. */
export const LongIntroduction: Story = {
  args: { location: { ...tongariroLocation, introduction: longIntroduction } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Read more' });
    const content = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(content).not.toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(content!.getBoundingClientRect().height).toBeLessThanOrEqual(READ_MORE_THRESHOLD_PX);

    await step('Read more expands it', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveTextContent('Read less');
      await expect(content!.getBoundingClientRect().height).toBeGreaterThan(READ_MORE_THRESHOLD_PX);
      await expect(canvas.getByText('Parking at Mangatepopo is limited to four hours: use a shuttle.')).toBeVisible();
    });

    await step('Read less clamps it again', async () => {
      await userEvent.click(toggle);
      await expect(content!.getBoundingClientRect().height).toBeLessThanOrEqual(READ_MORE_THRESHOLD_PX);
    });
  },
};

/** A custom track: its description, clamped with Read more; no introduction. */
export const CustomTrack: Story = {
  args: {
    location: { ...tongariroLocation, introduction: null, huts: [], campsites: [] },
    description: longIntroduction,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Read more' })).toBeVisible();
  },
};

/** Only what DOC gives: no introduction, distance, time, difficulty (UNKNOWN), flags or nearby places. */
export const MissingFields: Story = {
  args: {
    location: {
      ...tongariroLocation,
      introduction: null,
      distance: null,
      track_type: null,
      walking_duration: null,
      difficulty: [],
      wheelchair_friendly: null,
      dogs_allowed: null,
      dogs_allowed_information: null,
      huts: [],
      campsites: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Track type', 'Difficulty']);
    await expect(canvas.getByText('UNKNOWN')).toBeVisible();
    await expect(canvas.getByText('One way')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Huts nearby' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: {
    location: { ...tongariroLocation, introduction: longIntroduction },
    alertCount: 3,
    alertsHref: '/tracks/tongariro-alpine-crossing/alerts',
    essentialPreparationHtml,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Read more' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View 3 alerts for this track' })).toBeVisible();
  },
};

/** With the reviews block last: the difficulty scale and the first reviews. */
export const WithReviews: Story = {
  args: {
    reviews: <TrackReviews reviews={keplerReviews.slice(0, 2)} difficulty={{ easier: 1, expected: 0, harder: 1 }} onLeaveReview={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reviews (2)' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'How reviewers found the track' })).toHaveAttribute('aria-valuenow', '55');
  },
};
