import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { FormSuccess } from '../FormSuccess/FormSuccess.tsx';
import { PasswordStrength } from '../PasswordStrength/PasswordStrength.tsx';
import type { PasswordScore } from '../PasswordStrength/PasswordStrength.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormIntro, FormLead, FormStack, FormTitle, TextLink } from '../form/formStyles.ts';
import { useForm } from '../form/useForm.ts';
import type { FormValidate } from '../form/useForm.ts';

/** The reset error that offers to request a new reset (spec part 2 §4). */
export const PASSWORD_RESET_TOKEN_EXPIRED = 'The password reset token has expired.';

/** What the password reset form holds. */
export interface PasswordResetFormValues {
  password: string;
}

export interface PasswordResetFormProps {
  /** Called with the new password when the form is submitted and valid; the app sends it with the recovery token. */
  onSubmit: (values: PasswordResetFormValues) => void;
  /** The new password rules (required). */
  validate?: FormValidate<PasswordResetFormValues>;
  /**
   * The reset failure: the server's error, else 'something went wrong'.
   * 'The password reset token has expired.' adds a link to request a reset again.
   */
  error?: string;
  /**
   * While the reset runs: spinner, and no second submit.
   * @default false
   */
  submitting?: boolean;
  /**
   * The password has been reset: 'Your password has been reset' and a link back to log in replace the form.
   * @default false
   */
  success?: boolean;
  /** The strength of the new password, or `null` before there is one. */
  passwordScore?: PasswordScore | null;
  /** Called as the password changes, so the app can compute `passwordScore`. */
  onPasswordChange?: (password: string) => void;
  /**
   * Where 'Back to log in' leads.
   */
  signInHref: string;
  /**
   * Where a new reset can be requested.
   */
  lostPasswordHref: string;
}

/**
 * Password reset (spec part 2 §2, §4), reached from the emailed link: the new
 * password with its strength. Idle, submitting, success and error are props.
 */
export function PasswordResetForm({
  onSubmit,
  validate,
  error,
  submitting = false,
  success = false,
  passwordScore = null,
  onPasswordChange,
  signInHref,
  lostPasswordHref,
}: PasswordResetFormProps) {
  const titleId = useId();
  const form = useForm<PasswordResetFormValues>({
    initialValues: { password: '' },
    validate,
    onSubmit,
    submitting,
  });
  const { password } = form.values;

  return (
    <FormStack
      ref={form.formRef}
      aria-labelledby={titleId}
      aria-busy={submitting || undefined}
      noValidate
      onSubmit={form.handleSubmit}
    >
      <FormIntro>
        <FormTitle id={titleId}>Password Reset</FormTitle>
        {success ? null : <FormLead>Please enter the new password</FormLead>}
      </FormIntro>
      {success ? (
        <FormSuccess>
          <p>Your password has been reset</p>
          <p>
            <TextLink href={signInHref}>Back to log in</TextLink>
          </p>
        </FormSuccess>
      ) : (
        <>
          <FormError>
            {error ? (
              <>
                <p>{error}</p>
                {error === PASSWORD_RESET_TOKEN_EXPIRED ? (
                  <p>
                    <TextLink href={lostPasswordHref}>Request a new password reset</TextLink>
                  </p>
                ) : null}
              </>
            ) : null}
          </FormError>
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            error={form.errorFor('password')}
            hint={<PasswordStrength score={password === '' ? null : passwordScore} />}
            onChange={(event) => {
              form.setValue('password', event.target.value);
              onPasswordChange?.(event.target.value);
            }}
            onBlur={() => form.blur('password')}
          />
          <Button type="submit" fullWidth size="lg" loading={submitting}>
            Reset password
          </Button>
        </>
      )}
    </FormStack>
  );
}
