export { ContactCard, contactFullName } from './ContactCard.tsx';
export { contactInitials } from './ContactCardAvatar.tsx';
export type { ContactCardContact, ContactCardProps } from './ContactCard.tsx';
