import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { difficulties, distanceRange, durations, noFilters, regions, someFilters } from '../walkFixtures/filters.ts';
import { FilterTags } from './FilterTags.tsx';

const meta = {
  title: 'Find a walk/FilterTags',
  component: FilterTags,
  args: { filters: someFilters(), distanceRange, onRemove: fn(), onClearAll: fn() },
} satisfies Meta<typeof FilterTags>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tag per applied filter, in panel order, and 'Clear all filters'. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tags = within(canvas.getByRole('list', { name: 'Applied filters' })).getAllByRole('listitem');
    await expect(tags.map((tag) => tag.textContent)).toEqual([
      '1-4 hours',
      'Over 4 hours',
      'Intermediate',
      'Nelson/Tasman',
      '5 – 20 km',
      'Dog allowed',
    ]);

    await step('removing a list option names its kind and id', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Over 4 hours' }));
      await expect(args.onRemove).toHaveBeenLastCalledWith('durations', 3);
      await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Nelson/Tasman' }));
      await expect(args.onRemove).toHaveBeenLastCalledWith('regions', 9);
    });

    await step('removing the distance or a switch names its kind only', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove filter 5 – 20 km' }));
      await expect(args.onRemove).toHaveBeenLastCalledWith('distance');
      await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Dog allowed' }));
      await expect(args.onRemove).toHaveBeenLastCalledWith('allow_dog');
    });

    await step('Clear all filters', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
      await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    });
  },
};

/** Every kind of filter, with an open-ended distance. */
export const Many: Story = {
  args: {
    filters: {
      durations: durations.slice(0, 4),
      difficulties: difficulties.slice(1, 4),
      distance: [5, 101],
      regions: regions.slice(6, 12),
      wheelchair_friendly: true,
      allow_dog: true,
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 – 100+ km')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4 + 3 + 6 + 3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Wheelchair / Buggy Accessible' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('wheelchair_friendly');
  },
};

const Caption = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** No filter applied: nothing renders (the caption is the story's, so the screenshot is not blank). */
export const None: Story = {
  args: { filters: noFilters() },
  render: (args) => (
    <div>
      <Caption>No filters applied: the tags render nothing below this line.</Caption>
      <FilterTags {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear all filters' })).toBeVisible();
  },
};
