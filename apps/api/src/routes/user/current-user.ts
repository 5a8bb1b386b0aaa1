import type { User } from '@planmywalk/contracts';
import type { CommandContext } from '../../commands/context.ts';
import { ACCOUNT_GONE } from '../../commands/accounts/updateProfile.ts';
import { unauthorized } from '../../http/http-error.ts';
import { presentContact } from '../contacts/contacts.presenter.ts';
import { listContacts } from '../contacts/contacts.queries.ts';
import { userPlans } from '../../plans/plans.read.ts';
import { statusTimeOf } from '../../plans/plan-safety.ts';
import { presentUser } from './user.presenter.ts';
import { findUser, findWishlisted } from './user.queries.ts';

/** The user as every call that answers "the user" shows it: with their plans, contact book and wishlist. */
export async function currentUser(ctx: Pick<CommandContext, 'db' | 'clock' | 'settings' | 'overdueGraceMinutes' | 'overdueTexts'>, userId: number): Promise<User> {
  const row = await findUser(ctx.db, userId, ctx.clock.now());
  // A token outliving its user cannot happen (cascade); if it did, it is a 401.
  if (!row) throw unauthorized(ACCOUNT_GONE);
  const [plans, contacts, wishlisted] = await Promise.all([userPlans(ctx.db, userId, statusTimeOf(ctx)), listContacts(ctx.db, userId), findWishlisted(ctx.db, userId)]);
  return presentUser(row, ctx.settings.publicUrl, { plans, contacts: contacts.map(presentContact), wishlisted });
}
