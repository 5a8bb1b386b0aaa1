export { AnchorLink, Link, LinkProvider, useLinkComponent } from './LinkProvider.tsx';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './LinkProvider.tsx';
