/**
 * `pnpm --filter @planmywalk/api bench:render` (after `pnpm build`): what drawing the
 * public pages on the server costs the API (ADR 068), as a share of `GET config`'s
 * throughput on the same server (the machine's ceiling varies; the ratio does not much).
 * The API runs in a child process (bench-server.ts) on a seeded database, serving the
 * built web app and its server renderer.
 *
 * 'page: one place' asks for one track page over and over, as a link shared widely
 * does: drawn once every RENDERED_PAGE_TTL_MS and answered as drawn in between.
 * 'page: every place' walks through a thousand places, more than are asked for again
 * within that time: nearly every request is a render, the cost of a page nobody opened
 * in the last seconds. Requests ask for no compression (as search-bench does: brotli
 * would measure autocannon's one thread).
 *
 * Options: --duration <s> (10), --connections <n> (20), --warmup <s> (3).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rendererFile } from '../http/server-render.ts';
import { benchEngine, CONFIG_SCENARIO, printTable, readLoadOptions, type BenchServer, type Row, type Scenario } from './load.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
if (!existsSync(rendererFile(webRoot))) throw new Error(`no server renderer at ${rendererFile(webRoot)}: run \`pnpm build\` first`);
process.env.BENCH_WEB_ROOT = webRoot;

/** A drawn page: its HTML with the place's heading in #root, not index.html for the browser to draw. */
const drawn = (status: number, body: unknown) =>
  status === 200 && typeof body === 'string' && /<div id="root"><[^/]/.test(body) && body.includes('<h1') ? null : `answered ${status} without a drawn page`;

const page = (name: string, paths: string[]): Scenario => ({ name, method: 'GET', path: paths[0] ?? '/', paths, bodies: [], check: drawn });

async function placePaths(address: string): Promise<string[]> {
  const response = await fetch(`${address}/sitemap.xml`);
  const urls = [...(await response.text()).matchAll(/<loc>[^<]*?(\/(?:tracks|huts|campsites)\/[^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  if (urls.length < 1000) throw new Error(`the sitemap lists ${urls.length} places, fewer than the 1000 needed`);
  return urls.slice(0, 1000);
}

async function scenarios({ ready }: BenchServer): Promise<Scenario[]> {
  return [page('page: one place', ['/tracks/kepler-track']), page('page: every place', await placePaths(ready.address)), CONFIG_SCENARIO];
}

const options = readLoadOptions();
const rows: Row[] = await benchEngine('pglite', null, scenarios, options);
printTable(rows, options);
if (rows.some((r) => r.failed > 0)) {
  process.stderr.write('Some requests failed: the figures above are not to be trusted.\n');
  process.exitCode = 1;
}
