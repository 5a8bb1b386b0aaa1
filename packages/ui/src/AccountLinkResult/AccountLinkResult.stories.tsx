import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import { AccountLinkResult } from './AccountLinkResult.tsx';

const meta = {
  title: 'Accounts/AccountLinkResult',
  component: AccountLinkResult,
  parameters: { bleed: true },
  args: { title: 'Confirm your new email address', status: 'checking' },
  decorators: [
    (Story) => (
      <AuthLayout homeHref="/home">
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof AccountLinkResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link is being checked with the server. */
export const Checking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your new email address' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your link…');
    const result = canvas.getByRole('region', { name: 'Confirm your new email address' });
    await expect(result).toHaveAttribute('aria-busy', 'true');
    // No way on until the link has been checked.
    await expect(within(result).queryByRole('link')).toBeNull();
  },
};

/** The new address is the account's now. */
export const Confirmed: Story = {
  args: {
    status: 'done',
    message: 'Your email address is now aroha.ngata@example.nz.',
    action: { label: 'Back to your profile', href: '/account' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your email address is now aroha.ngata@example.nz.');
    await expect(canvas.getByRole('link', { name: 'Back to your profile' })).toHaveAttribute('href', '/account');
  },
};

/** An email change undone from the old address: the way on is choosing a new password. */
export const Undone: Story = {
  args: {
    title: 'Undo the email change',
    status: 'done',
    message:
      'Your email address is aroha@example.nz again and every device has been logged out. Whoever changed it knew your password, so it no longer works: please choose a new one now.',
    action: { label: 'Choose a new password', href: '/account/password-recovery?recovery_token=abc' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/aroha@example\.nz again/);
    await expect(canvas.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/account/password-recovery?recovery_token=abc');
  },
};

/** The server refused the link (expired, used, unknown): its text, and a way on. */
export const Failed: Story = {
  args: {
    status: 'failed',
    message: 'This link has expired. Change your email address again to get a new one.',
    action: { label: 'Back to your profile', href: '/account' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link has expired. Change your email address again to get a new one.');
    await expect(canvas.getByRole('link', { name: 'Back to your profile' })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Undone,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
