import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpPage, type HelpPageItem } from './HelpPage.tsx';

const ITEMS: HelpPageItem[] = [
  {
    id: 1,
    question: 'How do I find a walk?',
    answerHtml:
      '<p>Open <strong>Find a track</strong> and search by name, or browse the map.</p><ul><li>Filter by region, difficulty and duration.</li><li><strong>Nearest to me</strong> sorts places by distance.</li></ul>',
  },
  {
    id: 2,
    question: 'What does my emergency contact receive, and when?',
    answerHtml:
      '<p>When you publish, an email with your whole plan. If you have not checked in an hour after your planned end, an email saying so, with what to do: call 111 and ask for the Police.</p>',
  },
  {
    id: 3,
    question: 'What is the Outdoor Safety Code?',
    answerHtml:
      '<ol><li><strong>Plan your trip.</strong></li><li><strong>Tell someone.</strong></li><li><strong>Be aware of the weather.</strong></li><li><strong>Know your limits.</strong></li><li><strong>Take sufficient supplies.</strong></li></ol><p>Credit: New Zealand Mountain Safety Council. Read it at <a href="https://www.adventuresmart.nz/" target="_blank" rel="noopener noreferrer">AdventureSmart</a>.</p>',
  },
];

const meta = {
  title: 'Help/HelpPage',
  component: HelpPage,
  args: {
    title: 'Frequently Asked Questions, Help and Support',
    status: 'loaded',
    items: ITEMS,
    feedbackHref: '/feedback',
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The questions as accordions; one opens to its answer; feedback is a link away. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frequently Asked Questions, Help and Support' })).toBeVisible();
    const question = canvas.getByRole('button', { name: 'What is the Outdoor Safety Code?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Tell someone.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AdventureSmart' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Submit your feedback here' })).toHaveAttribute('href', '/feedback');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** While the content comes. */
export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('button', { name: /How do I/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Submit your feedback here' })).toBeVisible();
  },
};

/** The content could not be loaded: the reason and a retry. */
export const Error: Story = {
  args: { status: 'error', items: [], error: 'We could not load the help page. Please check your connection and try again.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the help page.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the back button is left to the device. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    const feedback = canvas.getByRole('link', { name: 'Submit your feedback here' });
    await expect(feedback.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
