import { describe, expect, it, vi } from 'vitest';
import { guardUnauthorized } from './guardUnauthorized.ts';

const unauthorized = Object.assign(new Error('Unauthorised'), { status: 401 });

describe('guardUnauthorized', () => {
  it('given a 401 from a call, reports it and still rejects', async () => {
    const onUnauthorized = vi.fn();
    const api = guardUnauthorized({ getUser: () => Promise.reject(unauthorized) }, onUnauthorized, []);
    await expect(api.getUser()).rejects.toBe(unauthorized);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('given another failure or a success, reports nothing', async () => {
    const onUnauthorized = vi.fn();
    const api = guardUnauthorized(
      {
        ok: () => Promise.resolve(1),
        notFound: () => Promise.reject(Object.assign(new Error('x'), { status: 404 })),
      },
      onUnauthorized,
      [],
    );
    await expect(api.ok()).resolves.toBe(1);
    await expect(api.notFound()).rejects.toThrow('x');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves exempt calls alone', async () => {
    const onUnauthorized = vi.fn();
    const api = guardUnauthorized({ passwordGrant: () => Promise.reject(unauthorized) }, onUnauthorized, ['passwordGrant']);
    await expect(api.passwordGrant()).rejects.toBe(unauthorized);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
