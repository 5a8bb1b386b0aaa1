export { PLAN_EDITOR_GUEST_TEXT, PLAN_EDITOR_LOADING_TEXT, PlanEditor } from './PlanEditor.tsx';
export { PLAN_EDITOR_SECTIONS, PlanEditorSection } from './PlanEditorSection.tsx';
export type { PlanEditorProps } from './PlanEditor.tsx';
export type { PlanEditorSaving } from './PlanEditorActions.tsx';
export type { PlanEditorSectionProps } from './PlanEditorSection.tsx';
