import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { TextLink } from '../form/formStyles.ts';
import { FormError } from './FormError.tsx';

const meta = {
  title: 'Forms/FormError',
  component: FormError,
  args: { children: 'invalid email or password' },
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A server error, announced as an alert. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('invalid email or password');
  },
};

/** A long server text wraps inside the box. */
export const LongText: Story = {
  args: { children: 'Something has gone wrong trying to delete your account. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** With a way forward, as on the expired password reset link. */
export const WithLink: Story = {
  args: {
    children: (
      <>
        <p>The password reset token has expired.</p>
        <p>
          <TextLink href="/lost-password">Request a new password reset</TextLink>
        </p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
  },
};

/** No message: nothing renders, so forms pass their `error` prop straight through. */
export const Empty: Story = {
  args: { children: undefined },
  play: async () => {
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};
