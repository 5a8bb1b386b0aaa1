import { observer } from 'mobx-react-lite';
import { loginSchema, registerSchema, validateWith } from '@planmywalk/domain';
import { ProfileMenuLoginForm, type SignInFormValues, type SignUpFormValues } from '@planmywalk/ui';
import { useStores } from '../app/stores.tsx';
import { usePasswordScore } from '../app/usePasswordScore.ts';
import { pathOf } from '../routes/routeTable.ts';

const validateSignIn = validateWith<SignInFormValues>(loginSchema);
const validateSignUp = validateWith<SignUpFormValues>(registerSchema);

/** The profile menu's logged-out content: log in, or switch to 'Create an account'. */
const ProfileMenuLogin = observer(function ProfileMenuLogin() {
  const { session } = useStores();
  const { score, onPasswordChange } = usePasswordScore();
  return (
    <ProfileMenuLoginForm
      lostPasswordHref={pathOf('lost-password')}
      privacyHref={pathOf('privacy')}
      onSignIn={({ email, password }) => void session.login(email, password)}
      validateSignIn={validateSignIn}
      signInError={session.loginError ?? undefined}
      signInSubmitting={session.loggingIn}
      onSignUp={(values) => void session.register(values)}
      validateSignUp={validateSignUp}
      signUpError={session.registerError ?? undefined}
      signUpSubmitting={session.registering}
      passwordScore={score}
      onPasswordChange={onPasswordChange}
    />
  );
});

export default ProfileMenuLogin;
