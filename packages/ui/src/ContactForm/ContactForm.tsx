import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FieldRow, FormStack } from '../form/formStyles.ts';
import { useForm } from '../form/useForm.ts';
import type { FormValidate } from '../form/useForm.ts';

/** What the contact form holds (spec part 2 §3 contact); empty optional fields are `''`. */
export interface ContactFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  relationship: string;
}

/** The contact a form edits: a contact book entry (the contract's `Contact`) fits as it is. */
export interface ContactFormContact {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
}

/** `add` a new contact, or `edit` a saved one (spec part 2 §4: contacts form). */
export type ContactFormMode = 'add' | 'edit';

/** The note the spec asks for beside the email (part 2 §5). */
export const CONTACT_EMAIL_NOTE = 'Without an email address, this contact will not receive a copy of the trip plan.';
/** Shown instead of the note when the email is saved and can no longer change (spec part 2 §5). */
export const CONTACT_EMAIL_LOCKED_NOTE = "A contact's email address can't be changed once it is saved.";
/** The question before a contact is deleted. */
export const DELETE_CONTACT_QUESTION = 'Are you sure you want to delete this contact?';

export interface ContactFormProps {
  /**
   * `add` starts empty and says 'Save contact'; `edit` starts from `contact`, locks a
   * saved email and offers Delete (with `onDelete`).
   * @default 'add'
   */
  mode?: ContactFormMode;
  /** The contact being edited (edit mode), or values to start a new one from. */
  contact?: ContactFormContact | null;
  /**
   * The contact rules: first and last name required, email valid if given, phone and
   * relationship optional (spec part 2 §5). The app adapts its schema to this.
   */
  validate?: FormValidate<ContactFormValues>;
  /**
   * Called with the values, trimmed, when the form is submitted and valid. In edit
   * mode the email is the saved one whenever it was locked. The form stays until the app
   * closes it (on success).
   */
  onSubmit: (values: ContactFormValues) => void;
  /** Cancel was pressed: the app closes the form, nothing is saved. */
  onCancel: () => void;
  /** The user confirmed deleting the contact (edit mode). Without it there is no Delete button. */
  onDelete?: () => void;
  /**
   * While saving: spinner on Save, and no second submit.
   * @default false
   */
  submitting?: boolean;
  /**
   * While deleting: spinner on Delete.
   * @default false
   */
  deleting?: boolean;
  /** The save or delete failure: the server's error, else 'Something went wrong, please try again.' */
  error?: string;
  /**
   * Put the cursor in the first field when the form appears (a form that opens in
   * the page; a dialog moves focus by itself).
   * @default false
   */
  autoFocus?: boolean;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.homeMobile} {
    flex-direction: column-reverse;
    align-items: stretch;
  }
`;

/** Pushes Cancel and Save to the end of the row, leaving Delete at the start. */
const Push = styled.span`
  flex: 1;
`;

/** Deleting is the destructive action here, so it wears the danger colour. */
const DeleteButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Spaces typed or pasted around a value are not part of it. */
function trimmed(values: ContactFormValues): ContactFormValues {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    relationship: values.relationship.trim(),
  };
}

function initialValuesOf(contact: ContactFormContact | null | undefined): ContactFormValues {
  return {
    first_name: contact?.first_name ?? '',
    last_name: contact?.last_name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    relationship: contact?.relationship ?? '',
  };
}

/**
 * Add or edit a contact (spec part 2 §3, §5): first and last name, email, phone and
 * relationship, with Save, Cancel and (editing) Delete after a confirmation. A saved
 * email is read-only; without an email the form says the contact will not receive
 * a copy of the trip plan. Validation errors show under their fields.
 */
export function ContactForm({
  mode = 'add',
  contact,
  validate,
  onSubmit,
  onCancel,
  onDelete,
  submitting = false,
  deleting = false,
  error,
  autoFocus = false,
  labelledBy,
}: ContactFormProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const emailLocked = mode === 'edit' && Boolean(contact?.email);
  const form = useForm<ContactFormValues>({
    initialValues: initialValuesOf(contact),
    validate,
    onSubmit: (values) => onSubmit(trimmed(emailLocked ? { ...values, email: contact?.email ?? '' } : values)),
    submitting: submitting || deleting,
  });
  const busy = submitting || deleting;

  return (
    <FormStack
      ref={form.formRef}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={form.handleSubmit}
    >
      {/* The details are someone else's: the browser must not fill in the user's own. */}
      <FieldRow>
        <TextField
          label="First name"
          autoComplete="off"
          required
          autoFocus={autoFocus}
          {...form.textField('first_name')}
        />
        <TextField label="Last name" autoComplete="off" required {...form.textField('last_name')} />
      </FieldRow>
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="off"
        readOnly={emailLocked}
        hint={emailLocked ? CONTACT_EMAIL_LOCKED_NOTE : CONTACT_EMAIL_NOTE}
        {...form.textField('email')}
      />
      <FieldRow>
        <TextField label="Phone (optional)" type="tel" autoComplete="off" {...form.textField('phone')} />
        <TextField label="Relationship (optional)" autoComplete="off" {...form.textField('relationship')} />
      </FieldRow>
      <FormError>{error}</FormError>
      <Actions>
        {mode === 'edit' && onDelete ? (
          <DeleteButton variant="ghost" loading={deleting} disabled={submitting} onClick={() => setConfirmingDelete(true)}>
            {deleting ? null : <PlanIcon name="trash" size="sm" />}
            Delete
          </DeleteButton>
        ) : null}
        <Push />
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting} disabled={deleting}>
          {mode === 'edit' ? 'Save changes' : 'Save contact'}
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={DELETE_CONTACT_QUESTION}
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirmingDelete(false);
          onDelete?.();
        }}
      />
    </FormStack>
  );
}
