import { DEFAULT_OAUTH_CLIENT } from '@planmywalk/contracts';
import { describe, expect, it } from 'vitest';
import { readAccountsEnv, resolveAccountSettings } from './accounts-env.ts';
import { readEnv } from './env.ts';

describe('readAccountsEnv', () => {
  it('given nothing, uses PUBLIC_URL on the listen port, the public web client, 15 min / 30 day tokens and the mailbox', () => {
    const env = readEnv({ PORT: '9090' });
    expect(env.accounts).toEqual({
      publicUrl: 'http://localhost:9090',
      oauthClients: [DEFAULT_OAUTH_CLIENT],
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      refreshGraceSeconds: 10,
      rateLimits: {
        perIpPerMinute: 10,
        loginFailuresPerIp: 5,
        loginBackoffMaxSeconds: 3600,
        loginFailuresPerAccount: 20,
        resetEmailsPerHour: 3,
        accountEmailsPerHour: 5,
        uploadsPerHour: 60,
        planPublishesPerHour: 20,
        planRecipientsPerDay: 60,
        reviewsPerHour: 20,
      },
      uploadQuota: { files: 200, bytes: 100 * 1024 * 1024 },
      passwordHashing: { ln: 15, r: 8, p: 1 },
      feedbackEmail: 'feedback@planmywalk.nz',
    });
    expect(env.mail).toEqual({
      smtpUrl: undefined,
      devMailboxPublic: false,
      from: 'Plan My Walk <no-reply@planmywalk.nz>',
      pollIntervalMs: 2000,
    });
  });

  it('given values, uses them', () => {
    const { accounts, mail } = readAccountsEnv(
      {
        PUBLIC_URL: 'https://planmywalk.nz/',
        OAUTH_CLIENTS: '[{"id":"web","secret":"a"},{"id":"ios","secret":"b"}]',
        ACCESS_TOKEN_TTL: '300',
        REFRESH_TOKEN_TTL: '86400',
        REFRESH_GRACE_SECONDS: '0',
        RATE_LIMIT_PER_IP: '3',
        LOGIN_FAILURES_PER_IP: '4',
        LOGIN_BACKOFF_MAX: '600',
        LOGIN_FAILURES_PER_ACCOUNT: '50',
        RATE_LIMIT_RESET_EMAILS: '1',
        RATE_LIMIT_ACCOUNT_EMAILS: '2',
        RATE_LIMIT_UPLOADS: '10',
        RATE_LIMIT_PLAN_PUBLISHES: '3',
        RATE_LIMIT_PLAN_RECIPIENTS: '40',
        RATE_LIMIT_REVIEWS: '7',
        UPLOAD_QUOTA_FILES: '20',
        UPLOAD_QUOTA_MB: '50',
        DEV_MAILBOX_PUBLIC: 'true',
        PASSWORD_HASH_COST: '16',
        SMTP_URL: 'smtps://user:p%40ss@smtp.example.org:465',
        MAIL_FROM: 'Walks <walks@example.org>',
        MAIL_POLL_INTERVAL_MS: '500',
        FEEDBACK_EMAIL: 'council@example.org',
      },
      8080,
    );
    expect(accounts).toEqual({
      publicUrl: 'https://planmywalk.nz',
      oauthClients: [
        { id: 'web', secret: 'a' },
        { id: 'ios', secret: 'b' },
      ],
      accessTokenTtlSeconds: 300,
      refreshTokenTtlSeconds: 86400,
      refreshGraceSeconds: 0,
      rateLimits: {
        perIpPerMinute: 3,
        loginFailuresPerIp: 4,
        loginBackoffMaxSeconds: 600,
        loginFailuresPerAccount: 50,
        resetEmailsPerHour: 1,
        accountEmailsPerHour: 2,
        uploadsPerHour: 10,
        planPublishesPerHour: 3,
        planRecipientsPerDay: 40,
        reviewsPerHour: 7,
      },
      uploadQuota: { files: 20, bytes: 50 * 1024 * 1024 },
      passwordHashing: { ln: 16, r: 8, p: 1 },
      feedbackEmail: 'council@example.org',
    });
    // Kept exactly as written: nodemailer decodes the credentials.
    expect(mail).toEqual({
      smtpUrl: 'smtps://user:p%40ss@smtp.example.org:465',
      devMailboxPublic: true,
      from: 'Walks <walks@example.org>',
      pollIntervalMs: 500,
    });
  });

  it.each([
    [{ OAUTH_CLIENTS: 'web:secret' }, /OAUTH_CLIENTS must be JSON/],
    [{ OAUTH_CLIENTS: '[]' }, /non-empty JSON list/],
    [{ OAUTH_CLIENTS: '[{"id":"web"}]' }, /non-empty JSON list/],
    [{ ACCESS_TOKEN_TTL: '0' }, /ACCESS_TOKEN_TTL must be a positive integer/],
    [{ RATE_LIMIT_PER_IP: 'lots' }, /RATE_LIMIT_PER_IP must be a positive integer/],
    [{ LOGIN_FAILURES_PER_IP: '0' }, /LOGIN_FAILURES_PER_IP must be a positive integer/],
    [{ REFRESH_GRACE_SECONDS: '-1' }, /REFRESH_GRACE_SECONDS must be a whole number of 0 or more/],
    [{ UPLOAD_QUOTA_MB: '1.5' }, /UPLOAD_QUOTA_MB must be a positive integer/],
    [{ RATE_LIMIT_PLAN_RECIPIENTS: '0' }, /RATE_LIMIT_PLAN_RECIPIENTS must be a positive integer/],
    [{ DEV_MAILBOX_PUBLIC: 'maybe' }, /DEV_MAILBOX_PUBLIC/],
    [{ PUBLIC_URL: 'planmywalk.nz' }, /PUBLIC_URL must be a URL/],
    [{ SMTP_URL: 'localhost' }, /SMTP_URL must be a URL/],
    [{ FEEDBACK_EMAIL: 'Council <council@example.org>' }, /FEEDBACK_EMAIL must be an email address/],
    // A guessable webhook secret would let anyone mark addresses undeliverable (ADR 064).
    [{ EMAIL_WEBHOOK_SECRET: 'short' }, /EMAIL_WEBHOOK_SECRET must be at least 24 characters/],
    // Lowering the cost below production's would weaken every new hash.
    [{ PASSWORD_HASH_COST: '12' }, /PASSWORD_HASH_COST must be between 15 and 20/],
  ])('given %o, refuses to start with a clear message', (env, message) => {
    expect(() => readAccountsEnv(env, 8080)).toThrow(message);
  });
});

describe('EMAIL_WEBHOOK_SECRET', () => {
  it('given none, the bounce webhook is off; given one, it is the secret', () => {
    expect(readAccountsEnv({}, 8080).mail.webhookSecret).toBeUndefined();
    expect(readAccountsEnv({ EMAIL_WEBHOOK_SECRET: ' 0123456789abcdef0123456789abcdef ' }, 8080).mail.webhookSecret).toBe('0123456789abcdef0123456789abcdef');
  });
});

describe('resolveAccountSettings', () => {
  it('given some overrides (tests, tools), keeps the defaults for the rest', () => {
    const settings = resolveAccountSettings({ publicUrl: 'https://x.nz/', rateLimits: { perIpPerMinute: 2 } });
    expect(settings.publicUrl).toBe('https://x.nz');
    expect(settings.rateLimits).toMatchObject({ perIpPerMinute: 2, loginFailuresPerIp: 5, loginFailuresPerAccount: 20, resetEmailsPerHour: 3 });
    expect(settings.uploadQuota).toEqual({ files: 200, bytes: 100 * 1024 * 1024 });
    expect(settings.oauthClients).toEqual([DEFAULT_OAUTH_CLIENT]);
  });
});
