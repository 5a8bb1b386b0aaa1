import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Plan this trip', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Plan this trip' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Continue as a guest' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue as a guest' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Clear all filters' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Link: Story = {
  args: { variant: 'link', children: 'Why create an account?' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Why create an account?' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Sizes side by side, for comparing heights. */
export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

/** While an action runs: spinner, `aria-busy`, and clicks are ignored. */
export const Loading: Story = {
  args: { loading: true, children: 'Saving draft plan' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Saving draft plan' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'See results' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'See results' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** With `href`: a real link (through the LinkProvider) that looks like a button. */
export const AsLink: Story = {
  args: { href: '/signup', children: 'Create a free account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Create a free account' });
    await expect(link).toHaveAttribute('href', '/signup');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.sizes.popover};
`;

/** Stretches to its container, here a menu-wide column. */
export const FullWidth: Story = {
  args: { fullWidth: true, variant: 'secondary', children: 'Create an account' },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Create an account' });
    const container = button.parentElement;
    await expect(button.getBoundingClientRect().width).toBe(container?.getBoundingClientRect().width);
  },
};
