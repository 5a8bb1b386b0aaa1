import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import type { PasswordScore } from '../PasswordStrength/PasswordStrength.tsx';
import { validateNewPassword } from '../form/storyFixtures.ts';
import { storyPasswordScore } from '../form/storyPasswordScore.ts';
import { PasswordResetForm } from './PasswordResetForm.tsx';
import type { PasswordResetFormProps } from './PasswordResetForm.tsx';

/** Computes the score as the app would. */
function WithStrength(args: PasswordResetFormProps) {
  const [score, setScore] = useState<PasswordScore | null>(args.passwordScore ?? null);
  return (
    <PasswordResetForm
      {...args}
      passwordScore={score}
      onPasswordChange={(password) => {
        args.onPasswordChange?.(password);
        setScore(storyPasswordScore(password));
      }}
    />
  );
}

const meta = {
  title: 'Accounts/PasswordResetForm',
  component: PasswordResetForm,
  parameters: { bleed: true },
  args: {
    signInHref: '/signin',
    lostPasswordHref: '/lost-password',
    onSubmit: fn(),
    onPasswordChange: fn(),
    validate: validateNewPassword,
  },
  render: (args) => <WithStrength {...args} />,
  decorators: [
    (Story) => (
      <AuthLayout homeHref="/home">
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof PasswordResetForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: the new password, with its strength as it is typed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Password Reset' })).toBeVisible();
    await expect(canvas.getByText('Please enter the new password')).toBeVisible();
    const password = canvas.getByLabelText('New password');
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'Routeburn-2026!');
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Routeburn-2026!' });
  },
};

/** A weak password typed: the danger colour and hint. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'kea');
    await expect(canvas.getByText(/Your password strength is at score/)).toHaveTextContent(
      'Your password strength is at score 0/4. It needs to be at least 1.',
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a new password'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Reset password' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText('New password'), 'Routeburn-2026!{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Reset: the confirmation and a link back to log in. */
export const Success: Story = {
  args: { success: true },
  play: async ({ canvasElement }) => {
    const status = within(within(canvasElement).getByRole('status'));
    await expect(status.getByText('Your password has been reset')).toBeVisible();
    await expect(status.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/signin');
  },
};

/** The server's error text. */
export const ServerError: Story = {
  args: { error: 'This password reset link is not valid or has already been used. Please ask for a new one.' },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(
      alert.getByText('This password reset link is not valid or has already been used. Please ask for a new one.'),
    ).toBeVisible();
    await expect(alert.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The token has expired: a link to request a reset again. */
export const TokenExpired: Story = {
  args: { error: 'The password reset token has expired.' },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('The password reset token has expired.')).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
  },
};

/** Any other failure. */
export const SomethingWentWrong: Story = {
  args: { error: 'something went wrong' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('something went wrong');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'tramping-hut');
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toBeVisible();
  },
};
