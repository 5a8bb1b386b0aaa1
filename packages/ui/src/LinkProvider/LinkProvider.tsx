import { createContext, useContext } from 'react';
import type { AnchorHTMLAttributes, ComponentType, MouseEventHandler, ReactNode } from 'react';

/** The props every internal link in this package passes to the link component. */
export interface LinkComponentProps {
  /** The app-relative destination, e.g. `/account/my-walks`. */
  href: string;
  className?: string;
  children?: ReactNode;
  onClick?: MouseEventHandler;
  'aria-current'?: AnchorHTMLAttributes<HTMLAnchorElement>['aria-current'];
  'aria-label'?: string;
  target?: string;
  rel?: string;
}

/**
 * Renders an internal link. The web app supplies an adapter to its router's
 * `Link`; without a provider it is a plain `<a>`, so this package never depends
 * on a router.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The fallback link: a plain anchor (a full page load). */
export function AnchorLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

const LinkComponentContext = createContext<LinkComponent>(AnchorLink);

export interface LinkProviderProps {
  /** The component every internal link in the tree renders with, e.g. a react-router adapter. */
  component: LinkComponent;
  children?: ReactNode;
}

/**
 * Chooses how internal links render below it. Wrap the app once:
 * `<LinkProvider component={RouterLink}>`.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The link component from the nearest {@link LinkProvider}, or {@link AnchorLink}. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}

/**
 * An internal link that renders with the provided link component; components
 * style it with `styled(Link)`.
 */
export function Link(props: LinkComponentProps) {
  const Component = useLinkComponent();
  return <Component {...props} />;
}
