import { describe, expect, it } from 'vitest';
import { noShare } from './Share.ts';

describe('a device without a share sheet', () => {
  it('offers no sharing and refuses to share', async () => {
    const data = { title: 'Kepler Track', url: 'https://planmywalk.nz/plan/1' };
    expect(noShare.canShare(data)).toBe(false);
    await expect(noShare.share(data)).rejects.toThrow('cannot share');
  });
});
