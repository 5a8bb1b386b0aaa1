import type { AccessToken } from '@planmywalk/contracts';
import { issueTokens, sha256 } from '../../auth/tokens.ts';
import { badRequest } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { lockRefreshToken, markRefreshTokenUsed, revokeFamily } from './session.queries.ts';

export const REFRESH_TOKEN_NOT_VALID = 'The refresh token is not valid. Please log in again.';

type Outcome = { kind: 'ok'; token: AccessToken } | { kind: 'invalid' } | { kind: 'reused'; familyId: number; userId: number };

/**
 * The refresh grant: spends the refresh token and answers a new pair in the same
 * family. A spent token that comes back was copied: the whole family is revoked, so
 * whoever holds the newer tokens (the thief or the user) loses them too.
 */
export async function refreshSession(ctx: CommandContext, input: { refreshToken: string; clientId: string }): Promise<AccessToken> {
  const { db, clock, settings } = ctx;
  const presented = sha256(input.refreshToken);
  const now = clock.now();
  // Decided and committed first: revoking a family on reuse must stick although the answer is an error.
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockRefreshToken(tx, presented);
    if (!row || row.revoked_at !== null || row.client_id !== input.clientId) return { kind: 'invalid' };
    if (row.used_at !== null) {
      await revokeFamily(tx, row.family_id, now, 'refresh token reused');
      return { kind: 'reused', familyId: row.family_id, userId: row.user_id };
    }
    if (row.expires_at.getTime() <= now.getTime()) return { kind: 'invalid' };
    await markRefreshTokenUsed(tx, presented, now);
    return { kind: 'ok', token: await issueTokens(tx, { id: row.family_id, userId: row.user_id }, now, settings) };
  });
  if (outcome.kind === 'reused') ctx.log.warn({ userId: outcome.userId, familyId: outcome.familyId }, 'refresh token reused: session revoked');
  if (outcome.kind !== 'ok') throw badRequest(REFRESH_TOKEN_NOT_VALID);
  return outcome.token;
}
