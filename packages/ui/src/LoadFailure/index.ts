export { LoadFailure } from './LoadFailure.tsx';
export type { LoadFailureProps } from './LoadFailure.tsx';
