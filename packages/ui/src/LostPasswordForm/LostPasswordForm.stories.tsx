import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import { validateForgotPassword } from '../form/storyFixtures.ts';
import { LostPasswordForm } from './LostPasswordForm.tsx';

const meta = {
  title: 'Accounts/LostPasswordForm',
  component: LostPasswordForm,
  parameters: { bleed: true },
  args: { signInHref: '/signin', onSubmit: fn(), validate: validateForgotPassword },
  decorators: [
    (Story) => (
      <AuthLayout homeHref="/home">
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof LostPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The email to send the reset link to; the logo leads home and 'Back to log in' to sign-in. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/signin');
    await expect(canvas.getByRole('link', { name: 'Plan My Walk' })).toHaveAttribute('href', '/home');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'aroha@example.nz');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'aroha@example.nz' });
  },
};

export const Filled: Story = {
  args: { initialValues: { email: 'aroha@example.nz' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveValue('aroha@example.nz');
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'aroha');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The request failed without a server text (spec part 2 §8). */
export const ServerError: Story = {
  args: { initialValues: { email: 'aroha@example.nz' }, error: 'Something went wrong' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const Submitting: Story = {
  args: { initialValues: { email: 'aroha@example.nz' }, submitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the server's message replaces the form. */
export const Success: Story = {
  args: { success: 'If an account exists for that email, we have sent a link to reset your password.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'If an account exists for that email, we have sent a link to reset your password.',
    );
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send reset link' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
