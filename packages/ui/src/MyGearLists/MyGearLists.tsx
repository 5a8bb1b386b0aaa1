import styled, { useTheme } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import type { GearEditorCategory, GearListEditorProps } from '../GearListEditor/GearListEditor.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { MyGearListsEditor } from './MyGearListsEditor.tsx';
import { MyGearListsIndex } from './MyGearListsIndex.tsx';
import { MY_GEAR_LISTS_TEXT, type MyGearListSaveState } from './myGearListsText.ts';

type EditorCallbacks = Pick<
  GearListEditorProps,
  'onPackedChange' | 'onItemChange' | 'onAddItem' | 'onDeleteItem' | 'onCategoryTitleChange' | 'onAddCategory' | 'onDeleteCategory'
>;

export interface MyGearListsProps extends EditorCallbacks {
  /** The user's lists, in order (the contract's `GearListTemplate` fits). */
  lists: readonly { id: number; title: string }[];
  /** The list open in the editor (from the route), or none. */
  selected: { id: number; title: string; categories: readonly GearEditorCategory[] } | null;
  /** The route of a list (`/account/my-gear-lists/{id}`). */
  hrefOf: (id: number) => string;
  /** The page without a list open (`/account/my-gear-lists`): the way back on a phone. */
  listHref: string;
  /** The selected list's name changed. */
  onRename: (title: string) => void;
  /** The name left blank. */
  titleError?: string | null;
  /** The selected list's saving. */
  saveState?: MyGearListSaveState;
  saveError?: string | null;
  /** 'Add new gear list'. */
  onAdd: () => void;
  /** @default false */
  adding?: boolean;
  /** 'Duplicate' of the selected list. */
  onDuplicate: () => void;
  /** @default false */
  duplicating?: boolean;
  /** The selected list is to go (the page has asked 'Are you sure you want to delete this gear list?'). */
  onDelete: () => void;
  /** @default false */
  deleting?: boolean;
  /** Adding, duplicating or deleting failed: the server's words, else 'Something went wrong, please try again.' */
  error?: string | null;
  /** @default false */
  loading?: boolean;
  /** The lists could not be loaded (with `onRetry`). */
  loadError?: string | null;
  onRetry?: () => void;
  /**
   * The text limit of names and notes.
   * @default 300
   */
  maxLength?: number;
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  ${({ theme }) => theme.media.homeMobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * From 992 px the list and the editor sit side by side; below, they are separate screens:
 * the index without a list chosen, the editor (with the way back) with one.
 */
const Columns = styled.div<{ $selected: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${({ theme }) => theme.media.belowDesktop} {
    & > nav {
      display: ${({ $selected }) => ($selected ? 'none' : 'grid')};
    }
    & > [data-screen='editor'] {
      display: ${({ $selected }) => ($selected ? 'grid' : 'none')};
    }
  }

  ${({ theme }) => theme.media.desktopUp} {
    grid-template-columns: minmax(0, ${({ theme }) => theme.sizes.popover}) minmax(0, 1fr);
  }
`;

const EditorScreen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Back = styled(Button)`
  justify-self: start;

  ${({ theme }) => theme.media.desktopUp} {
    display: none;
  }
`;

const Placeholder = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.sizes.borderWidth} dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.popover};
`;

/**
 * My Gear Lists (spec part 2 §2): the user's custom gear lists on the left ('You have no
 * custom gear lists.' and 'Add new gear list'), the chosen one's editor on the right with
 * its editable name, Duplicate and Delete. Below 992 px they are separate screens.
 */
export function MyGearLists({
  lists,
  selected,
  hrefOf,
  listHref,
  onRename,
  titleError,
  saveState = 'saved',
  saveError,
  onAdd,
  adding = false,
  onDuplicate,
  duplicating = false,
  onDelete,
  deleting = false,
  error,
  loading = false,
  loadError,
  onRetry,
  maxLength = 300,
  ...editor
}: MyGearListsProps) {
  const theme = useTheme();
  return (
    <Page>
      <div>
        <Title>{MY_GEAR_LISTS_TEXT.title}</Title>
        <Lead>{MY_GEAR_LISTS_TEXT.lead}</Lead>
      </div>
      <FormError>{error}</FormError>
      {loadError ? (
        <>
          <FormError>{loadError}</FormError>
          {onRetry ? (
            <div>
              <Button variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            </div>
          ) : null}
        </>
      ) : loading ? (
        <Loading role="status" aria-label={MY_GEAR_LISTS_TEXT.loading} aria-busy="true">
          <Skeleton height={theme.sizes.controlLg} radius="md" />
          <Skeleton height={theme.sizes.controlLg} radius="md" />
        </Loading>
      ) : (
        <Columns $selected={selected !== null}>
          <MyGearListsIndex lists={lists} selectedId={selected?.id ?? null} hrefOf={hrefOf} onAdd={onAdd} adding={adding} />
          <EditorScreen data-screen="editor">
            {selected ? (
              <>
                <Back href={listHref} variant="ghost" size="sm">
                  <WalkIcon name="arrowLeft" size="sm" />
                  {MY_GEAR_LISTS_TEXT.back}
                </Back>
                <MyGearListsEditor
                  key={selected.id}
                  list={selected}
                  onRename={onRename}
                  titleError={titleError}
                  saveState={saveState}
                  saveError={saveError}
                  onDuplicate={onDuplicate}
                  duplicating={duplicating}
                  onDelete={onDelete}
                  deleting={deleting}
                  maxLength={maxLength}
                  {...editor}
                />
              </>
            ) : lists.length > 0 ? (
              <Placeholder>{MY_GEAR_LISTS_TEXT.choose}</Placeholder>
            ) : null}
          </EditorScreen>
        </Columns>
      )}
    </Page>
  );
}
