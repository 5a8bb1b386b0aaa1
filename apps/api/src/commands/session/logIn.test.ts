import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { sha256 } from '../../auth/tokens.ts';
import { newEmail } from '../../testing/accounts.ts';
import { createAccount, openCommandHarness, refusal, type CommandHarness } from '../../testing/commands.ts';
import { INVALID_CREDENTIALS, logIn } from './logIn.ts';

describe('logIn', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const attempt = (email: string, password: string, ip = '192.0.2.10') => logIn(h.ctx, { email, password, clientId: 'planmywalk-web', ip });

  it('given the right password, starts a login on the client and answers a pair stored only as digests', async () => {
    const me = await createAccount(h, 'login');
    const token = await attempt(me.email, me.password);
    expect(token).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 900, token_type: 'Bearer' });
    const [family] = await h.t.db.query<{ client_id: string }>('SELECT client_id FROM token_families WHERE user_id = $1', [me.userId]);
    expect(family?.client_id).toBe('planmywalk-web');
    expect(await h.t.db.query('SELECT 1 FROM access_tokens WHERE token_hash = $1', [sha256(token.access_token)])).toHaveLength(1);
    expect(await h.t.db.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1', [sha256(token.refresh_token)])).toHaveLength(1);
  });

  it('given a wrong password or an unknown email, refuses both with the same 400 text', async () => {
    const me = await createAccount(h, 'wrong');
    for (const [email, password] of [
      [me.email, 'not-the-password'],
      [newEmail('nobody'), me.password],
    ] as const) {
      const error = await refusal(attempt(email, password));
      expect([error.statusCode, error.message]).toEqual([400, INVALID_CREDENTIALS]);
    }
  });

  it('given a hash made with cheaper parameters, upgrades it while the password is at hand', async () => {
    const me = await createAccount(h, 'upgrade');
    const cheap = await hashPassword(me.password, { ln: 10, r: 8, p: 1 });
    await h.t.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [me.userId, cheap]);
    const stronger = { ...h.ctx, settings: { ...h.ctx.settings, passwordHashing: { ln: 11, r: 8, p: 1 } } };
    await logIn(stronger, { email: me.email, password: me.password, clientId: 'planmywalk-web', ip: '192.0.2.10' });
    const [row] = await h.t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [me.userId]);
    expect(row?.password_hash).toMatch(/^\$scrypt\$ln=11,/);
  });
});

describe('logIn under attack', () => {
  let h: CommandHarness;
  beforeAll(async () => {
    h = await openCommandHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('given 5 failures from one IP, refuses that IP with 429 (checking nothing) and lets the owner in from another', async () => {
    const me = await createAccount(h, 'hammered');
    const login = (password: string, ip: string) => logIn(h.ctx, { email: me.email, password, clientId: 'planmywalk-web', ip });
    for (let i = 0; i < 5; i++) expect((await refusal(login('wrong', '198.51.100.1'))).statusCode).toBe(400);
    const blocked = await refusal(login(me.password, '198.51.100.1'));
    expect([blocked.statusCode, blocked.extras.headers?.['retry-after']]).toEqual([429, '60']);
    await login(me.password, '192.0.2.1');
  });
});
