export { PasswordStrength } from './PasswordStrength.tsx';
export type { PasswordScore, PasswordStrengthProps } from './PasswordStrength.tsx';
