export { FeedbackForm } from './FeedbackForm.tsx';
export type { FeedbackFormField, FeedbackFormProps, FeedbackFormValues } from './FeedbackForm.tsx';
