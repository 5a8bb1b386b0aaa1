import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withOpenSection } from '../PlanEditor/storyDecorators.tsx';
import { PlanLinkSection } from './PlanLinkSection.tsx';

const url = 'https://planmywalk.nz/plan/5f0c2a9e-8d1b-4c3e-9a7f-2b6d4e8c1a35';

const meta = {
  title: 'Plan/PlanLinkSection',
  component: PlanLinkSection,
  args: { url, onCopy: fn(), onShare: fn() },
  decorators: [withOpenSection],
} satisfies Meta<typeof PlanLinkSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link, and 'Copy', which reads 'Copied!' once the app has copied it. */
export const Default: Story = {
  // Held longer than the app's 3 s so the screenshot, taken after axe, always shows 'Copied!'.
  args: { copiedDuration: 60_000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Link to your plan' })).toHaveValue(url);
    await expect(canvas.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(url);
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
  },
};

/** A link that went where it should not: 'Make a new link' asks first, then the app makes one. */
export const NewLink: Story = {
  args: { onNewLink: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Make a new link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new link?' });
    await expect(dialog).toHaveTextContent('will stop working for anyone who has it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await expect(args.onNewLink).toHaveBeenCalledTimes(1);
  },
};

/** Making the link failed: said under the button, the old link still shown. */
export const NewLinkFailed: Story = {
  args: { onNewLink: fn(), newLinkError: 'We could not make a new link. Please try again.' },
};

/** 'Copied!' gives way to 'Copy' after `copiedDuration` (3 s in the app; shortened here). */
export const CopiedThenCopy: Story = {
  args: { copiedDuration: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied!' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible(), { timeout: 2000 });
  },
};

/** Where the device can share: 'Share' hands the link to the app. */
export const CanShare: Story = {
  args: { canShare: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalledWith(url);
  },
};

/** The clipboard refused: the link stays selectable and the message says what to do. */
export const CopyFailed: Story = {
  args: { onCopy: fn(() => Promise.reject(new Error('Clipboard blocked'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The link could not be copied. Select it and copy it yourself.',
    );
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
  },
};

/** Not saved yet: no link to share. */
export const NotSaved: Story = {
  args: { url: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Save your plan to get a link you can share with your group.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  },
};

/** On a phone, with share. */
export const Mobile: Story = {
  args: { canShare: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Share' })).toBeVisible();
  },
};
