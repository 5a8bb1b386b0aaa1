import { FEEDBACK_DEVICE_INFO_MAX_LENGTH } from '@planmywalk/contracts';

/**
 * What feedback says about the device (its device_info): the browser's own description,
 * the screen and window sizes and the language, so a reported problem can be reproduced.
 * Nothing that names the person.
 */
export function browserDeviceInfo(win: Pick<Window, 'navigator' | 'screen' | 'innerWidth' | 'innerHeight'> = window): string {
  const { navigator: nav, screen } = win;
  const parts = [nav.userAgent, `screen ${screen.width}×${screen.height}`, `window ${win.innerWidth}×${win.innerHeight}`, nav.language];
  return parts
    .filter((part) => part !== '')
    .join(' · ')
    .slice(0, FEEDBACK_DEVICE_INFO_MAX_LENGTH);
}
