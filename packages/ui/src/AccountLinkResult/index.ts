export { AccountLinkResult } from './AccountLinkResult.tsx';
export type { AccountLinkResultProps, AccountLinkStatus } from './AccountLinkResult.tsx';
