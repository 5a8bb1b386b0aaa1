import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo.tsx';

const meta = {
  title: 'Foundations/Logo',
  component: Logo,
  args: { variant: 'default', showWordmark: true },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

const DarkPanel = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.planHeader};
`;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Plan My Walk' })).toBeVisible();
  },
};

/** On dark surfaces: the plan header and the footer. */
export const Inverse: Story = {
  args: { variant: 'inverse' },
  decorators: [
    (Story) => (
      <DarkPanel>
        <Story />
      </DarkPanel>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Plan My Walk' })).toBeVisible();
  },
};

/** The mark alone keeps the accessible name. */
export const MarkOnly: Story = {
  args: { showWordmark: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Plan My Walk' })).toBeVisible();
    await expect(canvas.queryByText('Plan My Walk')).not.toBeInTheDocument();
  },
};

/** Large, for the home page on phones (where the header is hidden). */
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Plan My Walk' })).toBeVisible();
  },
};
