import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { PasswordStrength } from '../PasswordStrength/PasswordStrength.tsx';
import type { PasswordScore } from '../PasswordStrength/PasswordStrength.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormIntro, FormLinks, FormStack, FormSubtitle, FormTitle, TextLink } from '../form/formStyles.ts';
import { useForm } from '../form/useForm.ts';
import type { FormValidate } from '../form/useForm.ts';

/** What the registration form holds (spec part 1 §3: register form). */
export interface SignUpFormValues {
  email: string;
  password: string;
  agreed_to_terms: boolean;
}

export interface SignUpFormProps {
  /** Called with the values when the form is submitted and valid. */
  onSubmit: (values: SignUpFormValues) => void;
  /**
   * Field rules; the app passes its register schema (email required and valid,
   * password required, `agreed_to_terms` true).
   */
  validate?: FormValidate<SignUpFormValues>;
  /**
   * The registration failure above the fields: 'you already have an account',
   * the server's error text, or 'something went wrong'.
   */
  error?: string;
  /**
   * While the registration runs: spinner, and no second submit.
   * @default false
   */
  submitting?: boolean;
  /** The strength of the typed password, or `null` before there is one. */
  passwordScore?: PasswordScore | null;
  /** Called as the password changes, so the app can compute `passwordScore` (lazily). */
  onPasswordChange?: (password: string) => void;
  /** Values to start with. */
  initialValues?: Partial<SignUpFormValues>;
  /**
   * `page` for the sign-up screen (its `h1`); `compact` for the profile menu.
   * @default 'page'
   */
  variant?: 'page' | 'compact';
  /**
   * Where 'Log in' leads when there is no `onLogIn`; with neither, the line is left out.
   */
  signInHref?: string;
  /**
   * Where 'Forgotten your password?' leads.
   */
  lostPasswordHref: string;
  /**
   * Where the privacy policies and terms of use are.
   */
  privacyHref: string;
  /** When given, 'Log in' is a button calling this instead of a link (the profile menu switches back). */
  onLogIn?: () => void;
  /** Called when one of the form's links is followed (the profile menu closes). */
  onNavigate?: () => void;
}

const Stack = styled(FormStack)<{ $compact: boolean }>`
  ${({ $compact }) =>
    $compact &&
    css`
      gap: ${({ theme }) => theme.space.sm};
    `}
`;

const InlineButton = styled(Button)`
  display: inline;
  font-size: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * The registration form (spec part 1 §2, §5): email, password with its
 * strength, acceptance of the privacy policies and terms of use, 'Create account'.
 */
export function SignUpForm({
  onSubmit,
  validate,
  error,
  submitting = false,
  passwordScore = null,
  onPasswordChange,
  initialValues,
  variant = 'page',
  signInHref,
  lostPasswordHref,
  privacyHref,
  onLogIn,
  onNavigate,
}: SignUpFormProps) {
  const titleId = useId();
  const compact = variant === 'compact';
  const form = useForm<SignUpFormValues>({
    initialValues: { email: '', password: '', agreed_to_terms: false, ...initialValues },
    validate,
    onSubmit,
    submitting,
  });
  const Title = compact ? FormSubtitle : FormTitle;
  const score = form.values.password === '' ? null : passwordScore;

  return (
    <Stack
      ref={form.formRef}
      $compact={compact}
      aria-labelledby={titleId}
      aria-busy={submitting || undefined}
      noValidate
      onSubmit={form.handleSubmit}
    >
      <FormIntro>
        <Title id={titleId}>Create an account</Title>
      </FormIntro>
      <FormError>{error}</FormError>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.textField('email')}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={form.values.password}
        error={form.errorFor('password')}
        // The strength sentence is the hint, so it is read as the input's description.
        hint={<PasswordStrength score={score} />}
        onChange={(event) => {
          form.setValue('password', event.target.value);
          onPasswordChange?.(event.target.value);
        }}
        onBlur={() => form.blur('password')}
      />
      <Checkbox
        name="agreed_to_terms"
        required
        checked={form.values.agreed_to_terms}
        error={form.errorFor('agreed_to_terms')}
        onChange={(event) => form.setValue('agreed_to_terms', event.target.checked)}
        onBlur={() => form.blur('agreed_to_terms')}
        label={
          <>
            I accept the{' '}
            <TextLink href={privacyHref} onClick={onNavigate}>
              privacy policies and terms of use
            </TextLink>
          </>
        }
      />
      <Button type="submit" fullWidth size={compact ? 'md' : 'lg'} loading={submitting}>
        Create account
      </Button>
      <FormLinks>
        {(onLogIn || signInHref !== undefined) && (
          <p>
            Already have an account?{' '}
            {onLogIn ? (
              <InlineButton variant="link" onClick={onLogIn}>
                Log in
              </InlineButton>
            ) : signInHref !== undefined ? (
              <TextLink href={signInHref} onClick={onNavigate}>
                Log in
              </TextLink>
            ) : null}
          </p>
        )}
        <TextLink href={lostPasswordHref} onClick={onNavigate}>
          Forgotten your password?
        </TextLink>
      </FormLinks>
    </Stack>
  );
}
