import { describe, expect, it } from 'vitest';
import { detectImageType } from './sniff.ts';

const bytes = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex');

describe('detectImageType', () => {
  it.each([
    ['a PNG signature', bytes('89 50 4e 47 0d 0a 1a 0a 00 00 00 0d'), 'png', 'image/png'],
    ['a JPEG (JFIF) start', bytes('ff d8 ff e0 00 10 4a 46'), 'jpg', 'image/jpeg'],
    ['a JPEG (Exif) start', bytes('ff d8 ff e1 12 34 45 78'), 'jpg', 'image/jpeg'],
    ['GIF87a', Buffer.from('GIF87a\x01\x00'), 'gif', 'image/gif'],
    ['GIF89a', Buffer.from('GIF89a\x01\x00'), 'gif', 'image/gif'],
  ])('given %s, answers %s', (_what, content, ext, mime) => {
    expect(detectImageType(content)).toEqual({ kind: 'image', ext, mime });
  });

  it.each([
    ['text', Buffer.from('hello, this is not an image')],
    ['HTML', Buffer.from('<!doctype html><svg onload=alert(1)>')],
    ['SVG (can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a PDF', Buffer.from('%PDF-1.7')],
    ['a truncated PNG signature', bytes('89 50 4e 47 0d 0a')],
    ['GIF90a', Buffer.from('GIF90a')],
    ['nothing', Buffer.alloc(0)],
  ])('given %s, answers null', (_what, content) => {
    expect(detectImageType(content)).toBeNull();
  });
});
