import { FEEDBACK_DEVICE_INFO_MAX_LENGTH } from '@planmywalk/contracts';
import { describe, expect, it } from 'vitest';
import { browserDeviceInfo } from './deviceInfo.ts';

const fakeWindow = (userAgent: string) =>
  ({ navigator: { userAgent, language: 'en-NZ' }, screen: { width: 1920, height: 1080 }, innerWidth: 1280, innerHeight: 720 }) as unknown as Window;

describe('the device as feedback describes it', () => {
  it('names the browser, the screen and window sizes and the language', () => {
    expect(browserDeviceInfo(fakeWindow('Mozilla/5.0 Chrome/140.0'))).toBe('Mozilla/5.0 Chrome/140.0 · screen 1920×1080 · window 1280×720 · en-NZ');
  });

  it('stays within what the server takes', () => {
    expect(browserDeviceInfo(fakeWindow('x'.repeat(2000)))).toHaveLength(FEEDBACK_DEVICE_INFO_MAX_LENGTH);
  });
});
