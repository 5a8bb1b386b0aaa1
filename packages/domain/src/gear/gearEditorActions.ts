import type { GearItem, GearList } from '@planmywalk/contracts';
import { addCategory, addItem, removeCategory, removeItem, renameCategory, setPacked, updateItem } from './gearListEdits.ts';

/** What the gear editor can do to the list it shows (the ui's GearListEditor callbacks). */
export interface GearEditorActions {
  togglePacked(categoryIndex: number, itemIndex: number, packed: boolean): void;
  updateItem(categoryIndex: number, itemIndex: number, change: Partial<Pick<GearItem, 'title' | 'notes'>>): void;
  addItem(categoryIndex: number): void;
  /** The screen has asked first when the item held something (spec part 2 §5). */
  removeItem(categoryIndex: number, itemIndex: number): void;
  renameCategory(categoryIndex: number, title: string): void;
  addCategory(): void;
  /** The screen has asked 'Are you sure you want to delete this category?'. */
  removeCategory(categoryIndex: number): void;
}

/** The editor's actions, each applied to the list through `apply`. */
export function gearEditorActions(apply: (change: (list: GearList) => GearList) => void): GearEditorActions {
  return {
    togglePacked: (c, i, packed) => apply((list) => setPacked(list, c, i, packed)),
    updateItem: (c, i, change) => apply((list) => updateItem(list, c, i, change)),
    addItem: (c) => apply((list) => addItem(list, c)),
    removeItem: (c, i) => apply((list) => removeItem(list, c, i)),
    renameCategory: (c, title) => apply((list) => renameCategory(list, c, title)),
    addCategory: () => apply(addCategory),
    removeCategory: (c) => apply((list) => removeCategory(list, c)),
  };
}
