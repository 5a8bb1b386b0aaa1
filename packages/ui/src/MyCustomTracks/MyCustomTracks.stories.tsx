import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DELETE_CUSTOM_TRACK_QUESTION, MyCustomTracks } from './MyCustomTracks.tsx';

const tracks = [
  { id: 3, title: 'Routeburn day walk', lastEdited: 'Last edited 01/03/2030', distance: '12.35 km' },
  { id: 2, title: 'Key Summit and Lake Howden', lastEdited: 'Last edited 14/02/2030', distance: '7.10 km' },
  { id: 1, title: 'Richmond Ranges: Te Araroa, Pelorus Bridge to St Arnaud, with a side trip to Mount Rintoul', lastEdited: 'Last edited 02/01/2030', distance: '118.52 km' },
];

const meta = {
  title: 'Custom tracks/MyCustomTracks',
  component: MyCustomTracks,
  args: {
    tracks,
    createHref: '/custom-track-editor',
    hrefFor: (t) => `/custom-tracks/${t.id}`,
    editHrefFor: (t) => `/custom-track-editor/${t.id}`,
    onShare: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onLoadMore: fn(),
    allLoaded: true,
  },
} satisfies Meta<typeof MyCustomTracks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The create tile and a card per track: title to its page, last edited, share, edit, delete. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My Custom Tracks' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create custom track' })).toHaveAttribute('href', '/custom-track-editor');
    await expect(canvas.getByRole('link', { name: 'Routeburn day walk' })).toHaveAttribute('href', '/custom-tracks/3');
    await expect(canvas.getByText('12.35 km · Last edited 01/03/2030')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Routeburn day walk' })).toHaveAttribute('href', '/custom-track-editor/3');
    await userEvent.click(canvas.getByRole('button', { name: 'Share Routeburn day walk' }));
    await expect(args.onShare).toHaveBeenCalledWith(tracks[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Key Summit and Lake Howden' }));
    await expect(args.onDelete).toHaveBeenCalledWith(tracks[1]);
  },
};

/** No tracks yet: only the create tile. */
export const Empty: Story = {
  args: { tracks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A page loading: skeleton cards after the list. */
export const Loading: Story = {
  args: { tracks: [], loading: true, allLoaded: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
};

/** More to load: the end of the list asks for the next page as it comes into view. */
export const LoadsMore: Story = {
  args: { allLoaded: false },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
  },
};

/** Deleting asks with the spec's warning. */
export const ConfirmingDelete: Story = {
  args: { confirmingDelete: tracks[0] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: DELETE_CUSTOM_TRACK_QUESTION });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirmDelete).toHaveBeenCalledTimes(1);
  },
};

/** A failed delete: the card is back, and the message says so. */
export const Error: Story = {
  args: { error: 'We could not delete Routeburn day walk. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not delete');
  },
};

/** On a phone the cards stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};
