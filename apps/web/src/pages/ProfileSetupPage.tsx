import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { EXPERIENCE_LEVELS, GENDERS } from '@planmywalk/contracts';
import { accountFeature, profileSchema, validateWith } from '@planmywalk/domain';
import { AuthLayout, ProfileSetupCard, type ProfileFormValues } from '@planmywalk/ui';
import { useFeature, useStores } from '../app/stores.tsx';
import { profileFormValues, toProfileUpdate } from '../app/profileValues.ts';
import { pathOf } from '../routes/routeTable.ts';

const validate = validateWith<ProfileFormValues>(profileSchema({ requireEmail: false, today: new Date() }));

/** Spec part 2 §2 profile setup: home without a session, tracks once the profile is done. */
const ProfileSetupPage = observer(function ProfileSetupPage() {
  const { session } = useStores();
  const { account } = useFeature(accountFeature);
  const user = session.user;
  if (!session.isLoggedIn || !user) return <Navigate to="/home" replace />;
  if (user.inited && !account.profile.submitting) return <Navigate to="/tracks" replace />;
  return (
    <AuthLayout homeHref={pathOf('home')} width="md">
      <ProfileSetupCard
        genders={GENDERS}
        experienceLevels={EXPERIENCE_LEVELS}
        initialValues={profileFormValues(user)}
        validate={validate}
        onSubmit={(values) => void account.saveProfile(toProfileUpdate(values), { setup: true })}
        error={account.profile.error ?? undefined}
        submitting={account.profile.submitting}
      />
    </AuthLayout>
  );
});

export default ProfileSetupPage;
