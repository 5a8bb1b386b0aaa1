import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FiltersButton } from './FiltersButton.tsx';
import type { FiltersButtonProps } from './FiltersButton.tsx';

const meta = {
  title: 'Find a walk/FiltersButton',
  component: FiltersButton,
  args: { open: false, count: 0, onClick: fn() },
} satisfies Meta<typeof FiltersButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filters applied, panel closed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Filters' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Three filters applied: a badge, and the count in the name. */
export const WithCount: Story = {
  args: { count: 3 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Filters (3 filters applied)' });
    await expect(within(button).getByText('3')).toBeVisible();
  },
};

/** One filter: singular. */
export const OneFilter: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Filters (1 filter applied)' })).toBeVisible();
  },
};

/** While the panel is open it reads 'Close'. */
export const Open: Story = {
  args: { open: true, count: 2, controls: 'filters-panel' },
  render: (args) => (
    <>
      <FiltersButton {...args} />
      <div id="filters-panel" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close (2 filters applied)' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', 'filters-panel');
  },
};

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
`;

function Toggling(args: FiltersButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Row>
      <FiltersButton
        {...args}
        open={open}
        onClick={(event) => {
          setOpen(!open);
          args.onClick(event);
        }}
      />
    </Row>
  );
}

/** Clicking toggles between 'Filters' and 'Close'. */
export const Toggle: Story = {
  args: { count: 12 },
  render: (args) => <Toggling {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }));
    await expect(canvas.getByRole('button', { name: /^Close/ })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^Close/ }));
    await expect(canvas.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
