import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { accountFeature, newPasswordSchema, validateWith } from '@planmywalk/domain';
import { AuthLayout, PasswordResetForm } from '@planmywalk/ui';
import { useFeature } from '../app/stores.tsx';
import { usePasswordScore } from '../app/usePasswordScore.ts';
import { pathOf } from '../routes/routeTable.ts';

const validate = validateWith<{ password: string }>(newPasswordSchema);

/** Spec part 2 §2 password reset: needs ?recovery_token=, otherwise on to account. */
const PasswordRecoveryPage = observer(function PasswordRecoveryPage() {
  const { account } = useFeature(accountFeature);
  const [params] = useSearchParams();
  const { score, onPasswordChange } = usePasswordScore();
  useEffect(() => () => account.reset(), [account]);
  const token = params.get('recovery_token');
  if (!token) return <Navigate to="/account" replace />;
  return (
    <AuthLayout homeHref={pathOf('home')}>
      <PasswordResetForm
        signInHref={pathOf('sign-in')}
        lostPasswordHref={pathOf('lost-password')}
        onSubmit={({ password }) => void account.resetPassword(password, token)}
        validate={validate}
        error={account.passwordReset.error ?? undefined}
        submitting={account.passwordReset.submitting}
        success={account.passwordReset.success}
        passwordScore={score}
        onPasswordChange={onPasswordChange}
      />
    </AuthLayout>
  );
});

export default PasswordRecoveryPage;
