import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withOpenSection } from '../PlanEditor/storyDecorators.tsx';
import { PlanGearSection } from './PlanGearSection.tsx';

const meta = {
  title: 'Plan/PlanGearSection',
  component: PlanGearSection,
  args: { gear: { title: 'Multi-day tramp', packed: 12, total: 31 }, href: '/tracks/kepler-track/gear' },
  decorators: [withOpenSection],
} satisfies Meta<typeof PlanGearSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plan with a list: its name, how much is packed, and the way to the gear page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Gear list/ })).toHaveTextContent('12 of 31 packed');
    await expect(canvas.getByText('Multi-day tramp: 12 of 31 items packed.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the gear list' })).toHaveAttribute('href', '/tracks/kepler-track/gear');
  },
};

/** No list yet: the way to choose one made for the place. */
export const NoList: Story = {
  args: { gear: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No gear list yet: start from one made for this place.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a gear list' })).toHaveAttribute('href', '/tracks/kepler-track/gear');
  },
};
