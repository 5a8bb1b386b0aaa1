import { FeedFormatError } from './xml.ts';

/** Parses a feed's JSON; an HTML error page or a cut-off answer is a format error. */
export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new FeedFormatError('not JSON');
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const numberOr = (value: unknown, fallback: number | null = null): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export const stringOr = (value: unknown, fallback: string | null = null): string | null => (typeof value === 'string' ? value : fallback);
