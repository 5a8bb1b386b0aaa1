import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './downloadFile.ts';

/** The few parts of a document the download touches, recording what happened to its link. */
function fakeDocument() {
  const events: string[] = [];
  const link = {
    href: '',
    download: '',
    rel: '',
    hidden: false,
    click: () => events.push(`click ${link.download} ${link.href}`),
    remove: () => events.push('remove'),
  };
  const doc = {
    createElement: () => link,
    body: { append: () => events.push('append') },
  } as unknown as Document;
  return { doc, link, events };
}

describe('downloadFile', () => {
  afterEach(() => vi.useRealTimers());

  it('hands the file over under its name through a hidden link, then removes the link and, later, its URL', () => {
    vi.useFakeTimers();
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { doc, link, events } = fakeDocument();
    downloadFile({ blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), filename: 'Trip Plan - Kepler.pdf' }, doc);
    expect(link.href).toMatch(/^blob:/);
    expect(link.hidden).toBe(true);
    expect(events).toEqual(['append', `click Trip Plan - Kepler.pdf ${link.href}`, 'remove']);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(revoke).toHaveBeenCalledWith(link.href);
  });
});
