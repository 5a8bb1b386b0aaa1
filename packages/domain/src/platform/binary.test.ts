import { describe, expect, it } from 'vitest';
import { base64ToBlob, blobToBase64 } from './binary.ts';

describe('a file kept as text', () => {
  it('comes back byte for byte, type included', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 31) % 256);
    const text = await blobToBase64(new Blob([bytes], { type: 'application/pdf' }));
    const blob = base64ToBlob(text, 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('writes an empty file as an empty text', async () => {
    expect(await blobToBase64(new Blob([]))).toBe('');
    expect(base64ToBlob('', 'text/plain').size).toBe(0);
  });

  it('is plain base64', async () => {
    expect(await blobToBase64(new Blob(['Kia ora']))).toBe('S2lhIG9yYQ==');
  });
});
