import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { TextLink } from '../form/formStyles.ts';
import { FormSuccess } from './FormSuccess.tsx';

const meta = {
  title: 'Forms/FormSuccess',
  component: FormSuccess,
  args: { children: 'Your password has been updated' },
} satisfies Meta<typeof FormSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmation, announced politely as a status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your password has been updated');
  },
};

/** With a way on, as after a password reset. */
export const WithLink: Story = {
  args: {
    children: (
      <>
        <p>Your password has been reset</p>
        <p>
          <TextLink href="/signin">Back to log in</TextLink>
        </p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const status = within(within(canvasElement).getByRole('status'));
    await expect(status.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/signin');
  },
};

/** No message: nothing renders. */
export const Empty: Story = {
  args: { children: undefined },
  play: async () => {
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
  },
};
