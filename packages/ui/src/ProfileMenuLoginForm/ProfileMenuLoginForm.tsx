import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PasswordScore } from '../PasswordStrength/PasswordStrength.tsx';
import { SignInForm } from '../SignInForm/SignInForm.tsx';
import type { SignInFormValues } from '../SignInForm/SignInForm.tsx';
import { SignUpForm } from '../SignUpForm/SignUpForm.tsx';
import type { SignUpFormValues } from '../SignUpForm/SignUpForm.tsx';
import type { FormValidate } from '../form/useForm.ts';

export type ProfileMenuLoginMode = 'login' | 'signup';

export interface ProfileMenuLoginFormProps {
  /** Called with the login values when the login form is sent. */
  onSignIn: (values: SignInFormValues) => void;
  /** The login rules (the app's login schema). */
  validateSignIn?: FormValidate<SignInFormValues>;
  /** The login failure, e.g. 'invalid email or password'. */
  signInError?: string;
  /**
   * While the login runs.
   * @default false
   */
  signInSubmitting?: boolean;
  /** Called with the registration values when the sign-up form is sent. */
  onSignUp: (values: SignUpFormValues) => void;
  /** The registration rules (the app's register schema). */
  validateSignUp?: FormValidate<SignUpFormValues>;
  /** The registration failure, e.g. 'you already have an account'. */
  signUpError?: string;
  /**
   * While the registration runs.
   * @default false
   */
  signUpSubmitting?: boolean;
  /** The strength of the password typed into the sign-up form. */
  passwordScore?: PasswordScore | null;
  /** Called as the sign-up password changes, so the app can compute its score. */
  onPasswordChange?: (password: string) => void;
  /** Which form shows, when the parent controls it. */
  mode?: ProfileMenuLoginMode;
  /**
   * Which form shows first when uncontrolled.
   * @default 'login'
   */
  defaultMode?: ProfileMenuLoginMode;
  /** Called when the user switches between the two forms. */
  onModeChange?: (mode: ProfileMenuLoginMode) => void;
  /** Called when a link in the forms is followed: the menu should close. */
  onNavigate?: () => void;
  /** Where 'Forgotten your password?' leads (both forms). */
  lostPasswordHref: string;
  /** Where the privacy policies and terms of use are (the sign-up form). */
  privacyHref: string;
}

const Root = styled.div`
  display: grid;
`;

/**
 * The logged-out content of the profile menu (spec part 1 §2): the login form,
 * with a switch to 'Create an account' that shows the compact sign-up form in
 * its place (and back to 'Log in').
 */
export function ProfileMenuLoginForm({
  onSignIn,
  validateSignIn,
  signInError,
  signInSubmitting = false,
  onSignUp,
  validateSignUp,
  signUpError,
  signUpSubmitting = false,
  passwordScore = null,
  onPasswordChange,
  mode,
  defaultMode = 'login',
  onModeChange,
  onNavigate,
  lostPasswordHref,
  privacyHref,
}: ProfileMenuLoginFormProps) {
  const [uncontrolledMode, setUncontrolledMode] = useState(defaultMode);
  const current = mode ?? uncontrolledMode;
  const rootRef = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  const switchTo = (next: ProfileMenuLoginMode) => {
    switched.current = true;
    if (mode === undefined) setUncontrolledMode(next);
    onModeChange?.(next);
  };

  // The switch button is replaced by the other form: take focus to its first field.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    rootRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [current]);

  return (
    <Root ref={rootRef}>
      {current === 'login' ? (
        <SignInForm
          variant="compact"
          onSubmit={onSignIn}
          validate={validateSignIn}
          error={signInError}
          submitting={signInSubmitting}
          onCreateAccount={() => switchTo('signup')}
          onNavigate={onNavigate}
          lostPasswordHref={lostPasswordHref}
        />
      ) : (
        <SignUpForm
          variant="compact"
          onSubmit={onSignUp}
          validate={validateSignUp}
          error={signUpError}
          submitting={signUpSubmitting}
          passwordScore={passwordScore}
          onPasswordChange={onPasswordChange}
          onLogIn={() => switchTo('login')}
          onNavigate={onNavigate}
          lostPasswordHref={lostPasswordHref}
          privacyHref={privacyHref}
        />
      )}
    </Root>
  );
}
