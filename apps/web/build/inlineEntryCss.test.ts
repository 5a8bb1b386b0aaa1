import { describe, expect, it } from 'vitest';
import { inlineCss } from './inlineEntryCss.ts';

const FONT_FACE = '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-1.woff2)format("woff2-variations")}';
const head = (links: string) => `<head><script type="module" crossorigin src="/assets/index-1.js"></script>${links}</head>`;

describe('inlineCss', () => {
  it("writes a small stylesheet's rules into the page in the link's place", () => {
    const html = head('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(inlineCss(html, new Map([['assets/index-1.css', FONT_FACE]]), 4096)).toBe(head(`<style>${FONT_FACE}</style>`));
  });

  it('keeps a stylesheet larger than the limit linked, so the browser caches it', () => {
    const html = head('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    const large = FONT_FACE.repeat(100);
    expect(inlineCss(html, new Map([['assets/index-1.css', large]]), 4096)).toBe(html);
  });

  it('keeps linked a stylesheet the bundle does not hold, or one whose text would close the <style> element', () => {
    const html = head('<link rel="stylesheet" crossorigin href="/assets/other.css"><link rel="stylesheet" href="/assets/index-1.css">');
    const closing = 'a::after{content:"</style><script>alert(1)</script>"}';
    expect(inlineCss(html, new Map([['assets/index-1.css', closing]]), 4096)).toBe(html);
  });
});
