import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { EmergencyContactWarning } from './EmergencyContactWarning.tsx';

const meta = {
  title: 'Plan/EmergencyContactWarning',
  component: EmergencyContactWarning,
  args: {
    open: true,
    onOpenChange: fn(),
    onAddSavedContact: fn(),
    onAddNewContact: fn(),
    onContinue: fn(),
  },
} satisfies Meta<typeof EmergencyContactWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three choices; adding a saved contact comes first and has focus. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Your plan has no emergency contact' });
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining('raise the alarm'));
    const saved = screen.getByRole('button', { name: 'Choose from my contacts' });
    await expect(saved).toHaveFocus();
    await userEvent.click(saved);
    await expect(args.onAddSavedContact).toHaveBeenCalledTimes(1);
  },
};

/** 'Add a new contact'. */
export const AddNew: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add a new contact' }));
    await expect(args.onAddNewContact).toHaveBeenCalledTimes(1);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** The warning can be ignored: publish without one. */
export const Continue: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Publish without an emergency contact' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** No saved contacts: only a new one can be added. */
export const NoSavedContacts: Story = {
  args: { hasSavedContacts: false },
  play: async () => {
    await screen.findByRole('alertdialog');
    await expect(screen.queryByRole('button', { name: 'Choose from my contacts' })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Add a new contact' })).toHaveFocus();
  },
};

/** Publishing after 'continue': a spinner, and nothing else can be pressed. */
export const Publishing: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await expect(screen.getByRole('button', { name: 'Publish without an emergency contact' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(screen.getByRole('button', { name: 'Add a new contact' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};
