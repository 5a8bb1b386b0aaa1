import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { UnsavedTrackModal } from './UnsavedTrackModal.tsx';

const meta = {
  title: 'Custom tracks/UnsavedTrackModal',
  component: UnsavedTrackModal,
  args: { open: true, onSave: fn(), onDiscard: fn(), onCancel: fn() },
} satisfies Meta<typeof UnsavedTrackModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save, 'Leave & discard changes' and Cancel; focus starts on Save. */
export const Default: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'You have unsaved changes' });
    const save = screen.getByRole('button', { name: 'Save' });
    await expect(save).toHaveFocus();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Leave & discard changes' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Saving: a spinner; Escape does not close it half way. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    await expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The save failed: the message, and the choice again. */
export const Error: Story = {
  args: { error: 'Something has gone wrong. Please try again later.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Something has gone wrong. Please try again later.');
  },
};
