import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import type { PasswordScore } from '../PasswordStrength/PasswordStrength.tsx';
import { validateRegister } from '../form/storyFixtures.ts';
import { storyPasswordScore } from '../form/storyPasswordScore.ts';
import { SignUpForm } from './SignUpForm.tsx';
import type { SignUpFormProps } from './SignUpForm.tsx';

const MenuWidth = styled.div`
  width: ${({ theme }) => theme.sizes.popover};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/** Computes the score as the app would, from `onPasswordChange`. */
function WithStrength(args: SignUpFormProps) {
  const [score, setScore] = useState<PasswordScore | null>(args.passwordScore ?? null);
  return (
    <SignUpForm
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
  title: 'Accounts/SignUpForm',
  component: SignUpForm,
  parameters: { bleed: true },
  args: {
    signInHref: '/signin',
    lostPasswordHref: '/lost-password',
    privacyHref: '/privacy',
    onSubmit: fn(),
    onPasswordChange: fn(),
    onNavigate: fn(),
    validate: validateRegister,
    passwordScore: null,
  },
  render: (args) => <WithStrength {...args} />,
  decorators: [
    (Story, { args }) =>
      args.variant === 'compact' ? (
        <MenuWidth>
          <Story />
        </MenuWidth>
      ) : (
        <AuthLayout homeHref="/home">
          <Story />
        </AuthLayout>
      ),
  ],
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-up screen: the strength shows as the password is typed; a valid form is sent. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin');
    await expect(canvas.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
    await expect(canvas.getByRole('link', { name: 'privacy policies and terms of use' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await step('type the details', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'aroha@example.nz');
      const password = canvas.getByLabelText('Password');
      await userEvent.type(password, 'Tararua-Ridge-2026');
      await expect(args.onPasswordChange).toHaveBeenLastCalledWith('Tararua-Ridge-2026');
      await expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '4');
      await expect(password).toHaveAccessibleDescription(
        "Your password strength is at score 4/4. It's a strong password!",
      );
      await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the privacy policies and terms of use' }));
    });
    await step('create the account', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        email: 'aroha@example.nz',
        password: 'Tararua-Ridge-2026',
        agreed_to_terms: true,
      });
    });
  },
};

/** Filled in with a weak password: the warning colour and hint. */
export const Filled: Story = {
  args: {
    initialValues: { email: 'aroha@example.nz', password: 'tramping', agreed_to_terms: true },
    passwordScore: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your password strength is at score/)).toHaveTextContent(
      'Your password strength is at score 1/4. It could be a bit stronger.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'I accept the privacy policies and terms of use' })).toBeChecked();
  },
};

/** Submitting without accepting the terms (and with bad fields) shows every message. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'aroha@example');
    await userEvent.type(canvas.getByLabelText('Password'), 'kea');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Your password needs at least 8 characters'),
    );
    const terms = canvas.getByRole('checkbox', { name: 'I accept the privacy policies and terms of use' });
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription('Please accept the privacy policies and terms of use');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The email already has an account (spec part 1 §8). */
export const ServerError: Story = {
  args: {
    error: 'you already have an account',
    initialValues: { email: 'aroha@example.nz', password: 'Tararua-Ridge-2026', agreed_to_terms: true },
    passwordScore: 4,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('you already have an account');
  },
};

/** Any other failure without a server text. */
export const SomethingWentWrong: Story = {
  args: {
    error: 'something went wrong',
    initialValues: { email: 'aroha@example.nz', password: 'Tararua-Ridge-2026', agreed_to_terms: true },
    passwordScore: 4,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('something went wrong');
  },
};

/** While the account is being created: no second submit. */
export const Submitting: Story = {
  args: {
    submitting: true,
    initialValues: { email: 'aroha@example.nz', password: 'Tararua-Ridge-2026', agreed_to_terms: true },
    passwordScore: 4,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Create account' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The compact form for the profile menu. */
export const Compact: Story = {
  args: { variant: 'compact', onLogIn: fn() },
  parameters: { bleed: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Create an account' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogIn).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialValues: { email: 'aroha@example.nz', password: 'tramping-2026' }, passwordScore: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Create account' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(250);
  },
};
