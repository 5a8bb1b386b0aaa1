import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalMd};
`;

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Trip notes', name: 'note', value: '', maxLength: 1000, onChange: fn() },
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
  ],
  // Controlled: the story keeps the text so typing shows in the field and the counter.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TextArea
        {...args}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          args.onChange?.(event);
        }}
      />
    );
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with the whole allowance left; typing counts down. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Trip notes' });
    await expect(field).toHaveAccessibleDescription('1000 characters remaining.');
    await userEvent.type(field, 'Via Luxmore Hut');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(canvas.getByText('985 characters remaining.')).toBeVisible();
  },
};

/** Nearly full: one character left, in the singular. */
export const OneLeft: Story = {
  args: { label: 'Daily notes', maxLength: 20, value: 'Up to the saddle by' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 character remaining.')).toBeVisible();
  },
};

/** Too long (pasted): the text stays, the field is invalid and the error says why. */
export const TooLong: Story = {
  args: {
    maxLength: 40,
    value: 'We will leave the car at the Rainbow Reach car park and walk in.',
    error: 'Note has exceeded 40 characters',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Trip notes' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Note has exceeded 40 characters'));
  },
};

/** With a hint under the counter. */
export const WithHint: Story = {
  args: { hint: 'Where you will park, who has the car keys, any side trips.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Trip notes' })).toHaveAccessibleDescription(
      '1000 characters remaining. Where you will park, who has the car keys, any side trips.',
    );
  },
};
