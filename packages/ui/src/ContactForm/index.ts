export {
  CONTACT_EMAIL_LOCKED_NOTE,
  CONTACT_EMAIL_NOTE,
  ContactForm,
  DELETE_CONTACT_QUESTION,
} from './ContactForm.tsx';
export { ContactFormPanel } from './ContactFormPanel.tsx';
export type { ContactFormContact, ContactFormMode, ContactFormProps, ContactFormValues } from './ContactForm.tsx';
export type { ContactFormPanelProps, ContactFormPresentation } from './ContactFormPanel.tsx';
