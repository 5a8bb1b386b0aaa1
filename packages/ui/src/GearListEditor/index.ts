export { GEAR_LIST_EDITOR_TEXT, GearListEditor } from './GearListEditor.tsx';
export type { GearEditorCategory, GearEditorItem, GearListEditorProps } from './GearListEditor.tsx';
