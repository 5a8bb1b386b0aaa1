import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { GEAR_LOCATION_REQUIRED, locationKindOf, locationPagePath, planFeature } from '@planmywalk/domain';
import { Button, TrackHeader } from '@planmywalk/ui';
import { useFeature, useStores } from '../app/stores.tsx';
import { pathOf } from '../routes/routeTable.ts';
import { Lead, PageContainer, PageTitle } from '../shell/PageContainer.tsx';
import { GearView } from './gear/GearView.tsx';

/**
 * /gear (spec part 2 §2): the working plan's gear list, under its place's header; without
 * a place, 'You haven't selected a location' and the way to choose one.
 */
const GearPage = observer(function GearPage() {
  const { location: locations } = useStores();
  const { plan } = useFeature(planFeature);
  const place = plan.location;
  const kind = place ? locationKindOf(place) : null;
  const slug = place?.slug ?? null;

  useEffect(() => {
    if (kind && slug) void locations.load(kind, slug);
  }, [locations, kind, slug]);

  if (!place) {
    return (
      <PageContainer>
        <PageTitle>Gear list</PageTitle>
        <Lead>{GEAR_LOCATION_REQUIRED}</Lead>
        <Button href={pathOf('tracks')}>Find a track, hut or campsite</Button>
      </PageContainer>
    );
  }

  const loaded = locations.location;
  const location = loaded && loaded.slug === slug && loaded.id === place.id ? loaded : null;
  const placePath = locationPagePath(place);
  return (
    <PageContainer>
      {location ? (
        <Header>
          <TrackHeader location={location} backHref={placePath} mapHref={`${placePath}/map`} />
        </Header>
      ) : (
        <PageTitle>{place.title}</PageTitle>
      )}
      <GearView />
    </PageContainer>
  );
});

export default GearPage;

const Header = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
