import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextLink } from '../form/formStyles.ts';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    name: 'agreed_to_terms',
    label: (
      <>
        I accept the <TextLink href="/privacy">privacy policies and terms of use</TextLink>
      </>
    ),
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = 'I accept the privacy policies and terms of use';

/** Unticked; the label holds a link to the privacy page. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name });
    await expect(checkbox).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'privacy policies and terms of use' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name })).toBeChecked();
  },
};

/** Invalid: outlined in red with the message as its description. */
export const WithError: Story = {
  args: { error: 'You must accept the privacy policies and terms of use' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('You must accept the privacy policies and terms of use');
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Show closed tracks' },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Show closed tracks' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
