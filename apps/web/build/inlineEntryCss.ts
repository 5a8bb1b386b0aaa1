import type { Plugin, Rollup } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * index.html with each small stylesheet of the entry written into a <style> element instead
 * of linked. The entry's CSS is only Inter's @font-face rules (every other style comes from
 * styled-components, which the server inlines already), yet as a link it blocks the first
 * paint for a round trip on a phone's network; inline, the page paints once its HTML is in.
 * A stylesheet larger than `maxBytes` stays linked, so the browser can cache it.
 */
export function inlineCss(html: string, assets: ReadonlyMap<string, string>, maxBytes: number): string {
  return html.replace(STYLESHEET_LINK, (link, fileName: string) => {
    const source = assets.get(fileName);
    if (source === undefined || Buffer.byteLength(source) > maxBytes) return link;
    // A </style> inside the rules would end the element early; CSS never needs to write one.
    if (/<\/style/i.test(source)) return link;
    return `<style>${source}</style>`;
  });
}

export function inlineEntryCssPlugin(options: { maxBytes: number }): Plugin {
  return {
    name: 'planmywalk:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const assets = new Map<string, string>();
        for (const file of Object.values(context.bundle ?? {}) as (Rollup.OutputAsset | Rollup.OutputChunk)[]) {
          if (file.type === 'asset' && file.fileName.endsWith('.css')) assets.set(file.fileName, String(file.source));
        }
        return inlineCss(html, assets, options.maxBytes);
      },
    },
  };
}
