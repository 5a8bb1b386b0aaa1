import type { AccessToken } from '@planmywalk/contracts';
import { issueTokens, openWith, sealWith, sha256 } from '../../auth/tokens.ts';
import type { AccountSettings } from '../../config/accounts-env.ts';
import type { Queryable } from '../../db/database.ts';
import { badRequest } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import {
  forgetRetryOf,
  isRefreshTokenUnused,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
  type RefreshTokenRow,
} from './session.queries.ts';

export const REFRESH_TOKEN_NOT_VALID = 'The refresh token is not valid. Please log in again.';

type Outcome = { kind: 'ok'; token: AccessToken } | { kind: 'invalid' } | { kind: 'reused'; familyId: number; userId: number };

/** Where a refresh comes from: the caller's address (request.ip) and User-Agent. */
export interface RefreshingClient {
  ip: string;
  userAgent: string | undefined;
}

/**
 * The client that rotated, as a digest of its address and User-Agent. A retry must come
 * from the same one: a spent token replayed from elsewhere within the grace window got
 * the live pair (issue 29, finding 7f), where it is a copy and must end the login.
 */
const fingerprintOf = (client: RefreshingClient) => sha256(`${client.ip}\n${client.userAgent ?? ''}`);

/** What is sealed for a retry: the pair as first answered, when, and to which client. */
interface SealedPair {
  access_token: string;
  refresh_token: string;
  issued_at: number;
  /** fingerprintOf the client that rotated; a pair sealed before it was recorded has none and is never answered again. */
  client?: string;
}

/**
 * The pair a just-spent refresh token was exchanged for, when the client that rotated it
 * (the same OAuth client, address and User-Agent) presents it again within the grace
 * window and the new refresh token has not been used yet: the first answer was lost on
 * the way (a dropped connection, a killed tab). Otherwise null.
 */
async function retriedPair(
  tx: Queryable,
  settings: AccountSettings,
  row: RefreshTokenRow,
  presented: string,
  client: RefreshingClient,
  now: Date,
): Promise<AccessToken | null> {
  if (!row.used_at || !row.retry_sealed || !row.successor_hash) return null;
  if (now.getTime() - row.used_at.getTime() > settings.refreshGraceSeconds * 1000) return null;
  // Once the new refresh token has been used, whoever holds the old one is not that client.
  if (!(await isRefreshTokenUnused(tx, row.successor_hash))) return null;
  const opened = openWith(presented, row.retry_sealed);
  if (!opened) return null;
  const pair = JSON.parse(opened) as SealedPair;
  // Kept inside the seal: the database does not even hold who rotated.
  if (pair.client !== fingerprintOf(client)) return null;
  const elapsed = Math.floor((now.getTime() - pair.issued_at) / 1000);
  return { access_token: pair.access_token, refresh_token: pair.refresh_token, expires_in: settings.accessTokenTtlSeconds - elapsed, token_type: 'Bearer' };
}

/**
 * The refresh grant: spends the refresh token and answers a new pair in the same
 * family (ADR 016).
 * - The client that rotated presenting the token again within `refreshGraceSeconds`
 *   (10 s), before using the new refresh token, gets the same new pair: it lost the
 *   answer. "The client" is the OAuth client and the caller's address and User-Agent,
 *   recorded at rotation (ADR 016, amended). The pair is kept sealed with a key derived
 *   from the old token, which the database does not hold, so a copy of the database
 *   cannot open it.
 * - Any other reuse of a spent token means it was copied (from elsewhere within the
 *   window, too): the whole family is revoked, so whoever holds the newer tokens (the
 *   thief or the user) loses them too.
 */
export async function refreshSession(
  ctx: CommandContext,
  input: { refreshToken: string; clientId: string; client: RefreshingClient },
): Promise<AccessToken> {
  const { db, clock, settings } = ctx;
  const presented = sha256(input.refreshToken);
  const now = clock.now();
  // Decided and committed first: revoking a family on reuse must stick although the answer is an error.
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const row = await lockRefreshToken(tx, presented);
    if (!row || row.revoked_at !== null || row.client_id !== input.clientId) return { kind: 'invalid' };
    if (row.used_at !== null) {
      const again = await retriedPair(tx, settings, row, input.refreshToken, input.client, now);
      if (again) return { kind: 'ok', token: again };
      await revokeFamily(tx, row.family_id, now, 'refresh token reused');
      return { kind: 'reused', familyId: row.family_id, userId: row.user_id };
    }
    if (row.expires_at.getTime() <= now.getTime()) return { kind: 'invalid' };
    const token = await issueTokens(tx, { id: row.family_id, userId: row.user_id }, now, settings);
    const sealed: SealedPair = {
      access_token: token.access_token,
      refresh_token: token.refresh_token,
      issued_at: now.getTime(),
      client: fingerprintOf(input.client),
    };
    await markRefreshTokenUsed(tx, presented, {
      now,
      successorHash: sha256(token.refresh_token),
      retrySealed: settings.refreshGraceSeconds > 0 ? sealWith(input.refreshToken, JSON.stringify(sealed)) : null,
    });
    await forgetRetryOf(tx, presented);
    return { kind: 'ok', token };
  });
  if (outcome.kind === 'reused') ctx.log.warn({ userId: outcome.userId, familyId: outcome.familyId }, 'refresh token reused: session revoked');
  if (outcome.kind !== 'ok') throw badRequest(REFRESH_TOKEN_NOT_VALID);
  return outcome.token;
}
