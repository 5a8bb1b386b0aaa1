import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { homeHeroLinks } from '../walkFixtures/appLinks.ts';
import { HomeHero } from './HomeHero.tsx';

const meta = {
  title: 'Home/HomeHero',
  component: HomeHero,
  parameters: { bleed: true },
  args: {
    links: homeHeroLinks,
    isLoggedIn: false,
    onContinueAsGuest: fn(),
    onWhyAccount: fn(),
    appStoreUrl: 'https://apps.apple.com/nz/app/plan-my-walk',
    googlePlayUrl: 'https://play.google.com/store/apps/details?id=nz.org.mountainsafety.planmywalk',
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Explore walking and hiking tracks near you' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signin');
    await expect(canvas.getByText(/Already have an account\?/)).toBeVisible();

    await step('Continue as a guest', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue as a guest' }));
      await expect(args.onContinueAsGuest).toHaveBeenCalledTimes(1);
    });
    await step('Why create an account?', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Why create an account?' }));
      await expect(args.onWhyAccount).toHaveBeenCalledTimes(1);
    });

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

/** Logged in: "View profile" instead of the log-in line. */
export const LoggedIn: Story = {
  args: { isLoggedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/account');
    await expect(canvas.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  },
};

/** Below 576 px everything stacks, and the hero carries the logo (the header is hidden). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Plan My Walk' })).toBeVisible();
    const create = canvas.getByRole('link', { name: 'Create a free account' });
    const guest = canvas.getByRole('button', { name: 'Continue as a guest' });
    await expect(guest.getBoundingClientRect().top).toBeGreaterThan(create.getBoundingClientRect().bottom);
    await userEvent.click(guest);
    await expect(args.onContinueAsGuest).toHaveBeenCalledTimes(1);
  },
};

/** Without store URLs there is no app promotion. */
export const WithoutStoreLinks: Story = {
  args: { appStoreUrl: undefined, googlePlayUrl: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Take Plan My Walk with you')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
  },
};

/** Without store URLs, where the browser offers to install the web app: 'Install Plan My Walk' asks it to. */
export const InstallWebApp: Story = {
  args: { appStoreUrl: undefined, googlePlayUrl: undefined, onInstall: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Take Plan My Walk with you')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Install Plan My Walk' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
  },
};
