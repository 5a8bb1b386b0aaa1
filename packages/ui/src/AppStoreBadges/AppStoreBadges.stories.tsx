import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppStoreBadges } from './AppStoreBadges.tsx';

const meta = {
  title: 'Components/AppStoreBadges',
  component: AppStoreBadges,
  args: {
    appStoreUrl: 'https://apps.apple.com/nz/app/plan-my-walk',
    googlePlayUrl: 'https://play.google.com/store/apps/details?id=nz.org.mountainsafety.planmywalk',
  },
} satisfies Meta<typeof AppStoreBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both stores, each opening in a new tab and saying so to screen readers. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const appStore = canvas.getByRole('link', { name: 'Download on the App Store' });
    await expect(appStore).toHaveAttribute('href', args.appStoreUrl);
    await expect(appStore).toHaveAttribute('target', '_blank');
    await expect(appStore).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(appStore).toHaveAccessibleDescription('Opens in a new tab');
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      args.googlePlayUrl,
    );
  },
};

/** Only the store that has a URL shows. */
export const GooglePlayOnly: Story = {
  args: { appStoreUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  },
};

/** Without URLs nothing renders. */
export const Empty: Story = {
  args: { appStoreUrl: undefined, googlePlayUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** No store links, and the browser offers to install the web app: 'Install Plan My Walk' asks it to. */
export const InstallWebApp: Story = {
  args: { appStoreUrl: undefined, googlePlayUrl: undefined, onInstall: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Install Plan My Walk' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
  },
};
