import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { profileMenuLinks } from '../walkFixtures/appLinks.ts';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu.tsx';
import { Header } from './Header.tsx';

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { bleed: true },
  args: { variant: 'default', homeHref: '/home' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: <ProfileMenu user={null} onLogout={fn()} links={profileMenuLinks} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Plan My Walk' })).toHaveAttribute('href', '/home');
  },
};

/** The compact trip-plan header. */
export const Plan: Story = {
  args: { variant: 'plan', children: <ProfileMenu user={{ firstName: 'Aroha' }} onLogout={fn()} links={profileMenuLinks} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Trip plan')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Plan My Walk' })).toBeVisible();
  },
};

/** Logged in, with the profile menu open from the header. */
export const WithProfileMenu: Story = {
  args: { children: <ProfileMenu user={{ firstName: 'Aroha' }} onLogout={fn()} links={profileMenuLinks} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Profile menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Profile menu' });
    await expect(within(menu).getByText('Hi Aroha')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { children: <ProfileMenu user={null} onLogout={fn()} links={profileMenuLinks} /> },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  },
};

/** The plan header on a phone: the mark alone keeps room for the title. */
export const PlanMobile: Story = {
  args: { variant: 'plan', children: <ProfileMenu user={{ firstName: 'Aroha' }} onLogout={fn()} links={profileMenuLinks} /> },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Trip plan')).toBeVisible();
    await expect(canvas.queryByText('Plan My Walk')).not.toBeVisible();
  },
};
