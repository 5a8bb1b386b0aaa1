export { CustomTrackDetailsForm } from './CustomTrackDetailsForm.tsx';
export type { CustomTrackDetailsFormProps } from './CustomTrackDetailsForm.tsx';
