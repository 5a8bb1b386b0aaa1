import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Accordion } from './Accordion.tsx';

const sections = [
  {
    value: 'preparation',
    title: 'Essential preparation',
    body: 'Check the track alerts and the mountain forecast before you leave, pack warm layers and a raincoat, and tell someone your trip plan.',
  },
  {
    value: 'weather',
    title: 'Weather conditions',
    body: 'Conditions on the crossing change quickly. Strong winds and low cloud are common on the tops even when the car park is sunny.',
  },
  {
    value: 'dogs',
    title: 'Dogs',
    body: 'Dogs are not allowed on this track: it passes through a national park where they can harm native birds.',
  },
];

function Sections() {
  return sections.map((section) => (
    <Accordion.Item key={section.value} value={section.value}>
      <Accordion.Trigger>{section.title}</Accordion.Trigger>
      <Accordion.Content>{section.body}</Accordion.Content>
    </Accordion.Item>
  ));
}

const meta = {
  title: 'Components/Accordion',
  component: Accordion.Root,
  args: { type: 'single', onValueChange: fn() },
  render: (args) => (
    <Accordion.Root {...args}>
      <Sections />
    </Accordion.Root>
  ),
} satisfies Meta<typeof Accordion.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One section open at a time: opening another closes the first. */
export const Single: Story = {
  args: { collapsible: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Weather conditions' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('weather');
    await expect(canvas.getByText(sections[1]!.body)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Dogs' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dogs');
    await waitFor(() => expect(canvas.queryByText(sections[1]!.body)).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Weather conditions' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Several sections can be open together. */
export const Multiple: Story = {
  args: { type: 'multiple' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Essential preparation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dogs' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['preparation', 'dogs']);
    await expect(canvas.getByText(sections[0]!.body)).toBeVisible();
    await expect(canvas.getByText(sections[2]!.body)).toBeVisible();
  },
};

/** Starts with the first section open; clicking another trigger opens it. */
export const DefaultOpen: Story = {
  args: { defaultValue: 'preparation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(sections[0]!.body)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dogs' }));
    await expect(canvas.getByText(sections[2]!.body)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dogs' })).toBeVisible();
  },
};
