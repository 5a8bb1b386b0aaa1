export { DateOfBirthSelect } from './DateOfBirthSelect.tsx';
export type { DateOfBirthSelectProps } from './DateOfBirthSelect.tsx';
