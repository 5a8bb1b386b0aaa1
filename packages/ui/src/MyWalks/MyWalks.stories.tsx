import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PlanTileItem } from '../PlanTile/PlanTile.tsx';
import {
  acceptedCompletedPlan,
  completedPlan,
  completingPlan,
  draftPlan,
  olderCompletedPlans,
  overduePlan,
  pendingInvitationPlan,
  undatedDraftPlan,
  upcomingPlan,
} from '../planFixtures/plans.ts';
import { MyWalks } from './MyWalks.tsx';
import type { MyWalksProps, MyWalksSections } from './MyWalks.tsx';

/** What the app's clock would say on 24 November 2026, mid-morning. */
const timeToGoById: Record<string, string> = {
  [overduePlan.id]: '1 day ago',
  [completingPlan.id]: 'Started 3 hours ago',
  [upcomingPlan.id]: '33 days to go',
  [pendingInvitationPlan.id]: '46 days to go',
  [draftPlan.id]: '82 days to go',
  [completedPlan.id]: '1 month ago',
  [acceptedCompletedPlan.id]: '2 months ago',
  [olderCompletedPlans[0]!.id]: '5 months ago',
  [olderCompletedPlans[1]!.id]: '10 months ago',
};

/** Each tile's state, as the app marks it from the trip's status. */
const statusById: Record<string, { label: string; tone: 'neutral' | 'info' | 'warning' | 'danger' | 'ok' }> = {
  [overduePlan.id]: { label: 'Overdue', tone: 'danger' },
  [completingPlan.id]: { label: 'Under way', tone: 'info' },
  [upcomingPlan.id]: { label: 'Upcoming trip', tone: 'info' },
  [pendingInvitationPlan.id]: { label: 'Upcoming trip', tone: 'info' },
  [draftPlan.id]: { label: 'Draft', tone: 'neutral' },
  [undatedDraftPlan.id]: { label: 'Draft', tone: 'neutral' },
  [completedPlan.id]: { label: 'Back safely', tone: 'ok' },
  [acceptedCompletedPlan.id]: { label: 'Back safely', tone: 'ok' },
};

const sections: MyWalksSections = {
  completing: [overduePlan, completingPlan],
  upcoming: [upcomingPlan, pendingInvitationPlan],
  draft: [draftPlan, undatedDraftPlan],
  completed: [completedPlan, acceptedCompletedPlan],
};

const empty: MyWalksSections = { completing: [], upcoming: [], draft: [], completed: [] };

const meta = {
  title: 'Plan/MyWalks',
  component: MyWalks,
  args: {
    sections,
    planHref: (plan: PlanTileItem) => (plan.acceptanceState === 'owner' ? `/plan?id=${plan.id}` : `/plan/${plan.id}`),
    timeToGo: (plan: PlanTileItem) => timeToGoById[plan.id],
    statusLabel: (plan: PlanTileItem) => statusById[plan.id],
    onDelete: fn(),
    onDecline: fn(),
    onShowAllPastTrips: fn(),
    onLoadMore: fn(),
    allLoaded: false,
  },
} satisfies Meta<typeof MyWalks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four sections in the spec's order; older trips wait behind 'Show all past trips'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Walks' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Currently completing',
      'Upcoming trips',
      'Draft trips',
      'Completed trips',
    ]);
    const upcoming = within(canvas.getByRole('region', { name: 'Upcoming trips' }));
    await expect(upcoming.getByRole('link', { name: 'Summer on the coast' })).toHaveAttribute(
      'href',
      `/plan?id=${upcomingPlan.id}`,
    );
    await expect(upcoming.getByText('33 days to go')).toBeVisible();
    await expect(upcoming.getByRole('link', { name: 'Mueller Hut' })).toHaveAttribute(
      'href',
      `/plan/${pendingInvitationPlan.id}`,
    );
    await expect(canvas.getByText('Started 3 hours ago')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all past trips' }));
    await expect(args.onShowAllPastTrips).toHaveBeenCalledTimes(1);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The owner deletes a trip after the confirmation; a group member declines one. */
export const DeleteAndDecline: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const upcoming = within(canvas.getByRole('region', { name: 'Upcoming trips' }));
    await step('delete my own trip', async () => {
      const [deleteButton] = upcoming.getAllByRole('button', { name: 'Delete' });
      await userEvent.click(deleteButton!);
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this trip?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete trip' }));
      await expect(args.onDelete).toHaveBeenCalledWith(upcomingPlan);
    });
    await step('decline a pending invitation', async () => {
      await userEvent.click(upcoming.getByRole('button', { name: 'Decline' }));
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Are you sure you want to stop this plan from being shared with you? This will not delete the original plan',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
      await expect(args.onDecline).toHaveBeenCalledWith(pendingInvitationPlan);
    });
  },
};

function RemovingWalks(args: MyWalksProps) {
  const [current, setCurrent] = useState(args.sections);
  const without = (plan: PlanTileItem) =>
    setCurrent((all) => ({
      completing: all.completing.filter((entry) => entry !== plan),
      upcoming: all.upcoming.filter((entry) => entry !== plan),
      draft: all.draft.filter((entry) => entry !== plan),
      completed: all.completed.filter((entry) => entry !== plan),
    }));
  return (
    <MyWalks
      {...args}
      sections={current}
      onDelete={(plan) => {
        args.onDelete(plan);
        without(plan);
      }}
    />
  );
}

/** As the app does it: the deleted trip's tile goes at once, and an emptied section goes with it. */
export const DeletedTileRemoved: Story = {
  args: { sections: { ...sections, draft: [draftPlan] } },
  render: (args) => <RemovingWalks {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drafts = within(canvas.getByRole('region', { name: 'Draft trips' }));
    await userEvent.click(drafts.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete trip' }),
    );
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Draft trips' })).not.toBeInTheDocument());
  },
};

/** The first page is loading: placeholder tiles, and the page says it is busy. */
export const Loading: Story = {
  args: { sections: empty, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading your trips…' })).toBeVisible();
    await expect(canvas.queryByText('No saved trips')).not.toBeInTheDocument();
  },
};

/** No plans at all. */
export const Empty: Story = {
  args: { sections: empty, allLoaded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No saved trips')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show all past trips' })).not.toBeInTheDocument();
  },
};

/** After 'Show all past trips', the next page loads once the end of the list comes near the screen. */
export const LoadsMoreOnScroll: Story = {
  args: { pastTripsExpanded: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Show all past trips' })).not.toBeInTheDocument();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    window.scrollTo(0, 0);
  },
};

/** A further page is loading: a placeholder tile under the completed trips. */
export const LoadingMore: Story = {
  args: {
    sections: { ...sections, completed: [completedPlan, acceptedCompletedPlan, ...olderCompletedPlans] },
    pastTripsExpanded: true,
    loadingMore: true,
  },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading more trips…' })).toBeInTheDocument();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Every completed trip is loaded. */
export const AllLoaded: Story = {
  args: {
    sections: { completing: [], upcoming: [], draft: [], completed: [completedPlan, acceptedCompletedPlan, ...olderCompletedPlans] },
    pastTripsExpanded: true,
    allLoaded: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('All completed trips loaded');
    await expect(canvas.getByText('10 months ago')).toBeVisible();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Loading failed: the message and 'Try again'. */
export const LoadError: Story = {
  args: { sections: empty, error: 'Something went wrong, please try again.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    await expect(canvas.queryByText('No saved trips')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone. */
export const Mobile: Story = {
  args: { sections: { ...sections, draft: [], completed: [completedPlan] } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show all past trips' })).toBeVisible();
  },
};
