import { sha256 } from '../../auth/tokens.ts';
import type { CommandContext } from '../context.ts';
import { findFamilyOfToken, revokeFamily } from './session.queries.ts';

export interface RevokeTokenInput {
  token: string;
  /** RFC 7009's `token_type_hint`: where to look first; both kinds are looked up either way. */
  hint: 'access_token' | 'refresh_token' | undefined;
  /** The authenticated client: only its own tokens are revoked. */
  clientId: string;
}

/**
 * Token revocation (RFC 7009), called by logout: the login the token belongs to (its
 * family) ends on the server, so neither its refresh token nor its access token work
 * again. An unknown, already revoked or another client's token changes nothing, and
 * the caller answers the same either way (RFC 7009 §2.2), so nothing is learned from it.
 */
export async function revokeToken(ctx: CommandContext, input: RevokeTokenInput): Promise<void> {
  const digest = sha256(input.token);
  const kinds = input.hint === 'access_token' ? (['access', 'refresh'] as const) : (['refresh', 'access'] as const);
  for (const kind of kinds) {
    const family = await findFamilyOfToken(ctx.db, digest, kind);
    if (!family) continue;
    if (family.client_id === input.clientId) await revokeFamily(ctx.db, family.family_id, ctx.clock.now(), 'logged out');
    return;
  }
}
