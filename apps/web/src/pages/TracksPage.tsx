import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { SearchResultItem } from '@planmywalk/contracts';
import { activeFilterCount, defaultFilters, type SearchFilters, type SearchHistoryEntry } from '@planmywalk/domain';
import {
  Button,
  FilterTags,
  FiltersButton,
  FiltersPanel,
  Modal,
  ResultsHeading,
  SearchBox,
  TrackTileList,
  type FilterKind,
} from '@planmywalk/ui';
import { useStores } from '../app/stores.tsx';
import { useMapSources } from '../map/useMapSources.ts';
import { placeHref } from '../app/placeHref.ts';
import { PageLoading } from '../shell/PageLoading.tsx';

const TracksMap = lazy(() => import('../map/TracksMap.tsx'));

const hasGeolocation = typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * Spec part 1 §2 tracks screen: greeting, search, the recommended / nearby / result
 * list and the map. On a phone the list and the map take turns ('View map' / 'View
 * results'); the map's code loads after the list has painted.
 */
const TracksPage = observer(function TracksPage() {
  const { session, search, viewport } = useStores();
  const mapSources = useMapSources();
  const navigate = useNavigate();
  const [panelOpen, setPanelOpen] = useState(false);
  const [showMap, setShowMap] = useState(false);
  const [customTrackPrompt, setCustomTrackPrompt] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  /** The panel edits a draft; 'See Results' applies it. */
  const [draftFilters, setDraftFilters] = useState<SearchFilters>(search.filters);

  useEffect(() => {
    void search.loadTracksList();
  }, [search]);

  const firstName = session.user?.first_name;
  const list = search.results ?? search.tracksList?.pinned ?? [];
  const mode = search.results === null ? 'recommended' : search.geolocated ? 'nearby' : 'results';
  const listLoading = search.results === null ? search.isListLoading && !search.tracksList : search.searching;
  const mapVisible = viewport.isDesktop || showMap;

  const open = (item: SearchResultItem | SearchHistoryEntry) => {
    if ('is_closed' in item) search.remember(item);
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

  const removeFilter = (kind: FilterKind, id?: number) => {
    if (kind === 'distance') search.removeDistanceFilter();
    else if (kind === 'wheelchair_friendly' || kind === 'allow_dog') search.removeToggle(kind);
    else if (id !== undefined) search.removeFilter(kind, id);
  };

  const nearestToMe = () => {
    setLocateError(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        void search.searchNear({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setLocateError('We could not find your location. Check that this site may use it, or search by name.');
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
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
          searching={search.searching || locating}
          results={search.hasSearchTerm ? search.results : null}
          history={search.history}
          onSelect={open}
          onNearestToMe={nearestToMe}
          nearestAvailable={hasGeolocation}
        />
        {locateError && <Notice role="alert">{locateError}</Notice>}
        <Actions>
          <FiltersButton
            open={filtersOpen}
            count={activeFilterCount(search.filters)}
            onClick={toggleFilters}
            controls="tracks-filters"
          />
          <Button variant="secondary" size="sm" onClick={createCustomTrack}>
            Create a custom track
          </Button>
        </Actions>
        {filtersOpen && (
          <FiltersPanel
            id="tracks-filters"
            value={draftFilters}
            onChange={setDraftFilters}
            onClearAll={() => setDraftFilters(defaultFilters())}
            onSeeResults={seeResults}
            durations={search.tracksList?.durations ?? []}
            difficulties={search.tracksList?.difficulties ?? []}
            regions={search.tracksList?.list ?? []}
          />
        )}
        <FilterTags filters={search.filters} onRemove={removeFilter} onClearAll={() => search.clearFilters()} />
        <ResultsHeading mode={mode} count={list.length} />
        <TrackTileList items={list} hrefFor={placeHref} loading={listLoading} emptyText="No tracks found" />
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

      <Modal.Root open={customTrackPrompt} onOpenChange={setCustomTrackPrompt}>
        <Modal.Content size="sm">
          <Modal.Title>Log in to create a custom track</Modal.Title>
          <Modal.Description>
            Custom tracks are saved to your account, so you need to log in or create a free account first.
          </Modal.Description>
          <Modal.Footer>
            <Button href="/signin" onClick={() => setCustomTrackPrompt(false)}>
              Log in
            </Button>
            <Button href="/signup" variant="secondary" onClick={() => setCustomTrackPrompt(false)}>
              Create an account
            </Button>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>
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
