import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './TrackDetailsReadMore.tsx';

describe('paragraphsOf', () => {
  it.each([
    ['one paragraph', 'A track through beech forest.', ['A track through beech forest.']],
    ['blank lines part paragraphs', 'First.\n\nSecond.', ['First.', 'Second.']],
    ['blank lines with spaces count too', 'First.\n  \nSecond.', ['First.', 'Second.']],
    ['a single line break stays inside its paragraph', 'Line one\nline two', ['Line one\nline two']],
    ['spaces around are trimmed, empty paragraphs dropped', '  First.  \n\n\n\n  ', ['First.']],
  ])('%s', (_scenario, text, expected) => {
    expect(paragraphsOf(text)).toEqual(expected);
  });
});
