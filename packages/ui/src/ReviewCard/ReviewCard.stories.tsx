import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { keplerReviews, longComment, reviewOf } from '../reviewFixtures/reviews.ts';
import { alpinePhoto, valleyPhoto } from '../walkFixtures/photos.ts';
import { ReviewCard } from './ReviewCard.tsx';

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalMd};
`;

const meta = {
  title: 'Reviews/ReviewCard',
  component: ReviewCard,
  args: { review: reviewOf(1) },
  render: (args) => (
    <Column>
      <ReviewCard {...args} />
    </Column>
  ),
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short review of a track: initials, the day, 'As expected', 'Trip completed'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Review by Aroha Ngata' });
    await expect(within(card).getByRole('heading', { name: 'Aroha Ngata' })).toBeVisible();
    await expect(card).toHaveTextContent('Trip on 14 Nov 2026');
    await expect(card).toHaveTextContent('As expected');
    await expect(card).toHaveTextContent('Trip completed');
    await expect(within(card).queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  },
};

/** A long comment is clamped (72 px here, 96 px on phones) until 'Read more'. */
export const LongComment: Story = {
  args: { review: keplerReviews[0] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const comment = canvas.getByText(/We started from the control gates/);
    await expect(comment.clientHeight).toBeLessThanOrEqual(72);
    const more = canvas.getByRole('button', { name: 'Read more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(comment.clientHeight).toBeGreaterThan(96);
    await expect(canvas.getByRole('link', { name: 'Photo 1 by Mere Tane (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  },
};

/** On a phone the clamp is 96 px. */
export const LongCommentOnPhone: Story = {
  args: { review: { ...reviewOf(7), comment: longComment } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Read more' })).toBeVisible();
    const comment = canvas.getByText(/We started from the control gates/);
    await expect(comment.clientHeight).toBeGreaterThan(72);
    await expect(comment.clientHeight).toBeLessThanOrEqual(96);
  },
};

/** A reviewer with a portrait, an edited review. */
export const WithPortrait: Story = {
  args: { review: keplerReviews[2] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Edited');
  },
};

/** A hut review: no difficulty; a reviewer who gave no name. */
export const HutAnonymous: Story = {
  args: {
    review: reviewOf(8, {
      easier: false,
      expected: false,
      harder: false,
      completed: false,
      user: { first_name: null, last_name: null, portrait: null },
      parent: { type: 'Hut', title: 'Luxmore Hut', thumbnail: null },
    }),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Review by A walker' });
    await expect(card).not.toHaveTextContent('expected');
  },
};

/** In My Reviews: the place, the photo waiting for approval, Edit and Delete. */
export const MyReview: Story = {
  args: {
    review: reviewOf(9, {
      harder: true,
      expected: false,
      attachments: [
        { id: 'a', url: alpinePhoto, status: 'approved' },
        { id: 'b', url: valleyPhoto, status: 'pending' },
      ],
      pendingAttachmentsCount: 1,
    }),
    placeHref: '/tracks/kepler-track',
    showPendingCount: true,
    actions: (
      <>
        <Button size="sm" variant="secondary">
          Edit
        </Button>
        <Button size="sm" variant="ghost">
          Delete
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Your review of Kepler Track' });
    await expect(within(card).getByRole('link', { name: 'Kepler Track' })).toHaveAttribute('href', '/tracks/kepler-track');
    await expect(card).toHaveTextContent('1 photo awaiting approval');
    await expect(card).toHaveTextContent('Awaiting approval');
  },
};
