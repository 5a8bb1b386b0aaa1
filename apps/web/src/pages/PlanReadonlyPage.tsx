import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { notificationsFeature, planFeedTargetOf, planLocationHref, readonlyPlanPath, walksFeature } from '@planmywalk/domain';
import { Button, CheckInPanel, ReadonlyPlan } from '@planmywalk/ui';
import { tripStart } from '@planmywalk/contracts';
import { usePlatform, useFeature, useStores } from '../app/stores.tsx';
import { pathOf } from '../routes/routeTable.ts';
import { PlanTripCheck } from '../alerts/PlanTripCheck.tsx';
import { Lead, PageContainer, PageTitle } from '../shell/PageContainer.tsx';

/**
 * A plan by its link (spec part 2 §2 plan-readonly): the whole plan without edit
 * controls, 'You've been added to this trip plan' with Accept and Decline for a group
 * member, links to its alerts and weather, and the PDF. A draft (to anyone but its owner
 * and group) or an unknown plan is not found.
 */
const PlanReadonlyPage = observer(function PlanReadonlyPage() {
  const { session, ticker } = useStores();
  const { readonlyPlan: store } = useFeature(walksFeature);
  const { checkIn } = useFeature(notificationsFeature);
  const platform = usePlatform();
  const guid = useParams().guid ?? '';

  useEffect(() => {
    void store.load(guid);
  }, [store, guid]);

  if (store.notFound) return <Navigate to={pathOf('not-found')} replace />;
  const plan = store.plan?.id === guid ? store.plan : null;
  if (!plan && store.error) {
    return (
      <PageContainer>
        <PageTitle>Trip plan</PageTitle>
        <Lead role="alert">{store.error}</Lead>
        <Button onClick={() => void store.load(guid)}>Try again</Button>
      </PageContainer>
    );
  }

  const base = readonlyPlanPath(guid);
  const pending = store.isPendingInvitation;
  return (
    <PageContainer>
      {store.editPath ? (
        <EditRow>
          <Button href={store.editPath} variant="secondary">
            Edit this plan
          </Button>
        </EditRow>
      ) : null}
      {plan && store.isOwner && plan.is_published && plan.date && tripStart(plan.date) <= ticker.now && !plan.checked_in_at ? (
        <CheckRow>
          <CheckInPanel
            title={plan.title}
            expectedOut={store.dateSummary}
            submitting={checkIn.submitting}
            checkedInAt={checkIn.result?.plan_id === plan.id ? checkIn.result.checked_in_at : null}
            error={checkIn.error}
            onCheckIn={() => void checkIn.forPlan(plan.id)}
          />
        </CheckRow>
      ) : null}
      {plan ? (
        <CheckRow>
          <PlanTripCheck
            location={plan.location}
            feeds={planFeedTargetOf(plan)}
            dates={plan.date}
            experience={store.isOwner ? (session.user?.level ?? null) : undefined}
            planId={plan.id}
            canEdit={plan.canEdit}
          />
        </CheckRow>
      ) : null}
      <ReadonlyPlan
        plan={plan}
        loading={!plan}
        completed={store.isCompleted}
        alertsHref={`${base}/alerts`}
        weatherHref={`${base}/weather`}
        locationHref={plan ? (planLocationHref(plan.location, plan.acceptanceState) ?? undefined) : undefined}
        onAccept={pending ? () => void store.accept() : undefined}
        accepting={store.accepting}
        onDecline={pending ? () => void store.decline() : undefined}
        declining={store.declining}
        invitationError={store.actionError ?? undefined}
        onDownloadPdf={() => {
          void store.downloadPdf().then((file) => file && platform.saveFile(file));
        }}
        downloadingPdf={store.downloadingPdf}
        pdfError={store.pdfError ?? undefined}
        onOpenDocument={(id) => void store.openDocument(id).then((file) => file && platform.saveFile(file))}
        documentError={store.documentError ?? undefined}
      />
    </PageContainer>
  );
});

export default PlanReadonlyPage;

/** The trip check, as wide as the plan's column. */
const CheckRow = styled.div`
  max-width: ${({ theme }) => theme.sizes.modalLg};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Over the plan's own column (ReadonlyPlan is as wide as a large dialog), at its right. */
const EditRow = styled.div`
  display: flex;
  justify-content: flex-end;
  max-width: ${({ theme }) => theme.sizes.modalLg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
