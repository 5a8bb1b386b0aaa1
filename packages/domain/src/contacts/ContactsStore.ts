import { makeAutoObservable, runInAction } from 'mobx';
import { NOT_ENOUGH_STORAGE, SOMETHING_WENT_WRONG, blankToNull } from '@planmywalk/contracts';
import type { ContactCreatedResponse, ContactInput, User } from '@planmywalk/contracts';
import { serverErrorText } from '../api/apiErrors.ts';
import { contactSchema, emptyContactForm, type ContactFormValues } from '../forms/contactSchema.ts';
import { validateWith } from '../forms/validateWith.ts';
import { TEMPORARY_CONTACTS_KEY } from '../platform/deviceKeys.ts';
import { readJson, tryWriteJson, type KeyValueStorage } from '../platform/KeyValueStorage.ts';
import {
  entryOfContact,
  entryOfTemporaryContact,
  shownContacts,
  showAllToggleLabel,
  temporaryContactKey,
  type ContactEntry,
  type TemporaryContact,
} from './contactRules.ts';

/** The contact calls of spec part 2 §7. */
export interface ContactsSource {
  createContact(contact: ContactInput): Promise<ContactCreatedResponse>;
  updateContact(id: number, contact: ContactInput): Promise<User>;
  deleteContact(id: number): Promise<User>;
}

/** What the contact book needs of the session: the user (whose contacts it shows) and logout. */
export interface ContactsSession {
  readonly isLoggedIn: boolean;
  readonly user: User | null;
  setUser(user: User): void;
  onLogout(listener: () => void): () => void;
}

export interface ContactsStoreDeps {
  api: ContactsSource;
  session: ContactsSession;
  storage: KeyValueStorage;
  /** A new temporary contact's id; random by default. */
  newId?: () => string;
}

/** The contact form's two modes (spec part 2 §4): adding, or editing one contact. */
export type ContactForm = { mode: 'add' } | { mode: 'edit'; key: string };

const isTemporaryContacts = (value: unknown): value is TemporaryContact[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && typeof (item as TemporaryContact).id === 'string');

/** Spec part 1 §9: random ids are 5 characters. */
const randomId = () => Math.random().toString(36).slice(2, 7).padEnd(5, '0');

const validateContact = validateWith<ContactFormValues>(contactSchema);

/**
 * The contact book (spec part 2 §2 My Contacts, §4, §5, §7, §8): the user's contacts
 * (from the session's user, replaced by every answer), the add/edit form, and for a
 * guest, temporary contacts kept on the device until they travel in a saved plan.
 */
export class ContactsStore {
  temporary: TemporaryContact[];
  /** The open form, or null when closed; saving, deleting or cancelling closes it. */
  form: ContactForm | null = null;
  submitting = false;
  /** The contact being deleted, for its Delete button's spinner; null when none. */
  removingKey: string | null = null;
  /** The last save or delete's failure: the server's text, else 'Something went wrong, please try again.' */
  error: string | null = null;
  /** 'Show all my contacts' pressed. */
  showAll = false;

  private readonly deps: ContactsStoreDeps;

  constructor(deps: ContactsStoreDeps) {
    this.deps = deps;
    this.temporary = readJson(deps.storage, TEMPORARY_CONTACTS_KEY, isTemporaryContacts) ?? [];
    makeAutoObservable<ContactsStore, 'deps'>(this, { deps: false });
    // Spec part 1 §4: logout clears temporary contacts.
    deps.session.onLogout(() => this.clearTemporary());
  }

  /** The user's contact book. */
  get book(): ContactEntry[] {
    return (this.deps.session.user?.contacts ?? []).map(entryOfContact);
  }

  /** Everyone who can be put on a plan: the book, then the temporary contacts. */
  get all(): ContactEntry[] {
    return [...this.book, ...this.temporary.map(entryOfTemporaryContact)];
  }

  /** My Contacts' list: the first 3 until 'Show all my contacts'. */
  get shown(): ContactEntry[] {
    return shownContacts(this.book, this.showAll);
  }

  /** 'Show all my contacts', 'Show less contacts', or null with 3 or fewer. */
  get showAllLabel(): string | null {
    return showAllToggleLabel(this.book.length, this.showAll);
  }

  /** My Contacts' empty state ('Add a contact'). */
  get isEmpty(): boolean {
    return this.book.length === 0;
  }

  toggleShowAll(): void {
    this.showAll = !this.showAll;
  }

  /** The contact being edited. */
  get editing(): ContactEntry | null {
    const form = this.form;
    if (form?.mode !== 'edit') return null;
    return this.all.find((entry) => entry.key === form.key) ?? null;
  }

  /** The form's first values: empty to add, the contact's to edit. */
  get formValues(): ContactFormValues {
    const contact = this.editing;
    if (!contact) return emptyContactForm();
    return {
      first_name: contact.first_name,
      last_name: contact.last_name,
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      relationship: contact.relationship ?? '',
    };
  }

  /** Spec part 2 §5: an existing email cannot be edited (the field shows read-only). */
  get emailLocked(): boolean {
    return Boolean(this.editing?.email);
  }

  openAdd(): void {
    this.form = { mode: 'add' };
    this.error = null;
  }

  openEdit(key: string): void {
    this.form = { mode: 'edit', key };
    this.error = null;
  }

  closeForm(): void {
    this.form = null;
    this.error = null;
  }

  /**
   * Saves the form: a user's contact goes to their book (the answer replaces the
   * session's user), a guest's is kept on the device. Answers the saved entry (so the
   * plan screen can put a new contact on the plan), or null when nothing was saved.
   */
  async save(values: ContactFormValues): Promise<ContactEntry | null> {
    const form = this.form ?? { mode: 'add' };
    if (this.submitting) return null;
    const invalid = Object.values(validateContact(values))[0];
    if (invalid) {
      this.error = invalid;
      return null;
    }
    const editing = this.editing;
    if (form.mode === 'edit' && !editing) {
      this.error = SOMETHING_WENT_WRONG;
      return null;
    }
    // An email once set stays (spec part 2 §5); the server refuses a change too.
    const email = editing?.email ? editing.email : blankToNull(values.email);
    const input: ContactInput = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email,
      phone: blankToNull(values.phone),
      relationship: blankToNull(values.relationship),
    };
    if (editing?.temporary || (!editing && !this.deps.session.isLoggedIn)) return this.saveTemporary(input, editing);

    this.submitting = true;
    this.error = null;
    try {
      let saved: ContactEntry | null;
      if (editing?.contact_id != null) {
        const id = editing.contact_id;
        const user = await this.deps.api.updateContact(id, { ...input, id });
        this.deps.session.setUser(user);
        const contact = user.contacts.find((c) => c.id === id);
        saved = contact ? entryOfContact(contact) : null;
      } else {
        const { user, new_contact } = await this.deps.api.createContact({ ...input, id: null });
        this.deps.session.setUser(user);
        saved = entryOfContact(new_contact);
      }
      runInAction(() => (this.form = null));
      return saved;
    } catch (cause) {
      runInAction(() => (this.error = serverErrorText(cause) ?? SOMETHING_WENT_WRONG));
      return null;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Deletes a contact (from the book, or a guest's from the device) and closes the form. */
  async remove(key: string): Promise<boolean> {
    if (this.submitting) return false;
    const entry = this.all.find((candidate) => candidate.key === key);
    if (!entry) return false;
    if (entry.temporary) {
      const next = this.temporary.filter((contact) => temporaryContactKey(contact.id) !== key);
      if (!this.persist(next)) return false;
      this.temporary = next;
      this.form = null;
      return true;
    }
    this.submitting = true;
    this.removingKey = key;
    this.error = null;
    try {
      const user = await this.deps.api.deleteContact(entry.contact_id as number);
      this.deps.session.setUser(user);
      runInAction(() => (this.form = null));
      return true;
    } catch (cause) {
      runInAction(() => (this.error = serverErrorText(cause) ?? SOMETHING_WENT_WRONG));
      return false;
    } finally {
      runInAction(() => {
        this.submitting = false;
        this.removingKey = null;
      });
    }
  }

  /** Logout: the guest's temporary contacts go with the session. */
  clearTemporary(): void {
    this.temporary = [];
    this.form = null;
    this.error = null;
    this.showAll = false;
    this.deps.storage.removeItem(TEMPORARY_CONTACTS_KEY);
  }

  private saveTemporary(input: ContactInput, editing: ContactEntry | null): ContactEntry | null {
    const contact: TemporaryContact = {
      id: editing ? editing.key.slice('temp:'.length) : this.newTemporaryId(),
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      relationship: input.relationship ?? null,
    };
    const next = editing
      ? this.temporary.map((existing) => (existing.id === contact.id ? contact : existing))
      : [...this.temporary, contact];
    if (!this.persist(next)) return null;
    this.temporary = next;
    this.form = null;
    this.error = null;
    return entryOfTemporaryContact(contact);
  }

  /** Writes the temporary contacts; when they do not fit, says so and keeps the last list that did. */
  private persist(next: TemporaryContact[]): boolean {
    if (tryWriteJson(this.deps.storage, TEMPORARY_CONTACTS_KEY, next)) return true;
    this.error = NOT_ENOUGH_STORAGE;
    return false;
  }

  private newTemporaryId(): string {
    const make = this.deps.newId ?? randomId;
    let id = make();
    while (this.temporary.some((contact) => contact.id === id)) id = make();
    return id;
  }
}
