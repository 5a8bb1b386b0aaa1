import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { week } from '../weatherFixtures/forecast.ts';
import { WeatherPanel } from './WeatherPanel.tsx';

const meta = {
  title: 'Weather/WeatherPanel',
  component: WeatherPanel,
  args: {
    loading: false,
    days: week,
    provider: { name: 'Open-Meteo', url: 'https://open-meteo.com/' },
    onExpandedChange: fn(),
  },
} satisfies Meta<typeof WeatherPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per day, and the provider's credit with a link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Open-Meteo' })).toHaveAttribute('href', 'https://open-meteo.com/');
  },
};

/** 'Loading weather...' with placeholders. */
export const Loading: Story = {
  args: { loading: true, days: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading weather...');
  },
};

/** No forecast for the trip's dates (or none could be had). */
export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No forecast available for your trip dates' })).toBeVisible();
    await expect(canvas.getByText(/we will send you a notification once a forecast is available/)).toBeVisible();
  },
};

/** An alpine forecast: days that expand. */
export const Alpine: Story = {
  args: { alpine: true, expanded: ['2026-08-09'], elevation: 1400 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sunday 9 August/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The provider has not answered lately: the last good copy, with its age. */
export const Stale: Story = {
  args: { staleSince: '2026-08-08T02:05:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('Open-Meteo has not answered lately: this forecast is from 8 Aug, 2:05 pm.');
  },
};

/** Sample data: every card and the credit say so. */
export const Sample: Story = {
  args: { sample: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Sample data')).toHaveLength(5);
  },
};
