import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { accountFeature, activationSchema, validateWith } from '@planmywalk/domain';
import { ActivationForm, AuthLayout } from '@planmywalk/ui';
import { useFeature, useStores } from '../app/stores.tsx';
import { pathOf } from '../routes/routeTable.ts';

const validate = validateWith<{ code: string }>(activationSchema);

/**
 * Spec part 2 §2 activation: the code may come prefilled from ?code=; a signed-in,
 * verified user has nothing to do here and goes to tracks.
 */
const ActivationPage = observer(function ActivationPage() {
  const { session } = useStores();
  const { account } = useFeature(accountFeature);
  const [params] = useSearchParams();
  useEffect(() => () => account.reset(), [account]);
  if (session.user?.verified && !account.activation.submitting && !account.activation.success) {
    return <Navigate to="/tracks" replace />;
  }
  return (
    // The form carries its own 'Back' link: the layout shows none (it showed twice).
    <AuthLayout homeHref={pathOf('home')}>
      <ActivationForm
        backHref={pathOf('sign-up')}
        onSubmit={({ code }) => void account.activate(code)}
        validate={validate}
        error={account.activation.error ?? undefined}
        submitting={account.activation.submitting}
        success={account.activation.success}
        email={session.activationEmail ?? session.user?.email ?? null}
        initialCode={params.get('code') ?? undefined}
      />
    </AuthLayout>
  );
});

export default ActivationPage;
