import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { CompleteTripDialog } from './CompleteTripDialog.tsx';

const meta = {
  title: 'Reviews/CompleteTripDialog',
  component: CompleteTripDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    question: 'When did you complete the track?',
    placeTitle: 'Kepler Track',
    date: null,
    onDateChange: fn(),
    maxDate: '2026-11-24',
    onSave: fn(),
    onLeaveReview: fn(),
  },
} satisfies Meta<typeof CompleteTripDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No day yet: Save is disabled until a day is typed. */
export const Default: Story = {
  // Like the page, it holds the day.
  render: function Render(args) {
    const [date, setDate] = useState(args.date);
    const choose = (next: string | null) => {
      args.onDateChange(next);
      setDate(next);
    };
    return <CompleteTripDialog {...args} date={date} onDateChange={choose} />;
  },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'When did you complete the track?' });
    await expect(screen.getByLabelText('Date completed')).toHaveAttribute('max', '2026-11-24');
    const save = screen.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Date completed'), '2026-11-23');
    await expect(args.onDateChange).toHaveBeenCalledWith('2026-11-23');
    await expect(save).toBeEnabled();
  },
};

/** Yesterday chosen: Save sends it. */
export const DateChosen: Story = {
  args: { date: '2026-11-23' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A day after today is refused. */
export const FutureDate: Story = {
  args: { date: '2026-11-30', error: 'Date cannot be in the future' },
  play: async () => {
    const field = await screen.findByLabelText('Date completed');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Date cannot be in the future');
  },
};

/** Saving: a spinner, nothing can be pressed twice. */
export const Saving: Story = {
  args: { date: '2026-11-23', saving: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: /Save/ })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The save failed. */
export const Error: Story = {
  args: { date: null, error: 'Something went wrong, please try again.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  },
};

/** Saved: 'Date submitted', then 'Leave review'. */
export const Submitted: Story = {
  args: { date: '2026-11-23', submitted: true },
  play: async ({ args }) => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Date submitted');
    await userEvent.click(screen.getByRole('button', { name: 'Leave review' }));
    await expect(args.onLeaveReview).toHaveBeenCalledTimes(1);
  },
};

/** The question for a hut. */
export const Hut: Story = {
  args: { question: 'When did you complete the hut?', placeTitle: 'Luxmore Hut' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'When did you complete the hut?' })).toHaveAccessibleDescription('Luxmore Hut');
  },
};
