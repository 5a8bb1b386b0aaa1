import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalSm};
`;

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', onChange: fn(), onBlur: fn() },
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the visible label names the input. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'aroha@example.nz');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).toHaveValue('aroha@example.nz');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** With a value. */
export const Filled: Story = {
  args: { defaultValue: 'aroha@example.nz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('aroha@example.nz');
  },
};

/** A hint under the input, read out as its description. */
export const WithHint: Story = {
  args: {
    label: 'Phone',
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'Your emergency contact may use this number.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Your emergency contact may use this number.',
    );
  },
};

/** Invalid: red border, `aria-invalid` and the message as its description. */
export const WithError: Story = {
  args: { defaultValue: 'aroha@', error: 'Please enter a valid email address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  },
};

/** A password input (no textbox role; found by its label). */
export const Password: Story = {
  args: { label: 'Password', name: 'password', type: 'password', autoComplete: 'current-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'aroha@example.nz', disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
