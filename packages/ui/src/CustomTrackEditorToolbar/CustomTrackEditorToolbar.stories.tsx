import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomTrackEditorToolbar } from './CustomTrackEditorToolbar.tsx';

const meta = {
  title: 'Custom tracks/CustomTrackEditorToolbar',
  component: CustomTrackEditorToolbar,
  args: {
    title: 'Routeburn day walk',
    distance: '12.35 km',
    canUndo: true,
    canRedo: false,
    onUndo: fn(),
    onRedo: fn(),
    onHelp: fn(),
    onEditDetails: fn(),
    onImportGpx: fn(),
    saveState: 'changed',
    saveLabel: 'Save',
    canSave: true,
    onSave: fn(),
  },
} satisfies Meta<typeof CustomTrackEditorToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Changes to save: undo, Help, Save and the title (which opens the details form) are buttons. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Redo' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Routeburn day walk' }));
    await expect(args.onEditDetails).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    await expect(args.onHelp).toHaveBeenCalledTimes(1);
  },
};

/** A new track: nothing to undo or save yet, and no name. */
export const Empty: Story = {
  args: { title: null, distance: '0.00 m', canUndo: false, saveState: 'new', canSave: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Name your track' })).toBeVisible();
  },
};

/** Saving: a spinner on the button. */
export const Saving: Story = {
  args: { saveState: 'saving', saveLabel: 'Saving', canSave: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Saved: nothing left to save. */
export const Saved: Story = {
  args: { saveState: 'saved', saveLabel: 'Saved', canSave: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saved' })).toBeDisabled();
  },
};

/** A failed save (spec part 2 §8): 'Unsaved changes' and the message; saving again is offered. */
export const SaveFailed: Story = {
  args: { saveState: 'failed', saveLabel: 'Unsaved changes', saveError: 'Something has gone wrong. Please try again later.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something has gone wrong. Please try again later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Unsaved changes' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Segments still being routed. */
export const Routing: Story = {
  args: { routing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/following the tracks/)).toBeVisible();
  },
};

/** A GPX file is chosen with the file picker behind 'Import GPX'; a refused file says why. */
export const ImportGpx: Story = {
  args: { gpxError: 'This is not a GPX file we can read: it needs a track or route of at least two points.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['<gpx/>'], 'walk.gpx', { type: 'application/gpx+xml' });
    await userEvent.upload(canvas.getByLabelText('GPX file to import'), file);
    await expect(args.onImportGpx).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('alert')).toHaveTextContent('not a GPX file');
  },
};

/** On a phone the tools wrap under the name. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('toolbar', { name: 'Editing' })).toBeVisible();
  },
};
