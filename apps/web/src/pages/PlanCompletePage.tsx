import { useState } from 'react';
import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { isRouteName, planFeature } from '@planmywalk/domain';
import { PlanComplete } from '@planmywalk/ui';
import { useInstallOffer } from '../app/installOffer.ts';
import { usePlatform, useFeature, useStores } from '../app/stores.tsx';
import { pathOf } from '../routes/routeTable.ts';
import { PageContainer } from '../shell/PageContainer.tsx';

/**
 * After a save (spec part 2 §2 plan-complete): published or saved as a draft, the way to
 * the plan, 'Start planning a new trip', My Walks, and the store apps on devices that are
 * not phones or tablets. Without a save to show it goes to the plan.
 */
const PlanCompletePage = observer(function PlanCompletePage() {
  const { config } = useStores();
  const { plan } = useFeature(planFeature);
  const platform = usePlatform();
  // Where no store app is linked, the browser's offer to install the web app, on a phone too: it is what works offline on the track.
  const install = useInstallOffer(platform.installOffer);
  // 'Start planning a new trip' resets the plan before tracks shows: no redirect to plan then.
  const [startingAgain, setStartingAgain] = useState(false);
  const view = plan.completeView;
  const lastSave = plan.lastSave;

  if (!view || !lastSave) return startingAgain ? null : <Navigate to={pathOf('plan')} replace />;

  const target = view.primaryAction.to;
  const links = platform.isMobileDevice ? null : config.settings?.app_links;
  return (
    <PageContainer>
      <PlanComplete
        variant={lastSave.published ? 'published' : 'draft'}
        hasEmergencyContact={lastSave.hasEmergencyContact}
        tripTitle={plan.title}
        planHref={isRouteName(target) ? pathOf(target) : target}
        onStartNewPlan={() => {
          setStartingAgain(true);
          plan.startNewPlan();
        }}
        myWalksHref={pathOf('my-walks')}
        appStoreUrl={links?.app_store_url ?? undefined}
        googlePlayUrl={links?.google_play_url ?? undefined}
        onInstall={install}
      />
    </PageContainer>
  );
});

export default PlanCompletePage;
