import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TripDatesPicker } from './TripDatesPicker.tsx';
import type { TimeValue } from './TripDatesPickerTime.tsx';
import { storyTimeErrors, storyTimeOptions } from './storyTimes.ts';
import type { TripDateRange } from './tripDateRange.ts';

const morning: TimeValue = { hour: '07', minute: '30', meridiem: 'AM' };
const afternoon: TimeValue = { hour: '04', minute: '00', meridiem: 'PM' };

const meta = {
  title: 'Plan/TripDatesPicker',
  component: TripDatesPicker,
  args: {
    // Today in New Zealand, as the app computes it: fixed so the calendar never moves.
    minDate: '2026-03-10',
    range: null,
    onRangeChange: fn(),
    startTime: morning,
    onStartTimeChange: fn(),
    endTime: afternoon,
    onEndTimeChange: fn(),
    timeOptions: storyTimeOptions,
    onSave: fn(),
  },
  // Controlled: the story holds the range and times, and judges the times as the app does.
  render: function Render(args) {
    const [range, setRange] = useState<TripDateRange | null>(args.range);
    const [startTime, setStartTime] = useState(args.startTime);
    const [endTime, setEndTime] = useState(args.endTime);
    const errors = args.startTimeError || args.endTimeError ? args : storyTimeErrors(range, startTime, endTime);
    return (
      <TripDatesPicker
        {...args}
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          args.onRangeChange(next);
        }}
        startTime={startTime}
        onStartTimeChange={(next) => {
          setStartTime(next);
          args.onStartTimeChange(next);
        }}
        endTime={endTime}
        onEndTimeChange={(next) => {
          setEndTime(next);
          args.onEndTimeChange(next);
        }}
        startTimeError={errors.startTimeError}
        endTimeError={errors.endTimeError}
      />
    );
  },
} satisfies Meta<typeof TripDatesPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.getByRole('button', { name });

/** Nothing picked: the hint, today's month, and 'Save date and time' waiting for two days. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Trip dates' })).toHaveAccessibleDescription(
      'Select a start and end date. For a day trip, select the date twice.',
    );
    await expect(canvas.getByRole('grid', { name: 'March 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save date and time' })).toBeDisabled();

    await userEvent.click(day(canvas, /12 March 2026/));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '2026-03-12', end: null });
    await expect(canvas.getByRole('button', { name: 'Save date and time' })).toBeDisabled();

    await userEvent.click(day(canvas, /14 March 2026/));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '2026-03-12', end: '2026-03-14' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save date and time' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Days before today cannot be picked, and the calendar does not go back before this month. */
export const BeforeToday: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(day(canvas, /, 9 March 2026/)).toBeDisabled();
    await expect(day(canvas, /^Today, Tuesday, 10 March 2026$/)).toBeEnabled();
    await expect(canvas.getByRole('button', { name: /previous month/i })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day(canvas, /, 9 March 2026/));
    await expect(args.onRangeChange).not.toHaveBeenCalled();
  },
};

/** A day trip: the same date picked twice. */
export const DayTrip: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(day(canvas, /20 March 2026/));
    await userEvent.click(day(canvas, /20 March 2026/));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '2026-03-20', end: '2026-03-20' });
    await expect(canvas.getByRole('button', { name: 'Save date and time' })).toBeEnabled();
  },
};

/** A range already chosen (reopening the calendar): it opens on the start's month. */
export const Selected: Story = {
  args: { range: { start: '2026-04-03', end: '2026-04-06' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'April 2026' })).toBeVisible();
    await expect(day(canvas, /3 April 2026, selected/)).toBeVisible();
    await expect(day(canvas, /6 April 2026, selected/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save date and time' })).toBeEnabled();
  },
};

/** The times: picking them reports the new time; a day trip ending before it starts shows both messages. */
export const InvalidTimes: Story = {
  args: { range: { start: '2026-03-20', end: '2026-03-20' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('group', { name: 'Start time' });
    await userEvent.selectOptions(within(start).getByRole('combobox', { name: 'Start time, AM or PM' }), 'PM');
    await userEvent.selectOptions(within(start).getByRole('combobox', { name: 'Start time, hour' }), '05');
    await expect(args.onStartTimeChange).toHaveBeenLastCalledWith({ hour: '05', minute: '30', meridiem: 'PM' });

    const startHour = within(start).getByRole('combobox', { name: 'Start time, hour' });
    await expect(startHour).toHaveAttribute('aria-invalid', 'true');
    await expect(startHour).toHaveAccessibleDescription('Invalid start time.');
    await expect(canvas.getByText('Invalid end time.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save date and time' })).toBeDisabled();
  },
};

/** The options of every picker: hours 00–12, quarter hours, AM and PM. */
export const TimeChoices: Story = {
  play: async ({ canvasElement }) => {
    const end = within(within(canvasElement).getByRole('group', { name: 'End time' }));
    const options = (name: string) =>
      within(end.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);
    await expect(options('End time, hour')).toEqual(storyTimeOptions.hours);
    await expect(options('End time, minute')).toEqual(['00', '15', '30', '45']);
    await expect(options('End time, AM or PM')).toEqual(['AM', 'PM']);
  },
};

/** The grid keyboard: arrows move between days, Enter picks. */
export const Keyboard: Story = {
  args: { autoFocus: true },
  parameters: { screenshot: { keepFocus: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(day(canvas, /^Today, Tuesday, 10 March 2026$/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '2026-03-11', end: null });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '2026-03-11', end: '2026-03-18' });
  },
};

/** A trip may not be longer than maxDays: past it, days are disabled while the end is picked. */
export const LongestTrip: Story = {
  args: { maxDays: 5, range: { start: '2026-03-16', end: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(day(canvas, /20 March 2026/)).toBeEnabled();
    await expect(day(canvas, /21 March 2026/)).toBeDisabled();
  },
};

/** Saving: a spinner, and nothing can be changed. */
export const Saving: Story = {
  args: { range: { start: '2026-03-12', end: '2026-03-14' }, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save date and time' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvas.getByRole('group', { name: 'Start time' })).getByRole('combobox', { name: 'Start time, hour' })).toBeDisabled();
  },
};

/** The save failed: the message, and the button ready to try again. */
export const SaveError: Story = {
  args: { range: { start: '2026-03-12', end: '2026-03-14' }, error: 'Something went wrong, please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    await expect(canvas.getByRole('button', { name: 'Save date and time' })).toBeEnabled();
  },
};

/** The mobile /select-date page: the calendar fills the screen's width. */
export const Page: Story = {
  args: { layout: 'page', range: { start: '2026-03-12', end: '2026-03-14' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'March 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save date and time' })).toBeEnabled();
  },
};
