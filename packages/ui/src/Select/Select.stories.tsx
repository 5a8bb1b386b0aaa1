import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select.tsx';

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalSm};
`;

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Tramping experience level',
    name: 'level',
    placeholder: 'Select your level',
    options: ['Beginner', 'Intermediate', 'Advanced', 'Expert'],
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder shows. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Tramping experience level' });
    await expect(select).toHaveValue('');
    await expect(within(select).getAllByRole('option')).toHaveLength(5);
    await userEvent.selectOptions(select, 'Advanced');
    await expect(select).toHaveValue('Advanced');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Intermediate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Tramping experience level' })).toHaveValue(
      'Intermediate',
    );
  },
};

/** Options with labels that differ from their values. */
export const LabelledOptions: Story = {
  args: {
    label: 'Month',
    name: 'month',
    placeholder: 'Month',
    options: [
      { value: '01', label: 'January' },
      { value: '02', label: 'February' },
      { value: '03', label: 'March' },
    ],
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Month' });
    await userEvent.selectOptions(select, 'February');
    await expect(select).toHaveValue('02');
  },
};

/** Invalid: red border and the message as its description. */
export const WithError: Story = {
  args: { error: 'Please select your experience level' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Tramping experience level' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please select your experience level');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Expert' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Tramping experience level' })).toBeDisabled();
  },
};
