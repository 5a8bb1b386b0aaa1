import { useId } from 'react';
import styled from 'styled-components';
import { ProfileForm } from '../ProfileForm/ProfileForm.tsx';
import type { ProfileFormProps } from '../ProfileForm/ProfileForm.tsx';
import { FormIntro, FormLead, FormTitle } from '../form/formStyles.ts';

/**
 * The profile form's props that profile setup uses (see `ProfileFormProps`):
 * `onSubmit`, `genders`, `experienceLevels`, `validate`, `error`, `submitting`,
 * `initialValues`, `currentYear`.
 */
export type ProfileSetupCardProps = Pick<
  ProfileFormProps,
  'onSubmit' | 'genders' | 'experienceLevels' | 'validate' | 'error' | 'submitting' | 'initialValues' | 'currentYear'
>;

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * The profile-setup screen's content (spec part 2 §2), shown once after the
 * account is activated: a title, a short explanation and the profile form
 * without photo and email, sent with 'Continue'. Put it in an `AuthLayout`
 * (`width="md"`).
 */
export function ProfileSetupCard(props: ProfileSetupCardProps) {
  const titleId = useId();
  return (
    <Root>
      <FormIntro>
        <FormTitle id={titleId}>Set up your profile</FormTitle>
        <FormLead>Tell us a little about yourself before you plan your first walk.</FormLead>
      </FormIntro>
      <ProfileForm {...props} showPortrait={false} showEmail={false} submitLabel="Continue" labelledBy={titleId} />
    </Root>
  );
}
