import { useState } from 'react';
import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { loginSchema, validateWith } from '@planmywalk/domain';
import { AuthLayout, SignInForm } from '@planmywalk/ui';
import { useStores } from '../app/stores.tsx';
import { pathOf } from '../routes/routeTable.ts';

const validate = validateWith<{ email: string; password: string }>(loginSchema);

/** Spec part 1 §2 sign-in: already logged in goes to account. */
const SignInPage = observer(function SignInPage() {
  const { session } = useStores();
  // Only a visit while already logged in goes to account; a login made here routes on by itself.
  const [arrivedLoggedIn] = useState(session.isLoggedIn);
  if (arrivedLoggedIn) return <Navigate to="/account" replace />;
  return (
    <AuthLayout homeHref={pathOf('home')} backLink={{ href: pathOf('home'), label: 'Back to home' }}>
      <SignInForm
        signUpHref={pathOf('sign-up')}
        lostPasswordHref={pathOf('lost-password')}
        onSubmit={({ email, password }) => void session.login(email, password)}
        validate={validate}
        error={session.loginError ?? undefined}
        submitting={session.loggingIn}
      />
    </AuthLayout>
  );
});

export default SignInPage;
