/**
 * The emails the accounts feature sends, as plain text and simple HTML, in the product's
 * voice: friendly, short, safety-minded. Every value put into HTML is escaped.
 */
import type { MailMessage } from './transport.ts';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Every email's last line. */
export const FOOTER = 'Plan My Walk · Plan your trip, tell someone, stay safe.';

/**
 * An email's HTML: the given blocks (already escaped; a block that is not itself a
 * block element is wrapped in a paragraph) and the footer, in one column at most 600 px
 * wide that narrows with a phone's screen (the viewport), so a worried contact reading
 * it on a phone never scrolls sideways. Inline styles only: mail clients drop the rest.
 */
export function html(blocks: string[]): string {
  const block = (content: string) => (/^<(p|ul|ol|div|h2|h3|table)\b/.test(content) ? content : `<p style="margin: 0 0 14px;">${content}</p>`);
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    '<body style="margin: 0; padding: 0; background: #ffffff;">',
    '<div style="max-width: 600px; margin: 0 auto; padding: 16px; font-family: Arial, Helvetica, sans-serif; font-size: 16px; color: #1f2a2e; line-height: 1.5; overflow-wrap: break-word;">',
    ...blocks.map(block),
    `<p style="margin: 24px 0 0; color: #5b676b; font-size: 13px;">${FOOTER}</p>`,
    '</div></body></html>',
  ].join('\n');
}

export const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

export function activationEmail(to: string, code: string, publicUrl: string): MailMessage {
  const url = `${publicUrl}/activate?code=${encodeURIComponent(code)}`;
  return {
    to,
    subject: `Your Plan My Walk activation code: ${code}`,
    text: [
      'Kia ora,',
      '',
      'Welcome to Plan My Walk! Your activation code is:',
      '',
      `    ${code}`,
      '',
      'Enter it in the app, or open this link to activate your account:',
      url,
      '',
      'The code expires in 24 hours. If you did not create an account, you can ignore this email.',
      '',
      'Happy walking,',
      'The Plan My Walk team',
    ].join('\n'),
    html: html([
      'Kia ora,',
      'Welcome to Plan My Walk! Your activation code is:',
      `<strong style="font-size: 24px; letter-spacing: 4px;">${escapeHtml(code)}</strong>`,
      `Enter it in the app, or ${link(url, 'activate your account here')}.`,
      'The code expires in 24 hours. If you did not create an account, you can ignore this email.',
      'Happy walking,<br>The Plan My Walk team',
    ]),
  };
}

export function passwordResetEmail(to: string, token: string, publicUrl: string): MailMessage {
  const url = `${publicUrl}/account/password-recovery?recovery_token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Reset your Plan My Walk password',
    text: [
      'Kia ora,',
      '',
      'Someone (hopefully you) asked to reset the password of your Plan My Walk account.',
      'Open this link to choose a new password:',
      url,
      '',
      'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays as it is.',
      '',
      'The Plan My Walk team',
    ].join('\n'),
    html: html([
      'Kia ora,',
      'Someone (hopefully you) asked to reset the password of your Plan My Walk account.',
      link(url, 'Choose a new password'),
      'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays as it is.',
      'The Plan My Walk team',
    ]),
  };
}

export function passwordChangedEmail(to: string): MailMessage {
  const text = 'The password of your Plan My Walk account was just changed, and you have been logged out on your other devices.';
  const advice = 'If this was not you, reset your password straight away with "Forgot password?" on the login page.';
  return {
    to,
    subject: 'Your Plan My Walk password was changed',
    text: ['Kia ora,', '', text, '', advice, '', 'The Plan My Walk team'].join('\n'),
    html: html(['Kia ora,', escapeHtml(text), escapeHtml(advice), 'The Plan My Walk team']),
  };
}

/** Sent to the new address of an email change: the change happens when the link is opened. */
export function emailChangeConfirmationEmail(to: string, oldEmail: string, token: string, publicUrl: string): MailMessage {
  const url = `${publicUrl}/account/confirm-email?token=${encodeURIComponent(token)}`;
  const text = `You asked to use this address for your Plan My Walk account instead of ${oldEmail}.`;
  const until = 'Until you confirm, emails about your trips keep going to the old address. The link expires in 24 hours.';
  const ignore = 'If you did not ask for this, ignore this email: nothing changes.';
  return {
    to,
    subject: 'Confirm your new email address for Plan My Walk',
    text: ['Kia ora,', '', text, 'Open this link to confirm it:', url, '', until, ignore, '', 'The Plan My Walk team'].join('\n'),
    html: html(['Kia ora,', escapeHtml(text), link(url, 'Confirm your new email address'), escapeHtml(until), escapeHtml(ignore), 'The Plan My Walk team']),
  };
}

/**
 * Sent to the old address when a change is asked for, so a hijacked account does not
 * change hands silently: the undo link works before and after the new address is confirmed.
 */
export function emailChangeRequestedEmail(to: string, newEmail: string, undoToken: string, publicUrl: string, undoDays: number): MailMessage {
  const url = `${publicUrl}/account/undo-email-change?token=${encodeURIComponent(undoToken)}`;
  const text = `Someone (hopefully you) asked to change the email address of your Plan My Walk account to ${newEmail}. Once that address is confirmed, emails about your trips go there.`;
  const undo = `If this was not you, open this link: it keeps this address on your account, logs out every device and asks you to choose a new password. It works for ${undoDays} days, also after the change.`;
  return {
    to,
    subject: 'Your Plan My Walk email address is being changed',
    text: ['Kia ora,', '', text, '', undo, url, '', 'The Plan My Walk team'].join('\n'),
    html: html(['Kia ora,', escapeHtml(text), escapeHtml(undo), link(url, 'This was not me: undo the change'), 'The Plan My Walk team']),
  };
}
