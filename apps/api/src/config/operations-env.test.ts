import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';
import { describeBackgroundWork, readOperationsEnv } from './operations-env.ts';

describe('BACKGROUND_WORK', () => {
  it('given nothing, runs all the background work in this process, unwarned, and no metrics token', () => {
    expect(readEnv({})).toMatchObject({ backgroundWork: { parts: ['email', 'trips', 'feeds', 'housekeeping'], deprecation: null }, metricsToken: undefined });
  });

  it.each([
    ['all', ['email', 'trips', 'feeds', 'housekeeping']],
    ['none', []],
    ['NONE', []],
    ['email', ['email']],
    // The order written does not matter; the parts come back in one order.
    [' housekeeping , trips,email ', ['email', 'trips', 'housekeeping']],
    ['feeds,feeds', ['feeds']],
  ])('given BACKGROUND_WORK=%j, runs %j', (value, parts) => {
    expect(readOperationsEnv({ BACKGROUND_WORK: value }).backgroundWork).toEqual({ parts, deprecation: null });
  });

  it.each([['mail'], ['email,'], ['all,email'], ['trips feeds'], ['false']])('given BACKGROUND_WORK=%j, refuses to start naming the parts', (value) => {
    expect(() => readOperationsEnv({ BACKGROUND_WORK: value })).toThrow(/BACKGROUND_WORK must be all, none, or a comma-separated list of email, trips, feeds, housekeeping/);
  });

  describe('the deprecated MAIL_WORKER', () => {
    it('given MAIL_WORKER=false alone, means none, with a warning that says what to write instead', () => {
      expect(readOperationsEnv({ MAIL_WORKER: 'false' }).backgroundWork).toEqual({
        parts: [],
        deprecation: expect.stringMatching(/MAIL_WORKER is deprecated .*all the background work.*BACKGROUND_WORK=none/),
      });
    });

    it('given MAIL_WORKER=true alone, means all, with the warning', () => {
      expect(readOperationsEnv({ MAIL_WORKER: '1' }).backgroundWork).toEqual({
        parts: ['email', 'trips', 'feeds', 'housekeeping'],
        deprecation: expect.stringContaining('BACKGROUND_WORK=all'),
      });
    });

    it('given both saying the same, accepts them with the warning', () => {
      expect(readOperationsEnv({ MAIL_WORKER: 'off', BACKGROUND_WORK: 'none' }).backgroundWork.parts).toEqual([]);
      expect(readOperationsEnv({ MAIL_WORKER: 'true', BACKGROUND_WORK: 'all' }).backgroundWork.parts).toHaveLength(4);
    });

    it.each([
      [{ MAIL_WORKER: 'false', BACKGROUND_WORK: 'email' }, /MAIL_WORKER=false means BACKGROUND_WORK=none, but BACKGROUND_WORK=email is also set.*unset it/],
      [{ MAIL_WORKER: 'false', BACKGROUND_WORK: 'all' }, /MAIL_WORKER=false means BACKGROUND_WORK=none/],
      [{ MAIL_WORKER: 'true', BACKGROUND_WORK: 'none' }, /MAIL_WORKER=true means BACKGROUND_WORK=all, but BACKGROUND_WORK=none/],
      [{ MAIL_WORKER: 'true', BACKGROUND_WORK: 'email,trips' }, /MAIL_WORKER=true means BACKGROUND_WORK=all/],
      [{ MAIL_WORKER: 'sometimes' }, /MAIL_WORKER \(deprecated: use BACKGROUND_WORK\) must be true\/false/],
    ])('given %o, refuses to start with a clear message', (env, message) => {
      expect(() => readOperationsEnv(env)).toThrow(message);
    });
  });

  it('describes a process that runs none so that nobody mistakes it for a worker', () => {
    expect(describeBackgroundWork([])).toBe(
      'this process runs no background work: another process must run email, trips, feeds and housekeeping, or no overdue alert is sent',
    );
    expect(describeBackgroundWork(['email', 'trips'])).toMatch(/^this process runs email \(.*\); trips \(.*overdue.*\); another process must run feeds, housekeeping$/);
    expect(describeBackgroundWork(['email', 'trips', 'feeds', 'housekeeping'])).toMatch(/^this process runs all the background work: email/);
  });
});

describe('METRICS_TOKEN', () => {
  it('given a long token, keeps it trimmed', () => {
    expect(readOperationsEnv({ METRICS_TOKEN: ' 0123456789abcdef0123 ' }).metricsToken).toBe('0123456789abcdef0123');
  });

  it.each([['short'], ['0123456789 abcdef0123']])('given METRICS_TOKEN=%j, refuses it', (token) => {
    expect(() => readOperationsEnv({ METRICS_TOKEN: token })).toThrow(/METRICS_TOKEN must be at least 16 characters without spaces/);
  });
});
