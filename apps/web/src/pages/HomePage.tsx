import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { HomeHero } from '@planmywalk/ui';
import { useInstallOffer } from '../app/installOffer.ts';
import { usePlatform, useStores } from '../app/stores.tsx';
import { HOME_HERO_LINKS } from '../shell/appLinks.ts';
import { pathOf } from '../routes/routeTable.ts';

/** The dialog (and Radix's dialog code) loads when a visitor first asks why: home is the first load. */
const WhyAccountModal = lazy(() => import('./home/WhyAccountDialog.tsx'));

/** Landing page (spec part 1 §2 home): logged-in users go straight on to tracks. */
export const HomePage = observer(function HomePage() {
  const { session, config } = useStores();
  const { isStoreApp, installOffer } = usePlatform();
  const install = useInstallOffer(installOffer);
  const navigate = useNavigate();
  const [whyOpen, setWhyOpen] = useState(false);

  if (session.isLoggedIn) return <Navigate to="/tracks" replace />;

  // Inside a store app there is no app to promote.
  const links = isStoreApp ? null : config.settings?.app_links;
  return (
    <>
      <HomeHero
        links={HOME_HERO_LINKS}
        isLoggedIn={false}
        onContinueAsGuest={() => void navigate('/tracks')}
        onWhyAccount={() => setWhyOpen(true)}
        appStoreUrl={links?.app_store_url ?? undefined}
        googlePlayUrl={links?.google_play_url ?? undefined}
        onInstall={install}
      />
      {whyOpen && (
        <Suspense fallback={null}>
          <WhyAccountModal signupHref={pathOf('sign-up')} open onOpenChange={setWhyOpen} />
        </Suspense>
      )}
    </>
  );
});
