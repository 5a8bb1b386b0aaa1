import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthLayout } from '../AuthLayout/AuthLayout.tsx';
import { profileValidator, storyExperienceLevels, storyGenders } from '../form/storyFixtures.ts';
import { ProfileSetupCard } from './ProfileSetupCard.tsx';

const meta = {
  title: 'Accounts/ProfileSetupCard',
  component: ProfileSetupCard,
  parameters: { bleed: true },
  args: {
    onSubmit: fn(),
    genders: storyGenders,
    experienceLevels: storyExperienceLevels,
    validate: profileValidator(false),
    currentYear: 2026,
  },
  decorators: [
    (Story) => (
      <AuthLayout homeHref="/home" width="md">
        <Story />
      </AuthLayout>
    ),
  ],
} satisfies Meta<typeof ProfileSetupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen after activation: no photo, no email, 'Continue'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Set up your profile' }));
    await expect(form.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await expect(form.queryByLabelText('Upload a photo')).not.toBeInTheDocument();
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Aroha');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Ngata');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Gender' }), 'Female');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Tramping experience level' }), 'Beginner');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Day' }), '5');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Month' }), 'March');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Year' }), '1990');
    await userEvent.click(form.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstname: 'Aroha',
      lastname: 'Ngata',
      phone: '',
      email: '',
      gender: 'Female',
      level: 'Beginner',
      dob: '1990-03-05',
      current_password: '',
    });
  },
};

/** Started from what registration already knows. */
export const Filled: Story = {
  args: { initialValues: { firstname: 'Aroha', lastname: 'Ngata', phone: '021 555 0123' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toHaveValue('Aroha');
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Please enter your first name',
    );
    await expect(canvas.getByRole('combobox', { name: 'Gender' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The save failed with the server's text. */
export const ServerError: Story = {
  args: {
    initialValues: { firstname: 'Aroha', lastname: 'Ngata', gender: 'Female', level: 'Beginner' },
    error: 'Too many attempts. Please wait a few minutes and try again.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  },
};

export const Submitting: Story = {
  args: {
    initialValues: { firstname: 'Aroha', lastname: 'Ngata', gender: 'Female', level: 'Beginner' },
    submitting: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Continue' });
    const field = canvas.getByRole('textbox', { name: 'First name' });
    await expect(button.getBoundingClientRect().width).toBe(field.getBoundingClientRect().width);
  },
};
