import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { distanceRange } from '../walkFixtures/filters.ts';
import { DistanceSlider } from './DistanceSlider.tsx';
import type { DistanceSliderProps } from './DistanceSlider.tsx';

const Panel = styled.div`
  max-width: ${({ theme }) => theme.sizes.popover};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Holds the value like the filters panel's owner does, and reports every change. */
function ControlledSlider(args: DistanceSliderProps) {
  const [value, setValue] = useState(args.value);
  return (
    <DistanceSlider
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Find a walk/DistanceSlider',
  component: DistanceSlider,
  args: { range: distanceRange, value: [0, 101], onChange: fn() },
  render: (args) => (
    <Panel>
      <ControlledSlider {...args} />
    </Panel>
  ),
} satisfies Meta<typeof DistanceSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

function sliders(canvasElement: HTMLElement) {
  const group = within(canvasElement).getByRole('group', { name: 'Distance' });
  return {
    min: within(group).getByRole('slider', { name: 'Minimum distance' }),
    max: within(group).getByRole('slider', { name: 'Maximum distance' }),
  };
}

/** The whole range: no distance filter; the top reads 100+. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { min, max } = sliders(canvasElement);
    await expect(min).toHaveValue('0');
    await expect(min).toHaveAttribute('aria-valuetext', '0 km');
    await expect(max).toHaveValue('101');
    await expect(max).toHaveAttribute('aria-valuetext', '100+ km');
    await expect(within(canvasElement).getByText('0 – 100+ km')).toBeVisible();
  },
};

/** A chosen range of 5 to 20 km. */
export const Narrowed: Story = {
  args: { value: [5, 20] },
  play: async ({ canvasElement }) => {
    const { min, max } = sliders(canvasElement);
    await expect(min).toHaveAttribute('aria-valuetext', '5 km');
    await expect(max).toHaveAttribute('aria-valuetext', '20 km');
    await expect(within(canvasElement).getByText('5 – 20 km')).toBeVisible();
  },
};

/**
 * Moving the thumbs (arrow keys, Page Up/Down, Home/End and dragging are the
 * native range input's; here the inputs' values are set directly, with the `input` event a
 * browser sends while a thumb moves, which React's `onChange` follows).
 */
export const MovingThumbs: Story = {
  play: async ({ args, canvasElement }) => {
    const { min, max } = sliders(canvasElement);
    fireEvent.input(max, { target: { value: '100' } });
    await expect(args.onChange).toHaveBeenLastCalledWith([0, 100]);
    await expect(max).toHaveAttribute('aria-valuetext', '100 km');
    fireEvent.input(min, { target: { value: '5' } });
    await expect(args.onChange).toHaveBeenLastCalledWith([5, 100]);
    await expect(within(canvasElement).getByText('5 – 100 km')).toBeVisible();
  },
};

/** The minimum thumb stops at the maximum, and the maximum at the minimum: they never cross. */
export const ThumbsMeet: Story = {
  args: { value: [30, 31] },
  play: async ({ args, canvasElement }) => {
    const { min, max } = sliders(canvasElement);
    fireEvent.input(min, { target: { value: '45' } });
    await expect(args.onChange).toHaveBeenLastCalledWith([31, 31]);
    await expect(min).toHaveAttribute('aria-valuetext', '31 km');
    await expect(min).toHaveValue('31');
    fireEvent.input(max, { target: { value: '12' } });
    await expect(args.onChange).toHaveBeenLastCalledWith([31, 31]);
    await expect(max).toHaveValue('31');
  },
};

/** Both thumbs at the top: the minimum lies on top, so it can be dragged down again. */
export const BothAtTop: Story = {
  args: { value: [101, 101] },
  play: async ({ args, canvasElement }) => {
    const { min } = sliders(canvasElement);
    const box = min.getBoundingClientRect();
    await expect(document.elementFromPoint(box.right - 4, box.top + box.height / 2)).toBe(min);
    fireEvent.input(min, { target: { value: '100' } });
    await expect(args.onChange).toHaveBeenLastCalledWith([100, 101]);
  },
};

/** Keyboard focus shows the ring on the thumb. */
export const FocusedThumb: Story = {
  args: { value: [10, 60] },
  parameters: { screenshot: { keepFocus: true } },
  play: async ({ canvasElement }) => {
    const { max } = sliders(canvasElement);
    within(canvasElement).getByRole('slider', { name: 'Minimum distance' }).focus();
    await userEvent.tab();
    await expect(max).toHaveFocus();
  },
};
