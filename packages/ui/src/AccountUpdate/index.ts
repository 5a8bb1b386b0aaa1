export { AccountUpdate } from './AccountUpdate.tsx';
export type { AccountUpdatePasswordProps, AccountUpdateProfileProps, AccountUpdateProps } from './AccountUpdate.tsx';
