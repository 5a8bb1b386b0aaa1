import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../testing/accounts.ts';
import { makeTempDir } from '../testing/test-database.ts';
import { openTestServer, type TestServer } from '../testing/test-server.ts';
import { loadPageRenderer, RENDERED_PAGE_TTL_MS, RENDERS_AT_ONCE, rendererFile, withRenderedPage, type RenderedPage } from './server-render.ts';

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="The site."><title>Plan My Walk</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

/**
 * A renderer as the web build writes it (apps/web/dist-server/renderPage.js), reduced to
 * what the API relies on: it reads the API through the fetch it is given, and answers a
 * page, null (the browser draws it) or an error. What it read is written into its HTML.
 */
const FAKE_RENDERER = `
let renders = 0;
export async function renderPage({ url, origin, fetch }) {
  renders += 1;
  const path = new URL(url, origin).pathname;
  if (path === '/boom') throw new Error('render failed');
  if (path === '/drawn-by-browser') return null;
  if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, 300));
  if (path.startsWith('/plan/')) return { head: '<title>A trip plan shared with you</title><!--render ' + renders + '-->', styles: '', html: '', data: '', personal: true };
  const place = await fetch(origin + '/api/v1/tracks/kepler-track');
  const me = await fetch(origin + '/api/v1/user');
  const write = await fetch(origin + '/api/v1/feedback', { method: 'POST', body: '{}' }).then(() => 'written', (error) => error.message);
  const { title } = await place.json();
  return {
    head: '<title>' + title + ' | Plan My Walk</title>',
    styles: '<style data-styled="true">.a{color:red}</style>',
    html: '<h1>' + title + '</h1><p id="me">' + me.status + '</p><p id="write">' + write + '</p><p id="render">' + renders + '</p>',
    data: JSON.stringify({ '/api/v1/tracks/kepler-track': { title } }),
    personal: false,
  };
}
`;

describe('withRenderedPage', () => {
  const page: RenderedPage = { head: '<title>Kepler Track | Plan My Walk</title>', styles: '<style>.a{}</style>', html: '<h1>Kepler Track</h1>', data: '{"a":1}', personal: false };

  it("puts the page's head in place of the build's title and description, its HTML in #root and its data after it", () => {
    const html = withRenderedPage(TEMPLATE, page);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Kepler Track | Plan My Walk</title><style>.a{}</style></head>');
    expect(html).not.toContain('The site.');
    expect(html).toContain('<div id="root"><h1>Kepler Track</h1></div><script type="application/json" id="pmw-page-data">{"a":1}</script>');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('leaves #root empty for a page whose head alone the server gives', () => {
    const html = withRenderedPage(TEMPLATE, { ...page, html: '', data: '' });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('pmw-page-data');
  });
});

describe('the pages the server draws', () => {
  let s: TestServer;
  let web: { dir: string; remove(): Promise<void> };
  let webRoot = '';
  beforeAll(async () => {
    web = await makeTempDir();
    webRoot = path.join(web.dir, 'dist');
    await mkdir(webRoot);
    await writeFile(path.join(webRoot, 'index.html'), TEMPLATE);
    await mkdir(path.dirname(rendererFile(webRoot)));
    await writeFile(rendererFile(webRoot), FAKE_RENDERER);
    s = await openTestServer({ webRoot });
  });
  afterAll(async () => {
    await s.close();
    await web.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

  it('answers a public page drawn, from the API as a guest, revalidated on every visit', async () => {
    const res = await get('/tracks/kepler-track');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Kepler Track | Plan My Walk</title>');
    expect(res.body).toContain('<div id="root"><h1>Kepler Track</h1><p id="me">401</p>');
    expect(res.body).toContain('<script type="application/json" id="pmw-page-data">{"/api/v1/tracks/kepler-track":{"title":"Kepler Track"}}</script>');
  });

  it('draws the same page for a signed-in walker: no session enters HTML that could be cached', async () => {
    const { token } = await signUp(s.app, s.t.db);
    // A path no one has asked for yet: this request is the one that draws it.
    const res = await get('/tracks/kepler-track?signed-in', { ...bearer(token.access_token), cookie: 'pmw_refresh=anything' });
    expect(res.body).toContain('<p id="me">401</p>');
    // A request with credentials is never stored, whatever it answers (security-headers.ts).
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets a render read, never write', async () => {
    const res = await get('/tracks/kepler-track');
    expect(res.body).toContain('<p id="write">A server render only reads</p>');
  });

  it('answers a shared plan never stored and never indexed', async () => {
    const res = await get('/plan/some-link-key');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toContain('<title>A trip plan shared with you</title>');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('draws a page once for every visitor for a few seconds, then again; a shared plan every time', async () => {
    const renderOf = (html: string) => /<p id="render">(\d+)<\/p>/.exec(html)?.[1];
    const first = renderOf((await get('/tracks/kepler-track?kept=1')).body);
    const { token } = await signUp(s.app, s.t.db);
    expect(renderOf((await get('/tracks/kepler-track?kept=1', bearer(token.access_token))).body)).toBe(first);
    expect(renderOf((await get('/tracks/kepler-track?kept=2')).body)).not.toBe(first);
    const planRender = (html: string) => /<!--render (\d+)-->/.exec(html)?.[1];
    const plan = planRender((await get('/plan/some-link-key')).body);
    expect(planRender((await get('/plan/some-link-key')).body)).not.toBe(plan);
  });

  it(`draws a kept page again after ${RENDERED_PAGE_TTL_MS / 1000} s`, async () => {
    let clock = 1_000_000;
    const renderer = await loadPageRenderer(s.app, webRoot, 'http://localhost:8080', () => clock);
    const first = (await renderer?.render('/tracks/kepler-track?ttl'))?.html;
    clock += RENDERED_PAGE_TTL_MS - 1;
    expect((await renderer?.render('/tracks/kepler-track?ttl'))?.html).toBe(first);
    clock += 1;
    expect((await renderer?.render('/tracks/kepler-track?ttl'))?.html).not.toBe(first);
  });

  it(`draws ${RENDERS_AT_ONCE} pages at once at most: past that a page goes out for the browser to draw`, async () => {
    const renderer = await loadPageRenderer(s.app, webRoot, 'http://localhost:8080');
    const pages = await Promise.all(Array.from({ length: RENDERS_AT_ONCE + 2 }, (_, n) => renderer?.render(`/slow?n=${n}`)));
    expect(pages.filter((page) => page !== null)).toHaveLength(RENDERS_AT_ONCE);
    // Once they are done, the next is drawn.
    expect(await renderer?.render('/slow?n=later')).not.toBeNull();
  });

  it('answers index.html as built for a page the browser draws, and when a render fails', async () => {
    for (const url of ['/drawn-by-browser', '/boom']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(TEMPLATE);
    }
  });
});
