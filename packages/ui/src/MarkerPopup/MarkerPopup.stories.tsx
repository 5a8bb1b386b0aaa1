import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DELETE_MARKER_QUESTION, MarkerPopup } from './MarkerPopup.tsx';

const meta = {
  title: 'Custom tracks/MarkerPopup',
  component: MarkerPopup,
  args: {
    number: 2,
    segment: 'snapped',
    snap: true,
    onMove: fn(),
    onToggleSnap: fn(),
    onReturnTo: fn(),
    onDelete: fn(),
    onConfirmMove: fn(),
    onCancelMove: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MarkerPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A snapped segment: Move, snap, Return to marker, Delete. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Marker 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Snap to track' }));
    await expect(args.onToggleSnap).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    await expect(args.onMove).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Return to marker' }));
    await expect(args.onReturnTo).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** The first marker: no segment, so no snap to switch. */
export const Start: Story = {
  args: { number: 1, segment: 'start' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The start of your track.')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** Snap off: a straight segment. */
export const Straight: Story = {
  args: { segment: 'straight', snap: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Snap to track' })).not.toBeChecked();
  },
};

/** No route was found: the segment is straight and dashed, and the popup says why. */
export const NoRoute: Story = {
  args: { segment: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/straight dashed line/)).toBeVisible();
  },
};

/** The last marker: no 'Return to marker'. */
export const Last: Story = {
  args: { onReturnTo: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Return to marker' })).toBeNull();
  },
};

/** Move mode before a place is picked: Confirm waits. */
export const Moving: Story = {
  args: { moving: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Click the map where this marker should go.');
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelMove).toHaveBeenCalledTimes(1);
  },
};

/** Move mode with a place picked: Confirm moves it. */
export const MovePicked: Story = {
  args: { moving: true, movePicked: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirmMove).toHaveBeenCalledTimes(1);
  },
};

/** Delete asks the spec's question first. */
export const ConfirmingDelete: Story = {
  args: { confirmingDelete: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: DELETE_MARKER_QUESTION });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirmDelete).toHaveBeenCalledTimes(1);
  },
};
