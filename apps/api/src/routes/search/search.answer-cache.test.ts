import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { preferredCoding, SearchAnswerCache } from './search.answer-cache.ts';

const json = (n: number) => JSON.stringify({ list: Array.from({ length: n }, (_, i) => ({ id: i, title: `Place ${i}` })) });

describe('SearchAnswerCache', () => {
  it('builds an answer once per question and index, and sends the same bytes after', () => {
    const cache = new SearchAnswerCache();
    const index = {};
    const build = vi.fn(() => json(3));
    const first = cache.answer(index, 'kep', build);
    const second = cache.answer(index, 'kep', build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first.body.toString('utf8')).toBe(json(3));
  });

  it('given a new index (the locations changed), builds every answer again', () => {
    const cache = new SearchAnswerCache();
    cache.answer({}, 'kep', () => '{"list":[]}');
    cache.answer({}, 'hut', () => '{"list":[]}');
    expect(cache.size).toBe(1);
    const build = vi.fn(() => json(1));
    const rebuilt = {};
    cache.answer(rebuilt, 'kep', build);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('over its count, lets the least recently used answer go', () => {
    const cache = new SearchAnswerCache({ maxAnswers: 2, maxBytes: 1e9 });
    const index = {};
    cache.answer(index, 'a', () => json(1));
    cache.answer(index, 'b', () => json(1));
    cache.answer(index, 'a', () => json(1)); // a is now the most recent
    cache.answer(index, 'c', () => json(1));
    const rebuilt = vi.fn(() => json(1));
    cache.answer(index, 'a', rebuilt);
    expect(rebuilt).not.toHaveBeenCalled();
    cache.answer(index, 'b', rebuilt);
    expect(rebuilt).toHaveBeenCalledTimes(1);
  });

  it('over its bytes, lets old answers go but keeps the newest even when it alone is over', () => {
    const cache = new SearchAnswerCache({ maxAnswers: 100, maxBytes: 1_000 });
    const index = {};
    cache.answer(index, 'small', () => json(5));
    cache.answer(index, 'large', () => json(200));
    expect(cache.size).toBe(1);
    const again = vi.fn(() => json(200));
    cache.answer(index, 'large', again);
    expect(again).not.toHaveBeenCalled();
  });

  it('compresses an answer once per coding, to what decompresses back to its JSON', async () => {
    const cache = new SearchAnswerCache();
    const answer = cache.answer({}, 'hut', () => json(300));
    const [br, brAgain, gzip] = await Promise.all([answer.encoded('br'), answer.encoded('br'), answer.encoded('gzip')]);
    expect(brAgain).toBe(br);
    expect(br.length).toBeLessThan(answer.body.length / 4);
    expect((await promisify(zlib.brotliDecompress)(br)).toString('utf8')).toBe(json(300));
    expect(zlib.gunzipSync(gzip).toString('utf8')).toBe(json(300));
  });
});

describe('preferredCoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', null],
    ['BR', 'br'],
    ['br;q=nonsense, gzip;q=0.2', 'gzip'],
  ])('given %j, answers with %j', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});
