import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { CustomTrackDetailsForm } from './CustomTrackDetailsForm.tsx';

const meta = {
  title: 'Custom tracks/CustomTrackDetailsForm',
  component: CustomTrackDetailsForm,
  args: { open: true, onOpenChange: fn(), title: 'Routeburn day walk', description: '', onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof CustomTrackDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name and an optional description; 'Save track' submits. */
export const Default: Story = {
  play: async ({ args }) => {
    const name = await screen.findByRole('textbox', { name: 'Track name' });
    await expect(name).toHaveFocus();
    await userEvent.type(name, '!');
    await expect(args.onChange).toHaveBeenLastCalledWith({ title: 'Routeburn day walk!' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'x');
    await expect(args.onChange).toHaveBeenLastCalledWith({ description: 'x' });
    await userEvent.click(screen.getByRole('button', { name: 'Save track' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Without a name: 'Track name is required.' (spec part 2 §5). */
export const Error: Story = {
  args: { title: '', error: 'Track name is required.' },
  play: async () => {
    const name = await screen.findByRole('textbox', { name: 'Track name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('Track name is required.'));
  },
};

/** Saving: a spinner, and the form cannot be closed half way. */
export const Saving: Story = {
  args: { saving: true, description: 'Up to the Flats and back.' },
  play: async ({ args }) => {
    await expect(await screen.findByRole('button', { name: 'Save track' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
