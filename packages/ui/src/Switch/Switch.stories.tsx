import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Email', checked: false, onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off; flipping it asks the parent to turn it on, and it stays off while the parent has not. */
export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(toggle).not.toBeChecked();
  },
};

/** On; the keyboard (Space) turns it off. */
export const On: Story = {
  args: { checked: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email' });
    await expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

/** The parent holds the state: the switch follows it. */
export const Interactive: Story = {
  render: function Render(args) {
    const [checked, setChecked] = useState(false);
    return (
      <Switch
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          args.onCheckedChange(next);
          setChecked(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Clicking the label flips it too.
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByRole('switch', { name: 'Email' })).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** While the change is being saved: spinner, `aria-busy`, and no second flip. */
export const Pending: Story = {
  args: { checked: true, pending: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email' });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
