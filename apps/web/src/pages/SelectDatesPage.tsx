import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { locationPagePath, planFeature } from '@planmywalk/domain';
import { Button, WalkIcon } from '@planmywalk/ui';
import { useFeature, useStores } from '../app/stores.tsx';
import { pathOf } from '../routes/routeTable.ts';
import { PageContainer, PageTitle } from '../shell/PageContainer.tsx';
import { PlanDatesPicker } from './plan/PlanDatesPicker.tsx';

/**
 * 'Add trip dates' on a phone (spec part 2 §2 select-dates): the calendar and times on a
 * page of their own. From 992 px it goes to the plan's place (the selector bar has the
 * calendar there), and without a place to tracks. Saving, or Back, returns to the page
 * the user came from.
 */
const SelectDatesPage = observer(function SelectDatesPage() {
  const { viewport } = useStores();
  const { plan } = useFeature(planFeature);
  const navigate = useNavigate();
  const here = useLocation();
  const place = plan.location;
  const placePath = place ? locationPagePath(place) : pathOf('tracks');

  useEffect(() => {
    plan.openDates();
    return () => plan.closeDates();
  }, [plan]);

  if (viewport.isDesktop || !place) return <Navigate to={placePath} replace />;

  // The first page of the visit has nothing to go back to: the place's page instead.
  const back = () => (here.key === 'default' ? void navigate(placePath, { replace: true }) : void navigate(-1));

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
