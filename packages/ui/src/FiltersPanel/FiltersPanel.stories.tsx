import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { difficulties, distanceRange, durations, noFilters, regions, someFilters } from '../walkFixtures/filters.ts';
import { FiltersPanel } from './FiltersPanel.tsx';
import type { FiltersPanelProps } from './FiltersPanel.tsx';

/** The width the panel gets beside the results on the tracks screen. */
const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalMd};
`;

/** Holds the panel's value like the tracks page does, and reports every call. */
function ControlledPanel(args: FiltersPanelProps) {
  const [value, setValue] = useState(args.value);
  return (
    <FiltersPanel
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
      onClearAll={() => {
        setValue(noFilters());
        args.onClearAll();
      }}
    />
  );
}

const meta = {
  title: 'Find a walk/FiltersPanel',
  component: FiltersPanel,
  args: {
    value: noFilters(),
    durations,
    difficulties,
    distanceRange,
    onChange: fn(),
    onClearAll: fn(),
    onSeeResults: fn(),
  },
  render: (args) => (
    <Column>
      <ControlledPanel {...args} />
    </Column>
  ),
} satisfies Meta<typeof FiltersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: Time and Difficulty from the list data, distance, the two switches. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Filters' });
    const time = within(panel).getByRole('group', { name: 'Time' });
    await expect(within(time).getAllByRole('button').map((chip) => chip.textContent)).toEqual(
      durations.map((duration) => duration.title),
    );
    await expect(within(panel).queryByRole('group', { name: 'Region' })).not.toBeInTheDocument();

    await step('a chip toggles its duration into the filters', async () => {
      const chip = within(time).getByRole('button', { name: '1-4 hours' });
      await expect(chip).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(chip);
      await expect(args.onChange).toHaveBeenLastCalledWith({ ...noFilters(), durations: [durations[1]] });
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
    });

    await step('chosen options keep the order of the list', async () => {
      await userEvent.click(within(time).getByRole('button', { name: 'Under 1 hour' }));
      await expect(args.onChange).toHaveBeenLastCalledWith({
        ...noFilters(),
        durations: [durations[0], durations[1]],
      });
    });

    await step('See Results', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'See Results' }));
      await expect(args.onSeeResults).toHaveBeenCalledTimes(1);
    });
  },
};

/** Some of everything chosen, with the regions offered. */
export const WithSelections: Story = {
  args: { value: someFilters(), regions },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Intermediate' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Nelson/Tasman' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('slider', { name: 'Minimum distance' })).toHaveAttribute('aria-valuetext', '5 km');
    await expect(canvas.getByRole('switch', { name: 'Dog allowed' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Wheelchair / Buggy Accessible' })).not.toBeChecked();

    await step('a pressed chip removes its option', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Intermediate' }));
      await expect(args.onChange).toHaveBeenLastCalledWith({ ...someFilters(), difficulties: [] });
    });

    await step('Clear all', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
      await expect(args.onClearAll).toHaveBeenCalledTimes(1);
      await expect(canvas.getByRole('button', { name: 'Nelson/Tasman' })).toHaveAttribute('aria-pressed', 'false');
    });
  },
};

/** The switches and the distance range report through onChange too. */
export const SwitchesAndDistance: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Wheelchair / Buggy Accessible' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...noFilters(), wheelchair_friendly: true });
    await userEvent.click(canvas.getByRole('switch', { name: 'Dog allowed' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...noFilters(), wheelchair_friendly: true, allow_dog: true });
    fireEvent.input(canvas.getByRole('slider', { name: 'Maximum distance' }), { target: { value: '20' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...noFilters(),
      wheelchair_friendly: true,
      allow_dog: true,
      distance: [0, 20],
    });
  },
};

export const Mobile: Story = {
  args: { value: someFilters(), regions },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Filters' });
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await expect(canvas.getByRole('button', { name: 'See Results' })).toBeVisible();
  },
};
