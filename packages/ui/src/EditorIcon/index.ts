export { EDITOR_ICON_NAMES, EditorIcon } from './EditorIcon.tsx';
export type { EditorIconName, EditorIconProps } from './EditorIcon.tsx';
