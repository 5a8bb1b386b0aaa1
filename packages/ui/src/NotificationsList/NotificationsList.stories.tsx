import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationsList, type NotificationItem } from './NotificationsList.tsx';

const items: NotificationItem[] = [
  { id: 3, title: 'New alerts for your trip: Kepler Track', body: 'Red: Heavy Rain Warning (Fiordland National Park)', href: '/plan/p/alerts', createdAt: '2026-08-08T03:00:00Z', read: false },
  { id: 2, title: 'Your trip starts tomorrow: Kepler Track', body: 'Starts Sunday 9 August 2026, 8:00 am. Trip check: Go prepared.', href: '/plan/p', createdAt: '2026-08-08T00:00:00Z', read: false },
  { id: 1, title: 'Your trip starts in 2 days: Kepler Track', body: 'Starts Sunday 9 August 2026, 8:00 am.', href: '/plan/p', createdAt: '2026-08-07T00:00:00Z', read: true },
];

const meta = {
  title: 'Account/NotificationsList',
  component: NotificationsList,
  args: { loading: false, items, unread: 2, onMarkAllRead: fn() },
} satisfies Meta<typeof NotificationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, the unread ones marked, with the count and 'Mark all as read'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 unread')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New alerts for your trip: Kepler Track' })).toHaveAttribute('href', '/plan/p/alerts');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true, items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [], unread: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No notifications yet/)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { error: 'We could not load your notifications. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('We could not load your notifications. Please try again.')).toBeVisible();
  },
};
