export { AuthLayout } from './AuthLayout.tsx';
export type { AuthLayoutProps } from './AuthLayout.tsx';
