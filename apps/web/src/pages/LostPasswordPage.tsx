import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { accountFeature, forgotPasswordSchema, validateWith } from '@planmywalk/domain';
import { AuthLayout, LostPasswordForm } from '@planmywalk/ui';
import { useFeature } from '../app/stores.tsx';
import { pathOf } from '../routes/routeTable.ts';

const validate = validateWith<{ email: string }>(forgotPasswordSchema);

/** Spec part 2 §2 lost password: email form, back to log in, logo to home. */
const LostPasswordPage = observer(function LostPasswordPage() {
  const { account } = useFeature(accountFeature);
  useEffect(() => () => account.reset(), [account]);
  return (
    // The form carries its own 'Back to log in' link: the layout shows none (it showed twice).
    <AuthLayout homeHref={pathOf('home')}>
      <LostPasswordForm
        signInHref={pathOf('sign-in')}
        onSubmit={({ email }) => void account.requestPasswordReset(email)}
        validate={validate}
        error={account.lostPassword.error ?? undefined}
        submitting={account.lostPassword.submitting}
        success={account.lostPasswordMessage ?? undefined}
      />
    </AuthLayout>
  );
});

export default LostPasswordPage;
