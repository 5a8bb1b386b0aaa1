import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { ContactCardAvatar } from './ContactCardAvatar.tsx';
import { contactFullName, telHref } from './contactText.ts';

/**
 * A person as the card shows them. A contact book entry (the contract's `Contact`)
 * and a plan's copy of a person (`PlanContact`) both fit as they are.
 */
export interface ContactCardContact {
  first_name: string;
  last_name: string;
  /** Shown when present; the server sends it to a plan's owner only. */
  email: string | null;
  phone: string | null;
  /** How the person is related to the walker, e.g. 'Sister', 'Tramping club'. */
  relationship: string | null;
  /** The person's photo; their initials show without one. */
  portrait?: { url: string } | null;
}

export interface ContactCardProps {
  /** Who the card is about. */
  contact: ContactCardContact;
  /**
   * Marks the person as the plan's emergency contact.
   * @default false
   */
  emergency?: boolean;
  /** 'Edit' was pressed. Without it there is no Edit button. */
  onEdit?: () => void;
  /** The remove button was pressed (ask first where it cannot be undone). Without it there is no such button. */
  onRemove?: () => void;
  /**
   * The remove button's text: 'Remove' on a plan, 'Delete' in the contact book.
   * @default 'Remove'
   */
  removeLabel?: string;
  /**
   * While the removal runs: the remove button shows a spinner.
   * @default false
   */
  removing?: boolean;
  /** The select button was pressed (picking a saved contact for a plan). Without it there is no such button. */
  onSelect?: () => void;
  /**
   * The select button's text.
   * @default 'Add'
   */
  selectLabel?: string;
  /**
   * Level of the name's heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5;
}

const Card = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
`;

const Name = styled.h3`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const EmergencyBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Relationship = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Reach = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  list-style: none;
`;

const ReachItem = styled.li`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;

  svg {
    margin-top: calc((1lh - ${({ theme }) => theme.sizes.iconSm}) / 2);
    color: ${({ theme }) => theme.colors.primary};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  grid-column: 1 / -1;
  justify-content: flex-end;

  ${({ theme }) => theme.media.tabletUp} {
    grid-column: auto;
  }
`;

const headingTag = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' } as const;



/**
 * One person: portrait or initials, name, relationship, email and phone (each a link
 * to write or call), the 'Emergency contact' marker, and the actions the caller
 * gives (edit, remove or delete, select). Each action's accessible name includes
 * the person's name ('Edit Aroha Ngata').
 */
export function ContactCard({
  contact,
  emergency = false,
  onEdit,
  onRemove,
  removeLabel = 'Remove',
  removing = false,
  onSelect,
  selectLabel = 'Add',
  headingLevel = 3,
}: ContactCardProps) {
  const nameId = useId();
  const name = contactFullName(contact);
  const hasActions = Boolean(onEdit || onRemove || onSelect);
  return (
    <Card aria-labelledby={nameId}>
      <ContactCardAvatar contact={contact} />
      <Details>
        <NameRow>
          <Name as={headingTag[headingLevel]} id={nameId}>
            {name}
          </Name>
          {emergency ? (
            <EmergencyBadge>
              <PlanIcon name="emergency" size="sm" />
              Emergency contact
            </EmergencyBadge>
          ) : null}
        </NameRow>
        {contact.relationship ? <Relationship>{contact.relationship}</Relationship> : null}
        {contact.email || contact.phone ? (
          <Reach>
            {contact.email ? (
              <ReachItem>
                <PlanIcon name="mail" size="sm" />
                <a href={`mailto:${contact.email}`}>
                  <VisuallyHidden>Email </VisuallyHidden>
                  {contact.email}
                </a>
              </ReachItem>
            ) : null}
            {contact.phone ? (
              <ReachItem>
                <PlanIcon name="call" size="sm" />
                <a href={telHref(contact.phone)}>
                  <VisuallyHidden>Call </VisuallyHidden>
                  {contact.phone}
                </a>
              </ReachItem>
            ) : null}
          </Reach>
        ) : null}
      </Details>
      {hasActions ? (
        <Actions>
          {onSelect ? (
            <Button size="sm" onClick={onSelect}>
              <PlanIcon name="plus" size="sm" />
              {selectLabel}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          ) : null}
          {onEdit ? (
            <Button variant="secondary" size="sm" onClick={onEdit} disabled={removing}>
              <PlanIcon name="edit" size="sm" />
              Edit
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          ) : null}
          {onRemove ? (
            <Button variant="ghost" size="sm" onClick={onRemove} loading={removing}>
              {removing ? null : <PlanIcon name="trash" size="sm" />}
              {removeLabel}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </Card>
  );
}
