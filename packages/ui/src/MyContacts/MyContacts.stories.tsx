import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { validateContact } from '../form/storyFixtures.ts';
import { arohaNgata, contactBook, sarahChen, tamaWiremu } from '../planFixtures/contacts.ts';
import { MyContacts } from './MyContacts.tsx';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Plan/MyContacts',
  component: MyContacts,
  args: {
    contacts: [arohaNgata, tamaWiremu, sarahChen],
    form: null,
    validate: validateContact,
    onFormChange: fn(),
    onSave: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof MyContacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three contacts, each with Edit and Delete; Delete asks first. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Contacts' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((name) => name.textContent)).toEqual([
      'Aroha Ngata',
      'Tama Wiremu',
      'Sarah Chen',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Show all my contacts' })).not.toBeInTheDocument();
    await step('edit', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Edit Tama Wiremu' }));
      await expect(args.onFormChange).toHaveBeenCalledWith({ mode: 'edit', contactId: tamaWiremu.id });
    });
    await step('add another', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add another contact' }));
      await expect(args.onFormChange).toHaveBeenLastCalledWith({ mode: 'add' });
    });
    await step('delete after the confirmation', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Sarah Chen' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this contact?' });
      await expect(dialog).toHaveAccessibleDescription('Sarah Chen');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expect(args.onDelete).toHaveBeenCalledWith(sarahChen);
    });
  },
};

/** The delete confirmation, open; Cancel keeps the contact. */
export const DeleteConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Aroha Ngata' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this contact?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** No contacts yet: 'Add a contact'. */
export const Empty: Story = {
  args: { contacts: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a contact' }));
    await expect(args.onFormChange).toHaveBeenCalledWith({ mode: 'add' });
    await expect(canvas.queryByRole('button', { name: 'Add another contact' })).not.toBeInTheDocument();
  },
};

/** The first contact, written in the form inline (768 px and wider). */
export const EmptyAdding: Story = {
  args: { contacts: [], form: { mode: 'add' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('region', { name: 'Add a contact' }));
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Aroha');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Ngata');
    await userEvent.type(form.getByRole('textbox', { name: 'Email (optional)' }), 'aroha.ngata@example.nz');
    await userEvent.click(form.getByRole('button', { name: 'Save contact' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { first_name: 'Aroha', last_name: 'Ngata', email: 'aroha.ngata@example.nz', phone: '', relationship: '' },
      null,
    );
  },
};

/** More than three on a computer: all of them show. */
export const ManyContacts: Story = {
  args: { contacts: contactBook },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Miriama Te Awa' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show all my contacts' })).not.toBeInTheDocument();
  },
};

/** More than three on a phone: the first three show, the rest fold behind 'Show all my contacts'. */
export const ManyContactsMobile: Story = {
  args: { contacts: contactBook },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((name) => name.textContent)).toEqual([
      'Aroha Ngata',
      'Tama Wiremu',
      'Sarah Chen',
    ]);
    await expect(canvas.queryByRole('heading', { level: 2, name: "James O'Brien" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Miriama Te Awa' })).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Show all my contacts' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a phone, after 'Show all my contacts': every contact, and 'Show less contacts' folds them again. */
export const ManyContactsMobileExpanded: Story = {
  args: { contacts: contactBook },
  globals: mobile,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all my contacts' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Miriama Te Awa' })).toBeVisible();
    const less = canvas.getByRole('button', { name: 'Show less contacts' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await step('and fold again', async () => {
      await userEvent.click(less);
      await expect(canvas.queryByRole('heading', { level: 2, name: 'Miriama Te Awa' })).not.toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Show all my contacts' }));
    });
  },
};

/** Adding another on a computer: the form opens inline under the list. */
export const AddInline: Story = {
  args: { form: { mode: 'add' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('region', { name: 'Add a contact' }));
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(args.onFormChange).toHaveBeenCalledWith(null);
  },
};

/** Adding another on a phone: the form opens in a dialog. */
export const AddModal: Story = {
  args: { form: { mode: 'add' } },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole('dialog', { name: 'Add a contact' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('region', { name: 'Add a contact' })).not.toBeInTheDocument();
  },
};

/** Editing on a computer: the form opens under the contact; the saved email is read-only. */
export const EditInline: Story = {
  args: { form: { mode: 'edit', contactId: arohaNgata.id } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('region', { name: 'Edit contact: Aroha Ngata' }));
    await expect(form.getByRole('textbox', { name: 'Email (optional)' })).toHaveAttribute('readonly');
    await step('save', async () => {
      const phone = form.getByRole('textbox', { name: 'Phone (optional)' });
      await userEvent.clear(phone);
      await userEvent.type(phone, '021 555 0124');
      await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
      await expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ phone: '021 555 0124', email: 'aroha.ngata@example.nz' }),
        arohaNgata,
      );
    });
    await step('delete from the form', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this contact?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expect(args.onDelete).toHaveBeenCalledWith(arohaNgata);
    });
  },
};

/** Editing on a phone: in a dialog. */
export const EditModal: Story = {
  args: { form: { mode: 'edit', contactId: tamaWiremu.id } },
  globals: mobile,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact: Tama Wiremu' });
    await expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Tama');
  },
};

/** While the new contact saves. */
export const Saving: Story = {
  args: { form: { mode: 'add' }, saving: true },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('region', { name: 'Add a contact' }));
    await expect(form.getByRole('button', { name: 'Save contact' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Saving failed: the server's text (or 'Something went wrong, please try again.') in the open form. */
export const SaveError: Story = {
  args: { form: { mode: 'edit', contactId: sarahChen.id }, error: 'A contact with this email already exists.' },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('region', { name: 'Edit contact: Sarah Chen' }));
    await expect(form.getByRole('alert')).toHaveTextContent('A contact with this email already exists.');
  },
};

/** A contact is being deleted: a spinner on its Delete. */
export const Deleting: Story = {
  args: { deletingId: tamaWiremu.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delete Tama Wiremu' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Deleting failed with no form open: the message above the list. */
export const DeleteError: Story = {
  args: { error: 'Something went wrong, please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  },
};

/** The contact book is loading. */
export const Loading: Story = {
  args: { contacts: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading your contacts…' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add a contact' })).not.toBeInTheDocument();
  },
};
