export { CustomTrackEditorToolbar } from './CustomTrackEditorToolbar.tsx';
export type { CustomTrackEditorToolbarProps, EditorSaveState } from './CustomTrackEditorToolbar.tsx';
