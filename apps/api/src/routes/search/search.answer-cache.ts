/**
 * Search answers kept ready to send (ADR 050). Many walkers ask the same questions
 * (popular names, the same map views: the web app widens map bounds to a grid so
 * neighbouring views ask the same one), and an answer is 5–150 KB of JSON that the
 * browser wants compressed. Each distinct question of the current index is joined,
 * encoded and compressed once, then sent as bytes; replacing the index (a location
 * changed) drops every answer at once, so none outlives the data it came from.
 *
 * Bounded by count and by bytes, least recently used first out.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** What @fastify/compress uses for every other route (quality 4, text mode). */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
};
const compressors: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, BROTLI_OPTIONS),
  gzip: (body) => gzip(body),
};

/** One answer: its JSON as bytes, and each compression of it once asked for. */
export class CachedAnswer {
  private readonly encodings = new Map<ContentCoding, Promise<Buffer>>();
  constructor(readonly body: Buffer) {}

  /** The body compressed with `coding`, made once (in libuv's pool, off the event loop) and shared by every caller. */
  encoded(coding: ContentCoding): Promise<Buffer> {
    let pending = this.encodings.get(coding);
    if (!pending) {
      pending = compressors[coding](this.body);
      // A failed compression is not kept: the next caller tries again.
      pending.catch(() => this.encodings.delete(coding));
      this.encodings.set(coding, pending);
    }
    return pending;
  }
}

export interface SearchAnswerCacheLimits {
  maxAnswers: number;
  /** Of the uncompressed bodies; the compressed copies add about a tenth. */
  maxBytes: number;
}

export const DEFAULT_ANSWER_CACHE_LIMITS: SearchAnswerCacheLimits = { maxAnswers: 2_000, maxBytes: 32 * 1024 * 1024 };

export class SearchAnswerCache {
  private source: object | null = null;
  /** In use order: the first is the least recently used. */
  private readonly answers = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly limits: SearchAnswerCacheLimits = DEFAULT_ANSWER_CACHE_LIMITS) {}

  get size(): number {
    return this.answers.size;
  }

  /**
   * The answer to `question` from `source` (the index that answers it): `build()`
   * makes its JSON the first time; a different source than last time empties the cache.
   */
  answer(source: object, question: string, build: () => string): CachedAnswer {
    if (source !== this.source) {
      this.answers.clear();
      this.bytes = 0;
      this.source = source;
    }
    const kept = this.answers.get(question);
    if (kept) {
      this.answers.delete(question);
      this.answers.set(question, kept);
      return kept;
    }
    const made = new CachedAnswer(Buffer.from(build(), 'utf8'));
    this.answers.set(question, made);
    this.bytes += made.body.length;
    this.evict();
    return made;
  }

  private evict(): void {
    for (const [question, answer] of this.answers) {
      // The newest answer stays even when it alone is over the byte limit.
      if (this.answers.size <= 1 || (this.answers.size <= this.limits.maxAnswers && this.bytes <= this.limits.maxBytes)) return;
      this.answers.delete(question);
      this.bytes -= answer.body.length;
    }
  }
}

/**
 * The coding to answer with, from an Accept-Encoding header: the higher quality of
 * brotli and gzip, brotli on a tie (as @fastify/compress prefers); none when neither is
 * acceptable. q=0 refuses a coding and '*' stands for any not named.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const qualityOf = (coding: ContentCoding) => quality.get(coding) ?? quality.get('*') ?? 0;
  const br = qualityOf('br');
  const gzipQuality = qualityOf('gzip');
  if (br <= 0 && gzipQuality <= 0) return null;
  return br >= gzipQuality ? 'br' : 'gzip';
}
