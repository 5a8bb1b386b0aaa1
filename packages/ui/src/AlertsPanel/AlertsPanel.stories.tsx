import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { advisory, docAlerts, warningGroups } from '../alertFixtures/alerts.ts';
import { AlertsPanel } from './AlertsPanel.tsx';

const meta = {
  title: 'Alerts/AlertsPanel',
  component: AlertsPanel,
  args: { loading: false, site: [], closed: [], warnings: warningGroups, doc: docAlerts, avalanche: [advisory] },
} satisfies Meta<typeof AlertsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Warnings grouped red, orange, yellow; DOC's alerts; the avalanche advisory; the credits. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const sections = canvasElement.querySelectorAll('section[aria-label]');
    await expect([...sections].map((s) => s.getAttribute('aria-label'))).toEqual([
      'Weather warnings',
      'Red warnings',
      'Orange warnings',
      'Yellow watches and warnings',
      'Department of Conservation alerts',
      'Avalanche advisories',
    ]);
    await step('a warning opens to its times and advice', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Heavy Rain Warning/ }));
      await expect(canvas.getByText(/Do not attempt to cross flooded streams/)).toBeVisible();
      await expect(canvas.getByText('From 8 Aug, 6:00 pm to 9 Aug, 9:00 pm')).toBeVisible();
    });
    await step('a DOC alert says what it is about', async () => {
      await expect(canvas.getByRole('button', { name: /Gas cookers not provided in winter Luxmore Hut · 05 Aug 2026/ })).toBeVisible();
    });
    await expect(canvas.getByRole('link', { name: 'MetService' })).toHaveAttribute('target', '_blank');
  },
};

/** 'Loading alerts...' */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading alerts...');
  },
};

/** Nothing for the trip's dates. */
export const Empty: Story = {
  args: { warnings: [], doc: [], avalanche: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No alerts available for your trip dates' })).toBeVisible();
    await expect(canvas.getByText('If you save your planned trip, we will send you a notification if an alert becomes available.')).toBeVisible();
  },
};

/** A closed track: its closure notice comes first, open. */
export const Closed: Story = {
  args: {
    closed: [{ title: 'Kepler Track is closed', contentHtml: "<p>The Department of Conservation lists this track as closed. Check DOC's page for the reason and any way around before you go.</p>" }],
    warnings: [],
    avalanche: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Kepler Track is closed' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/lists this track as closed/)).toBeVisible();
  },
};

/** Sample data, and a feed that has not answered for a while. */
export const SampleAndStale: Story = {
  args: {
    sample: true,
    warnings: warningGroups.map((group) => ({ ...group, warnings: group.warnings.map((w) => ({ ...w, sample: true })) })),
    avalanche: [{ ...advisory, sample: true }],
    staleFeeds: [{ name: 'MetService', since: '2026-08-08T02:05:00Z' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('MetService has not answered lately: these alerts are from 8 Aug, 2:05 pm.');
    await expect(canvas.getAllByText('Sample data').length).toBeGreaterThanOrEqual(5);
  },
};

/**
 * A feed that has never answered (a fresh server offline): its alerts are missing, not
 * absent, so the panel says so above 'No alerts available for your trip dates'.
 */
export const FeedNotAnsweredYet: Story = {
  args: {
    warnings: [],
    doc: [],
    avalanche: [],
    staleFeeds: [{ name: 'MetService', since: null }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('MetService has not answered yet, so its alerts cannot be shown.');
    await expect(canvas.getByRole('heading', { name: 'No alerts available for your trip dates' })).toBeVisible();
  },
};
