import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { arohaNgata, jamesOBrien, longNamedContact, onPlan, sarahChen, tamaWiremu } from '../planFixtures/contacts.ts';
import { ContactCard } from './ContactCard.tsx';

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

const meta = {
  title: 'Plan/ContactCard',
  component: ContactCard,
  args: { contact: tamaWiremu },
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
  ],
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A contact book entry with its initials, relationship, email and phone, and Edit and Delete. */
export const Default: Story = {
  args: { onEdit: fn(), onRemove: fn(), removeLabel: 'Delete' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Tama Wiremu' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Tama Wiremu' })).toBeVisible();
    await expect(within(card).getByText('TW')).toBeVisible();
    await expect(within(card).getByText('Tramping club')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Email tama@example.nz' })).toHaveAttribute(
      'href',
      'mailto:tama@example.nz',
    );
    await expect(within(card).getByRole('link', { name: 'Call 027 555 0456' })).toHaveAttribute('href', 'tel:0275550456');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Tama Wiremu' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Tama Wiremu' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** With a portrait instead of initials; the photo is decorative beside the name. */
export const WithPortrait: Story = {
  args: { contact: arohaNgata, onEdit: fn(), onRemove: fn(), removeLabel: 'Delete' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.queryByText('AN')).not.toBeInTheDocument();
  },
};

/** The plan's emergency contact, marked as such, with Remove. */
export const Emergency: Story = {
  args: { contact: onPlan(arohaNgata), emergency: true, onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Emergency contact')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Aroha Ngata' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Read only (a plan seen by a group member): no actions, and no email, which only the owner receives. */
export const ReadOnly: Story = {
  args: { contact: { ...onPlan(tamaWiremu), email: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /Email/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Call 027 555 0456' })).toBeVisible();
  },
};

/** Only what is known: no relationship, no phone. */
export const NameAndEmailOnly: Story = {
  args: { contact: jamesOBrien },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('JO')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
  },
};

/** Picking a saved contact for a plan: the select button names the person. */
export const Selectable: Story = {
  args: { contact: sarahChen, onSelect: fn(), selectLabel: 'Add to group' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to group Sarah Chen' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** While the removal runs: a spinner on the button, and Edit is held. */
export const Removing: Story = {
  args: { onEdit: fn(), onRemove: fn(), removeLabel: 'Delete', removing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete Tama Wiremu' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Edit Tama Wiremu' })).toBeDisabled();
  },
};

/** Long names, addresses and relationships wrap inside the card. */
export const LongText: Story = {
  args: { contact: longNamedContact, emergency: true, onEdit: fn(), onRemove: fn() },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** On a phone the actions move under the details. */
export const Mobile: Story = {
  args: { contact: arohaNgata, emergency: true, onEdit: fn(), onRemove: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit Aroha Ngata' })).toBeVisible();
  },
};
