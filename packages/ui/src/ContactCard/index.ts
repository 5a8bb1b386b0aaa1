export { ContactCard } from './ContactCard.tsx';
export { contactFullName, contactInitials, telHref } from './contactText.ts';
export type { ContactCardContact, ContactCardProps } from './ContactCard.tsx';
