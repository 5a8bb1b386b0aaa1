import type { FormState, UndoneEmailChange } from './AccountStore.ts';

/** What the page of a link from an account email shows (the ui's AccountLinkResult takes it as is). */
export interface EmailLinkView {
  status: 'checking' | 'done' | 'failed';
  message?: string;
  action?: { label: string; href: string };
}

function statusOf(state: FormState): EmailLinkView['status'] {
  if (state.success) return 'done';
  if (state.error) return 'failed';
  return 'checking';
}

/** The link sent to a new address: whether it took, and the way on (profile when signed in, else log in). */
export function confirmEmailView(state: FormState, confirmedEmail: string | null, signedIn: boolean): EmailLinkView {
  const status = statusOf(state);
  const onward = signedIn ? { label: 'Back to your profile', href: '/account' } : { label: 'Log in', href: '/signin' };
  if (status === 'done') return { status, message: `Your email address is now ${confirmedEmail ?? 'changed'}.`, action: onward };
  if (status === 'failed') return { status, message: state.error ?? undefined, action: onward };
  return { status };
}

/** The undo link sent to the old address: on success, straight on to choosing a new password. */
export function undoEmailChangeView(state: FormState, undone: UndoneEmailChange | null): EmailLinkView {
  const status = statusOf(state);
  if (status === 'done' && undone) {
    return {
      status,
      message: `Your email address is ${undone.email} again and every device has been logged out. Whoever changed it knew your password, so it no longer works: please choose a new one now.`,
      action: { label: 'Choose a new password', href: `/account/password-recovery?recovery_token=${encodeURIComponent(undone.recoveryToken)}` },
    };
  }
  if (status === 'failed') return { status, message: state.error ?? undefined, action: { label: 'Help & Feedback', href: '/help' } };
  return { status: 'checking' };
}
