import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SampleDataTag } from './SampleDataTag.tsx';

const meta = { title: 'Alerts/SampleDataTag', component: SampleDataTag } satisfies Meta<typeof SampleDataTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On every alert and forecast served from the sample fixtures (FEEDS=sample). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sample data')).toBeVisible();
  },
};
