export { TextArea, charactersRemainingText } from './TextArea.tsx';
export type { TextAreaProps } from './TextArea.tsx';
