export { FormSuccess } from './FormSuccess.tsx';
export type { FormSuccessProps } from './FormSuccess.tsx';
