import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  profileValidator,
  storyExperienceLevels,
  storyGenders,
  storyPortraitUrl,
  validatePasswordUpdate,
} from '../form/storyFixtures.ts';
import { palette } from '../theme/palette.ts';
import { AccountUpdate } from './AccountUpdate.tsx';

const saved = {
  firstname: 'Aroha',
  lastname: 'Ngata',
  phone: '021 555 0123',
  email: 'aroha@example.nz',
  gender: 'Female',
  level: 'Intermediate',
  dob: '1990-03-05',
} as const;

/**
 * Dialog stories are captured as the whole page, which must then fit the
 * viewport: the page scrolls inside this box instead of making the body taller.
 */
const Scroller = styled.div`
  height: 100vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

const inViewport: Decorator = (Story) => (
  <Scroller>
    <Story />
  </Scroller>
);

const deleteFailed = 'Something has gone wrong trying to delete your account. Please try again later.';

const meta = {
  title: 'Accounts/AccountUpdate',
  component: AccountUpdate,
  args: {
    backHref: '/account',
    profile: {
      onSubmit: fn(),
      onPortraitSelect: fn(),
      genders: storyGenders,
      experienceLevels: storyExperienceLevels,
      validate: profileValidator(true),
      initialValues: saved,
      portraitUrl: storyPortraitUrl(palette),
      currentYear: 2026,
    },
    password: { onSubmit: fn(), onPasswordChange: fn(), validate: validatePasswordUpdate, passwordScore: null },
    onDeleteAccount: fn(),
  },
} satisfies Meta<typeof AccountUpdate>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDeleteDialog(canvasElement: HTMLElement) {
  const section = within(within(canvasElement).getByRole('region', { name: 'Delete account' }));
  await userEvent.click(section.getByRole('button', { name: 'Delete account' }));
  return within(await screen.findByRole('dialog', { name: 'Delete account' }));
}

/** The whole page: profile, Change password, Delete account, and the way back. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Update your profile' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/account');
    await step('save the profile', async () => {
      const profile = within(canvas.getByRole('form', { name: 'Update your profile' }));
      await userEvent.clear(profile.getByRole('textbox', { name: 'Phone' }));
      await userEvent.type(profile.getByRole('textbox', { name: 'Phone' }), '027 555 0199');
      await userEvent.click(profile.getByRole('button', { name: 'Save changes' }));
      await expect(args.profile.onSubmit).toHaveBeenCalledWith({ ...saved, phone: '027 555 0199', current_password: '' });
    });
    await step('change the password', async () => {
      const form = within(canvas.getByRole('form', { name: 'Change password' }));
      await userEvent.type(form.getByLabelText('Current password'), 'Routeburn-2019');
      await userEvent.type(form.getByLabelText('New password'), 'Kepler-Track-2026');
      await userEvent.type(form.getByLabelText('Repeat new password'), 'Kepler-Track-2026');
      await userEvent.click(form.getByRole('button', { name: 'Change password' }));
      await expect(args.password.onSubmit).toHaveBeenCalledWith({
        currentpassword: 'Routeburn-2019',
        newpassword: 'Kepler-Track-2026',
        repassword: 'Kepler-Track-2026',
      });
    });
  },
};

/** Delete account asks first; confirming calls `onDeleteAccount`, Cancel does not. */
export const DeleteConfirmation: Story = {
  parameters: { bleed: true },
  decorators: [inViewport],
  play: async ({ args, canvasElement, step }) => {
    await step('Cancel keeps the account', async () => {
      const dialog = await openDeleteDialog(canvasElement);
      await expect(
        dialog.getByText('Deleting your account will remove all your data. Are you sure you want to do this?'),
      ).toBeVisible();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onDeleteAccount).not.toHaveBeenCalled();
    });
    await step('confirm', async () => {
      const dialog = await openDeleteDialog(canvasElement);
      await userEvent.click(dialog.getByRole('button', { name: 'Delete account' }));
      await expect(args.onDeleteAccount).toHaveBeenCalledTimes(1);
    });
  },
};

/** While the account is being deleted. */
export const Deleting: Story = {
  args: { deleting: true },
  parameters: { bleed: true },
  decorators: [inViewport],
  play: async ({ args, canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onDeleteAccount).not.toHaveBeenCalled();
  },
};

/** The delete failed (spec part 2 §8): said in the dialog while it is open… */
export const DeleteError: Story = {
  args: { deleteError: deleteFailed },
  parameters: { bleed: true },
  decorators: [inViewport],
  play: async ({ canvasElement }) => {
    const dialog = await openDeleteDialog(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(deleteFailed);
    await expect(screen.getAllByRole('alert')).toHaveLength(1);
  },
};

/** …and in the section once it is closed. */
export const DeleteErrorClosed: Story = {
  args: { deleteError: deleteFailed },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Delete account' }));
    await expect(section.getByRole('alert')).toHaveTextContent(deleteFailed);
  },
};

/** Saving the profile failed and the password was changed. */
export const ServerErrorAndSuccess: Story = {
  args: {
    profile: { ...meta.args.profile, error: 'That email address is already used by another account.' },
    password: { ...meta.args.password, success: 'Your password has been changed' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('That email address is already used by another account.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed');
  },
};

/** Below the desktop breakpoint the back link is hidden. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Back to profile' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Update your profile' })).toBeVisible();
  },
};
