import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanComplete } from './PlanComplete.tsx';

const stores = {
  appStoreUrl: 'https://apps.apple.com/nz/app/plan-my-walk',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=nz.org.mountainsafety.planmywalk',
};

const meta = {
  title: 'Plan/PlanComplete',
  component: PlanComplete,
  args: {
    myWalksHref: '/account/my-walks',
    variant: 'published',
    hasEmergencyContact: true,
    tripTitle: 'Summer on the coast',
    planHref: '/plan/6f1c2b1e-1c1a-4f2e-9a55-0b7d1f0c0002',
    onStartNewPlan: fn(),
    ...stores,
  },
} satisfies Meta<typeof PlanComplete>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Published with an emergency contact, on a computer: the app promotion shows. */
export const Published: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: "Congratulations, you've shared your plan with everyone in your group and your emergency contact",
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Walks' })).toHaveAttribute('href', '/account/my-walks');
    await expect(canvas.getByRole('link', { name: 'View this upcoming trip' })).toHaveAttribute('href', args.planHref);
    await userEvent.click(canvas.getByRole('button', { name: 'Start planning a new trip' }));
    await expect(args.onStartNewPlan).toHaveBeenCalledTimes(1);
    const promo = canvas.getByRole('complementary', { name: 'Take your plan with you' });
    await expect(within(promo).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      args.appStoreUrl,
    );
  },
};

/** Published without an emergency contact: the heading stops at the group. */
export const PublishedWithoutEmergencyContact: Story = {
  args: { hasEmergencyContact: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Congratulations, you've shared your plan with everyone in your group$/,
    );
  },
};

/** A draft: continue editing it, or start a new one. */
export const Draft: Story = {
  args: { variant: 'draft', planHref: '/tracks/pinnacles-hut-track/plan', tripTitle: 'Pinnacles Hut Track' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your trip has now been saved as a draft.' }),
    ).toBeVisible();
    await expect(canvas.getByText(/is kept in/)).toHaveTextContent(
      'Your draft is kept in My Walks, where you can come back to it at any time.',
    );
    await expect(canvas.getByRole('link', { name: 'Continue editing this draft trip' })).toHaveAttribute(
      'href',
      args.planHref,
    );
    await expect(canvas.queryByRole('link', { name: 'View this upcoming trip' })).not.toBeInTheDocument();
  },
};

/** On a phone the app passes no store links: no promotion. */
export const Mobile: Story = {
  args: { appStoreUrl: undefined, googlePlayUrl: undefined },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Start planning a new trip' })).toBeVisible();
  },
};

/** A draft on a computer with the promotion. */
export const DraftWithAppPromo: Story = {
  args: { variant: 'draft', hasEmergencyContact: false, tripTitle: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: 'Take your plan with you' })).toBeVisible();
  },
};

/** No store links, and the browser offers to install the web app: the promotion asks it to. */
export const InstallWebApp: Story = {
  args: { appStoreUrl: undefined, googlePlayUrl: undefined, onInstall: fn() },
  play: async ({ args, canvasElement }) => {
    const promo = within(within(canvasElement).getByRole('complementary', { name: 'Take your plan with you' }));
    await expect(promo.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(promo.getByRole('button', { name: 'Install Plan My Walk' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
  },
};
