import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Find a walk/Skeleton',
  component: Skeleton,
  args: { width: '60%' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line of text loading; hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(block).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

const Card = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.sizes.tile} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.measure};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Lines = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Blocks composed into the shape of a loading track tile. */
export const TileShape: Story = {
  render: () => (
    <Card aria-busy="true" aria-label="Loading tracks" role="group">
      <Skeleton height="7.5rem" radius="md" />
      <Lines>
        <Skeleton width="30%" />
        <Skeleton width="80%" height="1.5em" />
        <Skeleton width="50%" />
        <Skeleton width="65%" />
      </Lines>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Loading tracks' })).toHaveAttribute('aria-busy', 'true');
  },
};
