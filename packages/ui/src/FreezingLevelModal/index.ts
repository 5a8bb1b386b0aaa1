export { FreezingLevelModal } from './FreezingLevelModal.tsx';
export type { FreezingLevelModalProps } from './FreezingLevelModal.tsx';
