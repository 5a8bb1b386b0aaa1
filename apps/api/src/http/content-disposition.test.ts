import { filenameOf } from '@planmywalk/contracts';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it.each([
    ['Trip Plan - Routeburn Track.pdf', 'attachment; filename="Trip Plan - Routeburn Track.pdf"; filename*=UTF-8\'\'Trip%20Plan%20-%20Routeburn%20Track.pdf'],
    ['Trip Plan - Tāwhai Falls.pdf', 'attachment; filename="Trip Plan - Tawhai Falls.pdf"; filename*=UTF-8\'\'Trip%20Plan%20-%20T%C4%81whai%20Falls.pdf'],
    ['say "hi"; x=1\r\nSet-Cookie: a.pdf', 'attachment; filename="say _hi__ x=1__Set-Cookie: a.pdf"; filename*=UTF-8\'\'say%20%22hi%22%3B%20x%3D1__Set-Cookie%3A%20a.pdf'],
    ['../../etc/passwd', 'attachment; filename=".._.._etc_passwd"; filename*=UTF-8\'\'.._.._etc_passwd'],
  ])('writes %j so that no name breaks out of the header', (name, header) => {
    expect(contentDisposition('attachment', name)).toBe(header);
  });

  it('is read back by the contracts client as the same name', () => {
    for (const name of ['Trip Plan - Tāwhai Falls.pdf', "Trip Plan - Ngā Awa (O'Brien's).pdf"]) {
      expect(filenameOf(contentDisposition('attachment', name))).toBe(name);
    }
  });
});
