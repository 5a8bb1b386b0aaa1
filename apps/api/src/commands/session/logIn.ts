import type { AccessToken } from '@planmywalk/contracts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../../auth/passwords.ts';
import { issueTokens, startTokenFamily } from '../../auth/tokens.ts';
import { badRequest } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { findCredentialsByEmail, upgradePasswordHash } from './session.queries.ts';

export const INVALID_CREDENTIALS = 'invalid email or password';

export interface LogInInput {
  /** Normalised (trimmed, lower-case). */
  email: string;
  password: string;
  clientId: string;
  /** The caller's address, for the failure throttle. */
  ip: string;
}

/**
 * The password grant: checks the password and starts a new login (token family) on
 * the client. Unverified users log in too (the client sends them on to activation).
 * Failures are throttled per account and IP (auth/login-throttle.ts): guessing from one
 * place slows that place down, never the owner on their usual device.
 */
export async function logIn(ctx: CommandContext, input: LogInInput): Promise<AccessToken> {
  const { db, clock, settings, throttle } = ctx;
  const user = await findCredentialsByEmail(db, input.email);
  const attempt = { email: input.email, ip: input.ip, userId: user?.id ?? null };
  await throttle.check(attempt);
  // An unknown email costs a hash too, so the answer's timing does not tell who is registered.
  const ok = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyAgainstDummy(input.password, settings.passwordHashing);
  if (!user || !ok) {
    await throttle.recordFailure(attempt);
    throw badRequest(INVALID_CREDENTIALS);
  }
  await throttle.recordSuccess({ ...attempt, userId: user.id });
  // Hashes made with older, cheaper parameters are upgraded while the password is at hand.
  const upgraded = needsRehash(user.password_hash, settings.passwordHashing) ? await hashPassword(input.password, settings.passwordHashing) : null;
  const now = clock.now();
  return db.transaction(async (tx) => {
    if (upgraded) await upgradePasswordHash(tx, user.id, upgraded);
    const familyId = await startTokenFamily(tx, user.id, input.clientId, now);
    return issueTokens(tx, { id: familyId, userId: user.id }, now, settings);
  });
}
