import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LocationMenu } from './LocationMenu.tsx';
import type { LocationMenuHrefs } from './LocationMenu.tsx';

function hrefsFor(base: string): LocationMenuHrefs {
  return {
    details: base,
    map: `${base}/map`,
    alerts: `${base}/alerts`,
    weather: `${base}/weather`,
    gear: `${base}/gear`,
    plan: `${base}/plan`,
  };
}

const trackHrefs = hrefsFor('/tracks/tongariro-alpine-crossing');

const meta = {
  title: 'Locations/LocationMenu',
  component: LocationMenu,
  parameters: { bleed: true },
  args: { locationType: 'track', current: 'details', hrefs: trackHrefs, alertCount: 0 },
} satisfies Meta<typeof LocationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asserts the menu's tabs, in order, by accessible name. */
async function expectTabs(canvasElement: HTMLElement, names: string[]) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Location menu' });
  const links = within(nav).getAllByRole('link');
  await expect(links).toHaveLength(names.length);
  for (const [index, name] of names.entries()) {
    await expect(links[index]).toHaveAccessibleName(name);
  }
}

/** On a track's details page the Track tab is not shown. */
export const TrackDetails: Story = {
  play: async ({ canvasElement }) => {
    await expectTabs(canvasElement, ['Map', 'Alerts', 'Weather', 'Gear', 'Plan']);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Map' })).toHaveAttribute('href', trackHrefs.map);
    await expect(canvas.getByRole('link', { name: 'Weather' })).toHaveAttribute('href', trackHrefs.weather);
  },
};

/** A track with two current alerts, seen from its weather page: the Alerts tab has a badge. */
export const TrackAlertsWithBadge: Story = {
  args: { current: 'weather', alertCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getByRole('link', { name: 'Alerts (2 alerts)' });
    await expect(alerts).toHaveAttribute('href', trackHrefs.alerts);
    await expect(within(alerts).getByText('2')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Track' })).toHaveAttribute('href', trackHrefs.details);
  },
};

/** On the alerts page itself the Alerts tab is the one left out. */
export const TrackOnAlertsPage: Story = {
  args: { current: 'alerts', alertCount: 1 },
  play: async ({ canvasElement }) => {
    await expectTabs(canvasElement, ['Track', 'Map', 'Weather', 'Gear', 'Plan']);
  },
};

export const Hut: Story = {
  args: { locationType: 'hut', current: 'weather', hrefs: hrefsFor('/huts/mangatepopo-hut'), alertCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Hut' })).toHaveAttribute('href', '/huts/mangatepopo-hut');
    await expect(canvas.getByRole('link', { name: 'Alerts (1 alert)' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Weather' })).not.toBeInTheDocument();
  },
};

export const Campsite: Story = {
  args: { locationType: 'campsite', current: 'gear', hrefs: hrefsFor('/campsites/mangahuia-campsite') },
  play: async ({ canvasElement }) => {
    await expectTabs(canvasElement, ['Campsite', 'Map', 'Alerts', 'Weather', 'Plan']);
  },
};

/** A custom track's details tab reads "Track". */
export const CustomTrack: Story = {
  args: { locationType: 'custom-track', current: 'plan', hrefs: hrefsFor('/custom-tracks/k3m9q') },
  play: async ({ canvasElement }) => {
    await expectTabs(canvasElement, ['Track', 'Map', 'Alerts', 'Weather', 'Gear']);
  },
};

export const Mobile: Story = {
  args: { current: 'plan', alertCount: 3 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectTabs(canvasElement, ['Track', 'Map', 'Alerts (3 alerts)', 'Weather', 'Gear']);
  },
};

/** On the map view the Map tab is the one left out, and the way back to the details is the first. */
export const TrackOnMap: Story = {
  args: { current: 'map' },
  play: async ({ canvasElement }) => {
    await expectTabs(canvasElement, ['Track', 'Alerts', 'Weather', 'Gear', 'Plan']);
  },
};

/** Compact, for a narrow column on a wide screen (the plan's aside): the phone's layout, the row shared equally. */
export const Compact: Story = {
  args: { current: 'plan', alertCount: 8, compact: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectTabs(canvasElement, ['Track', 'Map', 'Alerts (8 alerts)', 'Weather', 'Gear']);
    const nav = within(canvasElement).getByRole('navigation', { name: 'Location menu' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
