import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, splitHost } from './this-machine.ts';

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

describe('splitHost', () => {
  it.each([
    ['localhost:8080', { name: 'localhost', port: 8080 }],
    ['LOCALHOST', { name: 'localhost', port: undefined }],
    ['127.0.0.1:8300', { name: '127.0.0.1', port: 8300 }],
    ['[::1]:8080', { name: '[::1]', port: 8080 }],
    ['walk.example.nz', { name: 'walk.example.nz', port: undefined }],
  ])('reads %s', (host, split) => {
    expect(splitHost(host)).toEqual(split);
  });

  it.each(['', 'localhost:', 'localhost:80:80', 'user@localhost', 'local host', '[::1', 'localhost/x'])('refuses %j', (host) => {
    expect(splitHost(host)).toBeNull();
  });
});
