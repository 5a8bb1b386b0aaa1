import type { PasswordScore } from '../PasswordStrength/PasswordStrength.tsx';

/**
 * A stand-in for the app's password estimator (zxcvbn, loaded on demand) so
 * stories can show the meter move: longer and more varied scores higher.
 */
export function storyPasswordScore(password: string): PasswordScore | null {
  if (password === '') return null;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((pattern) => pattern.test(password)).length;
  const points = Math.floor(password.length / 4) + kinds - 1;
  return Math.max(0, Math.min(4, points - 1)) as PasswordScore;
}
