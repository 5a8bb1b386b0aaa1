import { observer } from 'mobx-react-lite';
import { EXPERIENCE_LEVELS } from '@planmywalk/contracts';
import { ConfirmDialog, ProfileSettings } from '@planmywalk/ui';
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
        onNotificationToggle={(field, on) => void account.requestToggle(field, on)}
        notificationPending={account.toggling}
        notificationError={account.toggleError ?? undefined}
      />
      <ConfirmDialog
        open={account.alertOffConfirmation !== null}
        onOpenChange={(open) => !open && account.cancelAlertOff()}
        title="Turn off the overdue alert?"
        description={<AlertOffDescription trips={account.alertOffConfirmation?.trips ?? []} />}
        confirmLabel="Turn it off"
        cancelLabel="Keep it on"
        onConfirm={() => void account.confirmAlertOff()}
        busy={account.toggling === 'endTripEmergencyContactEmail'}
      />
    </PageContainer>
  );
});

/** What turning the overdue alert off means, and for which trips (ADR 057). */
function AlertOffDescription({ trips }: { trips: readonly string[] }) {
  return (
    <>
      If you do not check in after a trip, we will not email your emergency contact to say you are overdue.
      {trips.length > 0 ? ` It affects your published ${trips.length === 1 ? 'trip' : 'trips'}: ${trips.join('; ')}. Each will say that nobody will be emailed.` : ''}
    </>
  );
}

export default function AccountPage() {
  return (
    <RequireSession>
      <AccountSettings />
    </RequireSession>
  );
}
