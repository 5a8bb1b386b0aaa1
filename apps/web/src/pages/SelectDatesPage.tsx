import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { locationPagePath, planFeature } from '@planmywalk/domain';
import { Button, WalkIcon } from '@planmywalk/ui';
import { useFeature, useStores } from '../app/stores.tsx';
import { placeReferredFrom } from '../routes/placeReferredFrom.ts';
import { pathOf } from '../routes/routeTable.ts';
import { PageContainer, PageTitle } from '../shell/PageContainer.tsx';
import { PlanDatesPicker } from './plan/PlanDatesPicker.tsx';

/**
 * 'Add trip dates' on a phone (spec part 2 §2 select-dates): the calendar and times on a
 * page of their own. Saving, or Back, returns to the page the user came from.
 *
 * From 992 px it leaves for the plan's place (the selector bar has the calendar there).
 * Without a place it leaves for the place's page the visit was opened from: a place's page
 * makes the place the plan's only once its plan code has loaded, after the page is drawn,
 * and this page opened before that (reloaded, or from a link) once went to tracks. Without
 * either, a page reached in the app goes back, and the first page of a visit to tracks.
 */
const SelectDatesPage = observer(function SelectDatesPage() {
  const { viewport } = useStores();
  const { plan } = useFeature(planFeature);
  const navigate = useNavigate();
  const here = useLocation();
  const place = plan.location;
  const firstPage = here.key === 'default';
  // The referrer names the page before this one only on the visit's first page.
  const cameFrom = firstPage ? placeReferredFrom(document.referrer, window.location.origin) : null;
  const placePath = place ? locationPagePath(place) : cameFrom;
  const leaves = viewport.isDesktop || !place;
  const goesBack = leaves && placePath === null && !firstPage;

  useEffect(() => {
    plan.openDates();
    return () => plan.closeDates();
  }, [plan]);

  useEffect(() => {
    if (goesBack) void navigate(-1);
  }, [goesBack, navigate]);

  if (goesBack) return null;
  if (leaves) return <Navigate to={placePath ?? pathOf('tracks')} replace />;

  // The first page of the visit has nothing to go back to: the place's page instead.
  const back = () => (here.key === 'default' ? void navigate(locationPagePath(place), { replace: true }) : void navigate(-1));

  return (
    <PageContainer>
      <BackRow>
        <Button variant="ghost" size="sm" onClick={back}>
          <WalkIcon name="arrowLeft" size="sm" />
          Back
        </Button>
      </BackRow>
      <PageTitle>Add trip dates</PageTitle>
      <Place>{place.title}</Place>
      <PlanDatesPicker layout="page" onSaved={back} />
    </PageContainer>
  );
});

export default SelectDatesPage;

const BackRow = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.sm} calc(-1 * ${({ theme }) => theme.space.xs});
`;

const Place = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
