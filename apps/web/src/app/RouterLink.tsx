import { Link } from 'react-router';
import type { LinkComponent } from '@planmywalk/ui';

/**
 * The ui package knows no router: it renders internal links through this adapter,
 * so a click navigates in the app instead of reloading the page.
 */
export const RouterLink: LinkComponent = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
