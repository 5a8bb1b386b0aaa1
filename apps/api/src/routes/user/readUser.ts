import type { User } from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { ACCOUNT_GONE } from '../../commands/accounts/updateProfile.ts';
import { unauthorized } from '../../http/http-error.ts';
import { presentUser } from './user.presenter.ts';
import { findUser, findWishlisted } from './user.queries.ts';

/**
 * The user as stored now, as every call that answers "the user" answers it (GET user,
 * a profile save, the wishlist heart…). A token outliving its user (it cannot: cascade)
 * would be a 401.
 */
export async function readUser(ctx: Pick<AccountsContext, 'db' | 'clock' | 'settings'>, userId: number): Promise<User> {
  const row = await findUser(ctx.db, userId, ctx.clock.now());
  if (!row) throw unauthorized(ACCOUNT_GONE);
  const wishlisted = await findWishlisted(ctx.db, userId);
  return presentUser(row, ctx.settings.publicUrl, { wishlisted });
}
