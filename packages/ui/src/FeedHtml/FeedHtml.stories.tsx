import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeedHtml } from './FeedHtml.tsx';

const meta = {
  title: 'Alerts/FeedHtml',
  component: FeedHtml,
  args: {
    html: '<p>The alpine section crosses avalanche paths.</p><ul><li>Carry a transceiver</li><li>Check the <a href="https://www.avalanche.net.nz" target="_blank" rel="noopener noreferrer">advisory</a></li></ul>',
  },
} satisfies Meta<typeof FeedHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paragraphs, lists and links of a feed, as the server sanitised them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'advisory' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
