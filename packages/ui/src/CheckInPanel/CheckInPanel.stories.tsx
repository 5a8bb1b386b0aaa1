import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckInPanel } from './CheckInPanel.tsx';

const meta = {
  title: 'Plan/CheckInPanel',
  component: CheckInPanel,
  args: {
    title: 'Kepler Track',
    prompt: 'You planned to be out by Sunday 9 August 2026, 4:00 pm. If you have not told us you are back by Sunday 9 August 2026, 5:00 pm, we will email Mere Tane to say you are overdue.',
    submitting: false,
    checkedInAt: null,
    error: null,
    onCheckIn: fn(),
  },
} satisfies Meta<typeof CheckInPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Due back: one button, and what happens without it. */
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

/** Out early, before the planned end: the trip can be closed now. */
export const OutEarly: Story = {
  args: { prompt: 'Out already? Tell us you are back safely and your trip is closed: Mere Tane will not be emailed.' },
};

/** The contact was already told: checking in tells them at once. */
export const AfterTheContactWasTold: Story = {
  args: { prompt: 'We emailed Mere Tane at Sunday 9 August 2026, 5:00 pm to say you are overdue. Tell us you are back safely and we will tell them at once.' },
};

/** Recorded after the contact was told: they are told the walker is back. */
export const DoneAfterTheContactWasTold: Story = {
  args: { checkedInAt: '2026-08-09T05:40:00Z', doneNote: 'We have told your emergency contact you are back safely.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('We have told your emergency contact you are back safely.');
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
