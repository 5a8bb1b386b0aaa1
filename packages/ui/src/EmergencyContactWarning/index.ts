export { EmergencyContactWarning } from './EmergencyContactWarning.tsx';
export type { EmergencyContactWarningProps } from './EmergencyContactWarning.tsx';
