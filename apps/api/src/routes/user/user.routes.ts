import type { FastifyPluginAsync } from 'fastify';
import {
  CURRENT_PASSWORD_REQUIRED,
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
  WRONG_CURRENT_PASSWORD,
  apiPaths,
} from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { changePassword } from '../../commands/accounts/changePassword.ts';
import { deleteAccount } from '../../commands/accounts/deleteAccount.ts';
import { registerUser } from '../../commands/accounts/registerUser.ts';
import { toggleNotification } from '../../commands/accounts/toggleNotification.ts';
import { updateProfile } from '../../commands/accounts/updateProfile.ts';
import { unprocessable } from '../../http/http-error.ts';
import { FailureOrError, withSuccessFalse } from '../../http/success-false.ts';
import { currentUser as readCurrentUser } from './current-user.ts';
import { parseEmail } from '../../http/parse-email.ts';
import { parseNotificationField, parseProfile } from './user.schema.ts';

const bearer = [{ bearerAuth: [] }];

export const userRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { clock, settings } = ctx;

  const currentUser = (userId: number) => readCurrentUser(ctx, userId);

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
        await ctx.limiter.hit({ bucket: 'register-ip', key: request.ip, max: settings.rateLimits.perIpPerMinute, windowSeconds: 60 });
        const email = parseEmail(request.body.email);
        if (request.body.agreed_to_terms !== true) throw unprocessable('You must accept the privacy policies and terms of use.');
        await registerUser(ctx, { email, password: request.body.password });
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
        description: [
          'JSON. First name, last name, gender and level are required; email, dob, portrait and phone keep their value when left out and are cleared by null.',
          `A different email needs \`current_password\` (422 '${CURRENT_PASSWORD_REQUIRED}'; 403 '${WRONG_CURRENT_PASSWORD}', counted like a failed login, 429 when throttled)`,
          'and is not taken at once: a link goes to the new address (answered as `pending_email` until POST /api/v1/confirm-email), and the old address is told, with an undo link.',
          'Sending the current email withdraws a pending change. 409 when the address is another account\'s; 429 after a few email or password changes in an hour.',
        ].join(' '),
        security: bearer,
        body: ProfileUpdate,
        response: { 200: User, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const changes = parseProfile(request.body, clock.now());
      const session = await ctx.auth.required(request);
      await updateProfile(ctx, { userId: session.userId, ...changes, currentPassword: request.body.current_password, ip: request.ip });
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
      await deleteAccount(ctx, { userId: session.userId });
      return { success: true as const };
    },
  );

  app.post<{ Body: UpdatePasswordForm }>(
    apiPaths.updatePassword,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the password, given the current one; other devices are logged out',
        description: [
          `Form (multipart or urlencoded) or JSON: currentpassword, newpassword, repassword. 403 '${WRONG_CURRENT_PASSWORD}' (counted like a failed login; 429 when throttled);`,
          `422 '${PASSWORDS_MUST_MATCH}' when the two differ, 422 when the password is too short or too common; 429 after a few email or password changes in an hour.`,
        ].join(' '),
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        security: bearer,
        body: UpdatePasswordForm,
        response: {
          200: User,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          422: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { currentpassword, newpassword, repassword } = request.body;
      if (newpassword !== repassword) throw unprocessable(PASSWORDS_MUST_MATCH);
      const session = await ctx.auth.required(request);
      await changePassword(ctx, { userId: session.userId, familyId: session.familyId, currentPassword: currentpassword, newPassword: newpassword, ip: request.ip });
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
      const field = parseNotificationField(request.body.toggledFieldName);
      const session = await ctx.auth.required(request);
      await toggleNotification(ctx, { userId: session.userId, field, on: request.body.toggledFieldValue === '1' });
      return currentUser(session.userId);
    },
  );
};
