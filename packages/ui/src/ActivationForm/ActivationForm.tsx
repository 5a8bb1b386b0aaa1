import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { FormSuccess } from '../FormSuccess/FormSuccess.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { BackLink, FormIntro, FormLead, FormStack, FormTitle } from '../form/formStyles.ts';
import { useForm } from '../form/useForm.ts';
import type { FormValidate } from '../form/useForm.ts';

/** What the activation form holds. */
export interface ActivationFormValues {
  code: string;
}

export interface ActivationFormProps {
  /** Called with the code when the form is submitted and valid. */
  onSubmit: (values: ActivationFormValues) => void;
  /** The activation rules (required, exactly 6 characters). */
  validate?: FormValidate<ActivationFormValues>;
  /** The activation failure: the server's error text, else 'something went wrong'. */
  error?: string;
  /**
   * While the code is being checked: spinner, and no second submit.
   * @default false
   */
  submitting?: boolean;
  /** The address the code was sent to (the activation email); 'your email address' without it. */
  email?: string | null;
  /** A code to start with, from the `code` query parameter of the emailed link. */
  initialCode?: string;
  /**
   * The account is activated: the confirmation replaces the form while the app moves on.
   * @default false
   */
  success?: boolean;
  /**
   * Where 'Back' leads.
   */
  backHref: string;
}

const Code = styled(TextField)`
  input {
    max-width: ${({ theme }) => theme.sizes.tile};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  }
`;

const Lead = styled(FormLead)`
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

/**
 * The activation screen's form (spec part 2 §2): congratulations, where the
 * code went, a reminder to look in junk or spam, and the 6-character code.
 */
export function ActivationForm({
  onSubmit,
  validate,
  error,
  submitting = false,
  email,
  initialCode = '',
  success = false,
  backHref,
}: ActivationFormProps) {
  const titleId = useId();
  const form = useForm<ActivationFormValues>({
    initialValues: { code: initialCode },
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
      <BackLink href={backHref}>
        <Icon name="arrowRight" size="sm" />
        Back
      </BackLink>
      <FormIntro>
        <FormTitle id={titleId}>Congratulations, your account has been created!</FormTitle>
        {success ? null : (
          <>
            <Lead>
              We have sent an activation code to{' '}
              {email ? <strong>{email}</strong> : 'your email address'}. Enter it below to activate your account.
            </Lead>
            <Lead>Can&apos;t find the email? Check your junk or spam folder.</Lead>
          </>
        )}
      </FormIntro>
      {success ? (
        <FormSuccess>Your account has been activated.</FormSuccess>
      ) : (
        <>
          <FormError>{error}</FormError>
          <Code
            label="Activation code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={6}
            required
            {...form.textField('code')}
          />
          <Button type="submit" fullWidth size="lg" loading={submitting}>
            Activate
          </Button>
        </>
      )}
    </FormStack>
  );
}
