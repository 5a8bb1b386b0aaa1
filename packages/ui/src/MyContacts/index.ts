export { MY_CONTACTS_SHOWN_FIRST, MY_CONTACTS_TEXT, MyContacts } from './MyContacts.tsx';
export type { MyContactsContact, MyContactsForm, MyContactsProps } from './MyContacts.tsx';
