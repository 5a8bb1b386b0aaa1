import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { withOpenSection } from '../PlanEditor/storyDecorators.tsx';
import { PlanDocumentsSection, type PlanDocument } from './PlanDocumentsSection.tsx';

const routeCard: PlanDocument = {
  id: 'd1',
  title: 'Abel Tasman route card.pdf',
  size: 1_258_291,
  type: 'pdf',
  ext: 'pdf',
  url: '/api/v1/files/d1',
};
const tideTable: PlanDocument = {
  id: 'd2',
  title: 'Tide table March.xlsx',
  size: 14_600,
  type: 'doc',
  ext: 'xlsx',
  url: '/api/v1/files/d2',
};
const permit: PlanDocument = { id: 'd3', title: 'Hut pass.docx', size: 48_200, type: 'doc', ext: 'docx', url: null };

const meta = {
  title: 'Plan/PlanDocumentsSection',
  component: PlanDocumentsSection,
  args: {
    documents: [routeCard, tideTable],
    maxFiles: 3,
    extensions: ['txt', 'doc', 'docx', 'ods', 'odt', 'pdf', 'rtf', 'xls', 'xlsx'],
    onAdd: fn(),
    onRemove: fn(),
    onDismissUpload: fn(),
  },
  decorators: [withOpenSection],
} satisfies Meta<typeof PlanDocumentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooser = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Add a document');

/** Two documents with name, type and size; the name opens the file in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Attach documents 2 of 3 files' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Documents' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    await expect(within(first).getByRole('link', { name: 'Abel Tasman route card.pdf' })).toHaveAttribute('target', '_blank');
    await expect(within(first).getByText('PDF · 1.2 MB')).toBeVisible();
    await expect(within(second).getByText('XLSX · 14 KB')).toBeVisible();
    await expect(chooser(canvasElement)).toHaveAccessibleDescription(
      '3 files max. Allowed types: .txt, .doc, .docx, .ods, .odt, .pdf, .rtf, .xls, .xlsx',
    );
  },
};

/**
 * The app opens the files itself (they are private: a plain link would not carry the
 * session): every name is a button, a document kept on the device too.
 */
export const OpenedByTheApp: Story = {
  args: { documents: [routeCard, permit], onOpen: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Hut pass.docx' }));
    await expect(args.onOpen).toHaveBeenCalledWith('d3');
    await userEvent.click(canvas.getByRole('button', { name: 'Abel Tasman route card.pdf' }));
    await expect(args.onOpen).toHaveBeenCalledWith('d1');
  },
};

/** None yet: 'No document attached'; choosing files reports them, and the chooser offers only the allowed types. */
export const Empty: Story = {
  args: { documents: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No document attached')).toBeVisible();
    const input = chooser(canvasElement);
    await expect(input).toHaveAttribute('accept', '.txt,.doc,.docx,.ods,.odt,.pdf,.rtf,.xls,.xlsx');
    const file = new File(['Day 1: Marahau to Anchorage'], 'route.txt', { type: 'text/plain' });
    await userEvent.upload(input, file);
    await expect(args.onAdd).toHaveBeenCalledWith([file]);
  },
};

/** Uploading: each file's progress as a progress bar with its value. */
export const Uploading: Story = {
  args: { documents: [routeCard], uploads: [{ id: 'u1', title: 'Tide table March.xlsx', size: 14_600, progress: 45 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading Tide table March.xlsx' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('Uploading… 45%')).toBeVisible();
  },
};

/** Three files: the limit, so no more can be added. */
export const Full: Story = {
  args: { documents: [routeCard, tideTable, permit] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(chooser(canvasElement)).toBeDisabled();
    await expect(canvas.getByText(/^3 files max\./)).toBeVisible();
    // A file kept on the device (a guest's) has no link yet.
    await expect(canvas.queryByRole('link', { name: 'Hut pass.docx' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Hut pass.docx')).toBeVisible();
  },
};

/** Removing asks first; Remove confirms. */
export const Remove: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Tide table March.xlsx' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to remove this document?' });
    await expect(dialog).toHaveAccessibleDescription('Tide table March.xlsx');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith('d2');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** The question open, before an answer. */
export const RemoveConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Abel Tasman route card.pdf' }));
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Cancel keeps the document. */
export const RemoveCancelled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Abel Tasman route card.pdf' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** A file of a type not allowed. */
export const WrongType: Story = {
  args: { error: 'Allowed file type are: .txt, .doc, .docx, .ods, .odt, .pdf, .rtf, .xls, .xlsx' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Allowed file type are: .txt, .doc, .docx, .ods, .odt, .pdf, .rtf, .xls, .xlsx',
    );
  },
};

/** A guest's device has no room for the file. */
export const NotEnoughStorage: Story = {
  args: { error: 'Not enough storage space!' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Not enough storage space!');
  },
};

/** An upload failed: its message, and the row can be dismissed. */
export const UploadFailed: Story = {
  args: {
    documents: [routeCard],
    uploads: [
      { id: 'u1', title: 'Tide table March.xlsx', size: 14_600, progress: 60, error: 'Something went wrong, please try again.' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss Tide table March.xlsx' }));
    await expect(args.onDismissUpload).toHaveBeenCalledWith('u1');
  },
};

/** A completed trip: the documents without add or remove. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Add a document')).not.toBeInTheDocument();
  },
};

/** On a phone. */
export const Mobile: Story = {
  args: { uploads: [{ id: 'u1', title: 'Hut pass.docx', size: 48_200, progress: 80 }] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
  },
};
