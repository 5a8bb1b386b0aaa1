import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { PublishPlanDialog } from './PublishPlanDialog.tsx';

const meta = {
  title: 'Plan/PublishPlanDialog',
  component: PublishPlanDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof PublishPlanDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's question; focus starts on Cancel, 'Publish plan' confirms. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'You are publishing this plan.' });
    await expect(dialog).toHaveAccessibleDescription(
      "People that you've added to this plan will be notified. Do you want to proceed?",
    );
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Publish plan' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The trip check says Danger: said again before the walker commits, with what they must do at the end. */
export const WithADanger: Story = {
  args: {
    verdict: {
      level: 'danger',
      text: 'The trip check says: Think again about this trip. Danger · Experience: Parts of this track are graded Expert, well above your experience (Intermediate).',
    },
    checkInNote: `When you are out, tap "I'm back safely". If you have not by Sunday 15 December 2030, 5:00 pm, we will email Mere Tane to say you are overdue.`,
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'You are publishing this plan.' });
    await expect(dialog).toHaveTextContent('Think again about this trip');
    await expect(dialog).toHaveTextContent(`tap "I'm back safely"`);
  },
};

/** A caution, and an overdue alert that is off. */
export const WithACaution: Story = {
  args: {
    verdict: { level: 'caution', text: 'The trip check says: Go prepared. Caution · DOC alerts: DOC has an alert: Forest Burn Shelter closed (Kepler Track).' },
    checkInNote: 'Your emergency contact will not be emailed if you are overdue: you have turned the overdue alert off in your settings.',
  },
};

/** Cancel backs out without publishing. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Publishing: a spinner, and the dialog cannot be dismissed half way. */
export const Publishing: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: 'Publish plan' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
