import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckInPanel } from './CheckInPanel.tsx';

const meta = {
  title: 'Plan/CheckInPanel',
  component: CheckInPanel,
  args: { title: 'Kepler Track', expectedOut: 'Sunday 9 August 2026, 4:00 pm', submitting: false, checkedInAt: null, error: null, onCheckIn: fn() },
} satisfies Meta<typeof CheckInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trip is over: one button. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Back from Kepler Track?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "I'm back safely" }));
    await expect(args.onCheckIn).toHaveBeenCalledTimes(1);
  },
};

/** While it is recorded. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Checking in…' })).toBeDisabled();
  },
};

/** Recorded: nobody will be alerted. */
export const Done: Story = {
  args: { checkedInAt: '2026-08-09T04:10:00Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('You checked in from Kepler Track at 9 Aug, 4:10 pm. We will not alert your emergency contact.');
  },
};

/** It failed: said plainly, and the button is there to try again. */
export const Error: Story = {
  args: { error: 'We could not record that you are back. Please try again, or call your emergency contact.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/We could not record that you are back/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: "I'm back safely" })).toBeEnabled();
  },
};
