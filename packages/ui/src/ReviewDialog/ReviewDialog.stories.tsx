import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { alpinePhoto, coastPhoto, valleyPhoto } from '../walkFixtures/photos.ts';
import { ReviewDialog, type ReviewDifficultyOption } from './ReviewDialog.tsx';

const meta = {
  title: 'Reviews/ReviewDialog',
  component: ReviewDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    placeTitle: 'Kepler Track',
    askDifficulty: true,
    difficulty: null,
    onDifficultyChange: fn(),
    comment: '',
    onCommentChange: fn(),
    commentMaxLength: 1000,
    date: '2026-11-23',
    onDateChange: fn(),
    maxDate: '2026-11-24',
    photos: [],
    onAddPhotos: fn(),
    onRemovePhoto: fn(),
    canAddPhotos: true,
    maxPhotos: 3,
    onSubmit: fn(),
  },
} satisfies Meta<typeof ReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new review of a track: the three options, the comment with its counter, the day, 'Add photos'. */
export const Default: Story = {
  // Like the place page, it holds the answers, so the choice and the text show as typed.
  render: function Render(args) {
    const [difficulty, setDifficulty] = useState(args.difficulty);
    const [comment, setComment] = useState(args.comment);
    const choose = (next: ReviewDifficultyOption) => {
      args.onDifficultyChange(next);
      setDifficulty(next);
    };
    const write = (next: string) => {
      args.onCommentChange(next);
      setComment(next);
    };
    return <ReviewDialog {...args} difficulty={difficulty} onDifficultyChange={choose} comment={comment} onCommentChange={write} />;
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Leave a review' });
    await expect(dialog).toHaveAccessibleDescription('Kepler Track');
    const group = within(dialog).getByRole('radiogroup');
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harder than expected' }));
    await expect(args.onDifficultyChange).toHaveBeenCalledWith('harder');
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'W');
    await expect(args.onCommentChange).toHaveBeenCalledWith('W');
    await expect(within(dialog).getByText('999 characters remaining.')).toBeVisible();
    await expect(within(dialog).getByLabelText('Date of your trip')).toHaveAttribute('max', '2026-11-24');
    await expect(within(dialog).getByRole('button', { name: 'Add photos' })).toHaveAccessibleDescription(/JPEG or PNG, up to 3 photos \(0 of 3\)/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The three options are one choice: picking another clears the first. */
export const OneChoice: Story = {
  render: function Render(args) {
    const [difficulty, setDifficulty] = useState<ReviewDifficultyOption | null>('easier');
    return <ReviewDialog {...args} difficulty={difficulty} onDifficultyChange={setDifficulty} />;
  },
  play: async () => {
    const easier = await screen.findByRole('radio', { name: 'Easier than expected' });
    await expect(easier).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Harder than expected' }));
    await expect(screen.getByRole('radio', { name: 'Harder than expected' })).toBeChecked();
    await expect(easier).not.toBeChecked();
    await expect(screen.getByRole('radio', { name: 'As expected' })).not.toBeChecked();
  },
};

/** What the rules refuse, each by its field. */
export const Errors: Story = {
  args: {
    comment: 'x'.repeat(1001),
    date: '2026-11-30',
    errors: {
      difficulty: 'Please select one option for how you found the track.',
      comment: 'Your comment can be at most 1000 characters.',
      date: 'Date cannot be in the future',
    },
    photosError: 'You can only attach max 3 photos',
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByText('Please select one option for how you found the track.')).toBeVisible();
    await expect(screen.getByLabelText('Your review')).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByLabelText('Date of your trip')).toHaveAccessibleDescription('Date cannot be in the future');
    await expect(screen.getByRole('alert')).toHaveTextContent('You can only attach max 3 photos');
  },
};

/** Sending: the photos with their progress, one sent; nothing can be pressed twice. */
export const Uploading: Story = {
  args: {
    difficulty: 'harder',
    comment: 'Windy on the tops, glorious views.',
    submitting: true,
    canAddPhotos: false,
    photos: [
      { key: 'a', name: 'luxmore.jpg', preview: alpinePhoto, status: 'done', progress: 1, error: null },
      { key: 'b', name: 'iris-burn.jpg', preview: valleyPhoto, status: 'uploading', progress: 0.45, error: null },
      { key: 'c', name: 'lake.png', preview: coastPhoto, status: 'resizing', progress: 0, error: null },
    ],
  },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.getByRole('progressbar', { name: 'Uploading iris-burn.jpg' })).toHaveAttribute('aria-valuenow', '45');
    await expect(screen.getByText('Sent')).toBeVisible();
    await expect(screen.getByRole('button', { name: /Submit review/ })).toBeDisabled();
    await expect(screen.queryByRole('button', { name: 'Add photos' })).not.toBeInTheDocument();
  },
};

/** A photo that could not be sent: its reason, Remove, and the review saved. */
export const PhotoFailed: Story = {
  args: {
    difficulty: 'harder',
    photos: [
      { key: 'a', name: 'luxmore.jpg', preview: alpinePhoto, status: 'done', progress: 1, error: null },
      { key: 'b', name: 'iris-burn.jpg', preview: valleyPhoto, status: 'failed', progress: 0, error: 'The file is too large: the most is 5 MB.' },
    ],
    error: 'Your review is saved, but some photos could not be uploaded.',
  },
  play: async ({ args }) => {
    await expect(await screen.findByText('The file is too large: the most is 5 MB.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove iris-burn.jpg' }));
    await expect(args.onRemovePhoto).toHaveBeenCalledWith('b');
    await expect(screen.getByRole('alert')).toHaveTextContent('Your review is saved, but some photos could not be uploaded.');
  },
};

/** Editing: the review's photos, one pending, one marked for removal. */
export const Editing: Story = {
  args: {
    editing: true,
    difficulty: 'expected',
    comment: 'Clear skies on the ridge to Luxmore Hut.',
    existingPhotos: [
      { id: 'p1', url: alpinePhoto, status: 'approved', removed: false },
      { id: 'p2', url: valleyPhoto, status: 'pending', removed: true },
    ],
    onToggleExistingPhoto: fn(),
  },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Edit your review' });
    await expect(screen.getByText('Removed when you save')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Keep photo 2' }));
    await expect(args.onToggleExistingPhoto).toHaveBeenCalledWith('p2');
    await expect(screen.getByRole('button', { name: 'Save review' })).toBeVisible();
  },
};

/** A hut: no question about difficulty. */
export const Hut: Story = {
  args: { placeTitle: 'Luxmore Hut', askDifficulty: false },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};

/** Saved with photos while publishing is off: the thanks and the approval note. */
export const Thanks: Story = {
  args: { thanks: { title: 'Thanks for your review!', note: "Your image/s will be approved by an administrator before they're displayed" } },
  play: async () => {
    const status = await screen.findByRole('status');
    await expect(status).toHaveTextContent('Thanks for your review!');
    await expect(status).toHaveTextContent("Your image/s will be approved by an administrator before they're displayed");
  },
};

/** Saved without photos: the thanks alone. */
export const ThanksWithoutPhotos: Story = {
  args: { thanks: { title: 'Thanks for your review!', note: null } },
  play: async ({ args }) => {
    await expect(await screen.findByRole('status')).toHaveTextContent('Thanks for your review!');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] ?? document.body);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
