import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { WhyAccountModal } from './WhyAccountModal.tsx';

const meta = {
  title: 'Home/WhyAccountModal',
  component: WhyAccountModal,
  args: { open: true, onOpenChange: fn(), signupHref: '/signup' },
} satisfies Meta<typeof WhyAccountModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Why create an account?' }));
    await expect(dialog.getAllByRole('listitem')).toHaveLength(4);
    await expect(dialog.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Following the sign-up link closes the dialog as the page changes. */
export const SignUp: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Why create an account?' }));
    await userEvent.click(dialog.getByRole('link', { name: 'Create a free account' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** On a phone the buttons stack, the main one first. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Why create an account?' }));
    const create = dialog.getByRole('link', { name: 'Create a free account' });
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(create.getBoundingClientRect().top).toBeLessThan(close.getBoundingClientRect().top);
  },
};
