/**
 * nginx (Debian's package) in front of API replicas, for the rolling-restart test: run as a
 * child process in the foreground with a generated config in a temp folder, so nothing of
 * the machine's own nginx (if any) is touched. Installed with the repository's apt_install
 * helper when missing, as with-postgres.sh installs PostgreSQL; when it cannot be, the
 * caller skips and says why.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../config/env.ts';

const NGINX = '/usr/sbin/nginx';

/** The nginx binary, installing it when missing; or why it cannot be had. */
export function ensureNginx(): { ok: true } | { ok: false; reason: string } {
  if (existsSync(NGINX)) return { ok: true };
  const install = spawnSync('bash', ['-c', 'source scripts/lib/common.sh && apt_install nginx'], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 180_000 });
  if (existsSync(NGINX)) return { ok: true };
  return { ok: false, reason: `nginx is not installed and apt_install nginx failed (${install.error?.message ?? `exit ${install.status}`}: ${install.stderr.trim().slice(-300)})` };
}

export interface Nginx {
  url: string;
  /** The access log: one line per client request, with every upstream tried and its status. */
  accessLog(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * The proxy's choices, and why (docs/operations.md, ADR 066):
 * - `proxy_next_upstream error timeout http_502 http_503`, without `non_idempotent`: a
 *   request is passed to the other replica when this one refused the connection (always
 *   safe: nothing was sent), or, for GET/PUT/DELETE, when it failed or answered 502/503.
 *   A POST that reached a replica is never sent twice by the proxy: a plan's create has no
 *   key to recognise a repeat, so only the client may decide to retry it.
 * - `proxy_next_upstream_tries 2`: one other replica, not a loop.
 * - No upstream keep-alive: each request its own connection, so a replica that closes
 *   refuses new connections instead of dropping a request on a reused one.
 */
export async function startNginx(listenPort: number, upstreams: string[]): Promise<Nginx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pmw-nginx-'));
  // Workers run as nobody when nginx starts as root: they must reach the temp folders.
  await chmod(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(dir, sub));
    await chmod(path.join(dir, sub), 0o777);
  }
  const config = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstreams '$request_method $request_uri $status upstreams=$upstream_addr statuses=$upstream_status';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  upstream api {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://api;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
  await writeFile(path.join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url}: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    accessLog: async () => (await readFile(path.join(dir, 'access.log'), 'utf8')).split('\n').filter(Boolean),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT: nginx's graceful stop.
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGQUIT');
        });
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
