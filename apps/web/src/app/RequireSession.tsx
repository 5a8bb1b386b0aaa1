import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { useStores } from './stores.tsx';

/** Spec part 2 §6: account pages redirect home without a user and token. */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useStores();
  if (!session.isLoggedIn) return <Navigate to="/home" replace />;
  return <>{children}</>;
});
