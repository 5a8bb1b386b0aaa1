import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { warningGroups } from '../alertFixtures/alerts.ts';
import { WeatherWarnings } from './WeatherWarnings.tsx';

const meta = {
  title: 'Alerts/WeatherWarnings',
  component: WeatherWarnings,
  args: { groups: warningGroups },
} satisfies Meta<typeof WeatherWarnings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Red, orange, yellow; each warning opens to when it applies, what to expect and what to do. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Red warnings', 'Orange warnings', 'Yellow watches and warnings']);
    const wind = canvas.getByRole('button', { name: /Strong Wind Warning/ });
    await userEvent.click(wind);
    await expect(wind).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Keep below the bushline.')).toBeVisible();
  },
};

/** Only a yellow watch, without MetService's link or next update. */
export const YellowOnly: Story = {
  args: { groups: warningGroups.slice(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Heavy Snow Watch/ }));
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Next update/)).not.toBeInTheDocument();
  },
};
