import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, useBlocker, useParams, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { CUSTOM_TRACK_DESCRIPTION_MAX_LENGTH, CUSTOM_TRACK_TITLE_MAX_LENGTH } from '@planmywalk/contracts';
import { customTracksFeature, formatDistance, ONBOARDING_SLIDES } from '@planmywalk/domain';
import {
  Button,
  CustomTrackDetailsForm,
  CustomTrackEditorToolbar,
  EditorOnboarding,
  MarkerPopup,
  UnsavedTrackModal,
} from '@planmywalk/ui';
import { useFeature } from '../app/stores.tsx';
import { useMapSources } from '../map/useMapSources.ts';
import type { PageProps } from '../routes/appRoutes.tsx';
import { PageContainer, PageTitle, Lead } from '../shell/PageContainer.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';

const EditorMap = lazy(() => import('../map/EditorMap.tsx'));

/** `?at=lng,lat,zoom` opens the map there (a DOC track's 'Draw a custom track here'). */
function initialViewOf(at: string | null): [number, number, number] | null {
  const parts = at?.split(',').map(Number);
  if (!parts || parts.length !== 3 || parts.some((n) => !Number.isFinite(n))) return null;
  return [parts[0] as number, parts[1] as number, Math.min(16, Math.max(5, parts[2] as number))];
}

/**
 * The custom-track editor (spec part 2 §2, §4: /custom-track-editor/{id?}). Everything it
 * shows is the CustomTrackEditorStore's; the map reports clicks. Leaving with unsaved
 * changes (a link, Back, closing the tab) asks first.
 */
const CustomTrackEditorPage = observer(function CustomTrackEditorPage(_props: PageProps) {
  const { customTrackEditor: editor } = useFeature(customTracksFeature);
  const sources = useMapSources();
  const { id } = useParams();
  const [search] = useSearchParams();
  const trackId = id === undefined ? null : Number(id);
  const [fitKey, setFitKey] = useState<string | null>(null);
  const initialView = useMemo(() => initialViewOf(search.get('at')), [search]);

  useEffect(() => {
    if (trackId === null) {
      void editor.startNew();
      return;
    }
    if (!Number.isInteger(trackId) || trackId < 1) return;
    void editor.load(trackId).then(() => setFitKey(`track-${trackId}`));
  }, [editor, trackId]);

  // Another page, Back, or a link while changes are unsaved: the modal decides (spec §4).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => editor.hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    editor.requestLeave(`${blocker.location.pathname}${blocker.location.search}`);
    blocker.reset();
  }, [blocker, editor]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (editor.hasUnsavedChanges) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [editor]);

  if (trackId !== null && (!Number.isInteger(trackId) || trackId < 1 || editor.notFound)) return <Navigate to="/404" replace />;
  if (editor.loading) return <PageLoading label="Loading your custom track…" wholePage />;
  if (editor.loadError) {
    return (
      <PageContainer>
        <PageTitle>Something went wrong</PageTitle>
        <Lead role="alert">{editor.loadError}</Lead>
        <Button onClick={() => trackId && void editor.load(trackId)}>Try again</Button>
      </PageContainer>
    );
  }

  const segments = editor.segments;
  const selected = editor.selected;
  const selectedIndex = editor.selectedIndex;
  const selectedSegment = selectedIndex >= 0 ? segments[selectedIndex] : undefined;
  const popup =
    selected && selectedSegment ? (
      <MarkerPopup
        number={selectedIndex + 1}
        segment={selectedSegment.status}
        snap={selected.snap}
        onMove={() => editor.startMove()}
        onToggleSnap={() => editor.toggleSnap()}
        {...(selectedIndex < editor.markers.length - 1 ? { onReturnTo: () => editor.returnToMarker() } : {})}
        onDelete={() => editor.requestDelete()}
        moving={editor.moving !== null}
        movePicked={editor.moving?.to != null}
        onConfirmMove={() => editor.confirmMove()}
        onCancelMove={() => editor.cancelMove()}
        confirmingDelete={editor.confirmingDeleteId === selected.id}
        onConfirmDelete={() => editor.confirmDelete()}
        onCancelDelete={() => editor.cancelDelete()}
        onClose={() => editor.select(null)}
      />
    ) : null;

  return (
    <Layout>
      <CustomTrackEditorToolbar
        title={editor.details.title.trim() || null}
        distance={formatDistance(editor.distanceMetres)}
        routing={editor.routing}
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={() => editor.undo()}
        onRedo={() => editor.redo()}
        onHelp={() => editor.openHelp()}
        onEditDetails={() => editor.openDetails()}
        onImportGpx={(file) => void editor.importGpx(file, file.name).then((done) => done && setFitKey(`gpx-${Date.now()}`))}
        importingGpx={editor.importingGpx}
        gpxError={editor.gpxError}
        saveState={editor.saveState}
        saveLabel={editor.saveLabel}
        canSave={editor.canSave}
        onSave={() => void editor.save()}
        saveError={editor.saveError}
      />
      {editor.trackId !== null ? (
        <Links>
          <Button href={`/custom-tracks/${editor.trackId}`} variant="link" size="sm">
            View track page
          </Button>
        </Links>
      ) : null}
      <MapArea>
        <MapFill>
        <Suspense fallback={<PageLoading label="Loading map…" />}>
          <EditorMap
            basemapUrl={sources.basemapUrl}
            topo={sources.topo}
            satellite={sources.satellite}
            loadLines={sources.loadLines}
            initialView={initialView}
            markers={editor.markers.map((marker, i) => {
              const [lng, lat] = editor.displayPosition(marker);
              return { id: marker.id, lng, lat, number: i + 1, selected: marker.id === editor.selectedId, moving: editor.moving?.id === marker.id };
            })}
            segments={segments}
            midpoints={editor.moving ? [] : editor.midpoints}
            fitKey={fitKey}
            onMapClick={(lng, lat) => editor.clickMap(lng, lat)}
            onMarkerClick={(markerId) => editor.select(markerId)}
            onMidpoint={(beforeId, lng, lat) => editor.insertMarker(beforeId, lng, lat)}
            popup={popup}
            popupAt={selected ? editor.displayPosition(selected) : null}
          />
        </Suspense>
        </MapFill>
      </MapArea>
      <EditorOnboarding
        open={editor.onboarding !== null}
        slides={ONBOARDING_SLIDES}
        slide={editor.onboarding?.slide ?? 0}
        nextLabel={editor.onboardingNextLabel}
        onNext={() => editor.nextSlide()}
        onBack={() => editor.previousSlide()}
        onClose={() => editor.closeOnboarding()}
      />
      <CustomTrackDetailsForm
        open={editor.detailsOpen}
        onOpenChange={(open) => (open ? editor.openDetails() : editor.closeDetails())}
        title={editor.details.title}
        description={editor.details.description}
        onChange={(details) => editor.setDetails(details)}
        onSubmit={() => void editor.save()}
        error={editor.detailsError}
        titleMaxLength={CUSTOM_TRACK_TITLE_MAX_LENGTH}
        descriptionMaxLength={CUSTOM_TRACK_DESCRIPTION_MAX_LENGTH}
        saving={editor.saving}
      />
      <UnsavedTrackModal
        open={editor.leaving !== null}
        onSave={() => void editor.leaveAndSave()}
        onDiscard={() => editor.leaveAndDiscard()}
        onCancel={() => editor.stay()}
        error={editor.saveError}
        saving={editor.saving}
      />
    </Layout>
  );
});

export default CustomTrackEditorPage;

const Layout = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: calc(100vh - ${({ theme }) => theme.sizes.headerHeight});
`;

const Links = styled.div`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
`;

const MapArea = styled.div`
  flex: 1;
  position: relative;
  min-height: 60vh;
`;

/** The map takes the whole area, however tall the page leaves it. */
const MapFill = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
`;
