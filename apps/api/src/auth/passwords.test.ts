import { describe, expect, it } from 'vitest';
import { CURRENT_PARAMS, hashPassword, needsRehash, passwordProblem, verifyAgainstDummy, verifyPassword } from './passwords.ts';

describe('password hashing (scrypt)', () => {
  it('given a password, stores a PHC string with its parameters, a 16-byte salt and a 64-byte key', async () => {
    const hash = await hashPassword('tramping in the rain');
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    const [, , , salt, key] = hash.split('$');
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    // A new salt each time.
    expect(await hashPassword('tramping in the rain')).not.toBe(hash);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('tramping in the rain');
    expect(await verifyPassword('tramping in the rain', hash)).toBe(true);
    expect(await verifyPassword('tramping in the Rain', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats canonically equal Unicode spellings as one password', async () => {
    const composed = 'Ōtaki Forks'.normalize('NFC');
    const decomposed = 'Ōtaki Forks'.normalize('NFD');
    expect(composed).not.toBe(decomposed);
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('given a hash made with cheaper parameters, still verifies it and says it needs rehashing', async () => {
    const old = await hashPassword('an older account', { ln: 14, r: 8, p: 1 });
    expect(old).toMatch(/^\$scrypt\$ln=14,/);
    expect(await verifyPassword('an older account', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('a new one'))).toBe(false);
    expect(CURRENT_PARAMS).toEqual({ ln: 15, r: 8, p: 1 });
  });

  it('given a malformed or absurd stored hash, refuses without attempting it', async () => {
    for (const stored of ['', 'plaintext', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA', '$argon2id$v=19$m=65536,t=3,p=4$abc$def']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });

  it('spends a real verification on an unknown account', async () => {
    await verifyAgainstDummy('warm-up');
    const started = performance.now();
    expect(await verifyAgainstDummy('whatever')).toBe(false);
    // A real scrypt N=2^15 takes tens of milliseconds; returning at once would show.
    expect(performance.now() - started).toBeGreaterThan(10);
  });
});

describe('passwordProblem', () => {
  it.each([
    ['short', /at least 8 characters/],
    ['12345678', /too easy/],
    ['Password123', /too easy/],
    ['aaaaaaaaaaaa', /too easy/],
    ['aroha@example.org', /not be your email/],
    ['AROHA', /at least 8/],
    ['x'.repeat(1025), /at most 1024/],
  ])('given %j, names the problem', (password, problem) => {
    expect(passwordProblem(password, 'aroha@example.org')).toMatch(problem);
  });

  it.each(['kea-in-the-snow-42', 'correct horse battery staple', 'ngā maunga'])('given %j, accepts it', (password) => {
    expect(passwordProblem(password, 'aroha@example.org')).toBeNull();
  });

  it('counts characters, not bytes: eight emoji are eight characters', () => {
    expect(passwordProblem('🥾🏔️🌲🦜🥾🏔🌲🦜')).toBeNull();
  });
});
