import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { notificationsFeature, planFeedTargetOf, planLocationHref, readonlyPlanPath, walksFeature } from '@planmywalk/domain';
import { Button, CheckInPanel, DeliveryNotice, ReadonlyPlan, TripStatusBanner } from '@planmywalk/ui';
import { usePlatform, useFeature } from '../app/stores.tsx';
import { pathOf } from '../routes/routeTable.ts';
import { PlanTripCheck } from '../alerts/PlanTripCheck.tsx';
import { Lead, PageContainer, PageTitle } from '../shell/PageContainer.tsx';

/**
 * A plan by its link (spec part 2 §2 plan-readonly): the whole plan without edit
 * controls, led by where the trip is at (ADR 057: to the emergency contact after an
 * overdue email, that it is overdue, when they were emailed and the walker's number),
 * with the walker's "I'm back safely" from the trip's start; 'You've been added to this
 * trip plan' with Accept and Decline for a group member; links to its alerts and
 * weather, and the PDF. A draft (to anyone but its owner and group) or an unknown plan
 * is not found. While shown, the plan is read again each minute.
 */
const PlanReadonlyPage = observer(function PlanReadonlyPage() {
  const { readonlyPlan: store } = useFeature(walksFeature);
  const { checkIn } = useFeature(notificationsFeature);
  const platform = usePlatform();
  const guid = useParams().guid ?? '';

  useEffect(() => {
    void store.load(guid);
    return store.watch(guid);
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
  const status = store.statusView;
  const checkedIn = checkIn.result?.plan_id === guid ? checkIn.result : null;
  return (
    <PageContainer>
      {store.editPath ? (
        <EditRow>
          <Button href={store.editPath} variant="secondary">
            Edit this plan
          </Button>
        </EditRow>
      ) : null}
      <ReadonlyPlan
        plan={plan}
        loading={!plan}
        statusLabel={status ? { label: status.label, tone: status.tone } : undefined}
        status={
          plan ? (
            <Stack>
              {status && status.state !== 'draft' ? (
                <TripStatusBanner label={status.label} tone={status.tone} headline={status.headline} details={status.details} call={status.call ?? undefined} />
              ) : null}
              <DeliveryNotice notices={store.deliveryNotices} />
              {store.checkInOffered || checkedIn ? (
                <CheckInPanel
                  title={plan.title}
                  prompt={store.checkInPrompt ?? ''}
                  submitting={checkIn.submitting}
                  checkedInAt={checkedIn?.checked_in_at ?? null}
                  {...(checkIn.doneNote ? { doneNote: checkIn.doneNote } : {})}
                  error={checkIn.error}
                  onCheckIn={() => void checkIn.forPlan(plan.id).then((ok) => { if (ok) void store.refresh(guid); })}
                />
              ) : null}
              {store.showsTripCheck ? (
                <PlanTripCheck
                  location={plan.location}
                  feeds={planFeedTargetOf(plan)}
                  dates={plan.date}
                  party={plan.party_experience}
                  reader={store.isOwner ? { kind: 'walker' } : { kind: 'others', walker: plan.walker.first_name ?? plan.walker.fullname }}
                  planId={plan.id}
                  canEdit={plan.canEdit}
                />
              ) : null}
            </Stack>
          ) : undefined
        }
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
        onAddToCalendar={() => {
          void store.downloadCalendar().then((file) => file && platform.saveFile(file));
        }}
        addingToCalendar={store.downloadingCalendar}
        calendarError={store.calendarError ?? undefined}
        onOpenDocument={(id) => void store.openDocument(id).then((file) => file && platform.saveFile(file))}
        documentError={store.documentError ?? undefined}
      />
    </PageContainer>
  );
});

export default PlanReadonlyPage;

/** The status, the check-in and the trip check, one under another above the plan. */
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Over the plan's own column (ReadonlyPlan is as wide as a large dialog), at its right. */
const EditRow = styled.div`
  display: flex;
  justify-content: flex-end;
  max-width: ${({ theme }) => theme.sizes.modalLg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
