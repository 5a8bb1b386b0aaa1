import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormIntro, FormLinks, FormStack, FormSubtitle, FormTitle, TextLink } from '../form/formStyles.ts';
import { useForm } from '../form/useForm.ts';
import type { FormValidate } from '../form/useForm.ts';

/** What the login form holds (spec part 1 §3: login form). */
export interface SignInFormValues {
  email: string;
  password: string;
}

export interface SignInFormProps {
  /** Called with the values when the form is submitted and valid. */
  onSubmit: (values: SignInFormValues) => void;
  /** Field rules; the app passes its login schema (email required and valid, password required). */
  validate?: FormValidate<SignInFormValues>;
  /** The login failure to show above the fields, e.g. 'invalid email or password'. */
  error?: string;
  /**
   * While the login runs: the button shows a spinner and the form cannot be sent again.
   * @default false
   */
  submitting?: boolean;
  /** Values to start with, e.g. the email just registered. */
  initialValues?: Partial<SignInFormValues>;
  /**
   * `page` for the sign-in screen (its `h1`); `compact` for the profile menu.
   * @default 'page'
   */
  variant?: 'page' | 'compact';
  /**
   * Where 'Create an account' leads when there is no `onCreateAccount`; with neither,
   * the line is left out.
   */
  signUpHref?: string;
  /**
   * Where 'Forgotten your password?' leads.
   */
  lostPasswordHref: string;
  /**
   * When given, 'Create an account' is a button calling this instead of a link
   * (the profile menu switches to its sign-up form).
   */
  onCreateAccount?: () => void;
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

const Forgotten = styled.div`
  justify-self: end;
  margin-top: calc(-1 * ${({ theme }) => theme.space.xs});
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CreateButton = styled(Button)`
  display: inline;
  font-size: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * The login form (spec part 1 §2): email, password, 'Log in', and the ways to
 * 'Create an account' and 'Forgotten your password?'.
 */
export function SignInForm({
  onSubmit,
  validate,
  error,
  submitting = false,
  initialValues,
  variant = 'page',
  signUpHref,
  lostPasswordHref,
  onCreateAccount,
  onNavigate,
}: SignInFormProps) {
  const titleId = useId();
  const compact = variant === 'compact';
  const form = useForm<SignInFormValues>({
    initialValues: { email: '', password: '', ...initialValues },
    validate,
    onSubmit,
    submitting,
  });
  const Title = compact ? FormSubtitle : FormTitle;

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
        <Title id={titleId}>Log in</Title>
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
        type="password"
        autoComplete="current-password"
        required
        {...form.textField('password')}
      />
      <Forgotten>
        <TextLink href={lostPasswordHref} onClick={onNavigate}>
          Forgotten your password?
        </TextLink>
      </Forgotten>
      <Button type="submit" fullWidth size={compact ? 'md' : 'lg'} loading={submitting}>
        Log in
      </Button>
      {(onCreateAccount || signUpHref !== undefined) && (
        <FormLinks>
          <p>
            Don&apos;t have an account?{' '}
            {onCreateAccount ? (
              <CreateButton variant="link" onClick={onCreateAccount}>
                Create an account
              </CreateButton>
            ) : signUpHref !== undefined ? (
              <TextLink href={signUpHref} onClick={onNavigate}>
                Create an account
              </TextLink>
            ) : null}
          </p>
        </FormLinks>
      )}
    </Stack>
  );
}
