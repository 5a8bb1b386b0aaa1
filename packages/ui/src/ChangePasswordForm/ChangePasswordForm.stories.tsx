import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PasswordScore } from '../PasswordStrength/PasswordStrength.tsx';
import { FormSubtitle } from '../form/formStyles.ts';
import { validatePasswordUpdate } from '../form/storyFixtures.ts';
import { storyPasswordScore } from '../form/storyPasswordScore.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import type { ChangePasswordFormProps } from './ChangePasswordForm.tsx';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.modalMd};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.homeMobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** Under its section heading, with the score computed as the app would. */
function InSection(args: ChangePasswordFormProps) {
  const [score, setScore] = useState<PasswordScore | null>(args.passwordScore ?? null);
  return (
    <Card aria-labelledby="change-password">
      <FormSubtitle id="change-password">Change password</FormSubtitle>
      <ChangePasswordForm
        {...args}
        labelledBy="change-password"
        passwordScore={score}
        onPasswordChange={(password) => {
          args.onPasswordChange?.(password);
          setScore(storyPasswordScore(password));
        }}
      />
    </Card>
  );
}

const meta = {
  title: 'Accounts/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(), onPasswordChange: fn(), validate: validatePasswordUpdate },
  render: (args) => <InSection {...args} />,
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two matching passwords are sent. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('form', { name: 'Change password' }));
    const current = form.getByLabelText('Current password');
    await expect(current).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(current, 'Routeburn-2019');
    await userEvent.type(form.getByLabelText('New password'), 'Kepler-Track-2026');
    await expect(args.onPasswordChange).toHaveBeenLastCalledWith('Kepler-Track-2026');
    await expect(form.getByRole('meter', { name: 'Password strength' })).toBeVisible();
    await userEvent.type(form.getByLabelText('Repeat new password'), 'Kepler-Track-2026');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentpassword: 'Routeburn-2019',
      newpassword: 'Kepler-Track-2026',
      repassword: 'Kepler-Track-2026',
    });
  },
};

/** While the two differ: 'Passwords must match!' inline, and no submit. */
export const Mismatched: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'Kepler-Track-2026');
    const repeat = canvas.getByLabelText('Repeat new password');
    await userEvent.type(repeat, 'Kepler');
    await expect(repeat).not.toHaveAttribute('aria-invalid');
    await userEvent.type(repeat, '-Track-2025');
    await expect(repeat).toHaveAccessibleDescription('Passwords must match!');
    const button = canvas.getByRole('button', { name: 'Change password' });
    await expect(button).toBeDisabled();
    await userEvent.type(repeat, '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('New password')).toHaveValue('Kepler-Track-2026');
  },
};

/** Submitting empty shows the rules' messages. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText('Current password')).toHaveAccessibleDescription('Please enter your current password');
    // The (empty) strength hint also describes the input, hence "containing".
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a new password'),
    );
    await expect(canvas.getByLabelText('Repeat new password')).toHaveAccessibleDescription('Passwords must match');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the password (its error text). */
export const ServerError: Story = {
  args: { error: 'That password is too easy to guess. Please choose a stronger one.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'That password is too easy to guess. Please choose a stronger one.',
    );
  },
};

/** The current password was wrong: the server says so and nothing changed. */
export const WrongCurrentPassword: Story = {
  args: { error: 'Your current password is not correct.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your current password is not correct.');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Change password' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Changed: the confirmation shows and the fields are cleared. */
export const Success: Story = {
  args: { success: 'Your password has been changed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed');
    await expect(canvas.getByLabelText('Current password')).toHaveValue('');
    await expect(canvas.getByLabelText('New password')).toHaveValue('');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'tramping');
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toBeVisible();
  },
};
