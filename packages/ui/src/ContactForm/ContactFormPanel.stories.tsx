import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { validateContact } from '../form/storyFixtures.ts';
import { arohaNgata } from '../planFixtures/contacts.ts';
import { ContactFormPanel } from './ContactFormPanel.tsx';
import type { ContactFormPanelProps } from './ContactFormPanel.tsx';

const meta = {
  title: 'Plan/ContactFormPanel',
  component: ContactFormPanel,
  args: {
    open: true,
    title: 'Add a contact',
    onSubmit: fn(),
    onCancel: fn(),
    onDelete: fn(),
    validate: validateContact,
  },
} satisfies Meta<typeof ContactFormPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 768 px and wider: the form opens in the page, named by its title, with the cursor in the first field. */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Add a contact' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};

/** Below 768 px: the same form in a dialog; Escape cancels. */
export const Modal: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add a contact' });
    await expect(within(dialog).getByRole('textbox', { name: 'First name' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Editing in a dialog while the save runs: Escape does not close it. */
export const ModalSaving: Story = {
  args: { title: 'Edit contact', mode: 'edit', contact: arohaNgata, submitting: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    await expect(within(dialog).getByRole('button', { name: 'Save changes' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Closed: nothing renders. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

function OpenAndCancel(args: ContactFormPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add another contact</Button>
      <ContactFormPanel
        {...args}
        open={open}
        onCancel={() => {
          args.onCancel();
          setOpen(false);
        }}
        onSubmit={(values) => {
          args.onSubmit(values);
          setOpen(false);
        }}
      />
    </>
  );
}

/** Cancelling an inline form takes focus back to the button that opened it. */
export const FocusReturns: Story = {
  args: { open: false },
  render: (args) => <OpenAndCancel {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Add another contact' });
    await userEvent.click(opener);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Saving in the dialog (below 768 px) closes it and takes focus back to the button that opened it. */
export const FocusReturnsFromTheDialog: Story = {
  args: { open: false },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <OpenAndCancel {...args} />,
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Add another contact' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add a contact' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Hemi');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Parata');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
