/** A real SMTP server on a loopback port for the outbox tests (smtp-server), and a free port to put it on. */
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port, recording what it is given. */
export class TestSmtp {
  readonly received: Received[] = [];
  private server: SMTPServer | null = null;
  /** Recipients it refuses with 550 (a permanent failure). */
  refuse = new Set<string>();
  /**
   * Recipients whose message it refuses after the data with 554 (a permanent failure that
   * is about the message, not the address: spam, policy).
   */
  refuseData = new Set<string>();
  /**
   * A slow mail server: it holds each message this long after taking its data before it
   * answers 250. The message is recorded as received first, as a server that has it would
   * deliver it even if the client went away before hearing back (at-least-once, ADR 062).
   */
  delayMs = 0;

  constructor(readonly port: number) {}

  start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no certificate to trust in tests.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refuse.has(address.address)) {
          const error = Object.assign(new Error('No such user here'), { responseCode: 550 });
          return callback(error);
        }
        return callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (session.envelope.rcptTo.some((r) => this.refuseData.has(r.address))) {
            return callback(Object.assign(new Error('Message refused by policy'), { responseCode: 554 }));
          }
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          if (this.delayMs > 0) setTimeout(() => callback(), this.delayMs);
          else callback();
        });
      },
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** The Message-ID header of each message received, in order. */
  messageIds(): string[] {
    return this.received.map((r) => /^Message-ID: (.*)$/im.exec(r.raw)?.[1]?.trim() ?? '');
  }

  /** The messages to an address, with quoted-printable encoding (soft breaks, =3D) undone. */
  to(address: string): string[] {
    return this.received
      .filter((r) => r.to.includes(address))
      .map((r) => r.raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  }
}

/** True when a server could listen on `port` of the loopback address right now. */
function canListen(port: number): Promise<number | null> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(null));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : null));
    });
  });
}

/**
 * A loopback port nothing listens on (yet). On a machine shared with others the tests may
 * be held to a range, `TEST_PORTS=8400-8499`: a port is then picked in it (from a random
 * start, so two test files rarely pick the same one); otherwise any the system gives.
 */
export async function freePort(): Promise<number> {
  const range = process.env.TEST_PORTS?.trim();
  if (!range) {
    const port = await canListen(0);
    if (port === null) throw new Error('no free loopback port');
    return port;
  }
  const match = /^(\d+)-(\d+)$/.exec(range);
  const [low, high] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(low > 0 && high >= low && high <= 65535)) throw new Error(`TEST_PORTS must be a range such as 8400-8499, got '${range}'`);
  const size = high - low + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = low + ((start + i) % size);
    if ((await canListen(port)) !== null) return port;
  }
  throw new Error(`no free loopback port in TEST_PORTS=${range}`);
}
