import { describe, expect, it, vi } from 'vitest';
import { nativeShare, type SharePluginModule } from './nativeShare.ts';

const plan = { title: 'Kepler Track, 5–7 Dec', url: 'https://planmywalk.nz/plan/abc' };

describe('the phone’s share sheet', () => {
  it('is always offered, and loads nothing until the walker shares', () => {
    const load = vi.fn(async (): Promise<SharePluginModule> => ({ Share: { share: async () => ({}) } }));
    expect(nativeShare(load).canShare(plan)).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('shares the title and the link, titling the sheet with the plan', async () => {
    const share = vi.fn(async () => ({ activityType: 'com.apple.UIKit.activity.Message' }));
    await nativeShare(async () => ({ Share: { share } })).share(plan);
    expect(share).toHaveBeenCalledWith({ title: plan.title, text: plan.title, url: plan.url, dialogTitle: plan.title });
  });

  it('passes a text of its own when given one', async () => {
    const share = vi.fn(async () => ({}));
    await nativeShare(async () => ({ Share: { share } })).share({ ...plan, text: 'My trip plan' });
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: 'My trip plan' }));
  });

  it.each([
    ['closed without sharing', new Error('Share canceled'), 'resolves'],
    ['refused by the phone', new Error('Missing text or url'), 'rejects'],
  ])('given a sheet %s, %s', async (_case, failure, outcome) => {
    const share = vi.fn(async () => {
      throw failure;
    });
    const result = nativeShare(async () => ({ Share: { share } })).share(plan);
    if (outcome === 'resolves') await expect(result).resolves.toBeUndefined();
    else await expect(result).rejects.toThrow('Missing text or url');
  });
});
