import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TripCheckCard, type TripCheckCardReason } from './TripCheckCard.tsx';

const reasons: TripCheckCardReason[] = [
  {
    topic: 'warnings',
    level: 'danger',
    levelLabel: 'Danger',
    title: 'Weather warnings',
    detail: 'Red: Heavy Rain Warning during your trip, and 2 more. Change your dates or your plans.',
    actionLabel: 'See the alerts',
    actionHref: '/plan/1/alerts',
  },
  {
    topic: 'daylight',
    level: 'caution',
    levelLabel: 'Caution',
    title: 'Daylight',
    detail: 'You plan to finish at 5:30 pm, only 24 minutes before sunset (5:54 pm). Leave time for a slow day, and take a head torch.',
    actionLabel: 'Change your dates and times',
    actionHref: '/tracks/kepler-track/plan',
  },
  {
    topic: 'freezing',
    level: 'caution',
    levelLabel: 'Caution',
    title: 'Freezing level',
    detail: "The freezing level drops to 600 m, below the track's highest point (1,400 m): expect snow and ice. Take warm layers and traction for your boots.",
    actionLabel: 'Check your gear',
    actionHref: '/tracks/kepler-track/gear',
  },
  { topic: 'forecast', level: 'unknown', levelLabel: 'Not checked', title: 'Forecast', detail: 'No forecast covers your dates yet: check it again before you go.', actionLabel: 'See the forecast', actionHref: '/plan/1/weather' },
  { topic: 'experience', level: 'ok', levelLabel: 'OK', title: 'Experience', detail: 'This track is graded Intermediate: within your experience (Intermediate).', actionLabel: null, actionHref: null },
];

const meta = {
  title: 'Plan/TripCheckCard',
  component: TripCheckCard,
  args: { verdict: 'reconsider', headline: 'Think again about this trip', reasons },
} satisfies Meta<typeof TripCheckCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A danger: 'Think again', the reasons most serious first, each with where to act. */
export const Reconsider: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement.querySelector('section')!);
    await expect(card.getByRole('heading', { name: 'Think again about this trip' })).toBeVisible();
    const items = card.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent(/Weather warnings\s*Danger/);
    await expect(card.getByRole('link', { name: 'See the alerts' })).toHaveAttribute('href', '/plan/1/alerts');
    await expect(card.getByRole('link', { name: 'Check your gear' })).toHaveAttribute('href', '/tracks/kepler-track/gear');
  },
};

/** Cautions only. */
export const Caution: Story = {
  args: { verdict: 'caution', headline: 'Go prepared', reasons: reasons.slice(1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Go prepared' })).toBeVisible();
  },
};

/** Nothing to worry about. */
export const Go: Story = {
  args: { verdict: 'go', headline: 'Looks good for your dates', reasons: reasons.slice(4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('OK')).toBeVisible();
  },
};

/** No dates yet. */
export const Incomplete: Story = {
  args: { verdict: 'incomplete', headline: 'Add your trip dates to check this trip', reasons: reasons.slice(4) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Add your trip dates to check this trip' })).toBeVisible();
  },
};

/** Drawn from sample alerts and forecasts (FEEDS=sample). */
export const Sample: Story = {
  args: { sample: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sample alerts and weather')).toBeVisible();
  },
};
