import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { LandscapePlaceholder } from './LandscapePlaceholder.tsx';

const Frame = styled.div`
  overflow: hidden;
  width: ${({ theme }) => theme.sizes.measure};
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const meta = {
  title: 'Find a walk/LandscapePlaceholder',
  component: LandscapePlaceholder,
  render: (args) => (
    <Frame>
      <LandscapePlaceholder {...args} />
    </Frame>
  ),
} satisfies Meta<typeof LandscapePlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative, filling its frame. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label it is an image named after the place. */
export const Labelled: Story = {
  args: { label: 'Mueller Hut' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Mueller Hut' })).toBeVisible();
  },
};

const Tall = styled.div`
  overflow: hidden;
  width: ${({ theme }) => theme.sizes.tile};
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** In a portrait frame it crops to cover, like a photo. */
export const Portrait: Story = {
  render: (args) => (
    <Tall>
      <LandscapePlaceholder {...args} />
    </Tall>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    const frame = svg?.parentElement;
    await expect(svg?.getBoundingClientRect().height).toBe(frame?.getBoundingClientRect().height);
  },
};
