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
