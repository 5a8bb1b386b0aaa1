import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { EXPERIENCE_LEVELS, GENDERS } from '@planmywalk/contracts';
import { accountFeature, passwordUpdateSchema, profileSchema, validateWith } from '@planmywalk/domain';
import { AccountUpdate, type ChangePasswordFormValues, type ProfileFormValues } from '@planmywalk/ui';
import { useFeature, useStores } from '../app/stores.tsx';
import { RequireSession } from '../app/RequireSession.tsx';
import { usePasswordScore } from '../app/usePasswordScore.ts';
import { profileFormValues, toProfileUpdate } from '../app/profileValues.ts';
import { PageContainer } from '../shell/PageContainer.tsx';
import { pathOf } from '../routes/routeTable.ts';

const validatePassword = validateWith<ChangePasswordFormValues>(passwordUpdateSchema);

/** Spec part 2 §2 account update: profile, change password, delete account. */
const AccountUpdateForms = observer(function AccountUpdateForms() {
  const { session } = useStores();
  const { account } = useFeature(accountFeature);
  const { score, onPasswordChange } = usePasswordScore();
  useEffect(() => () => account.reset(), [account]);
  const user = session.user;
  // The current email decides when the form must ask for the password (an email change).
  const validateProfile = useMemo(
    () => validateWith<ProfileFormValues>(profileSchema({ requireEmail: false, today: new Date(), currentEmail: user?.email })),
    [user?.email],
  );
  if (!user) return null;
  return (
    <PageContainer>
      <AccountUpdate
        backHref={pathOf('account')}
        // A saved email change (or its confirmation) starts the forms again from the
        // account as it is: the current address, the pending one in the hint, no password kept.
        key={`${user.email}|${user.pending_email ?? ''}`}
        profile={{
          genders: GENDERS,
          experienceLevels: EXPERIENCE_LEVELS,
          initialValues: profileFormValues(user),
          validate: validateProfile,
          onSubmit: (values) => void account.saveProfile(toProfileUpdate(values, user.email), { setup: false }),
          error: account.profile.error ?? undefined,
          submitting: account.profile.submitting,
          success: account.profileSavedMessage ?? undefined,
          pendingEmail: user.pending_email,
          portraitUrl: account.pendingPortrait?.url ?? user.portrait?.url ?? null,
          onPortraitSelect: (file) => void account.uploadPortrait(file),
          portraitError: account.portraitError ?? undefined,
          portraitUploading: account.portraitUploading,
        }}
        password={{
          validate: validatePassword,
          onSubmit: ({ currentpassword, newpassword, repassword }) => void account.updatePassword(currentpassword, newpassword, repassword),
          error: account.passwordUpdate.error ?? undefined,
          submitting: account.passwordUpdate.submitting,
          success: account.passwordUpdate.success ? 'Your password has been changed.' : undefined,
          passwordScore: score,
          onPasswordChange,
        }}
        onDeleteAccount={() => void account.deleteAccount()}
        deleting={account.deletion.submitting}
        deleteError={account.deletion.error ?? undefined}
      />
    </PageContainer>
  );
});

export default function AccountUpdatePage() {
  return (
    <RequireSession>
      <AccountUpdateForms />
    </RequireSession>
  );
}
