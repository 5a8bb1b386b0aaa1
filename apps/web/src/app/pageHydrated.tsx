import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Called once the page the app opened on has hydrated (main.tsx); nothing to do elsewhere. */
const PageHydratedContext = createContext<() => void>(() => undefined);

export const PageHydratedProvider = PageHydratedContext.Provider;

/**
 * Wraps the page inside the shell's Suspense boundary: its effect runs when the page
 * itself has hydrated, not when the shell around it has (React hydrates each boundary
 * on its own), so the stores keep the server's view until every part drawn from it is
 * the browser's (app/hydrationHolds.ts). It wraps rather than sits beside the page: a
 * sibling would shift every `useId` below and they would not be the server's.
 */
export function PageHydrated({ children }: { children: ReactNode }) {
  const hydrated = useContext(PageHydratedContext);
  useEffect(hydrated, [hydrated]);
  return children;
}
