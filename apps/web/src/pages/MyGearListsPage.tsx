import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { GEAR_TEXT_MAX_LENGTH } from '@planmywalk/contracts';
import { MyGearLists } from '@planmywalk/ui';
import { gearFeature } from '@planmywalk/domain';
import { useFeature, useStores } from '../app/stores.tsx';
import { myGearListPath } from '../routes/gearPaths.ts';
import { pathOf } from '../routes/routeTable.ts';
import { PageContainer } from '../shell/PageContainer.tsx';

/**
 * My Gear Lists (spec part 2 §2): the user's custom gear lists, one open at
 * /account/my-gear-lists/{id}; on a computer the first opens by itself. Adding and
 * duplicating open the new list; deleting goes back to the lists (and, when the server
 * refuses, the list comes back there with the reason).
 */
const MyGearListsPage = observer(function MyGearListsPage() {
  const { viewport } = useStores();
  const { gearTemplates: store } = useFeature(gearFeature);
  const navigate = useNavigate();
  const param = useParams().id;
  const id = param !== undefined && /^\d+$/.test(param) ? Number(param) : null;
  const selected = id === null ? null : store.find(id);
  const editor = useMemo(() => (id === null ? null : store.editorFor(id)), [store, id]);

  useEffect(() => {
    void store.load();
  }, [store]);

  // Leaving a list (for another, or the page) saves what is still waiting.
  useEffect(() => {
    if (id === null) return undefined;
    return () => {
      void store.flush(id);
    };
  }, [store, id]);

  const base = pathOf('my-gear-lists');
  // An id that is not one of the user's lists (deleted, mistyped, someone else's).
  if (param !== undefined && store.loaded && !selected) return <Navigate to={base} replace />;
  const first = store.lists[0];
  if (param === undefined && viewport.isDesktop && store.loaded && first) return <Navigate to={myGearListPath(first.id)} replace />;

  const open = async (made: Promise<{ id: number } | null>) => {
    const list = await made;
    if (list) void navigate(myGearListPath(list.id));
  };

  return (
    <PageContainer>
      <MyGearLists
        lists={store.lists}
        selected={selected}
        hrefOf={myGearListPath}
        listHref={base}
        onRename={(title) => id !== null && store.rename(id, title)}
        titleError={id === null ? null : (store.titleErrors.get(id) ?? null)}
        saveState={id === null ? 'saved' : store.saveStateOf(id)}
        saveError={id === null ? null : (store.saveErrors.get(id) ?? null)}
        onAdd={() => void open(store.create())}
        adding={store.creating}
        onDuplicate={() => id !== null && void open(store.duplicate(id))}
        duplicating={store.duplicatingId !== null}
        // The list leaves the store at once, and the redirect above takes the page back to
        // the lists; a second navigation when the server answers would race the desktop's
        // redirect to the first list and leave the page blank.
        onDelete={() => id !== null && void store.remove(id)}
        deleting={store.deletingId !== null}
        error={store.createError ?? store.deleteError}
        loading={store.loading && !store.loaded}
        loadError={store.loaded ? null : store.loadError}
        onRetry={() => void store.load({ force: true })}
        maxLength={GEAR_TEXT_MAX_LENGTH}
        onPackedChange={(c, i, packed) => editor?.togglePacked(c, i, packed)}
        onItemChange={(c, i, change) => editor?.updateItem(c, i, change)}
        onAddItem={(c) => editor?.addItem(c)}
        onDeleteItem={(c, i) => editor?.removeItem(c, i)}
        onCategoryTitleChange={(c, title) => editor?.renameCategory(c, title)}
        onAddCategory={() => editor?.addCategory()}
        onDeleteCategory={(c) => editor?.removeCategory(c)}
      />
    </PageContainer>
  );
});

export default MyGearListsPage;
