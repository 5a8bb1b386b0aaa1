import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import { validateActivation } from '../form/storyFixtures.ts';
import { ActivationForm } from './ActivationForm.tsx';

const meta = {
  title: 'Accounts/ActivationForm',
  component: ActivationForm,
  parameters: { bleed: true },
  args: { backHref: '/signup', onSubmit: fn(), validate: validateActivation, email: 'aroha@example.nz' },
  decorators: [
    (Story) => (
      <AuthLayout homeHref="/home">
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof ActivationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Congratulations, your account has been created!';

/** After registering: where the code went, and the code field. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText(/We have sent an activation code to/)).toHaveTextContent('aroha@example.nz');
    await expect(canvas.getByText(/junk or spam/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/signup');
    const code = canvas.getByRole('textbox', { name: 'Activation code' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, 'K7P2QX');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: 'K7P2QX' });
  },
};

/** Opened from the emailed link: the code is filled in from the `code` query parameter. */
export const Filled: Story = {
  args: { initialCode: 'K7P2QX' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Activation code' })).toHaveValue('K7P2QX');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: 'K7P2QX' });
  },
};

/** Without a remembered address it says 'your email address'. */
export const WithoutEmail: Story = {
  args: { email: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/We have sent an activation code to/)).toHaveTextContent(
      'We have sent an activation code to your email address.',
    );
  },
};

/** The code must have exactly 6 characters. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'Activation code' });
    await step('empty', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
      await expect(code).toHaveAccessibleDescription('Please enter your activation code');
      await expect(code).toHaveFocus();
    });
    await step('too short', async () => {
      await userEvent.type(code, 'K7P');
      await expect(code).toHaveAccessibleDescription('The activation code has 6 characters');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** The server refused the code (its error text). */
export const ServerError: Story = {
  args: { initialCode: 'K7P2QZ', error: 'That activation code is not valid. Please check the code in your email.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('That activation code is not valid. Please check the code in your email.');
  },
};

/** The activation failed without a server text. */
export const SomethingWentWrong: Story = {
  args: { initialCode: 'K7P2QX', error: 'something went wrong' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('something went wrong');
  },
};

export const Submitting: Story = {
  args: { initialCode: 'K7P2QX', submitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Activate' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Activation code' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Activated: the confirmation replaces the form while the app moves on. */
export const Success: Story = {
  args: { success: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your account has been activated.');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** On a phone (the app header is hidden there, so the layout's logo shows). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { email: 'aroha.te-whare-tapere@example.nz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Activation code' });
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
