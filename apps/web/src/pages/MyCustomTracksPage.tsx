import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { customTracksFeature, customTrackShareLink, formatDistance, lastEditedText } from '@planmywalk/domain';
import { MyCustomTracks, ShareCustomTrackModal, type MyCustomTracksItem } from '@planmywalk/ui';
import { useFeature, usePlatform } from '../app/stores.tsx';
import { PageContainer } from '../shell/PageContainer.tsx';

/**
 * My Custom Tracks (spec part 2 §2, §4): the list, loaded page by page as it scrolls and
 * reset on leaving; delete with the spec's warning; the share modal.
 */
const MyCustomTracksPage = observer(function MyCustomTracksPage() {
  const { myCustomTracks: store } = useFeature(customTracksFeature);
  const platform = usePlatform();

  useEffect(() => {
    void store.loadNext();
    return () => store.reset();
  }, [store]);

  const items: MyCustomTracksItem[] = store.tracks.map((t) => ({
    id: t.id,
    title: t.title,
    distance: formatDistance(t.distance * 1000),
    lastEdited: lastEditedText(t.last_edited),
  }));
  const byId = (item: MyCustomTracksItem) => store.tracks.find((t) => t.id === item.id);
  const confirming = store.confirmingDelete ? items.find((i) => i.id === store.confirmingDelete?.id) ?? null : null;
  const sharing = store.sharing;
  const shareUrl = sharing ? customTrackShareLink(platform.origin, sharing.share_key) : '';

  return (
    <PageContainer>
      <MyCustomTracks
        tracks={items}
        createHref="/custom-track-editor"
        hrefFor={(t) => `/custom-tracks/${t.id}`}
        editHrefFor={(t) => `/custom-track-editor/${t.id}`}
        onShare={(t) => {
          const track = byId(t);
          if (track) store.openShare(track);
        }}
        onDelete={(t) => {
          const track = byId(t);
          if (track) store.requestDelete(track);
        }}
        confirmingDelete={confirming}
        onConfirmDelete={() => void store.confirmDelete()}
        onCancelDelete={() => store.cancelDelete()}
        loading={store.loading}
        allLoaded={store.allLoaded}
        onLoadMore={() => void store.loadNext()}
        error={store.loadError ?? store.deleteError}
      />
      <ShareCustomTrackModal
        open={sharing !== null}
        onOpenChange={(open) => !open && store.closeShare()}
        trackTitle={sharing?.title ?? ''}
        url={shareUrl}
        onCopy={() =>
          void platform.clipboard.writeText(shareUrl).then(
            () => store.markCopied(),
            () => undefined,
          )
        }
        copied={store.copied}
      />
    </PageContainer>
  );
});

export default MyCustomTracksPage;
