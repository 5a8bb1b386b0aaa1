import type { FastifyPluginAsync } from 'fastify';
import {
  ACTIVATION_CODE_LENGTH,
  ActivateRequest,
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  ErrorResponse,
  FORGOT_PASSWORD_MESSAGE,
  FailureResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  RESET_TOKEN_EXPIRED,
  ResetPasswordRequest,
  SuccessResponse,
  UndoEmailChangeRequest,
  UndoEmailChangeResponse,
  apiPaths,
} from '@planmywalk/contracts';
import { normaliseActivationCode } from '../../auth/activation.ts';
import type { AccountsContext } from '../../auth/context.ts';
import { activateAccount } from '../../commands/accounts/activateAccount.ts';
import { confirmEmailChange } from '../../commands/accounts/confirmEmailChange.ts';
import { requestPasswordReset } from '../../commands/accounts/requestPasswordReset.ts';
import { resetPassword } from '../../commands/accounts/resetPassword.ts';
import { undoEmailChange } from '../../commands/accounts/undoEmailChange.ts';
import { unprocessable } from '../../http/http-error.ts';
import { FailureOrError, withSuccessFalse } from '../../http/success-false.ts';
import { parseEmail } from '../../http/parse-email.ts';

export const accountRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const { settings, limiter } = ctx;
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
      await activateAccount(ctx, { code, sessionUserId: session?.userId ?? null });
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
      const email = parseEmail(request.body.email);
      await requestPasswordReset(ctx, { email });
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

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
        await resetPassword(ctx, { token, password, ip: request.ip });
        return { success: true as const };
      }),
  );

  app.post<{ Body: ConfirmEmailRequest }>(
    apiPaths.confirmEmail,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm a new email address with the link sent to it; the change takes effect',
        description:
          'JSON `{ token }` from the link `/account/confirm-email?token=…` (24 hours, once); no session needed. 400 when the link is unknown, used, withdrawn or expired; 409 when the address has been taken meanwhile. Rate-limited per IP.',
        body: ConfirmEmailRequest,
        response: { 200: ConfirmEmailResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await limiter.hit(perIp('email-link-ip', request.ip));
      const { email } = await confirmEmailChange(ctx, { token: request.body.token });
      reply.header('cache-control', 'no-store');
      return { success: true as const, email };
    },
  );

  app.post<{ Body: UndoEmailChangeRequest }>(
    apiPaths.undoEmailChange,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Undo an email change with the link sent to the old address (before or after it was confirmed)',
        description: [
          'JSON `{ token }` from the link `/account/undo-email-change?token=…` (14 days); no session needed.',
          'The old address is the account\'s again, every other change is withdrawn, every session ends and the password stops working;',
          'the answer\'s `recovery_token` sets a new one with POST /api/v1/reset-password (1 hour). 400 when the link is unknown, used or expired. Rate-limited per IP.',
        ].join(' '),
        body: UndoEmailChangeRequest,
        response: { 200: UndoEmailChangeResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await limiter.hit(perIp('email-link-ip', request.ip));
      const { email, recoveryToken } = await undoEmailChange(ctx, { token: request.body.token, ip: request.ip });
      // The answer holds a reset token: never cached.
      reply.header('cache-control', 'no-store');
      return { success: true as const, email, recovery_token: recoveryToken };
    },
  );
};
