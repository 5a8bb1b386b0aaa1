import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FreezingLevelModal } from './FreezingLevelModal.tsx';

const meta = { title: 'Weather/FreezingLevelModal', component: FreezingLevelModal } satisfies Meta<typeof FreezingLevelModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The help button; pressing it explains the freezing level, and Close closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'What is the freezing level?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freezing level' });
    await expect(within(dialog).getByText(/where the temperature of the free air is 0 °C/)).toBeVisible();
    await expect(within(dialog).getByText(/Snow usually falls a few hundred metres below it/)).toBeVisible();
    // The × in the corner and the footer's Close both close it; the footer's here.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open, as the walker reads it. */
export const Open: Story = {
  args: { open: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Freezing level' })).toBeVisible();
  },
};
