/**
 * The contact book's rules (spec part 2 §3, §5, §9): who counts as an adult, who may be
 * picked as a group member or as the emergency contact, and how many show at first.
 */
import type { Contact } from '@planmywalk/contracts';

/** My Contacts shows this many before 'Show all my contacts'. */
export const CONTACTS_SHOWN_FIRST = 3;
export const SHOW_ALL_CONTACTS = 'Show all my contacts';
export const SHOW_LESS_CONTACTS = 'Show less contacts';
/** The contact form's note (spec part 2 §5, in our words: the spec gives only its meaning). */
export const NO_EMAIL_NOTE = 'Without an email address, this contact will not receive a copy of the trip plan.';

/** A guest's contact, kept on the device until it travels in a saved plan. */
export interface TemporaryContact {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
}

/**
 * A person who can be put on a plan: an entry of the user's contact book, or a guest's
 * temporary contact. `key` tells them apart across both ('contact:12', 'temp:ab3x9').
 */
export interface ContactEntry {
  key: string;
  contact_id: number | null;
  first_name: string;
  last_name: string;
  fullname: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
  adult: boolean;
  temporary: boolean;
}

const hasText = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/** Spec part 2 §3: an adult has both an email and a phone. */
export const isAdult = (contact: { email: string | null; phone: string | null }): boolean => hasText(contact.email) && hasText(contact.phone);

export const fullNameOf = (contact: { first_name: string; last_name: string }): string =>
  `${contact.first_name.trim()} ${contact.last_name.trim()}`.trim();

export const temporaryContactKey = (id: string): string => `temp:${id}`;

export function entryOfContact(contact: Contact): ContactEntry {
  return {
    key: `contact:${contact.id}`,
    contact_id: contact.id,
    first_name: contact.first_name,
    last_name: contact.last_name,
    fullname: contact.fullname,
    email: contact.email,
    phone: contact.phone,
    relationship: contact.relationship,
    adult: contact.adult,
    temporary: false,
  };
}

export function entryOfTemporaryContact(contact: TemporaryContact): ContactEntry {
  return {
    ...contact,
    key: temporaryContactKey(contact.id),
    contact_id: null,
    fullname: fullNameOf(contact),
    adult: isAdult(contact),
    temporary: true,
  };
}

/** Spec part 2 §5: the group may be chosen from everyone but the emergency contact. */
export const groupCandidates = (all: readonly ContactEntry[], emergencyKey: string | null): ContactEntry[] =>
  all.filter((entry) => entry.key !== emergencyKey);

/** Spec part 2 §5: the emergency contact may be anyone not already in the group. */
export const emergencyCandidates = (all: readonly ContactEntry[], groupKeys: readonly string[]): ContactEntry[] =>
  all.filter((entry) => !groupKeys.includes(entry.key));

/** The contacts My Contacts lists: the first 3, or all once 'Show all my contacts' is pressed. */
export const shownContacts = <T>(contacts: readonly T[], showAll: boolean): T[] =>
  showAll ? [...contacts] : contacts.slice(0, CONTACTS_SHOWN_FIRST);

/** The show-all toggle's label, or null when every contact already shows. */
export function showAllToggleLabel(count: number, showAll: boolean): string | null {
  if (count <= CONTACTS_SHOWN_FIRST) return null;
  return showAll ? SHOW_LESS_CONTACTS : SHOW_ALL_CONTACTS;
}
