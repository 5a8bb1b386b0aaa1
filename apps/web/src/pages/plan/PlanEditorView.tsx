import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  DAILY_LOCATION_MAX_LENGTH,
  DAILY_NOTES_MAX_LENGTH,
  DOCUMENT_EXTENSIONS,
  PLAN_ATTACHMENTS_MAX,
  TRIP_NAME_MAX_LENGTH,
  TRIP_NOTE_MAX_LENGTH,
  charactersRemaining,
  dailyPlanProblems,
  isCheckable,
  mayCheckIn,
  type Location,
  type PlanLocation,
} from '@planmywalk/contracts';
import {
  alertsFeature,
  checkInPrompt,
  feedTargetOf,
  locationPagePath,
  notificationsFeature,
  packedCount,
  planFeature,
  planShareLink,
  publishVerdict,
  tripCheckFeature,
} from '@planmywalk/domain';
import {
  ConfirmDialog,
  DailyPlansSection,
  EmergencyContactWarning,
  LocationMenu,
  PLAN_EDITOR_SECTIONS,
  PlanDocumentsSection,
  PlanEditor,
  CheckInPanel,
  PlanGearSection,
  PlanLinkSection,
  PublishPlanDialog,
  TrackHeader,
  TripStatusBanner,
  DeliveryNotice,
  TripNameSection,
  TripNotesSection,
  type LocationType,
  type PlanContactRole,
} from '@planmywalk/ui';
import { locationMenuHrefs } from '../../app/placeHref.ts';
import { documentOf } from '../../app/planProps.ts';
import { usePlatform, useFeature, useStores } from '../../app/stores.tsx';
import { pathOf } from '../../routes/routeTable.ts';
import { PlanContacts } from './PlanContacts.tsx';
import { TripDatesBar } from './TripDatesBar.tsx';
import { PlanTripCheck } from '../../alerts/PlanTripCheck.tsx';
import { UnsavedPlanGuard } from './UnsavedPlanGuard.tsx';

/** The dialog the save buttons have open. */
type SaveDialog = 'publish' | 'emergency-contact' | 'unpublish' | null;

interface PlanEditorViewProps {
  /** The plan's place. */
  place: PlanLocation;
  /** Its full page data, for the header, once loaded (none for a custom track). */
  location: Location | null;
}

/**
 * The plan screen (spec part 2 §2): the place and its dates beside the plan's sections,
 * saving a draft, and publishing after its confirmation and, without an emergency
 * contact, the warning that offers to add one.
 */
const LOCATION_MENU_TYPES: Record<PlanLocation['type'], LocationType> = {
  Track: 'track',
  Hut: 'hut',
  Campsite: 'campsite',
  'Custom Track': 'custom-track',
};

export const PlanEditorView = observer(function PlanEditorView({ place, location }: PlanEditorViewProps) {
  const { session } = useStores();
  const { plan } = useFeature(planFeature);
  const { tripCheck } = useFeature(tripCheckFeature);
  const { checkIn } = useFeature(notificationsFeature);
  const { alerts } = useFeature(alertsFeature);
  const platform = usePlatform();
  const [openSections, setOpenSections] = useState<string[]>([PLAN_EDITOR_SECTIONS.tripName]);
  const [newContactFor, setNewContactFor] = useState<PlanContactRole | null>(null);
  const [dialog, setDialog] = useState<SaveDialog>(null);
  const readOnly = !plan.canEdit;
  const shareUrl = plan.shareKey ? planShareLink(platform.origin, plan.shareKey) : null;
  const share = shareUrl ? { title: plan.title, url: shareUrl } : null;
  // Whose experience the check weighs: the saved plan's (ADR 058), else the walker's own.
  const party = plan.saved?.party_experience ?? { level: plan.isGuest ? null : (session.user?.level ?? null), name: session.user?.first_name ?? 'You', planner: true };
  const checkInput = { location: place, dates: plan.plan.date, party, reader: { kind: 'walker' } as const, planId: plan.id, canEdit: !readOnly };
  const status = plan.statusView;
  const saved = plan.saved;
  const checkedIn = saved && checkIn.result?.plan_id === saved.id ? checkIn.result : null;
  const statusBlock =
    status && saved ? (
      <>
        <TripStatusBanner label={status.label} tone={status.tone} headline={status.headline} details={status.details} headingLevel={2} />
        <DeliveryNotice notices={plan.deliveryNotices} headingLevel={2} />
        {mayCheckIn(saved.status) || checkedIn ? (
          <CheckInPanel
            title={plan.title}
            prompt={checkInPrompt(saved)}
            submitting={checkIn.submitting}
            checkedInAt={checkedIn?.checked_in_at ?? null}
            {...(checkIn.doneNote ? { doneNote: checkIn.doneNote } : {})}
            error={checkIn.error}
            onCheckIn={() => void checkIn.forPlan(saved.id).then((ok) => { if (ok) void plan.loadForEdit(saved.id); })}
          />
        ) : null}
      </>
    ) : null;

  const openContacts = (role: PlanContactRole | null) => {
    setDialog(null);
    setOpenSections((open) => (open.includes(PLAN_EDITOR_SECTIONS.contacts) ? open : [...open, PLAN_EDITOR_SECTIONS.contacts]));
    setNewContactFor(role);
  };

  const publishNow = async () => {
    if (!(await plan.publish())) setDialog(null);
  };

  const saveDraftNow = async () => {
    if (!(await plan.saveDraft())) setDialog(null);
  };

  return (
    <>
      <PlanEditor
        aside={
          <>
            {location ? (
              <TrackHeader
                location={location}
                backHref={pathOf('tracks')}
                mapHref={`${locationPagePath(place)}/map`}
                headingLevel={2}
              />
            ) : null}
            {/* The place's tabs stay on its plan too, its own left out (issue 34: the whole row went). */}
            <LocationMenu
              locationType={LOCATION_MENU_TYPES[place.type]}
              current="plan"
              hrefs={locationMenuHrefs(locationPagePath(place))}
              alertCount={location ? alerts.badgeCount(location.alerts) : 0}
              compact
            />
            <TripDatesBar location={location ?? place} headingLevel={3} />
            {plan.status === null || isCheckable(plan.status) ? <PlanTripCheck {...checkInput} feeds={feedTargetOf(place)} headingLevel={3} /> : null}
          </>
        }
        openSections={openSections}
        onOpenSectionsChange={setOpenSections}
        isGuest={plan.isGuest}
        isPublished={plan.isPublished}
        isComplete={plan.tripOver}
        status={statusBlock}
        isShared={plan.isShared}
        loadingUnsaved={plan.uploadingUnsavedData}
        saving={plan.savingAs}
        error={plan.saveError ?? plan.storageError ?? undefined}
        onReload={plan.conflict ? () => void plan.reloadLatest() : undefined}
        reloading={plan.reloading}
        onSaveDraft={() => (plan.savingDraftUnpublishes ? setDialog('unpublish') : void plan.saveDraft())}
        onPublish={() => {
          if (plan.readyToPublish()) setDialog('publish');
        }}
        loginHref={pathOf('sign-in')}
        registerHref={pathOf('sign-up')}
      >
        <TripNameSection
          value={plan.plan.custom_trip_name}
          onChange={(name) => plan.setTripName(name)}
          maxLength={TRIP_NAME_MAX_LENGTH}
          error={plan.fieldErrors.custom_trip_name}
          readOnly={readOnly}
        />
        <PlanContacts newContactFor={newContactFor} onNewContactChange={setNewContactFor} readOnly={readOnly} />
        {plan.showsDailyPlans ? (
          <DailyPlansSection
            days={plan.dailyPlans.map(({ day }) => day)}
            dayLabel={(index) => plan.dailyPlans[index]?.label ?? `Day ${index + 1}`}
            notesMaxLength={DAILY_NOTES_MAX_LENGTH}
            locationMaxLength={DAILY_LOCATION_MAX_LENGTH}
            charactersRemaining={charactersRemaining}
            validate={dailyPlanProblems}
            onSaveDay={(index, values) => plan.setDailyPlan(index, values)}
            readOnly={readOnly}
          />
        ) : null}
        {/* Trip notes on every plan, a multi-day one too (docs/adr/072): what the contact should know beyond each day's route. */}
        <TripNotesSection
          value={plan.plan.note}
          onChange={(note) => plan.setNote(note)}
          maxLength={TRIP_NOTE_MAX_LENGTH}
          charactersRemaining={charactersRemaining}
          error={plan.fieldErrors.note}
          readOnly={readOnly}
        />
        <PlanDocumentsSection
          documents={plan.documents.map(documentOf)}
          uploads={plan.uploads.map((upload) => ({ id: upload.id, title: upload.title, size: upload.size, progress: upload.progress * 100 }))}
          maxFiles={PLAN_ATTACHMENTS_MAX}
          extensions={DOCUMENT_EXTENSIONS}
          onAdd={(files) => void plan.addDocuments(files)}
          onRemove={(key) => plan.removeDocument(key)}
          onOpen={(key) => void plan.openDocument(key).then((file) => file && platform.saveFile(file))}
          error={plan.documentError ?? undefined}
          readOnly={readOnly}
        />
        <PlanGearSection
          gear={plan.gearList ? { title: plan.gearList.list.title, ...packedCount(plan.gearList.list) } : null}
          href={`${locationPagePath(place)}/gear`}
        />
        <PlanLinkSection
          url={shareUrl}
          onNewLink={!readOnly && plan.saved ? () => void plan.makeNewLink() : undefined}
          makingNewLink={plan.makingNewLink}
          newLinkError={plan.newLinkError ?? undefined}
          onCopy={(url) => platform.clipboard.writeText(url)}
          canShare={share !== null && platform.sharing.canShare(share)}
          onShare={() => {
            if (share) void platform.sharing.share(share);
          }}
        />
      </PlanEditor>

      <PublishPlanDialog
        open={dialog === 'publish'}
        onOpenChange={(open) => !open && setDialog(null)}
        onConfirm={() => {
          if (plan.needsEmergencyContactWarning) setDialog('emergency-contact');
          else void publishNow();
        }}
        busy={plan.savingAs === 'publish'}
        verdict={dialog === 'publish' && !tripCheck.loading ? publishVerdict(tripCheck.view(checkInput)) : undefined}
        checkInNote={plan.publishCheckInNote ?? undefined}
      />
      <EmergencyContactWarning
        open={dialog === 'emergency-contact'}
        onOpenChange={(open) => !open && setDialog(null)}
        onAddSavedContact={() => openContacts(null)}
        onAddNewContact={() => openContacts('emergency')}
        onContinue={() => void publishNow()}
        hasSavedContacts={plan.emergencyCandidates.length > 0}
        busy={plan.savingAs === 'publish'}
      />
      <ConfirmDialog
        open={dialog === 'unpublish'}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Save this plan as a draft?"
        description="Your plan will no longer be published: your emergency contact will not be told if you are overdue. To keep it published, choose 'Save and share your plan'."
        confirmLabel="Save as draft"
        onConfirm={() => void saveDraftNow()}
        busy={plan.savingAs === 'draft'}
      />
      <UnsavedPlanGuard />
    </>
  );
});
