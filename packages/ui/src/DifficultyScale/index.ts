export { DifficultyScale } from './DifficultyScale.tsx';
export { difficultyScalePosition } from './difficultyScalePosition.ts';
export type { DifficultyScaleProps } from './DifficultyScale.tsx';
export type { DifficultyVotes } from './difficultyScalePosition.ts';
