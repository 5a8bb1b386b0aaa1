import type { Navigator, RouteName } from '@planmywalk/domain';
import { router } from '../routes/router.tsx';
import { isRouteHandle, ROUTES } from '../routes/routeTable.ts';

/** The route a name stands for, when it has no parameters ('tracks' → '/tracks'). */
export function pathOf(name: RouteName): string {
  const route = ROUTES.find((r) => r.name === name && !r.path.includes(':'));
  if (!route) throw new Error(`Route ${name} needs parameters; navigate by path instead`);
  return route.path;
}

/** The domain's view of the router: which named route is showing, and how to move on. */
export const routerNavigator: Navigator = {
  currentRoute() {
    const handle = router.state.matches.map((match) => match.route.handle).filter(isRouteHandle).at(-1);
    return handle?.route.name ?? null;
  },
  go(to, options) {
    void router.navigate(to.startsWith('/') ? to : pathOf(to as RouteName), { replace: options?.replace ?? false });
  },
};
