export type { FormErrors, FormValidate } from './useForm.ts';
