import { useId } from 'react';
import styled from 'styled-components';
import { ContactCard } from '../ContactCard/ContactCard.tsx';
import type { ContactCardContact } from '../ContactCard/ContactCard.tsx';
import { ContactFormPanel } from '../ContactForm/ContactFormPanel.tsx';
import type { ContactFormPresentation } from '../ContactForm/ContactFormPanel.tsx';
import type { ContactFormValues } from '../ContactForm/ContactForm.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import type { FormValidate } from '../form/useForm.ts';
import { PlanContactsSectionPicker } from './PlanContactsSectionPicker.tsx';

/** A saved contact that can be put on the plan: a contact book entry (the contract's `Contact`) fits. */
export interface PlanContactsCandidate extends ContactCardContact {
  /** The contact book id (a guest's temporary contacts may use any unique value). */
  id: number | string;
}

/** Who a new contact is for: the group, or the emergency contact slot. */
export type PlanContactRole = 'member' | 'emergency';

/** The texts of the section, for the app's tests and other screens. */
export const PLAN_CONTACTS_TEXT = {
  noMembers: "You haven't added anyone to your group.",
  noMembersHint: 'Add the people walking with you. Those with an email address get a copy of the plan when you publish it.',
  noEmergencyContact: 'No emergency contact',
  noEmergencyContactHint:
    'Your emergency contact gets a copy of the plan and knows when you expect to be out. Choose someone who is not on the trip.',
} as const;

export interface PlanContactsSectionProps {
  /** The group members on the plan (the plan's `contacts`; a `PlanContact` fits). */
  members: readonly ContactCardContact[];
  /** The plan's emergency contact, or null. */
  emergencyContact: ContactCardContact | null;
  /**
   * Saved contacts that may join the group. The app leaves out the emergency contact
   * and people already in the group (spec part 2 §5).
   */
  memberCandidates: readonly PlanContactsCandidate[];
  /** Saved contacts that may be the emergency contact. The app leaves out the group members (spec part 2 §5). */
  emergencyCandidates: readonly PlanContactsCandidate[];
  /** A saved contact was added to the group (the object from `memberCandidates`). */
  onAddMember: (contact: PlanContactsCandidate) => void;
  /** A saved contact was made the emergency contact (the object from `emergencyCandidates`). */
  onSetEmergencyContact: (contact: PlanContactsCandidate) => void;
  /** 'Remove' was pressed on a group member: the object from `members` and its position. */
  onRemoveMember: (member: ContactCardContact, index: number) => void;
  /** 'Remove' was pressed on the emergency contact. */
  onRemoveEmergencyContact: () => void;
  /**
   * Which new-contact form is open: for the group, for the emergency contact, or none.
   * The app opens it from `onNewContactChange` and closes it once the contact is saved.
   */
  newContactFor: PlanContactRole | null;
  /** 'Add a new contact' (with the role) or Cancel (`null`) was pressed. */
  onNewContactChange: (role: PlanContactRole | null) => void;
  /**
   * The new contact's values, and whom they are for. The app saves it (to the contact
   * book, or on the device for a guest), puts it on the plan and closes the form.
   */
  onSaveNewContact: (values: ContactFormValues, role: PlanContactRole) => void;
  /**
   * While the new contact is being saved.
   * @default false
   */
  newContactSaving?: boolean;
  /** The new contact's save failure: the server's error, else 'Something went wrong, please try again.' */
  newContactError?: string;
  /** The contact rules (see `ContactForm`). */
  validate?: FormValidate<ContactFormValues>;
  /**
   * The most group members a plan may have; adding stops there.
   * @default Infinity
   */
  maxMembers?: number;
  /**
   * Where the new-contact form shows (see `ContactFormPanel`).
   * @default 'auto'
   */
  formPresentation?: ContactFormPresentation;
  /**
   * Level of the 'Group members' and 'Emergency contact' headings.
   * @default 3
   */
  headingLevel?: 3 | 4;
  /**
   * A completed trip: the people show without Remove, pickers or forms.
   * @default false
   */
  readOnly?: boolean;
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Limit = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const nameLevel = { 3: 4, 4: 5 } as const;

/**
 * The plan editor's contacts (spec part 2 §2): the group members and the emergency
 * contact, each added from the saved contacts or as a new contact (a form inline at
 * 768 px and wider, a dialog below), and removed from the plan. Guests use their
 * temporary contacts the same way. Candidates come filtered from the app, so nobody
 * is both in the group and the emergency contact.
 */
export function PlanContactsSection({
  members,
  emergencyContact,
  memberCandidates,
  emergencyCandidates,
  onAddMember,
  onSetEmergencyContact,
  onRemoveMember,
  onRemoveEmergencyContact,
  newContactFor,
  onNewContactChange,
  onSaveNewContact,
  newContactSaving = false,
  newContactError,
  validate,
  maxMembers = Number.POSITIVE_INFINITY,
  formPresentation = 'auto',
  headingLevel = 3,
  readOnly = false,
}: PlanContactsSectionProps) {
  const groupId = useId();
  const emergencyId = useId();
  const headingTag = headingLevel === 3 ? 'h3' : 'h4';
  const groupFull = members.length >= maxMembers;

  const formFor = (role: PlanContactRole) => (
    <ContactFormPanel
      open={newContactFor === role}
      title={role === 'member' ? 'Add a new group member' : 'Add a new emergency contact'}
      presentation={formPresentation}
      headingLevel={nameLevel[headingLevel]}
      validate={validate}
      submitting={newContactSaving}
      error={newContactError}
      onSubmit={(values) => onSaveNewContact(values, role)}
      onCancel={() => onNewContactChange(null)}
    />
  );

  return (
    <Wrapper>
      <Part aria-labelledby={groupId}>
        <Heading as={headingTag} id={groupId}>
          <PlanIcon name="group" />
          Group members
        </Heading>
        {members.length > 0 ? (
          <List>
            {members.map((member, index) => (
              <li key={`${index}-${member.first_name}-${member.last_name}`}>
                <ContactCard
                  contact={member}
                  headingLevel={nameLevel[headingLevel]}
                  onRemove={readOnly ? undefined : () => onRemoveMember(member, index)}
                />
              </li>
            ))}
          </List>
        ) : (
          <Empty>
            <strong>{PLAN_CONTACTS_TEXT.noMembers}</strong>
            <span>{PLAN_CONTACTS_TEXT.noMembersHint}</span>
          </Empty>
        )}
        {readOnly ? null : groupFull ? (
          <Limit>A plan can have up to {maxMembers} group members.</Limit>
        ) : (
          <PlanContactsSectionPicker
            candidates={memberCandidates}
            selectLabel="Add from my contacts"
            addLabel="Add to group"
            onAdd={onAddMember}
            onNewContact={() => onNewContactChange('member')}
          />
        )}
        {readOnly ? null : formFor('member')}
      </Part>
      <Part aria-labelledby={emergencyId}>
        <Heading as={headingTag} id={emergencyId}>
          <PlanIcon name="emergency" />
          Emergency contact
        </Heading>
        {emergencyContact ? (
          <ContactCard
            contact={emergencyContact}
            emergency
            headingLevel={nameLevel[headingLevel]}
            onRemove={readOnly ? undefined : onRemoveEmergencyContact}
          />
        ) : (
          <>
            <Empty>
              <strong>{PLAN_CONTACTS_TEXT.noEmergencyContact}</strong>
              <span>{PLAN_CONTACTS_TEXT.noEmergencyContactHint}</span>
            </Empty>
            {readOnly ? null : (
              <PlanContactsSectionPicker
                candidates={emergencyCandidates}
                selectLabel="Choose from my contacts"
                addLabel="Make emergency contact"
                onAdd={onSetEmergencyContact}
                onNewContact={() => onNewContactChange('emergency')}
              />
            )}
          </>
        )}
        {readOnly ? null : formFor('emergency')}
      </Part>
    </Wrapper>
  );
}
