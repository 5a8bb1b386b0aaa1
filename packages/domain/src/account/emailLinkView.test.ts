import { describe, expect, it } from 'vitest';
import { confirmEmailView, undoEmailChangeView } from './emailLinkView.ts';

const checking = { submitting: true, error: null, success: false };
const idle = { submitting: false, error: null, success: false };
const done = { submitting: false, error: null, success: true };
const failed = { submitting: false, error: 'This link has expired. Change your email address again to get a new one.', success: false };

describe('confirmEmailView', () => {
  it.each([
    ['before the call starts', idle, true, { status: 'checking' }],
    ['while checking', checking, true, { status: 'checking' }],
    [
      'confirmed, signed in',
      done,
      true,
      { status: 'done', message: 'Your email address is now new@b.nz.', action: { label: 'Back to your profile', href: '/account' } },
    ],
    ['confirmed on another device', done, false, { status: 'done', message: 'Your email address is now new@b.nz.', action: { label: 'Log in', href: '/signin' } }],
    ['refused', failed, false, { status: 'failed', message: failed.error, action: { label: 'Log in', href: '/signin' } }],
  ])('%s', (_case, state, signedIn, view) => {
    expect(confirmEmailView(state, 'new@b.nz', signedIn)).toEqual(view);
  });
});

describe('undoEmailChangeView', () => {
  it('while checking, says so', () => {
    expect(undoEmailChangeView(checking, null)).toEqual({ status: 'checking' });
  });

  it('when undone, says what happened and leads to choosing a new password with the token', () => {
    const view = undoEmailChangeView(done, { email: 'a@b.nz', recoveryToken: 'r/1+' });
    expect(view.status).toBe('done');
    expect(view.message).toMatch(/^Your email address is a@b\.nz again and every device has been logged out\./);
    expect(view.action).toEqual({ label: 'Choose a new password', href: '/account/password-recovery?recovery_token=r%2F1%2B' });
  });

  it('when refused, shows the server text and the way to help', () => {
    expect(undoEmailChangeView(failed, null)).toEqual({ status: 'failed', message: failed.error, action: { label: 'Help & Feedback', href: '/help' } });
  });
});
