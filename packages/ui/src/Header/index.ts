export { Header } from './Header.tsx';
export type { HeaderProps, HeaderVariant } from './Header.tsx';
