export { WhyAccountModal } from './WhyAccountModal.tsx';
export type { WhyAccountModalProps } from './WhyAccountModal.tsx';
