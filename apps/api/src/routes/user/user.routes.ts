import type { FastifyPluginAsync } from 'fastify';
import {
  DeleteUserResponse,
  ErrorResponse,
  FailureResponse,
  PASSWORDS_MUST_MATCH,
  ProfileUpdate,
  RegisterRequest,
  RegisterResponse,
  ToggleAlertForm,
  USER_ALREADY_EXISTS,
  UpdatePasswordForm,
  User,
  apiPaths,
} from '@planmywalk/contracts';
import { issueActivationCode } from '../../auth/activation.ts';
import type { AccountsContext } from '../../auth/context.ts';
import { hashPassword, passwordProblem } from '../../auth/passwords.ts';
import { revokeSessions } from '../../auth/tokens.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { activationEmail, emailChangedEmail, passwordChangedEmail } from '../../email/messages.ts';
import { enqueueEmail } from '../../email/outbox.ts';
import { isFileId } from '../../files/storage.ts';
import { conflict, unauthorized, unprocessable } from '../../http/http-error.ts';
import { FailureOrError, withSuccessFalse } from '../../http/success-false.ts';
import { presentUser } from './user.presenter.ts';
import { findUser } from './user.queries.ts';
import { INVALID_EMAIL, isValidEmail, normaliseEmail, notificationColumn, parseProfile } from './user.schema.ts';

const bearer = [{ bearerAuth: [] }];
const EMAIL_TAKEN = 'That email address is already used by another account.';

export const userRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { db, clock, settings } = ctx;

  /** The user as stored now; a token outliving its user (it cannot: cascade) would be a 401. */
  async function currentUser(userId: number) {
    const row = await findUser(db, userId);
    if (!row) throw unauthorized('Your account no longer exists.');
    return presentUser(row, settings.publicUrl);
  }

  app.post<{ Body: RegisterRequest }>(
    apiPaths.user,
    {
      // Validation failures are worded by the handler so they carry `success: false` too.
      attachValidation: true,
      schema: {
        tags: ['accounts'],
        summary: 'Register: create an account and email its activation code',
        description: `JSON. 409 \`{ success: false, error: '${USER_ALREADY_EXISTS}' }\` for a known email; 400/422 with the reason for bad input; 429 when one IP registers too often.`,
        body: RegisterRequest,
        response: {
          201: RegisterResponse,
          400: FailureOrError,
          409: FailureResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          422: FailureResponse,
          429: FailureResponse,
        },
      },
    },
    async (request, reply) =>
      withSuccessFalse(request, async () => {
        const { limiter } = ctx;
        await limiter.hit({ bucket: 'register-ip', key: request.ip, max: settings.rateLimits.perIpPerMinute, windowSeconds: 60 });
        const email = normaliseEmail(request.body.email);
        if (!isValidEmail(email)) throw unprocessable(INVALID_EMAIL);
        if (request.body.agreed_to_terms !== true) throw unprocessable('You must accept the privacy policies and terms of use.');
        const problem = passwordProblem(request.body.password, email);
        if (problem) throw unprocessable(problem);
        // Anyone may register; a taken email is answered before spending a hash on it.
        const [taken] = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
        if (taken) throw conflict(USER_ALREADY_EXISTS);
        const passwordHash = await hashPassword(request.body.password, settings.passwordHashing);
        const now = clock.now();
        try {
          await db.transaction(async (tx) => {
            const [user] = await tx.query<{ id: number }>(
              `INSERT INTO users (email, password_hash, terms_agreed_at, created_at, updated_at) VALUES ($1, $2, $3, $3, $3) RETURNING id`,
              [email, passwordHash, now],
            );
            if (!user) throw new Error('user was not created');
            const code = await issueActivationCode(tx, user.id, now);
            await enqueueEmail(tx, { ...activationEmail(email, code, settings.publicUrl), kind: 'activation', userId: user.id }, now);
          });
        } catch (error) {
          // Two registrations of one email at once: the second loses at the unique index.
          if (isUniqueViolation(error)) throw conflict(USER_ALREADY_EXISTS);
          throw error;
        }
        ctx.mailQueued();
        return reply.code(201).send({ success: true as const });
      }),
  );

  app.get(
    apiPaths.user,
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: User, 401: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      return currentUser(session.userId);
    },
  );

  app.put<{ Body: ProfileUpdate }>(
    apiPaths.user,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Update the profile (also completes profile setup: inited becomes true)',
        description:
          'JSON. First name, last name, gender and level are required; email, dob, portrait and phone keep their value when left out and are cleared by null. Changing the email tells the old address.',
        security: bearer,
        body: ProfileUpdate,
        response: { 200: User, 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const now = clock.now();
      const changes = parseProfile(request.body, now);
      const session = await ctx.auth.required(request);
      if (changes.portrait) {
        const id = changes.portrait.toLowerCase();
        const [file] = isFileId(id)
          ? await db.query<{ owner_id: number; kind: string }>('SELECT owner_id, kind FROM files WHERE id = $1::uuid', [id])
          : [];
        // Only the user's own images: another user's file id must not become a portrait.
        if (!file || file.owner_id !== session.userId || file.kind !== 'image') {
          throw unprocessable('The portrait must be an image you have uploaded.');
        }
      }
      let emailChanged = false;
      try {
        emailChanged = await db.transaction(async (tx) => {
          const [before] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1 FOR UPDATE', [session.userId]);
          if (!before) throw unauthorized('Your account no longer exists.');
          const newEmail = changes.email !== undefined && changes.email !== before.email ? changes.email : null;
          if (newEmail) {
            const [other] = await tx.query('SELECT 1 FROM users WHERE email = $1', [newEmail]);
            if (other) throw conflict(EMAIL_TAKEN);
          }
          await tx.query(
            `UPDATE users SET first_name = $2, last_name = $3, gender = $4, level = $5,
               email = COALESCE($6, email),
               dob = CASE WHEN $7::boolean THEN $8::date ELSE dob END,
               portrait_file_id = CASE WHEN $9::boolean THEN $10::uuid ELSE portrait_file_id END,
               phone = CASE WHEN $11::boolean THEN $12 ELSE phone END,
               inited = true, updated_at = $13
             WHERE id = $1`,
            [
              session.userId,
              changes.firstName,
              changes.lastName,
              changes.gender,
              changes.level,
              newEmail,
              changes.dob !== undefined,
              changes.dob ?? null,
              changes.portrait !== undefined,
              changes.portrait ?? null,
              changes.phone !== undefined,
              changes.phone ?? null,
              now,
            ],
          );
          if (newEmail) {
            await enqueueEmail(tx, { ...emailChangedEmail(before.email, newEmail), kind: 'email-changed', userId: session.userId }, now);
          }
          return newEmail !== null;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      if (emailChanged) ctx.mailQueued();
      return currentUser(session.userId);
    },
  );

  app.delete(
    apiPaths.user,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account and everything of it (files, sessions, queued mail)',
        security: bearer,
        response: { 200: DeleteUserResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const session = await ctx.auth.required(request);
      const fileIds = await db.transaction(async (tx) => {
        const files = await tx.query<{ id: string }>('SELECT id FROM files WHERE owner_id = $1', [session.userId]);
        // Tokens, codes, resets, files and queued mail go with the row (ON DELETE CASCADE).
        await tx.query('DELETE FROM users WHERE id = $1', [session.userId]);
        return files.map((f) => f.id);
      });
      // After the commit: a failed unlink leaves an unreachable file, never a broken record.
      for (const id of fileIds) {
        await ctx.files.remove(id).catch((error: unknown) => request.log.warn({ err: error, fileId: id }, 'could not delete a file'));
      }
      return { success: true as const };
    },
  );

  app.post<{ Body: UpdatePasswordForm }>(
    apiPaths.updatePassword,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; other devices are logged out',
        description: `Form (multipart or urlencoded) or JSON. 422 '${PASSWORDS_MUST_MATCH}' when the two differ, 422 when the password is too short or too common.`,
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        security: bearer,
        body: UpdatePasswordForm,
        response: { 200: User, 400: ErrorResponse, 401: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const { newpassword, repassword } = request.body;
      if (newpassword !== repassword) throw unprocessable(PASSWORDS_MUST_MATCH);
      const session = await ctx.auth.required(request);
      const user = await currentUser(session.userId);
      const problem = passwordProblem(newpassword, user.email);
      if (problem) throw unprocessable(problem);
      const passwordHash = await hashPassword(newpassword, settings.passwordHashing);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [session.userId, passwordHash, now]);
        // Whoever knew the old password is logged out everywhere but here.
        await revokeSessions(tx, session.userId, now, 'password changed', session.familyId);
        await enqueueEmail(tx, { ...passwordChangedEmail(user.email), kind: 'password-changed', userId: session.userId }, now);
      });
      ctx.mailQueued();
      return currentUser(session.userId);
    },
  );

  app.post<{ Body: ToggleAlertForm }>(
    apiPaths.toggleAlert,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Turn one notification setting on or off',
        description: 'Form (multipart or urlencoded) or JSON: toggledFieldName (e.g. fortyEightPriorEmail), toggledFieldValue 1 or 0.',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        security: bearer,
        body: ToggleAlertForm,
        response: { 200: User, 400: ErrorResponse, 401: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => {
      const column = notificationColumn(request.body.toggledFieldName);
      const session = await ctx.auth.required(request);
      // `column` comes from a fixed list, never from the request's text.
      await db.query(`UPDATE users SET ${column} = $2, alert_toggled = true, updated_at = $3 WHERE id = $1`, [
        session.userId,
        request.body.toggledFieldValue === '1',
        clock.now(),
      ]);
      return currentUser(session.userId);
    },
  );
};
