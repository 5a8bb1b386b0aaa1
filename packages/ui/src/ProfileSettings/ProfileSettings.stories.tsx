import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NotificationSettings } from '../NotificationSettingsForm/NotificationSettingsForm.tsx';
import { storyExperienceLevels, storyPortraitUrl } from '../form/storyFixtures.ts';
import { palette } from '../theme/palette.ts';
import { ProfileSettings } from './ProfileSettings.tsx';
import type { ProfileSettingsProps } from './ProfileSettings.tsx';

const notifications: NotificationSettings = {
  fortyEightPrior: { Email: true, InApp: true },
  twentyFourPrior: { Email: true, InApp: false },
  changedAlerts: { Email: true, InApp: true },
  endTripEmergencyContact: { Email: true },
};

const aroha = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha@example.nz',
  portraitUrl: storyPortraitUrl(palette),
  level: 'Intermediate',
} as const;

/** Shows a toggle as pending until the next one, as the app does while a save runs. */
function WithSaving(args: ProfileSettingsProps) {
  const [pending, setPending] = useState(args.notificationPending ?? null);
  return (
    <ProfileSettings
      {...args}
      notificationPending={pending}
      onNotificationToggle={(field, value) => {
        args.onNotificationToggle(field, value);
        setPending(field);
      }}
    />
  );
}

const meta = {
  title: 'Accounts/ProfileSettings',
  component: ProfileSettings,
  args: {
    editHref: '/account/update',
    user: aroha,
    experienceLevels: storyExperienceLevels,
    notifications,
    onNotificationToggle: fn(),
  },
  render: (args) => <WithSaving {...args} />,
} satisfies Meta<typeof ProfileSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Portrait, name, email, level, 'Edit profile' and the notification settings. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile & Settings' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Aroha Ngata' })).toBeVisible();
    await expect(canvas.getByText('aroha@example.nz')).toBeVisible();
    await expect(canvas.getByText(/Tramping experience level:/).parentElement).toHaveTextContent(
      'Tramping experience level: Intermediate',
    );
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/account/update');
    const notificationSettings = within(canvas.getByRole('region', { name: 'Notification settings' }));
    const dayBefore = within(notificationSettings.getByRole('group', { name: '24 hours before' }));
    await userEvent.click(dayBefore.getByRole('switch', { name: 'In app' }));
    await expect(args.onNotificationToggle).toHaveBeenCalledWith('twentyFourPriorInApp', true);
    await expect(dayBefore.getByRole('switch', { name: 'In app' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No portrait and no level yet: the placeholder and the spec's 'not specified' line. */
export const NoPortraitOrLevel: Story = {
  args: { user: { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.nz', portraitUrl: null, level: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: 'Your profile photo' })).not.toBeInTheDocument();
    await expect(canvas.getByText('- Tramping experience level not specified -')).toBeVisible();
  },
};

/** Each level fills as many bars as its rank. */
export const Expert: Story = {
  args: { user: { ...aroha, level: 'Expert' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Tramping experience level:/).parentElement).toHaveTextContent(
      'Expert',
    );
  },
};

/** A notification save failed. */
export const NotificationError: Story = {
  args: { notificationError: 'Something went wrong, please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  },
};

/** A long name and address wrap instead of overflowing. */
export const LongText: Story = {
  args: {
    user: {
      ...aroha,
      firstName: 'Wairarapa-Tūhoe',
      lastName: 'Te Whare-Tapere-o-Ngāti-Kahungunu',
      email: 'wairarapa.te-whare-tapere-o-ngati-kahungunu@tramping-club.example.nz',
    },
  },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('heading', { level: 2, name: /^Wairarapa/ });
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = canvas.getByRole('img', { name: 'Your profile photo' }).getBoundingClientRect();
    const name = canvas.getByRole('heading', { level: 2, name: 'Aroha Ngata' }).getBoundingClientRect();
    await expect(name.top).toBeGreaterThan(photo.bottom);
  },
};
