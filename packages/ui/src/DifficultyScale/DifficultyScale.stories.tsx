import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { DifficultyScale } from './DifficultyScale.tsx';

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.popover};
`;

const meta = {
  title: 'Find a walk/DifficultyScale',
  component: DifficultyScale,
  args: { easier: 1, expected: 4, harder: 2 },
  render: (args) => (
    <Column>
      <DifficultyScale {...args} />
    </Column>
  ),
} satisfies Meta<typeof DifficultyScale>;

export default meta;
type Story = StoryObj<typeof meta>;

function meter(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('meter', { name: 'How reviewers found the track' });
}

/** Mostly as expected: (1 + 4 × 5 + 2 × 10) / 7 × 10 ≈ 59 %. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const scale = meter(canvasElement);
    await expect(scale).toHaveAttribute('aria-valuenow', '59');
    await expect(scale).toHaveAttribute('aria-valuetext', 'As expected, from 7 reviews');
  },
};

/** No reviews: the marker rests in the middle. */
export const NoReviews: Story = {
  args: { easier: 0, expected: 0, harder: 0 },
  play: async ({ canvasElement }) => {
    const scale = meter(canvasElement);
    await expect(scale).toHaveAttribute('aria-valuenow', '50');
    await expect(scale).toHaveAttribute('aria-valuetext', 'No reviews yet');
  },
};

/** Every reviewer found it easier: 10 %. */
export const Easier: Story = {
  args: { easier: 3, expected: 0, harder: 0 },
  play: async ({ canvasElement }) => {
    const scale = meter(canvasElement);
    await expect(scale).toHaveAttribute('aria-valuenow', '10');
    await expect(scale).toHaveAttribute('aria-valuetext', 'Easier than expected, from 3 reviews');
  },
};

/** One reviewer found it harder: 100 %. */
export const Harder: Story = {
  args: { easier: 0, expected: 0, harder: 1 },
  play: async ({ canvasElement }) => {
    const scale = meter(canvasElement);
    await expect(scale).toHaveAttribute('aria-valuenow', '100');
    await expect(scale).toHaveAttribute('aria-valuetext', 'Harder than expected, from 1 review');
  },
};

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.popover};
`;

const positions = [
  { easier: 0, expected: 0, harder: 0, at: '50%' },
  { easier: 1, expected: 0, harder: 0, at: '10%' },
  { easier: 3, expected: 1, harder: 0, at: '20%' },
  { easier: 0, expected: 1, harder: 0, at: '50%' },
  { easier: 2, expected: 0, harder: 2, at: '55%' },
  { easier: 0, expected: 3, harder: 1, at: '62.5%' },
  { easier: 0, expected: 0, harder: 1, at: '100%' },
];

/** The position rule as a table: the marker of each scale sits where the rule says. */
export const Positions: Story = {
  render: () => (
    <Stack>
      {positions.map(({ easier, expected, harder }) => (
        <DifficultyScale
          key={`${easier}-${expected}-${harder}`}
          easier={easier}
          expected={expected}
          harder={harder}
          label={`${easier} easier, ${expected} as expected, ${harder} harder`}
        />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters.map((scale) => (scale.firstElementChild?.firstElementChild as HTMLElement).style.left)).toEqual(
      positions.map((row) => row.at),
    );
  },
};
