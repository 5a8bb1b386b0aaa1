export { LoginPrompt } from './LoginPrompt.tsx';
export type { LoginPromptProps } from './LoginPrompt.tsx';
