/**
 * The Content-Security-Policy the web app and its map run under (docs/adr/010-content-security-policy-and-input-edge.md). Pure, so
 * the server (security-headers.ts) and the Storybook story tests (.storybook/main.ts)
 * build it from the same code.
 */

export type CspDirectives = Record<string, string[]>;

/** Origins of tile URL templates (`https://tiles.example/{z}/{x}/{y}.png` → `https://tiles.example`); unparsable ones are left out. */
export function tileOrigins(templates: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const template of templates) {
    try {
      const url = new URL(template.replace(/\{[^}]*\}/g, '0'));
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // Not an absolute URL: the map would fetch it from this origin, which 'self' covers.
    }
  }
  return [...origins];
}

/**
 * The policy of the web app (and of every answer without a stricter one of its own).
 * - script-src 'self': the built app has no inline script and no eval; nothing else runs.
 * - style-src 'unsafe-inline': styled-components and Radix insert <style> elements at run time.
 * - img-src https:: location photos come from DOC's and other hosts named in the data.
 * - worker-src blob:: MapLibre falls back to a blob worker when it cannot load its worker file.
 * - connect-src: the API (this origin) and the configured tile hosts, which MapLibre fetches.
 */
export function webAppDirectives(tileTemplates: readonly string[] = []): CspDirectives {
  const tiles = tileOrigins(tileTemplates);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...tiles.filter((origin) => origin.startsWith('http:'))],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tiles],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
