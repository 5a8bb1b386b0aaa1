import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { LoadFailure } from './LoadFailure.tsx';

const meta = {
  title: 'Forms/LoadFailure',
  component: LoadFailure,
  args: { error: 'Something went wrong, please try again.', onRetry: fn() },
} satisfies Meta<typeof LoadFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason as an alert, and 'Try again' asks once more. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A page that cannot ask again shows the reason alone. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** No error: nothing renders, so a page can always pass its `error` through. */
export const Empty: Story = {
  args: { error: null },
  play: async () => {
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};
