import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './this-machine.ts';

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['128.0.0.1', false],
    ['1127.0.0.1', false],
    ['fe80::1', false],
    [undefined, false],
  ])('takes %s for this machine: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});
