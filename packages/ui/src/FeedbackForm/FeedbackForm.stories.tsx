import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeedbackForm, type FeedbackFormField, type FeedbackFormValues } from './FeedbackForm.tsx';

const EMPTY: FeedbackFormValues = { rating: '', category: '', comments: '', email: '' };
const FILLED: FeedbackFormValues = {
  rating: '9',
  category: 'compliment',
  comments: 'The trip check before the Kepler made us pack for snow. Thank you!',
  email: 'aroha@example.nz',
};

const meta = {
  title: 'Help/FeedbackForm',
  component: FeedbackForm,
  args: {
    values: EMPTY,
    onChange: fn(),
    onSubmit: fn(),
    ratingOptions: ['10', '9', '8', '7', '6', '5', '4', '3', '2', '1', '0'],
    categoryOptions: [
      { value: 'problem', label: 'Problem' },
      { value: 'suggestion', label: 'Suggestion' },
      { value: 'compliment', label: 'Compliment' },
      { value: 'other', label: 'Other' },
    ],
    commentsMaxLength: 1000,
    closeHref: '/help',
  },
  // The app holds the values; the stories keep them in state, telling `onChange` too.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    const onChange = (field: FeedbackFormField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      args.onChange(field, value);
    };
    return <FeedbackForm {...args} values={values} onChange={onChange} />;
  },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: rating 10 down to 0, the four categories, comments, an optional email. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leave your feedback' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/help');
    const rating = canvas.getByRole('combobox', { name: 'Rating' });
    await expect([...rating.querySelectorAll('option')].map((option) => option.value)).toEqual(['', ...args.ratingOptions]);
    await userEvent.selectOptions(rating, '8');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Suggestion');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comments' }), 'Water');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email (optional)' }), 'a@b.nz');
    await expect(args.onChange).toHaveBeenCalledWith('rating', '8');
    await expect(args.onChange).toHaveBeenCalledWith('category', 'suggestion');
    await expect(args.onChange).toHaveBeenLastCalledWith('email', 'a@b.nz');
    await expect(canvas.getByText('995 characters remaining.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Sending: the button spins, and nothing can be sent twice. */
export const Sending: Story = {
  args: { values: FILLED, sending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Rating' })).toBeDisabled();
    await expect(canvas.getByRole('form', { name: 'Leave your feedback' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email (optional)' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the thanks, and the form cleared. */
export const Sent: Story = {
  args: { message: 'Thank you, your feedback has been sent.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you, your feedback has been sent.');
    await expect(canvas.getByRole('textbox', { name: 'Comments' })).toHaveValue('');
  },
};

/** The send failed: the server's words (or 'Something went wrong'), and what was typed is kept. */
export const Error: Story = {
  args: { values: FILLED, error: 'Something went wrong' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('textbox', { name: 'Comments' })).toHaveValue(FILLED.comments);
  },
};

/** Fields to fix: each says what is missing. */
export const Invalid: Story = {
  args: {
    errors: { rating: 'Please choose a rating.', category: 'Please choose what your feedback is about.', comments: 'Please tell us your comments.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Rating' })).toHaveAccessibleDescription('Please choose a rating.');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Comments' })).toHaveAccessibleDescription(/Please tell us your comments\./);
    // Send again: focus goes to the first field to fix.
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(canvas.getByRole('combobox', { name: 'Rating' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { values: FILLED },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send feedback' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
