import type { FastifyPluginAsync } from 'fastify';
import { ErrorResponse, FEEDBACK_PER_IP_PER_HOUR, FEEDBACK_SENT, FEEDBACK_TOO_MANY, FeedbackInput, FeedbackResponse, apiPaths } from '@planmywalk/contracts';
import type { AccountsContext } from '../../auth/context.ts';
import { sendFeedback } from '../../commands/feedback/sendFeedback.ts';
import { jsonBodyValidatorCompiler } from '../../http/json-body-validation.ts';

/** Feedback about the app (spec part 2 §7 POST feedback), from guests and signed-in users alike. */
export const feedbackRoutes: FastifyPluginAsync<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  app.post<{ Body: FeedbackInput }>(
    apiPaths.appFeedback,
    {
      validatorCompiler: jsonBodyValidatorCompiler,
      schema: {
        tags: ['app'],
        summary: 'Send feedback about the app; it is stored and emailed to the council',
        description: [
          'JSON: rating (0 to 10), category (problem, suggestion, compliment, other), comments (1 to 1000 characters),',
          'email (optional; blank is none) and device_info (optional). A bearer token is optional: with one, the feedback',
          `records who sent it. 422 for blank comments or a bad email. At most ${FEEDBACK_PER_IP_PER_HOUR} an hour from one IP (429).`,
        ].join(' '),
        security: [{}, { bearerAuth: [] }],
        body: FeedbackInput,
        response: { 201: FeedbackResponse, 400: ErrorResponse, 401: ErrorResponse, 422: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const session = await ctx.auth.optional(request);
      // Each one is an email to the council: counted per connection, before anything is stored.
      await ctx.limiter.hit({ bucket: 'feedback-ip', key: request.ip, max: FEEDBACK_PER_IP_PER_HOUR, windowSeconds: 3600, message: FEEDBACK_TOO_MANY });
      await sendFeedback(ctx, { userId: session?.userId ?? null, feedback: request.body });
      return reply.code(201).send({ success: true as const, message: FEEDBACK_SENT });
    },
  );
};
