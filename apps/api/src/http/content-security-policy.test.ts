import { describe, expect, it } from 'vitest';
import { cspHeader, tileOrigins, webAppDirectives } from './content-security-policy.ts';

describe('tileOrigins', () => {
  it.each([
    [['https://basemaps.linz.govt.nz/v1/tiles/aerial/WebMercatorQuad/{z}/{x}/{y}.webp?api=k'], ['https://basemaps.linz.govt.nz']],
    [['http://127.0.0.1:8081/{z}/{x}/{y}.png', 'https://a.example/{z}/{x}/{y}.png', 'https://a.example/other/{z}/{x}/{y}'], ['http://127.0.0.1:8081', 'https://a.example']],
    [['/tiles/{z}/{x}/{y}.png'], []],
    [['ftp://tiles.example/{z}/{x}/{y}'], []],
    [[], []],
  ])('given %j, answers the origins %j', (templates, origins) => {
    expect(tileOrigins(templates)).toEqual(origins);
  });
});

describe('the web app policy', () => {
  it('runs only its own scripts, never inline or eval, and cannot be framed', () => {
    const policy = webAppDirectives();
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });

  it('lets the map fetch the configured tile hosts, and draw http ones as images', () => {
    const policy = webAppDirectives(['https://tiles.example/{z}/{x}/{y}.png', 'http://local.example:8080/{z}/{x}/{y}.png']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://tiles.example', 'http://local.example:8080']);
    expect(policy['img-src']).toContain('http://local.example:8080');
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('writes the header as directive lists joined by semicolons', () => {
    expect(cspHeader({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] })).toBe("default-src 'self'; img-src 'self' data:");
  });
});
