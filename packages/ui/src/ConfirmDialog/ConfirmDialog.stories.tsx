import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Are you sure you want to delete this trip?',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question with Cancel and Yes; focus starts on Cancel, and Yes confirms. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this trip?' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Cancel closes without confirming. */
export const Cancelled: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** With a description and the caller's own button texts. */
export const WithDescription: Story = {
  args: {
    title: 'Are you sure you want to stop this plan from being shared with you? This will not delete the original plan',
    description: 'You can ask the trip planner to add you again later.',
    confirmLabel: 'Decline',
    cancelLabel: 'Keep it',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription('You can ask the trip planner to add you again later.');
    await expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
  },
};

/** While the confirmed action runs: a spinner, and neither button can be pressed again. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const yes = screen.getByRole('button', { name: 'Yes' });
    await expect(yes).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
