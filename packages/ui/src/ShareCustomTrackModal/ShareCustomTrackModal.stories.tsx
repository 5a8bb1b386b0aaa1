import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ShareCustomTrackModal } from './ShareCustomTrackModal.tsx';

const meta = {
  title: 'Custom tracks/ShareCustomTrackModal',
  component: ShareCustomTrackModal,
  args: {
    open: true,
    onOpenChange: fn(),
    trackTitle: 'Routeburn day walk',
    url: 'https://planmywalk.nz/share-custom-track/Qm9vZ2llIGJvYXJkIHJpZGU',
    onCopy: fn(),
  },
} satisfies Meta<typeof ShareCustomTrackModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link, read-only, and 'Copy URL'. */
export const Default: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Share a copy of your custom track' });
    await expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(args.url);
    await userEvent.click(screen.getByRole('button', { name: 'Copy URL' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  },
};

/** Just copied: 'Copied!'. */
export const Copied: Story = {
  args: { copied: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Copied!' })).toBeVisible();
  },
};

/** On a phone the button goes under the link. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Copy URL' })).toBeVisible();
  },
};
