import { describe, expect, it } from 'vitest';
import { readAppLinksEnv } from './app-links-env.ts';

const PRINT = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0').slice(-2).toUpperCase()).join(':');

describe('readAppLinksEnv', () => {
  it('given nothing, verifies no app', () => {
    expect(readAppLinksEnv({})).toEqual({ androidCertFingerprints: [], appleTeamId: null });
  });

  it('given fingerprints in any case with spaces, and a team, keeps them in the stores\' form, once each', () => {
    const settings = readAppLinksEnv({ ANDROID_APP_CERT_SHA256: ` ${PRINT.toLowerCase()} , ${PRINT}`, APPLE_TEAM_ID: ' ABCDE12345 ' });
    expect(settings).toEqual({ androidCertFingerprints: [PRINT], appleTeamId: 'ABCDE12345' });
  });

  it.each([
    [{ ANDROID_APP_CERT_SHA256: 'AB:CD' }, /ANDROID_APP_CERT_SHA256 must be SHA-256 certificate fingerprints.*'AB:CD'/],
    [{ ANDROID_APP_CERT_SHA256: PRINT.replace(/:/g, '') }, /ANDROID_APP_CERT_SHA256 must be/],
    [{ APPLE_TEAM_ID: 'abcde12345' }, /APPLE_TEAM_ID must be the 10-character/],
    [{ APPLE_TEAM_ID: 'ABCDE12345.nz.planmywalk.app' }, /APPLE_TEAM_ID must be/],
  ])('given %o, refuses to start', (env, message) => {
    expect(() => readAppLinksEnv(env)).toThrow(message);
  });
});
