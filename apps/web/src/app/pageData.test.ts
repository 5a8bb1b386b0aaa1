import { describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, primedFetch, readPageData, recordingFetch, serialisePageData } from './pageData.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

describe('recordingFetch', () => {
  it('keeps each successful JSON read by its path and query, and passes every answer on', async () => {
    const fetch = vi.fn((input: string | URL | Request) => {
      const url = String(input);
      if (url.includes('missing')) return Promise.resolve(json({ error: 'Not found' }, 404));
      if (url.includes('gpx')) return Promise.resolve(new Response('<gpx/>', { headers: { 'content-type': 'application/gpx+xml' } }));
      return Promise.resolve(json({ url }));
    });
    const recording = recordingFetch(fetch);
    const answer = await recording.fetch('http://localhost:8080/api/v1/tracks/kepler-track?x=1');
    await recording.fetch('http://localhost:8080/api/v1/tracks/missing');
    await recording.fetch('http://localhost:8080/api/v1/tracks/kepler-track/gpx');
    await recording.fetch('http://localhost:8080/api/v1/feedback', { method: 'POST', body: '{}' });
    // The page's own read still gets its whole answer.
    await expect(answer.json()).resolves.toEqual({ url: 'http://localhost:8080/api/v1/tracks/kepler-track?x=1' });
    expect(recording.recorded()).toEqual({ '/api/v1/tracks/kepler-track?x=1': { url: 'http://localhost:8080/api/v1/tracks/kepler-track?x=1' } });
  });
});

describe('primedFetch', () => {
  it('answers a read the page holds once, from the page; then, and for the rest, asks the network', async () => {
    const network = vi.fn(() => Promise.resolve(json({ from: 'network' })));
    const fetch = primedFetch({ '/api/v1/config': { from: 'page' } }, network);
    await expect((await fetch('https://planmywalk.nz/api/v1/config')).json()).resolves.toEqual({ from: 'page' });
    expect(network).not.toHaveBeenCalled();
    await expect((await fetch('https://planmywalk.nz/api/v1/config')).json()).resolves.toEqual({ from: 'network' });
    await fetch('https://planmywalk.nz/api/v1/tracks');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('never answers a write from the page', async () => {
    const network = vi.fn(() => Promise.resolve(json({ saved: true })));
    const fetch = primedFetch({ '/api/v1/plans': { from: 'page' } }, network);
    await expect((await fetch('https://planmywalk.nz/api/v1/plans', { method: 'POST' })).json()).resolves.toEqual({ saved: true });
  });
});

describe('serialisePageData and readPageData', () => {
  it('round-trips, and no text in the data can close its script element', () => {
    const data = { '/api/v1/tracks/x': { description: '</script><script>alert(1)</script>', line: 'a\u2028b' } };
    const text = serialisePageData(data);
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<');
    const document = { getElementById: (id: string) => (id === PAGE_DATA_ELEMENT_ID ? ({ textContent: text } as HTMLElement) : null) };
    expect(readPageData(document)).toEqual(data);
  });

  it('reads nothing from a page without data, or with data that is not an object', () => {
    const withText = (textContent: string | null) => ({ getElementById: () => ({ textContent }) as HTMLElement });
    expect(readPageData({ getElementById: () => null })).toEqual({});
    expect(readPageData(withText('not json'))).toEqual({});
    expect(readPageData(withText('[1, 2]'))).toEqual({});
    expect(readPageData(withText(''))).toEqual({});
  });
});
