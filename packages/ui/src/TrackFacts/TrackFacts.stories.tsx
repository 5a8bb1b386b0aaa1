import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { muellerHut, muellerHutLocation, tongariroCrossing, tongariroLocation, totaranuiCampsite } from '../walkFixtures/locations.ts';
import { TrackFacts } from './TrackFacts.tsx';
import { placeFacts } from './placeFacts.ts';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.modalLg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const meta = {
  title: 'Find a walk/TrackFacts',
  component: TrackFacts,
  args: { facts: placeFacts(tongariroCrossing, 'summary'), layout: 'inline' },
  render: (args) => (
    <Column>
      <TrackFacts {...args} />
    </Column>
  ),
} satisfies Meta<typeof TrackFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tile's track facts: distance with its type, duration and difficulty, labels for screen readers only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Distance: 19.40 km · Point to Point',
      'Walking duration: 7–8 hr one way',
      'Difficulty: Intermediate',
    ]);
  },
};

/** A hut in a tile: bunks, and bookings linking to DOC's page in a new tab. */
export const HutInline: Story = {
  args: { facts: placeFacts(muellerHut, 'summary') },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Bookings required/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName('Bookings required (opens in a new tab)');
  },
};

/** A campsite in a tile: bookings only. */
export const CampsiteInline: Story = {
  args: { facts: placeFacts(totaranuiCampsite, 'summary') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A details page's track facts as labelled cards, the dog rule across the whole row. */
export const Grid: Story = {
  args: { facts: placeFacts(tongariroLocation, 'full', 'Shared with mountain bikers'), layout: 'grid' },
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(expect.arrayContaining(['Distance', 'Track type', 'Difficulty', 'Shared use']));
  },
};

/** A hut's details: bunks and bookings, with DOC's page. */
export const HutGrid: Story = {
  args: { facts: placeFacts(muellerHutLocation, 'full'), layout: 'grid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Bookings required/ })).toBeVisible();
  },
};
