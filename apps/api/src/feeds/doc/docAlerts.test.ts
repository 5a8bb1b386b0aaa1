import { describe, expect, it } from 'vitest';
import { sampleFile } from '../testing.ts';
import { FeedFormatError } from '../xml.ts';
import { parseDocAlerts } from './docAlerts.ts';

describe('parseDocAlerts', () => {
  it('reads each asset’s alerts, keyed by the lower-cased asset id the import uses', () => {
    const assets = parseDocAlerts(sampleFile('doc/tracks-alerts.json'));
    expect(assets[0]).toMatchObject({ assetId: 'f7da33e0-50a6-43e2-b253-65e2a5cd3413', name: 'Kepler Track' });
    expect(assets[0]!.alerts[0]).toMatchObject({ heading: 'Avalanche risk between Luxmore Hut and Iris Burn Hut', display_date: '2026-08-06' });
    expect(assets[0]!.alerts[0]!.id).toMatch(/^[0-9a-f]{16}$/);
  });
  it('reads numeric hut ids as text', () => {
    expect(parseDocAlerts(sampleFile('doc/huts-alerts.json'))[0]!.assetId).toBe('100033374');
  });
  it('sanitises the detail and keeps the heading as text', () => {
    const body = JSON.stringify([{ assetId: 'A', name: 'X', alerts: [{ displayDate: '2026-08-01T00:00:00', heading: '<b>Slip</b>', detail: '<p>Closed<img src=x onerror=alert(1)></p>' }] }]);
    expect(parseDocAlerts(body)[0]!.alerts[0]).toMatchObject({ heading: 'Slip', detail: '<p>Closed</p>' });
  });
  it('skips assets without alerts and alerts without a heading; the same alert keeps its id', () => {
    const body = JSON.stringify([{ assetId: 'A', alerts: [] }, { assetId: 'B', alerts: [{ heading: '' }, { heading: 'Flood', displayDate: 'soon' }] }]);
    const parsed = parseDocAlerts(body);
    expect(parsed).toEqual([{ assetId: 'b', name: '', alerts: [expect.objectContaining({ heading: 'Flood', display_date: null })] }]);
    expect(parseDocAlerts(body)[0]!.alerts[0]!.id).toBe(parsed[0]!.alerts[0]!.id);
  });
  it('refuses anything but a list', () => {
    expect(() => parseDocAlerts('{"message":"Forbidden"}')).toThrow(FeedFormatError);
  });
});
