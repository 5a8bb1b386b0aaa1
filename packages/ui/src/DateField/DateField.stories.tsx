import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Date of your trip', value: '2026-11-20', max: '2026-11-24', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day chosen, no later than today; typing a day tells the app. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByLabelText('Date of your trip');
    await expect(field).toHaveValue('2026-11-20');
    await expect(field).toHaveAttribute('max', '2026-11-24');
    await userEvent.clear(field);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** No day chosen yet. */
export const Empty: Story = {
  args: { value: null, hint: 'The day you finished the walk.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Date of your trip');
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription('The day you finished the walk.');
  },
};

/** A day after today, as the app refuses it. */
export const Error: Story = {
  args: { value: '2026-11-30', error: 'Date cannot be in the future' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Date of your trip');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Date cannot be in the future');
  },
};
