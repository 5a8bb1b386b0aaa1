import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { advisory } from '../alertFixtures/alerts.ts';
import { AvalancheAdvisoryCard } from './AvalancheAdvisoryCard.tsx';

const meta = {
  title: 'Alerts/AvalancheAdvisoryCard',
  component: AvalancheAdvisoryCard,
  args: { advisory },
} satisfies Meta<typeof AvalancheAdvisoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Considerable in the high alpine: the rating with its advice, each band with its own, and how long it is valid. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Fiordland avalanche advisory' })).toBeVisible();
    const bands = within(card.getByRole('list', { name: 'Elevation bands' })).getAllByRole('listitem');
    await expect(bands.map((band) => band.querySelector('strong')?.textContent)).toEqual(['High Alpine', 'Alpine', 'Sub Alpine']);
    await expect(bands[1]).toHaveTextContent('1,200 to 1,800 m');
    await expect(card.getByText(/valid until 10 Aug, 7:10 am/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Read the full advisory' })).toHaveAttribute('href', 'https://www.avalanche.net.nz/region/fiordland');
  },
};

/** The top of the scale. */
export const Extreme: Story = {
  args: {
    advisory: {
      ...advisory,
      rating: { name: 'Extreme', colour: 'black', advice: 'Avoid all avalanche terrain.' },
      bands: [
        { name: 'High Alpine', range: 'Above 1,800 m', rating: { name: 'Extreme', colour: 'black', advice: 'Avoid all avalanche terrain.' } },
        { name: 'Alpine', range: '1,200 to 1,800 m', rating: { name: 'High', colour: 'red', advice: 'Very dangerous avalanche conditions. Travel in avalanche terrain is not recommended.' } },
        { name: 'Sub Alpine', range: 'Below 1,200 m', rating: { name: 'Insufficient Snow', colour: 'grey', advice: 'Too little snow for avalanches in this band; watch for patches of hard snow and ice.' } },
      ],
      importantInformationHtml: null,
      web: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Extreme')).toHaveLength(2);
  },
};

/** From the sample feed. */
export const Sample: Story = {
  args: { advisory: { ...advisory, sample: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sample data')).toBeVisible();
  },
};
