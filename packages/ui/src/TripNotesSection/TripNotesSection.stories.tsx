import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withOpenSection } from '../PlanEditor/storyDecorators.tsx';
import { TripNotesSection } from './TripNotesSection.tsx';

const meta = {
  title: 'Plan/TripNotesSection',
  component: TripNotesSection,
  args: { value: '', onChange: fn(), maxLength: 1000 },
  decorators: [withOpenSection],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <TripNotesSection
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof TripNotesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: 1000 characters to go; typing counts down and reports the note. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Trip notes' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Notes for your group and emergency contact' });
    await expect(canvas.getByText('1000 characters remaining.')).toBeVisible();
    await userEvent.type(field, 'Parking at Marahau');
    await expect(args.onChange).toHaveBeenLastCalledWith('Parking at Marahau');
    await expect(canvas.getByText('982 characters remaining.')).toBeVisible();
  },
};

/** A note written. */
export const WithNote: Story = {
  args: {
    value: 'Car at the Marahau car park. Water taxi back from Totaranui at 3 pm on Sunday; if we miss it we walk out.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('895 characters remaining.')).toBeVisible();
  },
};

/** Over 1000 characters: the note stays, with 'Note has exceeded 1000 characters'. */
export const TooLong: Story = {
  args: { value: 'Low tide crossing at Awaroa. '.repeat(36), error: 'Note has exceeded 1000 characters' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Notes for your group and emergency contact' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Note has exceeded 1000 characters')).toBeVisible();
    await expect(canvas.getByText('0 characters remaining.')).toBeVisible();
  },
};

/** A completed trip: the note shows and cannot change. */
export const ReadOnly: Story = {
  args: { value: 'Car at the Marahau car park.', readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Notes for your group and emergency contact' }),
    ).toHaveAttribute('readonly');
  },
};
