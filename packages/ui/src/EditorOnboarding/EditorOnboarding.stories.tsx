import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { EditorOnboarding } from './EditorOnboarding.tsx';

const slides = [
  { title: 'Draw your own track', text: 'Click the map to drop a marker where your walk starts.' },
  { title: 'Follow the tracks', text: 'Near a track, each new segment snaps to it.' },
  { title: 'Change your mind', text: 'Select a marker to move it, delete it or switch its segment.' },
  { title: 'Save and plan', text: 'Save your track with a name to find it in My Custom Tracks.' },
];

const meta = {
  title: 'Custom tracks/EditorOnboarding',
  component: EditorOnboarding,
  args: { open: true, slides, slide: 0, nextLabel: 'Next', onNext: fn(), onBack: fn(), onClose: fn() },
} satisfies Meta<typeof EditorOnboarding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first slide: Next, no Back. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Draw your own track' });
    await expect(dialog).toHaveTextContent('Step 1 of 4');
    await expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** The last slide the first time: 'Create a custom track'. */
export const FirstTimeEnd: Story = {
  args: { slide: 3, nextLabel: 'Create a custom track' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Create a custom track' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The last slide from Help: 'Close'. */
export const ReturningEnd: Story = {
  args: { slide: 3, nextLabel: 'Close' },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByText('Close', { selector: 'button' })).toBeVisible();
  },
};

/** Escape closes it. */
export const Dismissed: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** On a phone. */
export const Mobile: Story = {
  args: { slide: 1 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Follow the tracks' })).toBeVisible();
  },
};
