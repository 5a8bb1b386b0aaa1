import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withOpenSection } from '../PlanEditor/storyDecorators.tsx';
import { DailyPlansSection } from './DailyPlansSection.tsx';
import type { DailyPlanValues } from './DailyPlansSectionDay.tsx';

const dates = ['Thu 12 Mar', 'Fri 13 Mar', 'Sat 14 Mar'];

/** A stand-in for the app's daily plan schema (locations ≤ 35, notes ≤ 1000). */
const validate = (values: DailyPlanValues) => ({
  ...(values.start_location.length > 35 ? { start_location: 'Maximum of 35 letters' } : {}),
  ...(values.end_location.length > 35 ? { end_location: 'Maximum of 35 letters' } : {}),
  ...(values.notes.length > 1000 ? { notes: 'Note has exceeded 1000 characters' } : {}),
});

const meta = {
  title: 'Plan/DailyPlansSection',
  component: DailyPlansSection,
  args: {
    days: [
      { day_index: 0, start_location: 'Marahau', end_location: 'Anchorage Hut', notes: '' },
      { day_index: 1, start_location: 'Anchorage Hut', end_location: 'Bark Bay Hut', notes: 'Torrent Bay crossing at low tide, around 11 am.' },
      { day_index: 2, start_location: '', end_location: '', notes: '' },
    ],
    dayLabel: (dayIndex: number) => `Day ${dayIndex + 1} - ${dates[dayIndex]}`,
    notesMaxLength: 1000,
    locationMaxLength: 35,
    validate,
    onSaveDay: fn(),
  },
  decorators: [withOpenSection],
} satisfies Meta<typeof DailyPlansSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A panel per day; changing a day enables its Save, which reports the day's values. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Daily plan 3 days' })).toBeVisible();
    const day3 = within(canvas.getByRole('form', { name: 'Day 3 - Sat 14 Mar' }));
    await expect(day3.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(day3.getByRole('textbox', { name: 'Start location' }), 'Bark Bay Hut');
    // Each location counts down to 35 as the walker types.
    await expect(day3.getByRole('textbox', { name: 'Start location' })).toHaveAccessibleDescription('23 characters remaining.');
    await userEvent.type(day3.getByRole('textbox', { name: 'End location' }), 'Totaranui');
    await userEvent.type(day3.getByRole('textbox', { name: 'Notes' }), 'Water taxi at 3 pm');
    await expect(day3.getByText('982 characters remaining.')).toBeVisible();
    await userEvent.click(day3.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveDay).toHaveBeenCalledWith(2, {
      start_location: 'Bark Bay Hut',
      end_location: 'Totaranui',
      notes: 'Water taxi at 3 pm',
    });
  },
};

/** Cancel puts the day back as it was saved, and nothing is reported. */
export const Cancelled: Story = {
  play: async ({ args, canvasElement }) => {
    const day1 = within(within(canvasElement).getByRole('form', { name: 'Day 1 - Thu 12 Mar' }));
    const end = day1.getByRole('textbox', { name: 'End location' });
    await userEvent.clear(end);
    await userEvent.type(end, 'Torrent Bay');
    await userEvent.click(day1.getByRole('button', { name: 'Cancel' }));
    await expect(end).toHaveValue('Anchorage Hut');
    await expect(day1.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(args.onSaveDay).not.toHaveBeenCalled();
  },
};

/** A location over 35 letters: its message shows, Save takes the user to it, and nothing is saved. */
export const TooLong: Story = {
  play: async ({ args, canvasElement }) => {
    const day2 = within(within(canvasElement).getByRole('form', { name: 'Day 2 - Fri 13 Mar' }));
    const start = day2.getByRole('textbox', { name: 'Start location' });
    await userEvent.type(start, ' via the Coquille Bay side track');
    await expect(start).toHaveAccessibleDescription('Maximum of 35 letters 10 characters too many.');
    await userEvent.click(day2.getByRole('button', { name: 'Save' }));
    await expect(start).toHaveFocus();
    await expect(args.onSaveDay).not.toHaveBeenCalled();
  },
};

/** Without labels from the app, days are numbered. */
export const NumberedDays: Story = {
  args: { dayLabel: undefined, days: [
    { day_index: 0, start_location: '', end_location: '', notes: '' },
    { day_index: 1, start_location: '', end_location: '', notes: '' },
  ] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Day 1' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Day 2' })).toBeVisible();
  },
};

/** A completed trip: the days show without Save and Cancel. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('form', { name: 'Day 1 - Thu 12 Mar' })).getByRole('textbox', { name: 'End location' })).toHaveAttribute('readonly');
  },
};

/** On a phone the two locations stack. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Day 1 - Thu 12 Mar' })).toBeVisible();
  },
};
