import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { keplerReviews } from '../reviewFixtures/reviews.ts';
import { TrackReviews } from './TrackReviews.tsx';

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

const meta = {
  title: 'Reviews/TrackReviews',
  component: TrackReviews,
  args: { reviews: keplerReviews, difficulty: { easier: 2, expected: 2, harder: 2 }, onLeaveReview: fn() },
  render: (args) => (
    <Column>
      <TrackReviews {...args} />
    </Column>
  ),
} satisfies Meta<typeof TrackReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six reviews: the scale, the first 4, and 'Show all 6 reviews' for the rest. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reviews (6)' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'How reviewers found the track' })).toHaveAttribute('aria-valuetext', 'As expected, from 6 reviews');
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 6 reviews' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Leave a review' }));
    await expect(args.onLeaveReview).toHaveBeenCalledTimes(1);
  },
};

/** Most found it harder: the marker sits to the right. */
export const Harder: Story = {
  args: { reviews: keplerReviews.slice(0, 3), difficulty: { easier: 0, expected: 1, harder: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '83');
    await expect(canvas.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  },
};

/** No reviews yet: the scale in the middle, muted, and an invitation. */
export const Empty: Story = {
  args: { reviews: [], difficulty: { easier: 0, expected: 0, harder: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', 'No reviews yet');
    await expect(canvas.getByText(/No reviews yet\. Have you been here\?/)).toBeVisible();
  },
};

/** A hut: reviews without the difficulty scale. */
export const Hut: Story = {
  args: { reviews: keplerReviews.slice(2, 3), difficulty: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('meter')).not.toBeInTheDocument();
  },
};
