import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'opens in a new tab' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a link: the hint is part of its accessible name but not drawn. */
export const InsideALink: Story = {
  render: (args) => (
    <a href="https://www.doc.govt.nz" target="_blank" rel="noopener noreferrer">
      Department of Conservation <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Department of Conservation opens in a new tab' }),
    ).toBeVisible();
    const hidden = canvas.getByText('opens in a new tab');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
