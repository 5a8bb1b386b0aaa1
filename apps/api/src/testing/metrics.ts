import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** One sample of Prometheus' text format: its name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text exposition format, enough for the tests: comments skipped, labels without escapes. */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match) throw new Error(`not a metrics line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)) labels[pair[1]!] = pair[2]!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]!.replace('+Inf', 'Infinity')) });
  }
  return samples;
}

/** A scrape of the app's /metrics, from this machine. */
export async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  return parseMetrics(res.body);
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when none. */
export function valueOf(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}
