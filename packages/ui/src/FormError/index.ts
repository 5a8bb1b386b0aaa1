export { FormError } from './FormError.tsx';
export type { FormErrorProps } from './FormError.tsx';
