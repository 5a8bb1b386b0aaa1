import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { DateOfBirthSelect } from '../DateOfBirthSelect/DateOfBirthSelect.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { FormSuccess } from '../FormSuccess/FormSuccess.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FieldError, FieldHint, describedBy } from '../form/fieldStyles.ts';
import { FieldRow, FormStack } from '../form/formStyles.ts';
import { useForm } from '../form/useForm.ts';
import type { FormValidate } from '../form/useForm.ts';
import { focusRing, visuallyHidden } from '../theme/mixins.ts';

/** The image types a portrait may be (spec part 2 §5). */
export const PORTRAIT_ACCEPT = 'image/gif,image/jpeg,image/png';

/** What the profile form holds (spec part 2 §3: profile form). */
export interface ProfileFormValues {
  firstname: string;
  lastname: string;
  phone: string;
  /** Only edited where `showEmail` is set; otherwise passed through unchanged. */
  email: string;
  /** One of `genders`; `''` until chosen. */
  gender: string;
  /** One of `experienceLevels`; `''` until chosen. */
  level: string;
  /** 'YYYY-MM-DD', or `null` (optional). */
  dob: string | null;
  /** Asked for (and sent) only when the email is changed: the server requires it then. */
  current_password: string;
}

export interface ProfileFormProps {
  /** Called with the values when the form is submitted and valid. */
  onSubmit: (values: ProfileFormValues) => void;
  /** The gender choices, in order (the app passes the product's list). */
  genders: readonly string[];
  /** The tramping experience levels, easiest first (the app passes the product's list). */
  experienceLevels: readonly string[];
  /**
   * The profile rules (first and last name, gender and level required; email
   * valid, and required where it is shown).
   */
  validate?: FormValidate<ProfileFormValues>;
  /** The save failure: the server's error text. */
  error?: string;
  /**
   * While saving: spinner, and no second submit.
   * @default false
   */
  submitting?: boolean;
  /** A confirmation after a save. */
  success?: string;
  /** The saved profile to start from. */
  initialValues?: Partial<ProfileFormValues>;
  /**
   * The submit button's label: 'Save changes' on account update, 'Continue' in profile setup.
   * @default 'Save changes'
   */
  submitLabel?: string;
  /**
   * Show the email field (account update; profile setup has none).
   * @default false
   */
  showEmail?: boolean;
  /**
   * Show the portrait upload (account update; profile setup has none).
   * @default true
   */
  showPortrait?: boolean;
  /**
   * A new email address waiting for its confirmation link to be opened; said under
   * the email field.
   */
  pendingEmail?: string | null;
  /** The current portrait (or the preview of a just-chosen one). */
  portraitUrl?: string | null;
  /** Called with the image the user picked; the app uploads it and passes `portraitUrl` back. */
  onPortraitSelect?: (file: File) => void;
  /** The upload failure, e.g. 'Allowed file types are: .jpg, .gif, .png'. */
  portraitError?: string;
  /**
   * While the portrait uploads.
   * @default false
   */
  portraitUploading?: boolean;
  /**
   * The year the date of birth's year list counts from.
   * @default the current year
   */
  currentYear?: number;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

const Portrait = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Avatar = styled.div`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.space['5xl']};
  height: ${({ theme }) => theme.space['5xl']};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  svg {
    width: ${({ theme }) => theme.space['2xl']};
    height: ${({ theme }) => theme.space['2xl']};
  }
`;

const PortraitControls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const FileInput = styled.input`
  ${visuallyHidden}
`;

/** The file input's label, drawn as a secondary button; the input itself is hidden. */
const UploadLabel = styled.label<{ $busy: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  input:focus-visible + & {
    ${focusRing}
  }
`;

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
 * The profile form (spec part 2 §3, §5): names, phone, email (account update
 * only), gender, date of birth, tramping experience level and the portrait
 * (account update only). Profile setup uses it without photo and email. Typing
 * another email address brings up 'Current password', which a change needs.
 */
export function ProfileForm({
  onSubmit,
  genders,
  experienceLevels,
  validate,
  error,
  submitting = false,
  success,
  initialValues,
  submitLabel = 'Save changes',
  showEmail = false,
  showPortrait = true,
  pendingEmail,
  portraitUrl,
  onPortraitSelect,
  portraitError,
  portraitUploading = false,
  currentYear,
  labelledBy,
}: ProfileFormProps) {
  const portraitId = useId();
  const form = useForm<ProfileFormValues>({
    initialValues: {
      firstname: '',
      lastname: '',
      phone: '',
      email: '',
      gender: '',
      level: '',
      dob: null,
      current_password: '',
      ...initialValues,
    },
    validate,
    onSubmit,
    submitting,
  });
  const savedEmail = (initialValues?.email ?? '').trim().toLowerCase();
  const typedEmail = form.values.email.trim().toLowerCase();
  const changingEmail = showEmail && savedEmail !== '' && typedEmail !== '' && typedEmail !== savedEmail;
  return (
    <FormStack
      ref={form.formRef}
      aria-labelledby={labelledBy}
      aria-busy={submitting || undefined}
      noValidate
      onSubmit={form.handleSubmit}
    >
      {showPortrait ? (
        <Portrait>
          <Avatar>
            {portraitUrl ? <img src={portraitUrl} alt="Your profile photo" /> : <Icon name="user" />}
          </Avatar>
          <PortraitControls>
            <FileInput
              id={portraitId}
              type="file"
              name="portrait"
              accept={PORTRAIT_ACCEPT}
              disabled={portraitUploading}
              aria-invalid={portraitError ? true : undefined}
              aria-describedby={describedBy(portraitError && `${portraitId}-error`, `${portraitId}-hint`)}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared so picking the same file again still reports it.
                event.target.value = '';
                if (file) onPortraitSelect?.(file);
              }}
            />
            <UploadLabel htmlFor={portraitId} $busy={portraitUploading} aria-busy={portraitUploading || undefined}>
              {portraitUploading ? 'Uploading photo…' : portraitUrl ? 'Change photo' : 'Upload a photo'}
            </UploadLabel>
            {portraitError ? <FieldError id={`${portraitId}-error`}>{portraitError}</FieldError> : null}
            <FieldHint id={`${portraitId}-hint`}>A .jpg, .gif or .png image.</FieldHint>
          </PortraitControls>
        </Portrait>
      ) : null}
      <FieldRow>
        <TextField label="First name" autoComplete="given-name" required {...form.textField('firstname')} />
        <TextField label="Last name" autoComplete="family-name" required {...form.textField('lastname')} />
      </FieldRow>
      {showEmail ? (
        <FieldRow>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            hint={pendingEmail ? `Waiting for confirmation: open the link we sent to ${pendingEmail}.` : undefined}
            {...form.textField('email')}
          />
          <TextField label="Phone" type="tel" autoComplete="tel" {...form.textField('phone')} />
        </FieldRow>
      ) : null}
      {changingEmail ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          hint="To change your email address, enter your password. We will send a link to the new address to confirm it."
          {...form.textField('current_password')}
        />
      ) : null}
      <FieldRow>
        <Select
          label="Gender"
          name="gender"
          required
          placeholder="Choose an option"
          options={genders}
          value={form.values.gender}
          error={form.errorFor('gender')}
          onChange={(event) => form.setValue('gender', event.target.value)}
          onBlur={() => form.blur('gender')}
        />
        <Select
          label="Tramping experience level"
          name="level"
          required
          placeholder="Choose your level"
          options={experienceLevels}
          value={form.values.level}
          error={form.errorFor('level')}
          onChange={(event) => form.setValue('level', event.target.value)}
          onBlur={() => form.blur('level')}
        />
      </FieldRow>
      <FieldRow>
        {/* Without the email field, phone pairs with the date of birth instead. */}
        {showEmail ? null : <TextField label="Phone" type="tel" autoComplete="tel" {...form.textField('phone')} />}
        <DateOfBirthSelect
          value={form.values.dob}
          onChange={(dob) => form.setValue('dob', dob)}
          onBlur={() => form.blur('dob')}
          error={form.errorFor('dob')}
          hint="Optional"
          currentYear={currentYear}
        />
      </FieldRow>
      <Actions>
        <FormError>{error}</FormError>
        <FormSuccess>{success}</FormSuccess>
        <Button type="submit" size="lg" loading={submitting}>
          {submitLabel}
        </Button>
      </Actions>
    </FormStack>
  );
}
