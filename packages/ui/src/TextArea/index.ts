export { TextArea, charactersRemainingText } from './TextArea.tsx';
export type { CharactersRemaining, TextAreaProps } from './TextArea.tsx';
