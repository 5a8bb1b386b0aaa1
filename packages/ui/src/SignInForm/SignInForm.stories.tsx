import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import { validateLogin } from '../form/storyFixtures.ts';
import { SignInForm } from './SignInForm.tsx';

const MenuWidth = styled.div`
  width: ${({ theme }) => theme.sizes.popover};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const meta = {
  title: 'Accounts/SignInForm',
  component: SignInForm,
  parameters: { bleed: true },
  args: {
    signUpHref: '/signup',
    lostPasswordHref: '/lost-password',
    onSubmit: fn(),
    onNavigate: fn(),
    validate: validateLogin,
  },
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
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in screen: a valid login calls `onSubmit` with the values. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
    await step('log in', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'aroha@example.nz');
      await userEvent.type(canvas.getByLabelText('Password'), 'kea-at-the-hut');
      await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'aroha@example.nz', password: 'kea-at-the-hut' });
    });
  },
};

/** Started with an email, e.g. the one just activated. */
export const Filled: Story = {
  args: { initialValues: { email: 'aroha@example.nz', password: 'kea-at-the-hut' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('aroha@example.nz');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Submitting empty shows each field's message and focuses the first; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await step('a changed field shows its error when left', async () => {
      await userEvent.type(email, 'aroha@');
      await userEvent.tab();
      await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
      await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    });
    await step('submit shows every error', async () => {
      await userEvent.clear(email);
      await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Please enter your email address');
      await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
      await expect(email).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** The login call failed (spec part 1 §8). */
export const ServerError: Story = {
  args: {
    error: 'invalid email or password',
    initialValues: { email: 'aroha@example.nz', password: 'wrong-password' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('invalid email or password');
  },
};

/** While logging in: spinner, busy, and no second submit. */
export const Submitting: Story = {
  args: { submitting: true, initialValues: { email: 'aroha@example.nz', password: 'kea-at-the-hut' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Log in' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByLabelText('Password'), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The compact form of the profile menu; its links tell the menu to close. */
export const Compact: Story = {
  args: { variant: 'compact' },
  parameters: { bleed: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Log in' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Forgotten your password?' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'aroha@example.nz');
    await userEvent.type(canvas.getByLabelText('Password'), 'kea-at-the-hut{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
