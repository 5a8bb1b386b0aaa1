import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { dayWalkCategories } from '../planFixtures/gear.ts';
import { asGroupMember, asLinkHolder, publishedPlan, soloPlan } from '../planFixtures/plans.ts';
import { TripStatusBanner } from '../TripStatusBanner/TripStatusBanner.tsx';
import { ReadonlyPlan } from './ReadonlyPlan.tsx';

const meta = {
  title: 'Plan/ReadonlyPlan',
  component: ReadonlyPlan,
  args: {
    plan: publishedPlan,
    alertsHref: `/plan/${publishedPlan.id}/alerts`,
    weatherHref: `/plan/${publishedPlan.id}/weather`,
    locationHref: '/tracks/abel-tasman-coast-track',
    onAccept: fn(),
    onDecline: fn(),
    onDownloadPdf: fn(),
    onAddToCalendar: fn(),
  },
} satisfies Meta<typeof ReadonlyPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The owner reading their published plan: trip details with the daily plan, the group
 * with emails (the owner's to see), the emergency contact, documents, links to alerts
 * and weather, and 'Download PDF'. No edit controls, no invitation.
 */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Summer on the coast' })).toBeVisible();
    await expect(canvas.queryByText("You've been added to this trip plan")).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Abel Tasman Coast Track' })).toHaveAttribute('href', args.locationHref);
    await step('trip details', async () => {
      const details = within(canvas.getByRole('region', { name: 'Trip details' }));
      await expect(details.getByText('27 Dec 2026, 8:00 am')).toBeVisible();
      await expect(details.getByText('31 Dec 2026, 3:00 pm')).toBeVisible();
      await expect(details.getByText(/^Kiri Parata/)).toBeVisible();
      await expect(details.getByRole('link', { name: '021 555 0142' })).toHaveAttribute('href', 'tel:0215550142');
      await expect(details.getByText(/Day 2/)).toHaveTextContent('Day 2 · 28 Dec 2026');
      const route = details.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'Anchorage Hut →to Bark Bay Hut',
      );
      await expect(route).toBeVisible();
    });
    await step('people', async () => {
      const group = within(canvas.getByRole('region', { name: 'Group members' }));
      await expect(group.getByRole('heading', { name: 'Tama Wiremu' })).toBeVisible();
      await expect(group.getByRole('link', { name: 'Email tama@example.nz' })).toBeVisible();
      const emergency = within(canvas.getByRole('region', { name: 'Emergency contact' }));
      await expect(emergency.getByRole('heading', { name: 'Aroha Ngata' })).toBeVisible();
    });
    await step('documents open in a new tab', async () => {
      const documents = within(canvas.getByRole('region', { name: 'Documents' }));
      const pdf = documents.getByRole('link', { name: /Hut bookings\.pdf/ });
      await expect(pdf).toHaveAttribute('href', '/files/doc-1');
      await expect(pdf).toHaveAttribute('target', '_blank');
      await expect(pdf).toHaveTextContent('PDF · 120 KB');
    });
    await step('alerts, weather and PDF', async () => {
      await expect(canvas.getByRole('link', { name: 'View alerts' })).toHaveAttribute('href', args.alertsHref);
      await expect(canvas.getByRole('link', { name: 'View the weather forecast' })).toHaveAttribute(
        'href',
        args.weatherHref,
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
      await expect(args.onDownloadPdf).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Add to calendar' }));
      await expect(args.onAddToCalendar).toHaveBeenCalledTimes(1);
    });
    await expect(canvas.queryByRole('button', { name: /Edit|Remove|Delete/ })).not.toBeInTheDocument();
  },
};

/** A group member reads the plan with its gear list: each item ticked as the party packed it (spec part 2 §6). */
export const WithGearList: Story = {
  args: {
    plan: asGroupMember(
      {
        ...publishedPlan,
        gearList: { list: { title: 'Day walk', categories: dayWalkCategories }, list_type: 'default', list_preset_id: 'day-walk', list_custom_id: null },
      },
      'accepted',
    ),
  },
  play: async ({ canvasElement }) => {
    const gear = within(within(canvasElement).getByRole('region', { name: 'Gear list' }));
    await expect(gear.getByText('Day walk: 3 of 7 items packed')).toBeVisible();
    await expect(gear.getByRole('heading', { level: 3, name: 'Navigation and communication' })).toBeVisible();
    const items = gear.getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toContain('Packed: Lunch and snacks');
    await expect(items.find((text) => text?.includes('Map of the area'))).toMatch(/^Not packed: Map of the area/);
  },
};

/** A group member with a pending invitation: the notice with Accept and Decline; no emails. */
export const PendingInvitation: Story = {
  args: { plan: asGroupMember(publishedPlan, 'pending') },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const notice = within(canvas.getByRole('region', { name: "You've been added to this trip plan" }));
    await expect(notice.getByText(/Kiri planned this trip and added you to it/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Email/ })).not.toBeInTheDocument();
    await step('decline asks first', async () => {
      await userEvent.click(notice.getByRole('button', { name: 'Decline' }));
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Are you sure you want to stop this plan from being shared with you? This will not delete the original plan',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expect(args.onDecline).not.toHaveBeenCalled();
      await userEvent.click(notice.getByRole('button', { name: 'Decline' }));
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline' }));
      await expect(args.onDecline).toHaveBeenCalledTimes(1);
    });
    await step('accept', async () => {
      await userEvent.click(notice.getByRole('button', { name: 'Accept' }));
      await expect(args.onAccept).toHaveBeenCalledTimes(1);
    });
  },
};

/** The decline confirmation, open. */
export const DeclineConfirmation: Story = {
  args: { plan: asGroupMember(publishedPlan, 'pending') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Decline' }));
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};

/** Accepting: a spinner on Accept, Decline held. */
export const Accepting: Story = {
  args: { plan: asGroupMember(publishedPlan, 'pending'), accepting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Accept' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeDisabled();
  },
};

/** Accepting or declining failed. */
export const InvitationError: Story = {
  args: { plan: asGroupMember(publishedPlan, 'pending'), invitationError: 'Something went wrong, please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  },
};

/** A group member who accepted: the notice, without buttons. */
export const Accepted: Story = {
  args: { plan: asGroupMember(publishedPlan, 'accepted') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = within(canvas.getByRole('region', { name: "You've been added to this trip plan" }));
    await expect(notice.getByText('Kiri planned this trip. Only the trip planner can change it.')).toBeVisible();
    await expect(notice.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * Someone holding the link without an account (the emergency contact reading the email):
 * nothing to accept or change; they may put when to expect word in their calendar.
 */
export const GuestLinkHolder: Story = {
  args: { plan: asLinkHolder(publishedPlan), onDownloadPdf: undefined, onAccept: undefined, onDecline: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: "You've been added to this trip plan" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call 021 555 0123' })).toHaveAttribute('href', 'tel:0215550123');
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['Add to calendar']);
  },
};

/** A day walk alone: no group, no emergency contact, no documents; the trip notes keep their lines. */
export const AloneWithoutEmergencyContact: Story = {
  args: { plan: soloPlan, locationHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The trip planner is going alone')).toBeVisible();
    await expect(canvas.getByText('No emergency contact')).toBeVisible();
    await expect(canvas.getByText('No document attached')).toBeVisible();
    await expect(canvas.queryByText('Daily plan')).not.toBeInTheDocument();
    await expect(canvas.getByText(/Parking at the Kauaeranga Valley road end/)).toBeVisible();
  },
};

/** A trip marked complete: its mark by the place's kind. */
export const Completed: Story = {
  args: { statusLabel: { label: 'Completed trip', tone: 'ok' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Completed trip')).toBeVisible();
  },
};

/**
 * The emergency contact opens the plan after the overdue email: the page leads with the
 * overdue state, when they were emailed, and the walker's number.
 */
export const OverdueForTheContact: Story = {
  args: {
    plan: asLinkHolder(publishedPlan),
    statusLabel: { label: 'Overdue', tone: 'danger' },
    status: (
      <TripStatusBanner
        label="Overdue"
        tone="danger"
        headline="Kiri Parata is overdue: they planned to be out by Thursday 31 December 2026, 3:00 pm and have not checked in"
        details={['We emailed Aroha Ngata at Thursday 31 December 2026, 4:00 pm to say Kiri Parata is overdue.']}
        call={{ label: 'Call Kiri Parata', phone: '021 555 0142' }}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kiri Parata is overdue');
    await expect(canvas.getByRole('link', { name: 'Call Kiri Parata' })).toHaveAttribute('href', 'tel:0215550142');
  },
};

/** The PDF is being made. */
export const DownloadingPdf: Story = {
  args: { downloadingPdf: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Download PDF' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The calendar file is being made. */
export const AddingToCalendar: Story = {
  args: { addingToCalendar: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to calendar' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The calendar file could not be made: an alert with the error. */
export const CalendarError: Story = {
  args: { calendarError: 'We could not make the calendar file. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not make the calendar file. Please try again.');
  },
};

/** A plan without dates has nothing to put in a calendar: no such button. */
export const WithoutDates: Story = {
  args: { plan: { ...publishedPlan, date: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  },
};

/** The PDF download failed: an alert with the error. */
export const PdfError: Story = {
  args: { pdfError: 'The PDF could not be downloaded. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The PDF could not be downloaded. Please try again.',
    );
  },
};

/**
 * The app opens the documents itself (a draft's are private: a plain link would not carry
 * the session): each is a button; a failure shows under them.
 */
export const DocumentsOpenedByTheApp: Story = {
  args: { onOpenDocument: fn(), documentError: 'We could not open this document. Please try again.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const documents = within(canvas.getByRole('region', { name: 'Documents' }));
    const [first] = args.plan?.attachments ?? [];
    await userEvent.click(documents.getByRole('button', { name: new RegExp(first?.title ?? '') }));
    await expect(args.onOpenDocument).toHaveBeenCalledWith(first?.id);
    await expect(documents.getByRole('alert')).toHaveTextContent('We could not open this document. Please try again.');
  },
};

/** The plan is loading. */
export const Loading: Story = {
  args: { plan: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the trip plan…' })).toBeVisible();
  },
};

/** On a phone, a group member with a pending invitation. */
export const Mobile: Story = {
  args: { plan: asGroupMember(publishedPlan, 'pending') },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};
