import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withOpenSection } from '../PlanEditor/storyDecorators.tsx';
import { TripNameSection } from './TripNameSection.tsx';

const meta = {
  title: 'Plan/TripNameSection',
  component: TripNameSection,
  args: { value: '', onChange: fn(), maxLength: 35 },
  decorators: [withOpenSection],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TripNameSection
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TripNameSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No name yet: the placeholder 'Name your trip'; typing reports the name. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Trip name' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Custom trip name' });
    await expect(field).toHaveAttribute('placeholder', 'Name your trip');
    await expect(field).toHaveAccessibleDescription('Up to 35 letters.');
    await userEvent.type(field, 'Easter on the Abel Tasman');
    await expect(args.onChange).toHaveBeenLastCalledWith('Easter on the Abel Tasman');
  },
};

/** Named: the name also shows on the section's heading. */
export const Named: Story = {
  args: { value: 'Easter on the Abel Tasman' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Trip name Easter on the Abel Tasman' })).toBeVisible();
  },
};

/** Longer than 35 letters: the text stays and the field says why it cannot be saved. */
export const TooLong: Story = {
  args: { value: 'Four days on the Abel Tasman Coast Track with the cousins', error: 'Maximum of 35 letters' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Custom trip name' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Maximum of 35 letters'));
  },
};

/** A completed trip: the name shows and cannot change. */
export const ReadOnly: Story = {
  args: { value: 'Easter on the Abel Tasman', readOnly: true },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Custom trip name' });
    await expect(field).toHaveAttribute('readonly');
    await userEvent.type(field, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
