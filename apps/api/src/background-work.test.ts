import { afterEach, describe, expect, it, vi } from 'vitest';
import { readOperationsEnv } from './config/operations-env.ts';
import { startBackgroundWork } from './start.ts';
import { openTestServer, type TestServer } from './testing/test-server.ts';

interface LogLine {
  level: number;
  msg: string;
  backgroundWork?: string[];
  elsewhere?: string[];
}

function logSink() {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  return { lines, logger: { level: 'info', stream } };
}

const WARN = 40;

describe('which background work a process runs (BACKGROUND_WORK, ADR 063)', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.close();
  });

  /** A server whose jobs only record that they ran. */
  async function serverWithWork(value: Record<string, string>) {
    const sink = logSink();
    const ran = new Set<string>();
    const s = await openTestServer({
      logger: sink.logger,
      mail: { pollIntervalMs: 20 },
      beforeReady: async (app) => {
        // The real jobs are left in place but must not be what the test waits on: spy on each one's run.
        for (const name of ['email-outbox', 'housekeeping', 'feeds', 'trip-notifications']) {
          const job = (app.worker as unknown as { jobs: { name: string; run: () => Promise<unknown> }[] }).jobs.find((j) => j.name === name);
          if (!job) throw new Error(`no job ${name}`);
          job.run = async () => void ran.add(name);
        }
      },
    });
    servers.push(s);
    const started = startBackgroundWork(s.app, readOperationsEnv(value).backgroundWork);
    return { s, ran, started, lines: sink.lines };
  }

  it('given nothing set, runs every part and says so', async () => {
    const { s, ran, started, lines } = await serverWithWork({});
    expect(started).toEqual(['email-outbox', 'housekeeping', 'feeds', 'trip-notifications']);
    await vi.waitFor(() => expect([...ran].sort()).toEqual(['email-outbox', 'feeds', 'housekeeping', 'trip-notifications']));
    const line = lines.find((l) => l.msg.startsWith('this process runs'));
    expect(line).toMatchObject({ backgroundWork: ['email', 'trips', 'feeds', 'housekeeping'], elsewhere: [] });
    expect(line?.msg).toMatch(/^this process runs all the background work: email .*; trips .*; feeds .*; housekeeping/);
    expect(s.app.worker.started).toBe(true);
  });

  it('given BACKGROUND_WORK=email,trips, runs only the outbox and the trip notifications, naming what another process must run', async () => {
    const { ran, started, lines } = await serverWithWork({ BACKGROUND_WORK: 'email,trips' });
    expect(started).toEqual(['email-outbox', 'trip-notifications']);
    await vi.waitFor(() => expect(ran.size).toBe(2));
    // Several more ticks: the other parts still never run.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect([...ran].sort()).toEqual(['email-outbox', 'trip-notifications']);
    expect(lines.find((l) => l.msg.startsWith('this process runs'))?.msg).toMatch(/another process must run feeds, housekeeping$/);
  });

  it('given BACKGROUND_WORK=none (a web-only replica), starts no worker and warns that another process must run it all, or no overdue alert is sent', async () => {
    const { s, ran, started, lines } = await serverWithWork({ BACKGROUND_WORK: 'none' });
    expect(started).toEqual([]);
    expect(s.app.worker.started).toBe(false);
    expect(s.app.worker.jobsRunning()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran.size).toBe(0);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: WARN,
        msg: 'this process runs no background work: another process must run email, trips, feeds and housekeeping, or no overdue alert is sent',
      }),
    );
    // Such a replica is ready: it has no worker to stall.
    expect((await s.app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
  });

  it('given the deprecated MAIL_WORKER=false, runs none and warns what to write instead', async () => {
    const { started, lines } = await serverWithWork({ MAIL_WORKER: 'false' });
    expect(started).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: WARN, msg: expect.stringMatching(/^MAIL_WORKER is deprecated.*BACKGROUND_WORK=none instead$/) }));
  });
});
