import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { acceptedCompletedPlan, completedPlan, completingPlan, draftPlan, olderCompletedPlans, overduePlan, pendingInvitationPlan, undatedDraftPlan, upcomingPlan } from '../planFixtures/plans.ts';
import { PlanTile } from './PlanTile.tsx';

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

const meta = {
  title: 'Plan/PlanTile',
  component: PlanTile,
  args: {
    plan: upcomingPlan,
    href: '/tracks/abel-tasman-coast-track/plan',
    timeToGo: '33 days to go',
    onDelete: fn(),
    onDecline: fn(),
    imageLoading: 'eager',
  },
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
  ],
} satisfies Meta<typeof PlanTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An upcoming trip the viewer owns and has shared: custom name, location and region,
 * dates, time to go. Delete asks first; only 'Delete trip' deletes.
 */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Summer on the coast' })).toHaveAttribute('href', args.href);
    await expect(canvas.getByText('Abel Tasman Coast Track · Abel Tasman National Park')).toBeVisible();
    await expect(canvas.getByText('27 Dec 2026 - 31 Dec 2026')).toBeVisible();
    await expect(canvas.getByText('33 days to go')).toBeVisible();
    await expect(canvas.getByText('Shared')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    await step('cancel keeps the trip', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this trip?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
    await step('confirm deletes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this trip?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete trip' }));
      await expect(args.onDelete).toHaveBeenCalledTimes(1);
      await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  },
};

/** The delete confirmation, open. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this trip?' }),
    ).toBeVisible();
  },
};

/** A trip under way, marked so. */
export const Completing: Story = {
  args: { plan: completingPlan, timeToGo: 'Started 5 hours ago', href: '/tracks/tongariro-alpine-crossing/plan', status: { label: 'Under way', tone: 'info' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Started 5 hours ago')).toBeVisible();
    await expect(canvas.getByText('Tongariro National Park')).toBeVisible();
  },
};

/** Past its planned end and not checked in from: 'Overdue', in red, never 'Completed'. */
export const Overdue: Story = {
  args: { plan: overduePlan, timeToGo: '1 day ago', href: `/plan/${overduePlan.id}`, status: { label: 'Overdue', tone: 'danger' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Overdue')).toBeVisible();
  },
};

/** Checked in: 'Back safely'. */
/** The emergency contact's address bounced (ADR 064): the walker is told on the tile before the trip. */
export const Undeliverable: Story = {
  args: {
    status: { label: 'Upcoming trip', tone: 'info' },
    notices: [
      'We could not deliver your plan to Hine Moana (hine@example.org): check the address and publish the plan again, or your emergency contact will not be told if you are overdue.',
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your plan did not reach everyone' });
    await expect(within(list).getByRole('listitem')).toHaveTextContent('We could not deliver your plan to Hine Moana (hine@example.org): check the address');
  },
};

export const BackSafely: Story = {
  args: { plan: completedPlan, timeToGo: '1 month ago', href: `/plan/${completedPlan.id}`, status: { label: 'Back safely', tone: 'ok' } },
};

/** Marked complete from a track's tile (never published): 'Completed trip', not 'Draft'. */
export const MarkedComplete: Story = {
  args: {
    plan: { ...olderCompletedPlans[1]!, is_published: false },
    timeToGo: '10 months ago',
    href: `/plan/${olderCompletedPlans[1]!.id}`,
    status: { label: 'Completed trip', tone: 'ok' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Completed trip')).toBeVisible();
    await expect(canvas.queryByText('Draft')).not.toBeInTheDocument();
  },
};

/** A draft: marked as such; a day trip shows its one day. */
export const Draft: Story = {
  args: { plan: draftPlan, timeToGo: '82 days to go', href: '/tracks/pinnacles-hut-track/plan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Draft')).toBeVisible();
    await expect(canvas.getByText('14 Feb 2027')).toBeVisible();
  },
};

/** A draft without dates on a custom track without a photo: the illustration and 'No dates yet'. */
export const DraftWithoutDates: Story = {
  args: { plan: undatedDraftPlan, timeToGo: undefined, href: '/custom-tracks/7/plan' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No dates yet')).toBeVisible();
    await expect(canvas.getByText('Wellington')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Someone else's plan waiting for the viewer's answer: an Invitation marker, and Decline instead of Delete. */
export const PendingInvitation: Story = {
  args: { plan: pendingInvitationPlan, timeToGo: '46 days to go', href: `/plan/${pendingInvitationPlan.id}` },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invitation')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to stop this plan from being shared with you? This will not delete the original plan',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A completed trip someone else planned: read-only, declinable. */
export const CompletedShared: Story = {
  args: { plan: acceptedCompletedPlan, timeToGo: '2 months ago', href: `/plan/${acceptedCompletedPlan.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 months ago')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toHaveAccessibleDescription('Tongariro Alpine Crossing');
  },
};

/** Without delete or decline callbacks there is no action. */
export const WithoutActions: Story = {
  args: { onDelete: undefined, onDecline: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** On a phone the photo narrows. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Summer on the coast' })).toBeVisible();
  },
};
