import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { validateContact } from '../form/storyFixtures.ts';
import { arohaNgata, sarahChen } from '../planFixtures/contacts.ts';
import { ContactForm } from './ContactForm.tsx';

const Card = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalMd};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const meta = {
  title: 'Plan/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn(), onCancel: fn(), onDelete: fn(), validate: validateContact },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding: empty, with the note about contacts without an email; saving sends the values. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email (optional)' })).toHaveAccessibleDescription(
      'Without an email address, this contact will not receive a copy of the trip plan.',
    );
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Tama');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Wiremu');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email (optional)' }), 'tama@example.nz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone (optional)' }), '027 555 0456');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Relationship (optional)' }), 'Tramping club');
    await userEvent.click(canvas.getByRole('button', { name: 'Save contact' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Tama',
      last_name: 'Wiremu',
      email: 'tama@example.nz',
      phone: '027 555 0456',
      relationship: 'Tramping club',
    });
  },
};

/** Names missing and an email that is not one: each field says so, focus goes to the first, nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email (optional)' }), 'tama@');
    await userEvent.click(canvas.getByRole('button', { name: 'Save contact' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const firstName = canvas.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveFocus();
    await expect(firstName).toHaveAccessibleDescription('Please enter a first name');
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Please enter a last name',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email (optional)' })).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
  },
};

/** Only the names are needed: phone, email and relationship may stay empty. Spaces around values are dropped. */
export const NamesOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), ' Sarah ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Chen  ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Sarah',
      last_name: 'Chen',
      email: '',
      phone: '',
      relationship: '',
    });
  },
};

/** Editing a contact with an email: the email is read-only and stays what was saved. */
export const Edit: Story = {
  args: { mode: 'edit', contact: arohaNgata },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email (optional)' });
    await expect(email).toHaveValue('aroha.ngata@example.nz');
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAccessibleDescription("A contact's email address can't be changed once it is saved.");
    const relationship = canvas.getByRole('textbox', { name: 'Relationship (optional)' });
    await userEvent.clear(relationship);
    await userEvent.type(relationship, 'Big sister');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Aroha',
      last_name: 'Ngata',
      email: 'aroha.ngata@example.nz',
      phone: '021 555 0123',
      relationship: 'Big sister',
    });
  },
};

/** Editing a contact saved without an email: one can be added now. */
export const EditWithoutEmail: Story = {
  args: { mode: 'edit', contact: sarahChen },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email (optional)' });
    await expect(email).not.toHaveAttribute('readonly');
    await userEvent.type(email, 'sarah.chen@example.nz');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'sarah.chen@example.nz' }));
  },
};

/** Cancel hands back to the app without saving. */
export const Cancelled: Story = {
  args: { mode: 'edit', contact: arohaNgata },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Delete asks first; confirming hands the deletion to the app. */
export const DeleteConfirmation: Story = {
  args: { mode: 'edit', contact: arohaNgata },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Cancel keeps the contact', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      await userEvent.click(
        within(await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this contact?' })).getByRole(
          'button',
          { name: 'Cancel' },
        ),
      );
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
    await step('Delete confirms', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this contact?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expect(args.onDelete).toHaveBeenCalledTimes(1);
    });
  },
};

/** While saving: a spinner on Save, Cancel held, and a second submit does nothing. */
export const Saving: Story = {
  args: { mode: 'edit', contact: arohaNgata, submitting: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone (optional)' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While deleting: a spinner on Delete. */
export const Deleting: Story = {
  args: { mode: 'edit', contact: arohaNgata, deleting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

/** The save failed: the server's text, or 'Something went wrong, please try again.' */
export const ServerError: Story = {
  args: { error: 'Something went wrong, please try again.', contact: sarahChen },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  },
};

/** On a phone the fields stack and the buttons fill the width. */
export const Mobile: Story = {
  args: { mode: 'edit', contact: arohaNgata },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};
