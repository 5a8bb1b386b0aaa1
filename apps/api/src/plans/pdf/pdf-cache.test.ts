import { describe, expect, it } from 'vitest';
import { PDF_CACHE_TTL_MS, PdfCache, pdfCacheKey } from './pdf-cache.ts';
import type { PlanPdfInput } from './plan-pdf.ts';

const input = (title: string, printedAt = new Date('2030-01-01T00:00:00Z'), isPublished = true) =>
  ({ plan: { id: 'p', title, is_published: isPublished }, line: null, infoLink: null, link: 'https://walk.example.nz/plan/p', printedAt }) as unknown as PlanPdfInput;

const pdf = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

describe('pdfCacheKey', () => {
  it('is the same for the same plan printed at another time', () => {
    expect(pdfCacheKey(input('Kepler', new Date('2030-01-01T00:00:00Z')))).toBe(pdfCacheKey(input('Kepler', new Date('2030-06-01T09:30:00Z'))));
  });

  it('changes with the plan’s content or status', () => {
    expect(pdfCacheKey(input('Kepler'))).not.toBe(pdfCacheKey(input('Kepler Track')));
    expect(pdfCacheKey(input('Kepler', undefined, true))).not.toBe(pdfCacheKey(input('Kepler', undefined, false)));
  });
});

describe('PdfCache', () => {
  it('given a repeat within five minutes, answers the kept PDF without rendering; after them, renders again', async () => {
    let now = 0;
    const cache = new PdfCache(1024, () => now);
    let renders = 0;
    const render = async () => pdf(100, ++renders);
    const first = await cache.get('a', render);
    expect(await cache.get('a', render)).toBe(first);
    expect(renders).toBe(1);
    now += PDF_CACHE_TTL_MS + 1;
    await cache.get('a', render);
    expect(renders).toBe(2);
    expect(cache.size).toBe(100);
  });

  it('given requests while the PDF renders, renders it once for all of them', async () => {
    const cache = new PdfCache(1024);
    let renders = 0;
    let finish!: (pdf: Buffer) => void;
    const render = () => {
      renders++;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    const waiting = Array.from({ length: 20 }, () => cache.get('a', render));
    finish(pdf(10));
    expect(new Set(await Promise.all(waiting)).size).toBe(1);
    expect(renders).toBe(1);
  });

  it('given more bytes than it may hold, lets the least recently used go first', async () => {
    const cache = new PdfCache(250);
    await cache.get('a', async () => pdf(100));
    await cache.get('b', async () => pdf(100));
    await cache.get('a', async () => pdf(100, 9)); // a used again: b is now the oldest
    await cache.get('c', async () => pdf(100));
    expect(cache.size).toBe(200);
    let rendered = '';
    await cache.get('a', async () => ((rendered += 'a'), pdf(100)));
    await cache.get('b', async () => ((rendered += 'b'), pdf(100)));
    expect(rendered).toBe('b');
  });

  it('given a failed render, keeps nothing and the next request renders again', async () => {
    const cache = new PdfCache(1024);
    await expect(cache.get('a', async () => Promise.reject(new Error('pdfkit failed')))).rejects.toThrow('pdfkit failed');
    expect(await cache.get('a', async () => pdf(5))).toHaveLength(5);
  });

  it('given a PDF larger than the whole cache (or a cache of 0 bytes), serves it without keeping it', async () => {
    const cache = new PdfCache(0);
    let renders = 0;
    await cache.get('a', async () => (renders++, pdf(10)));
    await cache.get('a', async () => (renders++, pdf(10)));
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });
});
