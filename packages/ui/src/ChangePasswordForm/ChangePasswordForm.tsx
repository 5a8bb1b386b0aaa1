import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { FormSuccess } from '../FormSuccess/FormSuccess.tsx';
import { PasswordStrength } from '../PasswordStrength/PasswordStrength.tsx';
import type { PasswordScore } from '../PasswordStrength/PasswordStrength.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormStack } from '../form/formStyles.ts';
import { useForm } from '../form/useForm.ts';
import type { FormValidate } from '../form/useForm.ts';

/**
 * What the password form holds (spec part 2 §3: password form), and the current
 * password, which the server asks for so a stolen session alone cannot change it.
 */
export interface ChangePasswordFormValues {
  currentpassword: string;
  newpassword: string;
  repassword: string;
}

export interface ChangePasswordFormProps {
  /** Called with both passwords when they match and the form is valid. */
  onSubmit: (values: ChangePasswordFormValues) => void;
  /** The password update rules (current and new password required; repassword must match: 'Passwords must match'). */
  validate?: FormValidate<ChangePasswordFormValues>;
  /** The update failure: the server's error text, e.g. 'Your current password is not correct.' */
  error?: string;
  /**
   * While the update runs: spinner, and no second submit.
   * @default false
   */
  submitting?: boolean;
  /** A confirmation after the update; the fields are cleared when it appears. */
  success?: string;
  /** The strength of the new password, or `null` before there is one. */
  passwordScore?: PasswordScore | null;
  /** Called as the new password changes, so the app can compute `passwordScore`. */
  onPasswordChange?: (password: string) => void;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  & > button {
    width: 100%;
  }

  ${({ theme }) => theme.media.tabletUp} {
    & > button {
      justify-self: start;
      width: auto;
      min-width: ${({ theme }) => theme.sizes.tile};
    }
  }
`;

/**
 * Change password (spec part 2 §5): the current password, the new password with
 * its strength and the repeat. While the two new ones differ the repeat says
 * 'Passwords must match!' and the form cannot be sent.
 */
export function ChangePasswordForm({
  onSubmit,
  validate,
  error,
  submitting = false,
  success,
  passwordScore = null,
  onPasswordChange,
  labelledBy,
}: ChangePasswordFormProps) {
  const form = useForm<ChangePasswordFormValues>({
    initialValues: { currentpassword: '', newpassword: '', repassword: '' },
    validate,
    onSubmit,
    submitting,
  });
  const { newpassword, repassword } = form.values;
  const mismatched = repassword !== '' && repassword !== newpassword;
  // Said inline once the repeat is as long as the password (not at every keystroke before).
  const inlineMismatch = mismatched && repassword.length >= newpassword.length ? 'Passwords must match!' : undefined;
  const { reset } = form;

  useEffect(() => {
    if (success) reset();
  }, [success, reset]);

  return (
    <FormStack
      ref={form.formRef}
      aria-labelledby={labelledBy}
      aria-busy={submitting || undefined}
      noValidate
      onSubmit={(event) => {
        if (mismatched) {
          event.preventDefault();
          return;
        }
        form.handleSubmit(event);
      }}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...form.textField('currentpassword')}
      />
      <TextField
        label="New password"
        name="newpassword"
        type="password"
        autoComplete="new-password"
        required
        value={newpassword}
        error={form.errorFor('newpassword')}
        hint={<PasswordStrength score={newpassword === '' ? null : passwordScore} />}
        onChange={(event) => {
          form.setValue('newpassword', event.target.value);
          onPasswordChange?.(event.target.value);
        }}
        onBlur={() => form.blur('newpassword')}
      />
      <TextField
        label="Repeat new password"
        name="repassword"
        type="password"
        autoComplete="new-password"
        required
        value={repassword}
        error={inlineMismatch ?? form.errorFor('repassword')}
        onChange={(event) => form.setValue('repassword', event.target.value)}
        onBlur={() => form.blur('repassword')}
      />
      <Actions>
        <FormError>{error}</FormError>
        <FormSuccess>{success}</FormSuccess>
        <Button type="submit" size="lg" loading={submitting} disabled={mismatched}>
          Change password
        </Button>
      </Actions>
    </FormStack>
  );
}
