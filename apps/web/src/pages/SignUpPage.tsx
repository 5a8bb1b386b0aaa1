import { useState } from 'react';
import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { registerSchema, validateWith } from '@planmywalk/domain';
import { AuthLayout, SignUpForm, type SignUpFormValues } from '@planmywalk/ui';
import { useStores } from '../app/stores.tsx';
import { usePasswordScore } from '../app/usePasswordScore.ts';
import { pathOf } from '../routes/routeTable.ts';

const validate = validateWith<SignUpFormValues>(registerSchema);

/** Spec part 1 §2 sign-up: already logged in goes to account; success goes to activation. */
const SignUpPage = observer(function SignUpPage() {
  const { session } = useStores();
  const { score, onPasswordChange } = usePasswordScore();
  // Only a visit while already logged in goes to account; a login made here routes on by itself.
  const [arrivedLoggedIn] = useState(session.isLoggedIn);
  if (arrivedLoggedIn) return <Navigate to="/account" replace />;
  return (
    <AuthLayout homeHref={pathOf('home')} backLink={{ href: pathOf('home'), label: 'Back to home' }}>
      <SignUpForm
        signInHref={pathOf('sign-in')}
        lostPasswordHref={pathOf('lost-password')}
        privacyHref={pathOf('privacy')}
        onSubmit={(values) => void session.register(values)}
        validate={validate}
        error={session.registerError ?? undefined}
        submitting={session.registering}
        passwordScore={score}
        onPasswordChange={onPasswordChange}
      />
    </AuthLayout>
  );
});

export default SignUpPage;
