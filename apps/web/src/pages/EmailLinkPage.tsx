import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { accountFeature, confirmEmailView, undoEmailChangeView } from '@planmywalk/domain';
import { AccountLinkResult, AuthLayout } from '@planmywalk/ui';
import { useFeature, useStores } from '../app/stores.tsx';
import type { PageProps } from '../routes/appRoutes.tsx';
import { pathOf } from '../routes/routeTable.ts';

/**
 * The links of an email change (ADR 014), opened from an inbox, maybe on another
 * device: /account/confirm-email?token= (sent to the new address) and
 * /account/undo-email-change?token= (sent to the old one). The link is sent to the
 * server once; the page shows what happened and the way on.
 */
const EmailLinkPage = observer(function EmailLinkPage({ route }: PageProps) {
  const { session } = useStores();
  const { account } = useFeature(accountFeature);
  const [params] = useSearchParams();
  const token = params.get('token');
  const undo = route.name === 'undo-email-change';
  useEffect(() => {
    if (!token) return;
    void (undo ? account.undoEmailChange(token) : account.confirmEmail(token));
  }, [account, token, undo]);
  if (!token) return <Navigate to="/account" replace />;
  const view = undo
    ? undoEmailChangeView(account.emailUndo, account.undoneEmailChange)
    : confirmEmailView(account.emailConfirmation, account.confirmedEmail, session.isLoggedIn);
  return (
    <AuthLayout homeHref={pathOf('home')}>
      <AccountLinkResult title={route.title} {...view} />
    </AuthLayout>
  );
});

export default EmailLinkPage;
