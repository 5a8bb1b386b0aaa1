import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { fineDay, fineParts, snowDay, stormyDay, stormyParts } from '../weatherFixtures/forecast.ts';
import { ForecastDayCard } from './ForecastDayCard.tsx';

const meta = {
  title: 'Weather/ForecastDayCard',
  component: ForecastDayCard,
  args: { day: stormyDay, parts: stormyParts },
} satisfies Meta<typeof ForecastDayCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stormy day: maximum and minimum, part-day icons, sunrise and sunset, wind, freezing level and hazards. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const card = within(canvasElement.querySelector('article')!);
    await expect(card.getByRole('heading', { name: 'Sunday 9 August' })).toBeVisible();
    await expect(card.getByLabelText('Maximum 7°C, minimum 2°C')).toBeVisible();
    const parts = within(card.getByRole('list', { name: 'Through the day' }));
    await expect(parts.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['OvernightRain', 'MorningRain', 'AfternoonRain', 'EveningShowers']);
    await expect(parts.getAllByRole('img', { name: 'Rain' })).toHaveLength(3);
    await expect(card.getByText('7:54 am')).toBeVisible();
    await expect(card.getByText('5:33 pm')).toBeVisible();
    await expect(card.getByText('Northwest 55 km/h, gusts to 111 km/h')).toBeVisible();
    await expect(within(card.getByRole('list', { name: 'Hazards' })).getAllByRole('listitem')).toHaveLength(2);
    await step('the freezing level explains itself', async () => {
      await expect(card.getByText(/1,400 m/)).toBeVisible();
      await userEvent.click(card.getByRole('button', { name: 'What is the freezing level?' }));
      await expect(await screen.findByRole('dialog', { name: 'Freezing level' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
    });
  },
};

/** Snow to low levels: the freezing level is 600 m. */
export const Snow: Story = {
  args: { day: snowDay, parts: [] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.queryByRole('list', { name: 'Through the day' })).not.toBeInTheDocument();
    await expect(card.getByText(/600 m/)).toBeVisible();
  },
};

/** A fine, frosty day without hazards. */
export const Fine: Story = {
  args: { day: fineDay, parts: fineParts },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'Hazards' })).not.toBeInTheDocument();
  },
};

/** Served from the sample fixtures: labelled so nobody takes it for a real forecast. */
export const Sample: Story = {
  args: { sample: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sample data')).toBeVisible();
  },
};

/** What a provider may leave out: temperatures, times and the freezing level. */
export const Sparse: Story = {
  args: { day: { ...fineDay, max_temp: null, min_temp: null, sunrise: null, sunset: null, freezing_level: null, wind: [] }, parts: [] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByLabelText('Maximum –C, minimum –C')).toBeVisible();
    await expect(card.queryByText('Freezing level')).not.toBeInTheDocument();
  },
};
