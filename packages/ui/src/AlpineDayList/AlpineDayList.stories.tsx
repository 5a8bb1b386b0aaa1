import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { week } from '../weatherFixtures/forecast.ts';
import { AlpineDayList, type AlpineDayListProps } from './AlpineDayList.tsx';

function Stateful(args: AlpineDayListProps) {
  const [expanded, setExpanded] = useState<string[]>([...args.expanded]);
  return (
    <AlpineDayList
      {...args}
      expanded={expanded}
      onExpandedChange={(dates) => {
        setExpanded(dates);
        args.onExpandedChange(dates);
      }}
    />
  );
}

const meta = {
  title: 'Weather/AlpineDayList',
  component: AlpineDayList,
  args: { days: week, expanded: ['2026-08-09'], onExpandedChange: fn(), elevation: 1400 },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AlpineDayList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first day open; the others expand and minimise. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Alpine forecast for 1,400 m, the track’s highest point.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Sunday 9 August/ })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Monday 10 August/ }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['2026-08-09', '2026-08-10']);
    await expect(canvas.getByRole('button', { name: /Monday 10 August/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Every day minimised. */
export const Collapsed: Story = {
  args: { expanded: [] },
  play: async ({ canvasElement }) => {
    const toggles = within(canvasElement).getAllByRole('button', { expanded: false });
    await expect(toggles).toHaveLength(4);
  },
};
