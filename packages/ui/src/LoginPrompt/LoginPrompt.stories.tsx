import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { LoginPrompt } from './LoginPrompt.tsx';

const meta = {
  title: 'Reviews/LoginPrompt',
  component: LoginPrompt,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Please log in or create an account first!',
    loginHref: '/signin',
    signupHref: '/signup',
  },
} satisfies Meta<typeof LoginPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest pressed a wishlist heart: log in or create an account, either closes the prompt. */
export const Wishlist: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Please log in or create an account first!' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A guest pressed 'Mark as complete'. */
export const CompletedTrips: Story = {
  args: {
    title: 'Log in to add this to your completed trips',
    description: 'Your completed trips and reviews are kept in your free account.',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in to add this to your completed trips' });
    await expect(dialog).toHaveAccessibleDescription('Your completed trips and reviews are kept in your free account.');
  },
};

/** A guest pressed 'Leave a review'. */
export const Review: Story = {
  args: { title: 'Sorry, you have to be logged in to leave a review of a track' },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Sorry, you have to be logged in to leave a review of a track' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
