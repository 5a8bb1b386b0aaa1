/**
 * The mail provider's bounce webhook (ADR 064): POST /api/v1/email/bounces. It exists only
 * when EMAIL_WEBHOOK_SECRET is set, and answers only a caller that sends that secret,
 * as `Authorization: Bearer <secret>` or `X-Webhook-Secret: <secret>` (Postmark's
 * webhooks take custom headers), compared in constant time before the body is read.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorResponse, apiPaths } from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { reportBounces } from '../../commands/email/reportBounces.ts';
import { readBounceReport } from '../../email/bounce-reports.ts';
import { HttpError } from '../../http/http-error.ts';
import { sentSecret, sharedSecretCheck } from '../../http/shared-secret.ts';

const Answer = Type.Object(
  {
    marked: Type.Integer({ description: 'Hard bounces: addresses now marked undeliverable.' }),
    ignored: Type.Integer({ description: 'Soft bounces and other records, read and left.' }),
  },
  { title: 'BounceReportAnswer', additionalProperties: false },
);

/** A delivery status text is small; a report of a hundred JSON records well under this. */
const TEXT_BODY_BYTES = 64 * 1024;

export const emailBounceRoutes: FastifyPluginAsync<{ ctx: AccountsContext; secret: string }> = async (app, { ctx, secret }) => {
  const holdsSecret = sharedSecretCheck(secret);

  // The raw RFC 3464 text, in this route only (elsewhere text is refused with 415).
  for (const type of ['text/plain', 'message/delivery-status']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: TEXT_BODY_BYTES }, (_request, body, done) => done(null, String(body)));
  }

  app.post(
    apiPaths.emailBounces,
    {
      onRequest: async (request) => {
        if (!holdsSecret(sentSecret(request.headers, 'x-webhook-secret'))) throw new HttpError(401, 'This webhook needs the shared secret (EMAIL_WEBHOOK_SECRET)');
      },
      schema: {
        tags: ['email'],
        summary: "The mail provider's bounce reports: hard bounces mark an address undeliverable",
        description: [
          'Only when EMAIL_WEBHOOK_SECRET is set (otherwise 404). Send the secret as `Authorization: Bearer <secret>` or',
          '`X-Webhook-Secret: <secret>`; without it, 401. Takes: a delivery status as JSON, one or a list of',
          "`{ recipient, action, status, diagnostic? }`; the RFC 3464 delivery status text (Final-Recipient, Action, Status,",
          'Diagnostic-Code) as message/delivery-status or text/plain; or Postmark\'s bounce webhook, one or a list of',
          "`{ RecordType: 'Bounce', Type, Email, Description, Details }`. Action failed with a 5.x.x status, and Postmark's",
          'HardBounce and BadEmailAddress, mark the address; soft bounces (4.x.x, delayed, SoftBounce…) are left.',
          'The walker whose plan has the address as its emergency contact is emailed once per plan. 400 for anything else (nothing changes).',
        ].join(' '),
        consumes: ['application/json', 'message/delivery-status', 'text/plain'],
        response: { 200: Answer, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const report = readBounceReport(request.body);
      if (!report.ok) throw new HttpError(400, `Not a bounce report: ${report.error}`);
      return reportBounces(ctx, report.notices);
    },
  );
};
