import { USER_ALREADY_EXISTS } from '@planmywalk/contracts';
import { issueActivationCode } from '../../auth/activation.ts';
import { hashPassword, passwordProblem } from '../../auth/passwords.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { activationEmail } from '../../email/messages.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { conflict, unprocessable } from '../../http/http-error.ts';
import type { CommandContext } from '../context.ts';
import { insertUser, isEmailTaken } from './accounts.queries.ts';

export interface RegisterUserInput {
  /** Normalised (trimmed, lower-case) and checked to look like an address. */
  email: string;
  password: string;
}

/**
 * Creates an unverified account and queues its activation email in the same
 * transaction. A taken email is a 409 'user already exists' (also when two
 * registrations of one address race: the second loses at the unique index).
 */
export async function registerUser(ctx: CommandContext, input: RegisterUserInput): Promise<{ userId: number }> {
  const { db, clock, settings } = ctx;
  const problem = passwordProblem(input.password, input.email);
  if (problem) throw unprocessable(problem);
  const now = clock.now();
  // Answered before spending a hash on it.
  if (await isEmailTaken(db, input.email, now)) throw conflict(USER_ALREADY_EXISTS);
  const passwordHash = await hashPassword(input.password, settings.passwordHashing);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const id = await insertUser(tx, { email: input.email, passwordHash, now });
      const code = await issueActivationCode(tx, id, now);
      await enqueueEmail(tx, { ...activationEmail(input.email, code, settings.publicUrl), kind: 'activation', userId: id }, now);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(USER_ALREADY_EXISTS);
    throw error;
  }
  ctx.mailQueued();
  return { userId };
}
