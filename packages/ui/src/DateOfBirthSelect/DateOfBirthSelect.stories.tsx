import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateOfBirthSelect } from './DateOfBirthSelect.tsx';
import type { DateOfBirthSelectProps } from './DateOfBirthSelect.tsx';

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalSm};
`;

/** Holds the value as a form would. */
function Controlled(args: DateOfBirthSelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <DateOfBirthSelect
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Accounts/DateOfBirthSelect',
  component: DateOfBirthSelect,
  // A fixed year keeps the year list the same whenever the stories run.
  args: { value: null, onChange: fn(), onBlur: fn(), currentYear: 2026 },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
  ],
} satisfies Meta<typeof DateOfBirthSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen; a value comes only once day, month and year are all set. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Date of birth' }));
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Day' }), '5');
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Month' }), 'March');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Year' }), '1990');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-03-05');
    await expect(group.getByRole('combobox', { name: 'Day' })).toHaveAttribute('autocomplete', 'bday-day');
  },
};

/** A saved date of birth. Clearing a part clears the value. */
export const Filled: Story = {
  args: { value: '1990-03-05' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Day' })).toHaveValue('5');
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('March');
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveValue('1990');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), 'Year');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '1991');
    await expect(args.onChange).toHaveBeenLastCalledWith('1991-03-05');
  },
};

/** Years run from next year back 120 years: 121 of them, newest first. */
export const YearRange: Story = {
  play: async ({ canvasElement }) => {
    const years = within(within(canvasElement).getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    // The first option is the "Year" placeholder.
    await expect(years).toHaveLength(122);
    await expect(years[1]).toHaveTextContent('2027');
    await expect(years.at(-1)).toHaveTextContent('1907');
    const months = within(within(canvasElement).getByRole('combobox', { name: 'Month' })).getAllByRole('option');
    await expect(months.slice(1).map((option) => option.textContent)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
  },
};

/** Days follow the month: 29 February needs a leap year, and a day the month lacks is cleared. */
export const DaysFollowMonth: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('combobox', { name: 'Day' });
    const dayCount = () => within(day).getAllByRole('option').length - 1;
    await step('April has 30 days', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'April');
      await expect(dayCount()).toBe(30);
    });
    await step('February of a leap year has 29', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Month' }), 'February');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2024');
      await userEvent.selectOptions(day, '29');
      await expect(args.onChange).toHaveBeenLastCalledWith('2024-02-29');
    });
    await step('in 2023 the 29th goes, and so does the value', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2023');
      await expect(dayCount()).toBe(28);
      await expect(day).toHaveValue('');
      await expect(args.onChange).toHaveBeenLastCalledWith(null);
    });
  },
};

/** Invalid: the three selects are marked and described by the message. */
export const WithError: Story = {
  args: { value: '2027-01-01', error: 'Please choose a real date of birth' },
  play: async ({ canvasElement }) => {
    const year = within(canvasElement).getByRole('combobox', { name: 'Year' });
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(year).toHaveAccessibleDescription('Please choose a real date of birth');
  },
};

/** Leaving the group (not moving inside it) calls `onBlur`. */
export const Blur: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('combobox', { name: 'Day' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  args: { value: '1985-11-23' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByRole('combobox', { name: 'Day' }).getBoundingClientRect();
    const year = canvas.getByRole('combobox', { name: 'Year' }).getBoundingClientRect();
    await expect(day.top).toBe(year.top);
    await expect(year.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
