import { describe, expect, it } from 'vitest';
import { feedText, sanitizeFeedHtml } from './sanitize.ts';

describe('sanitizeFeedHtml', () => {
  it.each([
    ['a script', '<p>Track closed</p><script>alert(1)</script>', '<p>Track closed</p>'],
    ['an event handler', '<p onclick="steal()">Slip</p>', '<p>Slip</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">read</a>', '<a target="_blank" rel="noopener noreferrer">read</a>'],
    ['an image that phones home', '<p>Bridge<img src="https://evil.example/x.png" onerror="x()"></p>', '<p>Bridge</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['inline styles (the NZAA sends them)', '<p><span style="font-size: 1rem;">Wind slab</span></p>', '<p>Wind slab</p>'],
    ['an empty paragraph', '<p>One</p>\n<p></p><p>&nbsp;</p>', '<p>One</p>'],
  ])('removes %s', (_, html, safe) => {
    expect(sanitizeFeedHtml(html)).toBe(safe);
  });
  it('keeps https links, opening in a new tab without a referrer', () => {
    expect(sanitizeFeedHtml('<p>See <a href="https://www.avalanche.net.nz" title="x">the advisory</a></p>')).toBe(
      '<p>See <a href="https://www.avalanche.net.nz" target="_blank" rel="noopener noreferrer">the advisory</a></p>',
    );
  });
});

describe('feedText', () => {
  it('keeps the words, a paragraph per line, entities decoded once', () => {
    expect(feedText('<p>Rain &amp; wind</p><p>Cross &amp;lt;no&amp;gt; rivers<br>today</p>')).toBe('Rain & wind\nCross &lt;no&gt; rivers\ntoday');
  });
});
