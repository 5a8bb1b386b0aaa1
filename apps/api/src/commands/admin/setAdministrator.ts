import { notFound } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { updateAdministrator } from './admin.queries.ts';

export const NO_SUCH_ACCOUNT = 'No account has that email address.';

/**
 * Makes an account an administrator (who approves review photos), or takes the role
 * away. Only the command line calls it (`pnpm admin:grant <email>`): no API route can
 * grant the role, so a stolen session cannot make itself one.
 */
export async function setAdministrator(
  ctx: Pick<CommandContext, 'db' | 'log'>,
  input: { email: string; admin: boolean },
): Promise<{ userId: number; email: string }> {
  const email = input.email.trim().toLowerCase();
  const row = await updateAdministrator(ctx.db, email, input.admin);
  if (!row) throw notFound(NO_SUCH_ACCOUNT);
  ctx.log.info({ userId: row.id, admin: input.admin }, input.admin ? 'administrator role granted' : 'administrator role revoked');
  return { userId: row.id, email: row.email };
}
