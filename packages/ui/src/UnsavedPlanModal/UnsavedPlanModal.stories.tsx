import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { UnsavedPlanModal } from './UnsavedPlanModal.tsx';

const meta = {
  title: 'Plan/UnsavedPlanModal',
  component: UnsavedPlanModal,
  args: { open: true, onOpenChange: fn(), onSaveDraft: fn(), onContinueWithoutSaving: fn() },
} satisfies Meta<typeof UnsavedPlanModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's texts; focus starts on 'Save draft plan'. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'You have not saved your Plan.' });
    await expect(dialog).toHaveAccessibleDescription(
      'If you navigate away from this page without saving all changes will be lost.',
    );
    const save = screen.getByRole('button', { name: 'Save draft plan' });
    await expect(save).toHaveFocus();
    await userEvent.click(save);
    await expect(args.onSaveDraft).toHaveBeenCalledTimes(1);
  },
};

/** 'Continue without saving' drops the changes. */
export const ContinueWithoutSaving: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Continue without saving' }));
    await expect(args.onContinueWithoutSaving).toHaveBeenCalledTimes(1);
    await expect(args.onSaveDraft).not.toHaveBeenCalled();
  },
};

/** Closing with × stays on the page. */
export const Dismissed: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onContinueWithoutSaving).not.toHaveBeenCalled();
  },
};

/** Saving the draft: a spinner, and the modal cannot be dismissed half way. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: 'Save draft plan' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Continue without saving' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** On a phone the buttons stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};
