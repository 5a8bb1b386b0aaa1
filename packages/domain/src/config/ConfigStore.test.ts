import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@planmywalk/contracts';
import { ConfigStore } from './ConfigStore.ts';

const settings = {
  feedback: { image_publishing_enabled: false },
  not_found: { title: 'Page not found', body: 'Check the address.' },
} as unknown as AppConfig;

describe('ConfigStore', () => {
  it('given a working API, loads the settings once and reports loaded', async () => {
    const getConfig = vi.fn().mockResolvedValue(settings);
    const store = new ConfigStore({ getConfig });

    const first = store.load();
    expect(store.isFetching).toBe(true);
    await Promise.all([first, store.load()]);
    await store.load();

    expect(getConfig).toHaveBeenCalledTimes(1);
    expect(store.isLoaded).toBe(true);
    expect(store.isFetching).toBe(false);
    expect(store.settings?.feedback.image_publishing_enabled).toBe(false);
  });

  it('given a failing API, records the error and can retry', async () => {
    const getConfig = vi.fn().mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce(settings);
    const store = new ConfigStore({ getConfig });

    await store.load();
    expect(store.isLoaded).toBe(false);
    expect(store.error).toBe('network down');
    expect(store.isFetching).toBe(false);

    await store.load();
    expect(store.isLoaded).toBe(true);
    expect(store.error).toBeNull();
  });
});
