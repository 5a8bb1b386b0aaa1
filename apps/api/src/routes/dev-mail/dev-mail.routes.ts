import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { DevMailboxResponse, Text, devPaths, type DevMailboxMessage } from '@planmywalk/contracts';
import type { Database } from '../../db/database.ts';
import { escapeHtml } from '../../email/messages.ts';
import { listMail } from './dev-mail.queries.ts';
import { addressedToUs, fromThisMachine } from './this-machine.ts';

function page(messages: DevMailboxMessage[]): string {
  const items = messages.map(
    (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</p>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox · Plan My Walk</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1f2a2e; }
article { border: 1px solid #c9d1d3; border-radius: 8px; padding: 0 1rem; margin: 1rem 0; }
.meta { color: #5b676b; font-size: 0.9rem; }
pre { white-space: pre-wrap; font-size: 0.95rem; }
</style></head>
<body>
<h1>Development mailbox</h1>
<p>Emails the API would have sent (no SMTP_URL is set), newest first. Reload to see new ones.</p>
${items.length > 0 ? items.join('\n') : '<p>No emails yet.</p>'}
</body></html>`;
}

/**
 * The development mailbox, registered only when mail goes to it (no SMTP_URL): the JSON
 * list for tools and end-to-end tests, and a page where a new user reads their code.
 * Messages are shown as escaped text; their HTML is never rendered here.
 *
 * It holds every activation code and password reset link, so it answers only the
 * person running the product on this machine (`fromThisMachine`), and only when they
 * asked for it by this server's own name (`addressedToUs`: not a page of another site
 * that pointed its name at 127.0.0.1); to anyone else it does not exist (404), unless
 * the operator made it public (DEV_MAILBOX_PUBLIC), when anyone may read it anyway.
 */
export const devMailRoutes: FastifyPluginAsync<{ db: Database; public: boolean; publicUrl: string }> = async (app, options) => {
  const { db } = options;
  const Query = Type.Object({ to: Type.Optional(Text({ maxLength: 254 })) });
  if (!options.public) {
    // Answered as any unknown path is (the server's not-found handler), so nothing tells it is there.
    app.addHook('onRequest', (request, reply, done) => {
      if (fromThisMachine(request) && addressedToUs(request, options.publicUrl)) done();
      else reply.callNotFound();
    });
  }

  app.get<{ Querystring: { to?: string } }>(
    devPaths.mailbox,
    // Not part of api/v1: kept out of the OpenAPI document.
    { schema: { hide: true, querystring: Query, response: { 200: DevMailboxResponse } } },
    async (request) => listMail(db, request.query.to),
  );

  app.get<{ Querystring: { to?: string } }>(devPaths.mail, { schema: { hide: true, querystring: Query } }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(page(await listMail(db, request.query.to))),
  );
};
