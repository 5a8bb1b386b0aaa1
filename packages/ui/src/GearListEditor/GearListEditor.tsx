import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Accordion } from '../Accordion/Accordion.tsx';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { GearListEditorCategory } from './GearListEditorCategory.tsx';

/** An item of a gear list: the contract's `GearItem` fits as it is. */
export interface GearEditorItem {
  packed: boolean;
  title: string;
  notes: string;
}

/** A category of a gear list: the contract's `GearCategory` fits as it is. */
export interface GearEditorCategory {
  title: string;
  items: readonly GearEditorItem[];
}

/** The spec's confirmations (part 2 §5). */
export const GEAR_LIST_EDITOR_TEXT = {
  deleteCategory: 'Are you sure you want to delete this category?',
  deleteItem: 'Are you sure you want to delete this list item?',
  removeItem: 'Are you sure you want to remove this item?',
  addCategory: 'Add category',
} as const;

export interface GearListEditorProps {
  /** The list's categories, in order. */
  categories: readonly GearEditorCategory[];
  /** A packed tick changed. */
  onPackedChange: (categoryIndex: number, itemIndex: number, packed: boolean) => void;
  /** An item's title or notes changed (each keystroke). */
  onItemChange: (categoryIndex: number, itemIndex: number, change: { title?: string; notes?: string }) => void;
  /** 'Add item' (or Enter in the last item's title): the app adds an empty, unpacked item at the end; the editor focuses it. */
  onAddItem: (categoryIndex: number) => void;
  /** Delete an item: after 'Are you sure you want to delete this list item?' when it has a title or notes, at once when empty. */
  onDeleteItem: (categoryIndex: number, itemIndex: number) => void;
  /** A category's name changed. */
  onCategoryTitleChange: (categoryIndex: number, title: string) => void;
  /** 'Add category': the app adds 'Category N' with one empty item; the editor opens and focuses it. */
  onAddCategory: () => void;
  /** Delete a category, always after 'Are you sure you want to delete this category?'. */
  onDeleteCategory: (categoryIndex: number) => void;
  /**
   * Shows the list without editing: ticks, names and notes, no buttons.
   * @default false
   */
  readOnly?: boolean;
  /**
   * A list to tick while packing: each item's tick, its name and notes to read, and Remove
   * (after 'Are you sure you want to remove this item?'); names, notes and categories are
   * changed in the editor (the default).
   * @default false
   */
  checklist?: boolean;
  /**
   * The longest name or note (the product's text limit).
   * @default 300
   */
  maxLength?: number;
  /**
   * The heading level of the category accordions, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const AddCategory = styled(Button)`
  justify-self: start;

  ${({ theme }) => theme.media.homeMobile} {
    justify-self: stretch;
  }
`;

type Confirming =
  | { kind: 'category'; categoryIndex: number }
  | { kind: 'item' | 'remove'; categoryIndex: number; itemIndex: number }
  | null;
type FocusRequest = { kind: 'category'; categoryIndex: number } | { kind: 'item'; categoryIndex: number; itemIndex: number } | null;

const valueOf = (index: number) => `category-${index}`;

/**
 * The gear editor (spec part 2 §5): the categories as accordions, each with its editable
 * name, its items (packed tick, title, notes, Delete) and 'Add item'; 'Add category' at
 * the end. Deleting a category always asks first; deleting an item asks only when it has
 * a title or notes. Everything works from the keyboard: 'Add item' (or Enter in the last
 * item's title) moves focus to the new item's title, and Space on a tick packs it.
 */
export function GearListEditor({
  categories,
  onPackedChange,
  onItemChange,
  onAddItem,
  onDeleteItem,
  onCategoryTitleChange,
  onAddCategory,
  onDeleteCategory,
  readOnly = false,
  checklist = false,
  maxLength = 300,
  headingLevel = 3,
}: GearListEditorProps) {
  // Every category starts open, new ones too: the editor keeps the ones the user closed.
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const all = categories.map((_, index) => valueOf(index));
  const open = all.filter((value) => !closed.has(value));
  const [confirming, setConfirming] = useState<Confirming>(null);
  const focusRequest = useRef<FocusRequest>(null);
  const titleRefs = useRef(new Map<number, HTMLInputElement>());
  const itemRefs = useRef(new Map<string, HTMLTextAreaElement>());

  // Focus goes to what 'Add item' or 'Add category' made, once it is on the page.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    const target =
      request.kind === 'category' ? titleRefs.current.get(request.categoryIndex) : itemRefs.current.get(`${request.categoryIndex}:${request.itemIndex}`);
    if (target) {
      target.focus();
      focusRequest.current = null;
    }
  });

  const addItem = (categoryIndex: number) => {
    focusRequest.current = { kind: 'item', categoryIndex, itemIndex: categories[categoryIndex]?.items.length ?? 0 };
    onAddItem(categoryIndex);
  };

  const addCategory = () => {
    focusRequest.current = { kind: 'category', categoryIndex: categories.length };
    onAddCategory();
  };

  const deleteItem = (categoryIndex: number, itemIndex: number, item: GearEditorItem) => {
    // A checklist's Remove always asks (spec part 2 §5); the editor's Delete asks when there is something to lose.
    if (checklist) setConfirming({ kind: 'remove', categoryIndex, itemIndex });
    else if (item.title.trim() === '' && item.notes.trim() === '') onDeleteItem(categoryIndex, itemIndex);
    else setConfirming({ kind: 'item', categoryIndex, itemIndex });
  };

  const confirm = () => {
    if (confirming?.kind === 'category') onDeleteCategory(confirming.categoryIndex);
    if (confirming?.kind === 'item' || confirming?.kind === 'remove') onDeleteItem(confirming.categoryIndex, confirming.itemIndex);
    setConfirming(null);
  };

  const setRef = <K, E extends HTMLElement>(map: Map<K, E>, key: K) => (element: E | null) => {
    if (element) map.set(key, element);
    else map.delete(key);
  };

  return (
    <Root>
      <Accordion.Root type="multiple" value={open} onValueChange={(next) => setClosed(new Set(all.filter((value) => !next.includes(value))))}>
        {categories.map((category, categoryIndex) => (
          <GearListEditorCategory
            key={valueOf(categoryIndex)}
            value={valueOf(categoryIndex)}
            category={category}
            maxLength={maxLength}
            readOnly={readOnly}
            checklist={checklist && !readOnly}
            headingLevel={headingLevel}
            titleRef={setRef(titleRefs.current, categoryIndex)}
            itemRef={(itemIndex) => setRef(itemRefs.current, `${categoryIndex}:${itemIndex}`)}
            onTitleChange={(title) => onCategoryTitleChange(categoryIndex, title)}
            onDelete={() => setConfirming({ kind: 'category', categoryIndex })}
            onAddItem={() => addItem(categoryIndex)}
            onPackedChange={(itemIndex, packed) => onPackedChange(categoryIndex, itemIndex, packed)}
            onItemChange={(itemIndex, change) => onItemChange(categoryIndex, itemIndex, change)}
            onDeleteItem={(itemIndex, item) => deleteItem(categoryIndex, itemIndex, item)}
          />
        ))}
      </Accordion.Root>
      {readOnly || checklist ? null : (
        <AddCategory variant="secondary" onClick={addCategory}>
          <PlanIcon name="plus" size="sm" />
          {GEAR_LIST_EDITOR_TEXT.addCategory}
        </AddCategory>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => !next && setConfirming(null)}
        title={GEAR_LIST_EDITOR_TEXT[confirming?.kind === 'category' ? 'deleteCategory' : confirming?.kind === 'remove' ? 'removeItem' : 'deleteItem']}
        description={confirmingName(categories, confirming)}
        confirmLabel={confirming?.kind === 'remove' ? 'Remove' : 'Delete'}
        onConfirm={confirm}
      />
    </Root>
  );
}

/** What is about to go, under the question. */
function confirmingName(categories: readonly GearEditorCategory[], confirming: Confirming): string | undefined {
  if (!confirming) return undefined;
  const category = categories[confirming.categoryIndex];
  if (confirming.kind === 'category') {
    const count = category?.items.length ?? 0;
    return `${category?.title.trim() || 'This category'} and its ${count} ${count === 1 ? 'item' : 'items'} will be removed from the list.`;
  }
  return category?.items[confirming.itemIndex]?.title.trim() || 'This item will be removed from the list.';
}
