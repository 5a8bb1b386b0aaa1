import { createHash } from 'node:crypto';
import type { PlanPdfInput } from './plan-pdf.ts';

/** Long enough for a group downloading a plan they were just sent; short enough that the printed time stays near. */
export const PDF_CACHE_TTL_MS = 5 * 60_000;

/**
 * The cache key of a render: sha256 of everything the PDF is made from but the time it
 * was printed, so any change to the plan (its content, status, who is viewing and what
 * they may see) is a new key. The plan is the presenter's shape, built in one order,
 * so the same plan writes the same JSON.
 */
export function pdfCacheKey(input: PlanPdfInput): string {
  const { printedAt: _printedAt, ...content } = input;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

interface Entry {
  pdf: Buffer;
  expiresAt: number;
}

/**
 * Rendered PDFs in memory (ADR 060): least recently used first out, bounded by their
 * bytes, each for PDF_CACHE_TTL_MS. Requests for a PDF being rendered wait for that
 * render instead of starting another, so a burst on one plan costs one render.
 */
export class PdfCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The PDF for a key: kept, being rendered, or rendered now by `render`. */
  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > this.now()) {
      // Used again: to the back of the line.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.pdf;
    }
    if (kept) this.remove(key);
    const inFlight = this.rendering.get(key);
    if (inFlight) return inFlight;
    const rendered = render().then((pdf) => {
      this.keep(key, pdf);
      return pdf;
    });
    this.rendering.set(key, rendered);
    try {
      return await rendered;
    } finally {
      this.rendering.delete(key);
    }
  }

  /** Bytes held now. */
  get size(): number {
    return this.bytes;
  }

  private keep(key: string, pdf: Buffer): void {
    this.remove(key);
    if (pdf.length > this.maxBytes) return;
    this.entries.set(key, { pdf, expiresAt: this.now() + PDF_CACHE_TTL_MS });
    this.bytes += pdf.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.pdf.length;
  }
}
