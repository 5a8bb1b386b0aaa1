export { Logo } from './Logo.tsx';
export type { LogoProps } from './Logo.tsx';
