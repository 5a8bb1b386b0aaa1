/**
 * A stand-in for Twilio's REST API over real HTTPS (ADR 065): a node:https server on a
 * loopback port with a certificate made for it by openssl at test time, trusted only by
 * the sender under test (its `ca`), never by turning TLS checks off. It records every
 * request as Twilio would see it (path, Basic auth, form fields) and answers as the test
 * scripts it: 201 with a message sid by default, or an error, or nothing at all.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './smtp.ts';

export interface TwilioRequest {
  method: string;
  path: string;
  /** The decoded Basic credentials, 'AccountSid:AuthToken'; null without Basic auth. */
  basic: string | null;
  contentType: string | undefined;
  form: Record<string, string>;
  /** The status the double answered; null while it hangs. */
  answered: number | null;
}

/** What the double answers one request with: a status and JSON body, or 'hang' (no answer, for a timeout). */
export type TwilioAnswer = { status: number; body: unknown } | 'hang';

/** Twilio's own error body for an invalid 'To' number. */
export const INVALID_NUMBER: TwilioAnswer = {
  status: 400,
  body: { code: 21211, message: "The 'To' number +6420 is not a valid phone number.", more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 },
};
export const SERVER_ERROR: TwilioAnswer = { status: 500, body: { code: 20500, message: 'Internal Server Error', more_info: 'https://www.twilio.com/docs/errors/20500', status: 500 } };

/** A certificate authority of one: a self-signed certificate for localhost and 127.0.0.1, with its key. */
export function selfSignedCertificate(): { cert: string; key: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pmw-twilio-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'), key: readFileSync(path.join(dir, 'key.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export class TwilioDouble {
  readonly requests: TwilioRequest[] = [];
  /** Answers for the next requests, in order; then 201 with a new sid. */
  readonly script: TwilioAnswer[] = [];
  private server: Server | null = null;
  private hanging: Array<() => void> = [];
  private sids = 0;

  private constructor(
    readonly certificate: { cert: string; key: string },
    readonly port: number,
  ) {}

  get url(): string {
    return `https://127.0.0.1:${this.port}`;
  }

  /** The messages Twilio took (answered 201), as their form fields. */
  get delivered(): Array<Record<string, string>> {
    return this.requests.filter((r) => r.answered === 201).map((r) => r.form);
  }

  static async start(certificate = selfSignedCertificate()): Promise<TwilioDouble> {
    const double = new TwilioDouble(certificate, await freePort());
    await double.listen();
    return double;
  }

  private listen(): Promise<void> {
    const server = createServer({ cert: this.certificate.cert, key: this.certificate.key }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const auth = req.headers.authorization;
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        const request: TwilioRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          basic: auth?.startsWith('Basic ') ? Buffer.from(auth.slice(6), 'base64').toString('utf8') : null,
          contentType: req.headers['content-type'],
          form,
          answered: null,
        };
        this.requests.push(request);
        const answer = this.script.shift() ?? { status: 201, body: { sid: `SM${String((this.sids += 1)).padStart(32, '0')}`, status: 'queued', to: form.To, body: form.Body } };
        if (answer === 'hang') {
          this.hanging.push(() => res.destroy());
          return;
        }
        request.answered = answer.status;
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    for (const hang of this.hanging.splice(0)) hang();
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
