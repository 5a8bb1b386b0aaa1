import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { validateContact } from '../form/storyFixtures.ts';
import {
  arohaNgata,
  contactBook,
  jamesOBrien,
  miriamaTeAwa,
  onPlan,
  sarahChen,
  tamaWiremu,
} from '../planFixtures/contacts.ts';
import { PlanContactsSection } from './PlanContactsSection.tsx';

const Column = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

const meta = {
  title: 'Plan/PlanContactsSection',
  component: PlanContactsSection,
  args: {
    members: [onPlan(tamaWiremu), onPlan(sarahChen)],
    emergencyContact: onPlan(arohaNgata),
    memberCandidates: [jamesOBrien, miriamaTeAwa],
    emergencyCandidates: [],
    newContactFor: null,
    validate: validateContact,
    onAddMember: fn(),
    onSetEmergencyContact: fn(),
    onRemoveMember: fn(),
    onRemoveEmergencyContact: fn(),
    onNewContactChange: fn(),
    onSaveNewContact: fn(),
  },
  decorators: [
    (Story) => (
      <Column>
        <Story />
      </Column>
    ),
  ],
} satisfies Meta<typeof PlanContactsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two group members and an emergency contact; each can be removed from the plan. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('region', { name: 'Group members' });
    await expect(within(group).getAllByRole('heading', { level: 4 }).map((name) => name.textContent)).toEqual([
      'Tama Wiremu',
      'Sarah Chen',
    ]);
    await userEvent.click(within(group).getByRole('button', { name: 'Remove Sarah Chen' }));
    await expect(args.onRemoveMember).toHaveBeenCalledWith(args.members[1], 1);
    const emergency = canvas.getByRole('region', { name: 'Emergency contact' });
    await expect(within(emergency).getByText('Emergency contact', { selector: 'span' })).toBeVisible();
    await userEvent.click(within(emergency).getByRole('button', { name: 'Remove Aroha Ngata' }));
    await expect(args.onRemoveEmergencyContact).toHaveBeenCalledTimes(1);
  },
};

/** Nobody yet: the empty texts, and saved contacts to choose from. Choosing alone adds nothing; the button adds. */
export const Empty: Story = {
  args: {
    members: [],
    emergencyContact: null,
    memberCandidates: contactBook,
    emergencyCandidates: contactBook,
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You haven't added anyone to your group.")).toBeVisible();
    await expect(canvas.getByText('No emergency contact')).toBeVisible();
    await step('add a group member', async () => {
      const select = canvas.getByRole('combobox', { name: 'Add from my contacts' });
      await userEvent.selectOptions(select, 'Tama Wiremu (Tramping club)');
      await expect(args.onAddMember).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Add to group' }));
      await expect(args.onAddMember).toHaveBeenCalledWith(tamaWiremu);
      await expect(select).toHaveValue('');
    });
    await step('the emergency contact needs a choice first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Make emergency contact' }));
      const select = canvas.getByRole('combobox', { name: 'Choose from my contacts' });
      await expect(select).toHaveAccessibleDescription('Choose a contact first');
      await expect(select).toHaveFocus();
      await userEvent.selectOptions(select, 'Aroha Ngata (Sister)');
      await userEvent.click(canvas.getByRole('button', { name: 'Make emergency contact' }));
      await expect(args.onSetEmergencyContact).toHaveBeenCalledWith(arohaNgata);
    });
  },
};

/** No saved contacts (a new user, or a guest): only 'Add a new contact'. */
export const NoSavedContacts: Story = {
  args: { members: [], emergencyContact: null, memberCandidates: [], emergencyCandidates: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    const [forGroup, forEmergency] = canvas.getAllByRole('button', { name: 'Add a new contact' });
    await userEvent.click(forGroup!);
    await expect(args.onNewContactChange).toHaveBeenCalledWith('member');
    await userEvent.click(forEmergency!);
    await expect(args.onNewContactChange).toHaveBeenLastCalledWith('emergency');
  },
};

/** 768 px and wider: a new group member is written in a form under the group. */
export const NewMemberInline: Story = {
  args: { newContactFor: 'member' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('region', { name: 'Add a new group member' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'First name' }), 'Hemi');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Parata');
    await userEvent.click(within(form).getByRole('button', { name: 'Save contact' }));
    await expect(args.onSaveNewContact).toHaveBeenCalledWith(
      { first_name: 'Hemi', last_name: 'Parata', email: '', phone: '', relationship: '' },
      'member',
    );
  },
};

/** Below 768 px: the new emergency contact is written in a dialog; Cancel closes it. */
export const NewEmergencyContactModal: Story = {
  args: { emergencyContact: null, emergencyCandidates: [miriamaTeAwa], newContactFor: 'emergency' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Add a new emergency contact' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onNewContactChange).toHaveBeenCalledWith(null);
  },
};

/** The new contact is being saved. */
export const NewContactSaving: Story = {
  args: { newContactFor: 'member', newContactSaving: true },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('region', { name: 'Add a new group member' });
    await expect(within(form).getByRole('button', { name: 'Save contact' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Saving the new contact failed: the server's text shows in the form, which stays open. */
export const NewContactError: Story = {
  args: { newContactFor: 'emergency', emergencyContact: null, newContactError: 'Something went wrong, please try again.' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('region', { name: 'Add a new emergency contact' });
    await expect(within(form).getByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  },
};

/** The group has reached the most a plan may have: no more can be added. */
export const GroupFull: Story = {
  args: { maxMembers: 2 },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('region', { name: 'Group members' }));
    await expect(group.getByText('A plan can have up to 2 group members.')).toBeVisible();
    await expect(group.queryByRole('button', { name: 'Add a new contact' })).not.toBeInTheDocument();
  },
};

/** A completed trip: the people show, with nothing to add, remove or write. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tama Wiremu' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add a new contact' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** On a phone. */
export const Mobile: Story = {
  args: { emergencyContact: null, emergencyCandidates: [jamesOBrien, miriamaTeAwa] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Choose from my contacts' })).toBeVisible();
  },
};
