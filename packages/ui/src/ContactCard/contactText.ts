/** How a contact's name and phone number are written and linked. */

/** The parts of a name these helpers read (a contact book entry or a plan's person fits). */
interface NameParts {
  first_name: string;
  last_name: string;
}

/** A person's full name from their parts. */
export function contactFullName(contact: NameParts): string {
  return `${contact.first_name} ${contact.last_name}`.trim();
}

/** The first letter of the first and last names: 'Aroha Ngata' → 'AN'. */
export function contactInitials(contact: NameParts): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return (first(contact.first_name) + first(contact.last_name)).toLocaleUpperCase();
}

/**
 * A phone number as a `tel:` link: digits and a leading + only. Anything from the first
 * letter on ('ext 12', 'after 5 pm') is not part of the number to dial.
 */
export function telHref(phone: string): string {
  const number = phone.split(/[a-z]/i)[0]?.trim() ?? '';
  return `tel:${number.replace(/(?!^\+)\D/g, '')}`;
}
