import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { FormSuccess } from '../FormSuccess/FormSuccess.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { BackLink, FormIntro, FormLead, FormStack, FormTitle } from '../form/formStyles.ts';
import { useForm } from '../form/useForm.ts';
import type { FormValidate } from '../form/useForm.ts';

/** What the lost password form holds. */
export interface LostPasswordFormValues {
  email: string;
}

export interface LostPasswordFormProps {
  /** Called with the email when the form is submitted and valid. */
  onSubmit: (values: LostPasswordFormValues) => void;
  /** The forgot-password rules (email required and valid). */
  validate?: FormValidate<LostPasswordFormValues>;
  /** The request failure: the server's error text, else 'Something went wrong'. */
  error?: string;
  /**
   * While the request runs: spinner, and no second submit.
   * @default false
   */
  submitting?: boolean;
  /** The server's message once the reset email is on its way; it replaces the form. */
  success?: string;
  /** Values to start with, e.g. the email typed on the login form. */
  initialValues?: Partial<LostPasswordFormValues>;
  /**
   * Where 'Back to log in' leads.
   */
  signInHref: string;
}

/**
 * Lost password (spec part 2 §2, §4): the email to send a reset link to,
 * then the server's message; with a way back to log in.
 */
export function LostPasswordForm({
  onSubmit,
  validate,
  error,
  submitting = false,
  success,
  initialValues,
  signInHref,
}: LostPasswordFormProps) {
  const titleId = useId();
  const form = useForm<LostPasswordFormValues>({
    initialValues: { email: '', ...initialValues },
    validate,
    onSubmit,
    submitting,
  });

  return (
    <FormStack
      ref={form.formRef}
      aria-labelledby={titleId}
      aria-busy={submitting || undefined}
      noValidate
      onSubmit={form.handleSubmit}
    >
      <BackLink href={signInHref}>
        <Icon name="arrowRight" size="sm" />
        Back to log in
      </BackLink>
      <FormIntro>
        <FormTitle id={titleId}>Forgotten your password?</FormTitle>
        {success ? null : (
          <FormLead>Enter the email address of your account and we will send you a link to reset your password.</FormLead>
        )}
      </FormIntro>
      {success ? (
        <FormSuccess>{success}</FormSuccess>
      ) : (
        <>
          <FormError>{error}</FormError>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.textField('email')}
          />
          <Button type="submit" fullWidth size="lg" loading={submitting}>
            Send reset link
          </Button>
        </>
      )}
    </FormStack>
  );
}
