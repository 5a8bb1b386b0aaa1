import type { FastifyPluginAsync } from 'fastify';
import {
  ACTIVATION_CODE_LENGTH,
  ActivateRequest,
  ErrorResponse,
  FORGOT_PASSWORD_MESSAGE,
  FailureResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  RESET_TOKEN_EXPIRED,
  ResetPasswordRequest,
  SuccessResponse,
  apiPaths,
} from '@planmywalk/contracts';
import { issueActivationCode, normaliseActivationCode } from '../../auth/activation.ts';
import type { AccountsContext } from '../../auth/context.ts';
import { hashPassword, passwordProblem } from '../../auth/passwords.ts';
import { newSecret, revokeSessions, sha256 } from '../../auth/tokens.ts';
import type { Queryable } from '../../db/database.ts';
import { activationEmail, passwordChangedEmail, passwordResetEmail } from '../../email/messages.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { badRequest, unprocessable } from '../../http/http-error.ts';
import { FailureOrError, withSuccessFalse } from '../../http/success-false.ts';
import { addSeconds } from '../../lib/clock.ts';
import { INVALID_EMAIL, isValidEmail, normaliseEmail } from '../user/user.schema.ts';

export const RESET_TOKEN_TTL_SECONDS = 3600;
export const CODE_NOT_VALID = 'That activation code is not valid. Please check the code in your email.';
export const CODE_EXPIRED = 'That activation code has expired. We have sent a new code to your email.';
export const RESET_TOKEN_NOT_VALID = 'This password reset link is not valid or has already been used. Please ask for a new one.';

type ResetLookup = { kind: 'ok'; userId: number; email: string } | { kind: 'unknown' } | { kind: 'expired' };

export const accountRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { db, clock, settings, limiter } = ctx;
  const perIp = (bucket: string, ip: string) => ({ bucket, key: ip, max: settings.rateLimits.perIpPerMinute, windowSeconds: 60 });

  app.post<{ Body: ActivateRequest }>(
    apiPaths.activate,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the email with the activation code',
        description:
          'JSON `{ code }`; a bearer token is optional (with one, the code must be that user’s). An expired code is answered 422 and a new code is emailed. Rate-limited per IP.',
        security: [{}, { bearerAuth: [] }],
        body: ActivateRequest,
        response: { 200: SuccessResponse, 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const code = normaliseActivationCode(request.body.code);
      const session = await ctx.auth.optional(request);
      // Counted before the code is looked at: guessing codes costs attempts.
      await limiter.hit(perIp('activate-ip', request.ip));
      if (code.length !== ACTIVATION_CODE_LENGTH) throw unprocessable(`The activation code has ${ACTIVATION_CODE_LENGTH} characters.`);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ user_id: number; expires_at: Date; email: string }>(
          `SELECT c.user_id, c.expires_at, u.email FROM activation_codes c JOIN users u ON u.id = c.user_id
           WHERE c.code_hash = $1 FOR UPDATE OF c`,
          [sha256(code)],
        );
        // With a session, someone else's code does not activate this account (nor theirs).
        if (!row || (session && session.userId !== row.user_id)) return 'invalid' as const;
        if (row.expires_at.getTime() <= now.getTime()) {
          // There is no "send again" call in the spec: an expired code gets a fresh one.
          const fresh = await issueActivationCode(tx, row.user_id, now);
          await enqueueEmail(tx, { ...activationEmail(row.email, fresh, settings.publicUrl), kind: 'activation', userId: row.user_id }, now);
          return 'expired' as const;
        }
        await tx.query('UPDATE users SET verified = true, verified_at = COALESCE(verified_at, $2), updated_at = $2 WHERE id = $1', [
          row.user_id,
          now,
        ]);
        await tx.query('DELETE FROM activation_codes WHERE user_id = $1', [row.user_id]);
        return 'activated' as const;
      });
      if (outcome === 'expired') {
        ctx.mailQueued();
        throw unprocessable(CODE_EXPIRED);
      }
      if (outcome === 'invalid') throw unprocessable(CODE_NOT_VALID);
      return { success: true as const };
    },
  );

  app.post<{ Body: ForgotPasswordRequest }>(
    apiPaths.forgotPassword,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Email a password reset link',
        description: `JSON \`{ email }\`. Always answers \`{ message: '${FORGOT_PASSWORD_MESSAGE}' }\`, whether or not the email has an account. The link works once, for 1 hour. Rate-limited per IP; at most a few emails per address per hour.`,
        body: ForgotPasswordRequest,
        response: { 200: ForgotPasswordResponse, 400: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      await limiter.hit(perIp('forgot-ip', request.ip));
      const email = normaliseEmail(request.body.email);
      if (!isValidEmail(email)) throw unprocessable(INVALID_EMAIL);
      // Counted for every address, known or not, so both paths do the same work up to here;
      // past the limit the answer is the same but nothing is sent (no inbox flooding).
      const withinLimit = await limiter.allow({ bucket: 'reset-email', key: email, max: settings.rateLimits.resetEmailsPerHour, windowSeconds: 3600 });
      const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
      if (user && withinLimit) {
        const token = newSecret();
        const now = clock.now();
        await db.transaction(async (tx) => {
          await tx.query('INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
            sha256(token),
            user.id,
            addSeconds(now, RESET_TOKEN_TTL_SECONDS),
            now,
          ]);
          await enqueueEmail(tx, { ...passwordResetEmail(email, token, settings.publicUrl), kind: 'password-reset', userId: user.id }, now);
        });
        ctx.mailQueued();
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  async function lookUpReset(tx: Queryable, token: string, now: Date, lock: boolean): Promise<ResetLookup> {
    const [row] = await tx.query<{ user_id: number; expires_at: Date; used_at: Date | null; email: string }>(
      `SELECT r.user_id, r.expires_at, r.used_at, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
       WHERE r.token_hash = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
      [sha256(token)],
    );
    if (!row || row.used_at !== null) return { kind: 'unknown' };
    if (row.expires_at.getTime() <= now.getTime()) return { kind: 'expired' };
    return { kind: 'ok', userId: row.user_id, email: row.email };
  }

  function failIfNotOk(found: ResetLookup): asserts found is Extract<ResetLookup, { kind: 'ok' }> {
    if (found.kind === 'expired') throw badRequest(RESET_TOKEN_EXPIRED);
    if (found.kind === 'unknown') throw badRequest(RESET_TOKEN_NOT_VALID);
  }

  app.post<{ Body: ResetPasswordRequest }>(
    apiPaths.resetPassword,
    {
      // Validation failures are worded by the handler so they carry `success: false` too.
      attachValidation: true,
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token from the reset email; every session ends',
        description: `JSON \`{ password, token }\`. Fails with \`{ success: false, error }\`: '${RESET_TOKEN_EXPIRED}' for an expired token, another text for an unknown or used one, 422 for a weak password.`,
        body: ResetPasswordRequest,
        response: { 200: SuccessResponse, 400: FailureOrError, 413: ErrorResponse, 415: ErrorResponse, 422: FailureResponse, 429: FailureResponse },
      },
    },
    async (request) =>
      withSuccessFalse(request, async () => {
        const { password, token } = request.body;
        await limiter.hit(perIp('reset-ip', request.ip));
        const now = clock.now();
        // The token is checked first, so a bad link is not answered with a password complaint.
        const found = await lookUpReset(db, token, now, false);
        failIfNotOk(found);
        const problem = passwordProblem(password, found.email);
        if (problem) throw unprocessable(problem);
        const passwordHash = await hashPassword(password, settings.passwordHashing);
        await db.transaction(async (tx) => {
          // Again under a row lock: two uses of one link at once must not both succeed.
          const locked = await lookUpReset(tx, token, now, true);
          failIfNotOk(locked);
          // The link reached the inbox, which proves the address as well as an activation code does.
          await tx.query(
            'UPDATE users SET password_hash = $2, verified = true, verified_at = COALESCE(verified_at, $3), updated_at = $3 WHERE id = $1',
            [locked.userId, passwordHash, now],
          );
          // Single use, and older links of the same user stop working too.
          await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [locked.userId, now]);
          await revokeSessions(tx, locked.userId, now, 'password reset');
          await enqueueEmail(tx, { ...passwordChangedEmail(locked.email), kind: 'password-changed', userId: locked.userId }, now);
        });
        ctx.mailQueued();
        return { success: true as const };
      }),
  );
};
