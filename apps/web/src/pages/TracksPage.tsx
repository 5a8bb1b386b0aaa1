import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { SearchResultItem } from '@planmywalk/contracts';
import { defaultFilters, DISTANCE_RANGE, placeKey, reviewsFeature, type SearchFilterState, type SearchHistoryEntry } from '@planmywalk/domain';
import { Button, FilterTags, FiltersButton, ResultsHeading, SearchBox, TrackTileList } from '@planmywalk/ui';
import { useFeature, useStores } from '../app/stores.tsx';
import { useMapSources } from '../map/useMapSources.ts';
import { placeHref } from '../app/placeHref.ts';
import { PageLoading } from '../shell/PageLoading.tsx';
import { ReviewFlowsHost } from '../shell/ReviewFlowsHost.tsx';

const TracksMap = lazy(() => import('../map/TracksMap.tsx'));
// The filters panel loads when 'Filters' is first pressed.
const FiltersPanel = lazy(() => import('./tracks/FiltersPanel.ts'));
// Neither is needed for the first paint: the working plan's code and the dialog load after.
const UnsavedPlanWarning = lazy(() => import('./tracks/UnsavedPlanWarning.tsx'));
const CustomTrackLoginPrompt = lazy(() => import('./tracks/CustomTrackLoginPrompt.tsx'));

/**
 * Spec part 1 §2 tracks screen: greeting, search, the recommended / nearby / result
 * list and the map. On a phone the list and the map take turns ('View map' / 'View
 * results'); the map's code loads after the list has painted. What the list shows
 * is the search store's (`listMode`, `visibleList`, …); this page joins it to the
 * components and keeps only what is on screen (panels open, the filters draft).
 */
const TracksPage = observer(function TracksPage() {
  const { session, search, viewport } = useStores();
  const { wishlist, completion } = useFeature(reviewsFeature);
  const mapSources = useMapSources();
  const navigate = useNavigate();
  const [panelOpen, setPanelOpen] = useState(false);
  const [showMap, setShowMap] = useState(false);
  const [customTrackPrompt, setCustomTrackPrompt] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  /** The panel edits a draft; 'See Results' applies it. */
  const [draftFilters, setDraftFilters] = useState<SearchFilterState>(search.filters);

  useEffect(() => {
    void search.loadTracksList();
  }, [search]);

  const firstName = session.user?.first_name;
  // Read here, while this observer renders, so the tiles' hearts and markers follow every change.
  const wished = wishlist.wishlistedKeys;
  const completed = completion.completedKeys;
  const mapVisible = viewport.isDesktop || showMap;

  const open = (item: SearchResultItem | SearchHistoryEntry) => {
    search.choose(item);
    void navigate(placeHref(item));
  };

  const toggleFilters = () => {
    if (!filtersOpen) setDraftFilters(search.filters);
    setFiltersOpen(!filtersOpen);
  };

  const seeResults = () => {
    search.applyFilters(draftFilters);
    setFiltersOpen(false);
  };

  const createCustomTrack = () => {
    if (session.isLoggedIn) void navigate('/custom-track-editor');
    else setCustomTrackPrompt(true);
  };

  return (
    <Layout>
      <ListColumn hidden={!viewport.isDesktop && showMap}>
        <Greeting>{firstName ? `Where are you going ${firstName}?` : 'Welcome, where are you going?'}</Greeting>
        <SearchBox<SearchResultItem, SearchHistoryEntry>
          value={search.term}
          onChange={(term) => search.setTerm(term)}
          onClear={() => search.clearTerm()}
          open={panelOpen}
          onOpenChange={setPanelOpen}
          searching={search.busy}
          showResults={search.hasSearchTerm}
          results={search.termResults}
          history={search.history}
          onSelect={open}
          onNearestToMe={() => void search.nearestToMe()}
          nearestAvailable={search.nearestAvailable}
        />
        {search.locateError && <Notice role="alert">{search.locateError}</Notice>}
        <Actions>
          <FiltersButton open={filtersOpen} count={search.filterCount} onClick={toggleFilters} controls="tracks-filters" />
          <Button variant="secondary" size="sm" onClick={createCustomTrack}>
            Create a custom track
          </Button>
        </Actions>
        {filtersOpen && (
          <Suspense fallback={<PageLoading />}>
            <FiltersPanel
              id="tracks-filters"
              value={draftFilters}
              onChange={setDraftFilters}
              onClearAll={() => setDraftFilters(defaultFilters())}
              onSeeResults={seeResults}
              durations={search.tracksList?.durations ?? []}
              difficulties={search.tracksList?.difficulties ?? []}
              distanceRange={DISTANCE_RANGE}
              regions={search.tracksList?.list ?? []}
            />
          </Suspense>
        )}
        <FilterTags
          filters={search.filters}
          distanceRange={DISTANCE_RANGE}
          onRemove={(kind, id) => search.removeFilterTag(kind, id)}
          onClearAll={() => search.clearFilters()}
        />
        <ResultsHeading mode={search.listMode} count={search.listCount} />
        <TrackTileList
          items={search.visibleList}
          hrefFor={placeHref}
          loading={search.listLoading}
          emptyText="No tracks found"
          // Two tiles per task: an 11-tile list would hold a phone's main thread ~240 ms at once.
          tilesPerTask={2}
          isWishlisted={(item) => wished.has(placeKey(item))}
          onWishlistToggle={(item) => void wishlist.toggle(item)}
          isCompleted={(item) => completed.has(placeKey(item))}
          onMarkComplete={(item) => completion.start(item)}
        />
      </ListColumn>

      {mapVisible && (
        <MapColumn>
          <Suspense fallback={<PageLoading label="Loading map…" />}>
            <TracksMap
              {...mapSources}
              results={search.results}
              regions={search.tracksList?.list ?? []}
              focus={null}
              onBoundsChange={(bounds) => search.setMapBounds(bounds)}
              onOpenPlace={(place) => void navigate(placeHref(place))}
            />
          </Suspense>
        </MapColumn>
      )}

      {!viewport.isDesktop && (
        <ViewToggle>
          <Button onClick={() => setShowMap((shown) => !shown)} aria-pressed={showMap}>
            {showMap ? 'View results' : 'View map'}
          </Button>
        </ViewToggle>
      )}

      {/* Only a logged-in walker's plan warns (showsUnsavedPlanWarning): a guest never loads it. */}
      {session.isLoggedIn && (
        <Suspense fallback={null}>
          <UnsavedPlanWarning />
        </Suspense>
      )}
      {customTrackPrompt && (
        <Suspense fallback={null}>
          <CustomTrackLoginPrompt open onOpenChange={setCustomTrackPrompt} />
        </Suspense>
      )}
      <ReviewFlowsHost />
    </Layout>
  );
});

export default TracksPage;

const Layout = styled.div`
  flex: 1;
  display: grid;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.desktopUp} {
    grid-template-columns: minmax(24rem, 36rem) 1fr;
    /* One row exactly the viewport's height: the list scrolls inside it, the map fills it. */
    grid-template-rows: minmax(0, 1fr);
    /* A fixed height, not a flex share: a flex item would grow to the list's full length. */
    flex: none;
    height: calc(100vh - ${({ theme }) => theme.sizes.headerHeight});
  }
`;

const ListColumn = styled.section`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space['4xl']}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.desktopUp} {
    overflow-y: auto;
    padding-bottom: ${({ theme }) => theme.space.xl};
  }
  &[hidden] {
    display: none;
  }
`;

const Greeting = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.heading};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const MapColumn = styled.div`
  position: relative;
  height: calc(100vh - ${({ theme }) => theme.sizes.headerHeight});
  ${({ theme }) => theme.media.desktopUp} {
    height: 100%;
  }
`;

const ViewToggle = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.lg};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.header};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border-radius: ${({ theme }) => theme.radii.md};
`;
