import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profileValidator, storyExperienceLevels, storyGenders, storyPortraitUrl } from '../form/storyFixtures.ts';
import { palette } from '../theme/palette.ts';
import { ProfileForm } from './ProfileForm.tsx';

const Card = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalLg};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.homeMobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const saved = {
  firstname: 'Aroha',
  lastname: 'Ngata',
  phone: '021 555 0123',
  email: 'aroha@example.nz',
  gender: 'Female',
  level: 'Intermediate',
  dob: '1990-03-05',
} as const;

const meta = {
  title: 'Accounts/ProfileForm',
  component: ProfileForm,
  args: {
    onSubmit: fn(),
    onPortraitSelect: fn(),
    genders: storyGenders,
    experienceLevels: storyExperienceLevels,
    validate: profileValidator(true),
    showEmail: true,
    currentYear: 2026,
  },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with every field (account update): filling it in sends the values. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAttribute('autocomplete', 'given-name');
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveAttribute('autocomplete', 'family-name');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('autocomplete', 'tel');
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Aroha');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Ngata');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'aroha@example.nz');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Gender' }), 'Non-binary');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tramping experience level' }), 'Expert');
    await expect(
      within(canvas.getByRole('combobox', { name: 'Gender' }))
        .getAllByRole('option')
        .slice(1)
        .map((option) => option.textContent),
    ).toEqual(['Prefer not to say', 'Female', 'Male', 'Non-binary']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstname: 'Aroha',
      lastname: 'Ngata',
      phone: '',
      email: 'aroha@example.nz',
      gender: 'Non-binary',
      level: 'Expert',
      dob: null,
      current_password: '',
    });
  },
};

/** A saved profile with a portrait; choosing a new photo hands the file to the app. */
export const Filled: Story = {
  args: { initialValues: saved, portraitUrl: storyPortraitUrl(palette) },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await step('pick a new photo', async () => {
      const input = canvas.getByLabelText('Change photo');
      await expect(input).toHaveAttribute('accept', 'image/gif,image/jpeg,image/png');
      const file = new File(['portrait'], 'kea.png', { type: 'image/png' });
      await userEvent.upload(input, file);
      await expect(args.onPortraitSelect).toHaveBeenCalledWith(file);
    });
    await step('save, date of birth included', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ ...saved, current_password: '' });
    });
  },
};

/** Typing another email address asks for the current password, which the change needs. */
export const EmailChange: Story = {
  args: { initialValues: saved, portraitUrl: storyPortraitUrl(palette) },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.queryByLabelText('Current password')).not.toBeInTheDocument();
    await step('the same address in other case asks for nothing', async () => {
      await userEvent.clear(email);
      await userEvent.type(email, 'Aroha@Example.nz');
      await expect(canvas.queryByLabelText('Current password')).not.toBeInTheDocument();
    });
    await step('another address needs the password', async () => {
      await userEvent.clear(email);
      await userEvent.type(email, 'aroha.ngata@example.nz');
      const current = canvas.getByLabelText('Current password');
      await expect(current).toHaveAttribute('autocomplete', 'current-password');
      await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
      await expect(current).toHaveAccessibleDescription(expect.stringContaining('Please enter your current password to change your email address'));
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.type(current, 'Routeburn-2019');
      await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({ ...saved, email: 'aroha.ngata@example.nz', current_password: 'Routeburn-2019' });
    });
  },
};

/** A change waiting for its confirmation link: said under the email. */
export const PendingEmail: Story = {
  args: { initialValues: saved, portraitUrl: storyPortraitUrl(palette), pendingEmail: 'aroha.ngata@example.nz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Waiting for confirmation: open the link we sent to aroha.ngata@example.nz.',
    );
  },
};

/** Profile setup: no photo, no email, and 'Continue'. */
export const ProfileSetup: Story = {
  args: { showPortrait: false, showEmail: false, submitLabel: 'Continue', validate: profileValidator(false) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Upload a photo')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Aroha');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Ngata');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Gender' }), 'Prefer not to say');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tramping experience level' }), 'Beginner');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Submitting empty: every required field says what it needs; focus goes to the first. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const first = canvas.getByRole('textbox', { name: 'First name' });
    await expect(first).toHaveAccessibleDescription('Please enter your first name');
    await expect(first).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Please enter your last name',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter your email address',
    );
    await expect(canvas.getByRole('combobox', { name: 'Gender' })).toHaveAccessibleDescription(
      'Please choose an option',
    );
    await expect(canvas.getByRole('combobox', { name: 'Tramping experience level' })).toHaveAccessibleDescription(
      'Please choose your tramping experience level',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The chosen image was refused (spec part 2 §8). */
export const PortraitError: Story = {
  args: { initialValues: saved, portraitError: 'Allowed file types are: .jpg, .gif, .png' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Upload a photo');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Allowed file types are: .jpg, .gif, .png'));
  },
};

/** While the new portrait uploads. */
export const PortraitUploading: Story = {
  args: { initialValues: saved, portraitUrl: storyPortraitUrl(palette), portraitUploading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Uploading photo…')).toBeDisabled();
  },
};

/** The save failed: the server's error text by the button. */
export const ServerError: Story = {
  args: { initialValues: saved, error: 'That email address is already used by another account.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'That email address is already used by another account.',
    );
  },
};

export const Submitting: Story = {
  args: { initialValues: saved, submitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: { initialValues: saved, success: 'Your profile has been saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your profile has been saved');
  },
};

export const Mobile: Story = {
  args: { initialValues: saved, portraitUrl: storyPortraitUrl(palette) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'First name' }).getBoundingClientRect();
    const last = canvas.getByRole('textbox', { name: 'Last name' }).getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(first.bottom);
  },
};
