export { SampleDataTag } from './SampleDataTag.tsx';
export type { SampleDataTagProps } from './SampleDataTag.tsx';
