import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ContactCard } from '../ContactCard/ContactCard.tsx';
import { contactFullName } from '../ContactCard/contactText.ts';
import type { ContactCardContact } from '../ContactCard/ContactCard.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { DELETE_CONTACT_QUESTION } from '../ContactForm/ContactForm.tsx';
import type { ContactFormValues } from '../ContactForm/ContactForm.tsx';
import { ContactFormPanel } from '../ContactForm/ContactFormPanel.tsx';
import type { ContactFormPresentation } from '../ContactForm/ContactFormPanel.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import type { FormValidate } from '../form/useForm.ts';
import { MyContactsSkeleton } from './MyContactsSkeleton.tsx';

/** A contact of the user's contact book: the contract's `Contact` fits as it is. */
export interface MyContactsContact extends ContactCardContact {
  id: number | string;
}

/** Which form is open: adding a contact, or editing one (by id). */
export type MyContactsForm = { mode: 'add' } | { mode: 'edit'; contactId: number | string };

/** Contacts shown before 'Show all my contacts' on small screens (spec part 2 §9). */
export const MY_CONTACTS_SHOWN_FIRST = 3;

/** The texts of the page (spec part 2 §2: My Contacts). */
export const MY_CONTACTS_TEXT = {
  title: 'My Contacts',
  addFirst: 'Add a contact',
  addAnother: 'Add another contact',
  showAll: 'Show all my contacts',
  showLess: 'Show less contacts',
  editTitle: 'Edit contact',
  loading: 'Loading your contacts…',
} as const;

export interface MyContactsProps {
  /** The contact book, in the app's order. */
  contacts: readonly MyContactsContact[];
  /**
   * Which form is open, or none. The app opens it from `onFormChange` and closes it
   * once a save or delete succeeded (spec part 2 §4: the form closes on save, delete or cancel).
   */
  form: MyContactsForm | null;
  /** 'Add a contact', 'Add another contact', 'Edit' (with the form to open) or Cancel (`null`) was pressed. */
  onFormChange: (form: MyContactsForm | null) => void;
  /** The form was submitted and valid: the contact being edited, or null for a new one. */
  onSave: (values: ContactFormValues, contact: MyContactsContact | null) => void;
  /** The user confirmed deleting a contact (from its card or its edit form). */
  onDelete: (contact: MyContactsContact) => void;
  /** The contact rules (see `ContactForm`). */
  validate?: FormValidate<ContactFormValues>;
  /**
   * While the open form saves.
   * @default false
   */
  saving?: boolean;
  /** The contact being deleted: its Delete shows a spinner. */
  deletingId?: number | string | null;
  /**
   * The save or delete failure: the server's error, else 'Something went wrong, please try
   * again.' Shown in the open form, else above the list.
   */
  error?: string;
  /**
   * The contacts are loading: placeholder cards.
   * @default false
   */
  loading?: boolean;
  /**
   * Where the form shows (see `ContactFormPanel`): inline at 768 px and wider, a dialog below.
   * @default 'auto'
   */
  formPresentation?: ContactFormPresentation;
}

/** Below the tablet breakpoint, where the extra contacts fold away. */
const smallScreen = ({ theme }: { theme: { breakpoints: { tablet: number } } }) =>
  `@media (max-width: ${theme.breakpoints.tablet - 0.02}px)`;

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.modalLg};
`;

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${({ theme }) => theme.media.homeMobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const List = styled.ul<{ $collapsed: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $collapsed }) =>
    $collapsed &&
    css`
      ${smallScreen} {
        & > li:nth-child(n + ${MY_CONTACTS_SHOWN_FIRST + 1}) {
          display: none;
        }
      }
    `}
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The fold only exists on small screens. */
const Toggle = styled(Button)`
  justify-self: center;

  ${({ theme }) => theme.media.tabletUp} {
    display: none;
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space['2xl']} ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const AddAnother = styled(Button)`
  justify-self: start;

  ${({ theme }) => theme.media.homeMobile} {
    justify-self: stretch;
  }
`;

/**
 * My Contacts (spec part 2 §2): the contact book, each contact with Edit and Delete
 * (after a confirmation). The first 3 show; on small screens the rest fold behind
 * 'Show all my contacts' / 'Show less contacts'. Adding and editing open the contact
 * form inline at 768 px and wider, in a dialog below. Empty: 'Add a contact'.
 */
export function MyContacts({
  contacts,
  form,
  onFormChange,
  onSave,
  onDelete,
  validate,
  saving = false,
  deletingId = null,
  error,
  loading = false,
  formPresentation = 'auto',
}: MyContactsProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState<MyContactsContact | null>(null);
  const foldable = contacts.length > MY_CONTACTS_SHOWN_FIRST;
  const editing = form?.mode === 'edit' ? contacts.find((contact) => contact.id === form.contactId) : undefined;

  const panelProps = {
    presentation: formPresentation,
    headingLevel: 2 as const,
    validate,
    submitting: saving,
    onCancel: () => onFormChange(null),
  };

  const addForm = (
    <ContactFormPanel
      {...panelProps}
      open={form?.mode === 'add'}
      title={MY_CONTACTS_TEXT.addFirst}
      mode="add"
      error={error}
      onSubmit={(values) => onSave(values, null)}
    />
  );

  return (
    <Page aria-busy={loading || undefined}>
      <Head>
        <Title>{MY_CONTACTS_TEXT.title}</Title>
        <Lead>The people you can add to your trip plans, as group members or as your emergency contact.</Lead>
      </Head>
      {form ? null : <FormError>{error}</FormError>}
      {loading ? (
        <div role="status" aria-label={MY_CONTACTS_TEXT.loading}>
          <MyContactsSkeleton count={MY_CONTACTS_SHOWN_FIRST} />
        </div>
      ) : contacts.length === 0 ? (
        <>
          <Empty>
            <PlanIcon name="group" size="lg" />
            <p>Save the people you walk with and the people who should know where you are.</p>
            {form?.mode === 'add' ? null : (
              <Button onClick={() => onFormChange({ mode: 'add' })}>
                <PlanIcon name="plus" size="sm" />
                {MY_CONTACTS_TEXT.addFirst}
              </Button>
            )}
          </Empty>
          {addForm}
        </>
      ) : (
        <>
          <List id={listId} $collapsed={foldable && !expanded}>
            {contacts.map((contact) => (
              <Item key={contact.id}>
                <ContactCard
                  contact={contact}
                  headingLevel={2}
                  onEdit={() => onFormChange({ mode: 'edit', contactId: contact.id })}
                  onRemove={() => setConfirming(contact)}
                  removeLabel="Delete"
                  removing={deletingId === contact.id}
                />
                {editing === contact ? (
                  <ContactFormPanel
                    {...panelProps}
                    headingLevel={3}
                    open
                    title={`${MY_CONTACTS_TEXT.editTitle}: ${contactFullName(contact)}`}
                    mode="edit"
                    contact={contact}
                    error={error}
                    deleting={deletingId === contact.id}
                    onSubmit={(values) => onSave(values, contact)}
                    onDelete={() => onDelete(contact)}
                  />
                ) : null}
              </Item>
            ))}
          </List>
          {foldable ? (
            <Toggle
              variant="link"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((current) => !current)}
            >
              {expanded ? MY_CONTACTS_TEXT.showLess : MY_CONTACTS_TEXT.showAll}
            </Toggle>
          ) : null}
          <AddAnother variant="secondary" onClick={() => onFormChange({ mode: 'add' })}>
            <PlanIcon name="plus" size="sm" />
            {MY_CONTACTS_TEXT.addAnother}
          </AddAnother>
          {addForm}
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={DELETE_CONTACT_QUESTION}
        description={confirming ? contactFullName(confirming) : undefined}
        confirmLabel="Delete"
        onConfirm={() => {
          if (confirming) onDelete(confirming);
          setConfirming(null);
        }}
      />
    </Page>
  );
}
