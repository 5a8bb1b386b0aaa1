/**
 * DEV_CLOCK's route (end-to-end tests only, ADR 057): POST /dev/clock moves the server's
 * clock forward and runs the trip notifications and the outbox at the new time, so a
 * journey can publish a trip, pass its planned end and its grace, and read what the
 * emergency contact reads, in minutes. Like the development mailbox, it answers only a
 * program on this machine, and does not exist unless DEV_CLOCK is set.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { devPaths } from '@planmywalk/contracts';
import type { AdjustableClock } from '../../lib/clock.ts';
import { fromThisMachine } from '../dev-mail/this-machine.ts';

const Body = Type.Object({ advance_minutes: Type.Integer({ minimum: 1, maximum: 60 * 24 * 60 }) }, { additionalProperties: false });
const Answer = Type.Object({ now: Type.String({ format: 'date-time' }) }, { additionalProperties: false });

export const devClockRoutes: FastifyPluginAsync<{ clock: AdjustableClock }> = async (app, { clock }) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (fromThisMachine(request)) done();
    else reply.callNotFound();
  });

  app.get(devPaths.clock, { schema: { hide: true, response: { 200: Answer } } }, async () => ({ now: clock.now().toISOString() }));

  app.post<{ Body: { advance_minutes: number } }>(devPaths.clock, { schema: { hide: true, body: Body, response: { 200: Answer } } }, async (request) => {
    clock.advance(request.body.advance_minutes * 60_000);
    // What has fallen due at the new time happens now, as the worker's next tick would do it.
    await app.tripWatch.run();
    app.worker.wake();
    return { now: clock.now().toISOString() };
  });
};
