import { observer } from 'mobx-react-lite';
import { EXPERIENCE_LEVELS } from '@planmywalk/contracts';
import { ProfileSettings } from '@planmywalk/ui';
import { accountFeature } from '@planmywalk/domain';
import { useFeature, useStores } from '../app/stores.tsx';
import { RequireSession } from '../app/RequireSession.tsx';
import { PageContainer } from '../shell/PageContainer.tsx';
import { pathOf } from '../routes/routeTable.ts';

/** Spec part 2 §2 My Profile & Settings. */
const AccountSettings = observer(function AccountSettings() {
  const { session } = useStores();
  const { account } = useFeature(accountFeature);
  const user = session.user;
  if (!user) return null;
  return (
    <PageContainer>
      <ProfileSettings
        editHref={pathOf('account-update')}
        user={{
          firstName: user.first_name,
          lastName: user.last_name,
          email: user.email,
          portraitUrl: user.portrait?.url ?? null,
          level: user.level,
        }}
        experienceLevels={EXPERIENCE_LEVELS}
        notifications={user.notifications}
        onNotificationToggle={(field, on) => void account.toggleAlert(field, on)}
        notificationPending={account.toggling}
        notificationError={account.toggleError ?? undefined}
      />
    </PageContainer>
  );
});

export default function AccountPage() {
  return (
    <RequireSession>
      <AccountSettings />
    </RequireSession>
  );
}
