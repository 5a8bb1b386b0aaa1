import { describe, expect, it, vi } from 'vitest';
import type { HelpContent } from '@planmywalk/contracts';
import { HELP_LOAD_FAILED, HelpStore } from './HelpStore.ts';

const HELP: HelpContent = {
  title: 'Frequently Asked Questions, Help and Support',
  content: '<h3>How do I find a walk?</h3><p>Search.</p>',
  items: [{ id: 1, question: 'How do I find a walk?', answer: '<p>Search.</p>' }],
};

/** A help call the test answers by hand. */
function pendingApi() {
  const calls: Array<{ resolve: (help: HelpContent) => void; reject: (cause: unknown) => void }> = [];
  const getHelp = vi.fn(() => new Promise<HelpContent>((resolve, reject) => calls.push({ resolve, reject })));
  return { api: { getHelp }, calls };
}

describe('the help page’s store', () => {
  it('shows the loader while the page comes, then the page', async () => {
    const { api, calls } = pendingApi();
    const store = new HelpStore(api);
    expect(store.status).toBe('idle');
    const loading = store.load();
    expect(store.status).toBe('loading');
    calls[0]?.resolve(HELP);
    await loading;
    expect(store.status).toBe('loaded');
    expect(store.help).toEqual(HELP);
    expect(store.error).toBeNull();
  });

  it.each([
    ['loading', 'a second load'],
    ['loaded', 'another load'],
  ])('asks once: when %s, %s does nothing', async (state) => {
    const { api, calls } = pendingApi();
    const store = new HelpStore(api);
    const first = store.load();
    if (state === 'loaded') {
      calls[0]?.resolve(HELP);
      await first;
    }
    await Promise.race([store.load(), Promise.resolve()]);
    expect(api.getHelp).toHaveBeenCalledTimes(1);
  });

  it('given the call fails, says so and asks again on retry', async () => {
    const { api, calls } = pendingApi();
    const store = new HelpStore(api);
    const failed = store.load();
    calls[0]?.reject(new TypeError('fetch failed'));
    await failed;
    expect(store.status).toBe('error');
    expect(store.error).toBe(HELP_LOAD_FAILED);
    const retried = store.retry();
    expect(store.status).toBe('loading');
    calls[1]?.resolve(HELP);
    await retried;
    expect(store.status).toBe('loaded');
    expect(api.getHelp).toHaveBeenCalledTimes(2);
  });
});
