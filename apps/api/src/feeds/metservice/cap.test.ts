import { describe, expect, it } from 'vitest';
import { FeedFormatError } from '../xml.ts';
import { areasCover, type PlaceGeometry } from '../placeGeometry.ts';
import { CAP_ID, greatWalkLine, sampleFile } from '../testing.ts';
import { activeWarnings, parseCapAlert, parseCapIndex, type CapAlert } from './cap.ts';

const alertFile = (n: string) => sampleFile(`metservice/${CAP_ID}.${n}.xml`);
const allSampleAlerts = (): CapAlert[] => parseCapIndex(sampleFile('metservice/rss.xml')).map((e) => parseCapAlert(alertFile(e.identifier.slice(CAP_ID.length + 1))));
const NOW = new Date('2026-08-08T00:00:00Z');

describe('parseCapIndex', () => {
  it('lists every alert of an RSS 2.0 index with where to fetch it', () => {
    const entries = parseCapIndex(sampleFile('metservice/rss.xml'));
    expect(entries).toHaveLength(7);
    expect(entries[0]).toEqual({
      identifier: `${CAP_ID}.20260807203000000.1`,
      url: `https://alerts.metservice.com/cap/alert?id=${CAP_ID}.20260807203000000.1`,
    });
  });
  it('reads an Atom index too', () => {
    const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>MetService</title>
      <entry><id>urn:x</id><title>Heavy Rain Watch</title><link href="https://alerts.metservice.com/cap/alert?id=A.1"/><updated>2026-08-08T09:00:00+12:00</updated></entry>
      <entry><id>B.2</id><title>Strong Wind Warning</title><link rel="alternate" href="https://alerts.metservice.com/cap/alert/B.2"/></entry></feed>`;
    expect(parseCapIndex(atom)).toEqual([
      { identifier: 'A.1', url: 'https://alerts.metservice.com/cap/alert?id=A.1' },
      { identifier: 'B.2', url: 'https://alerts.metservice.com/cap/alert/B.2' },
    ]);
  });
  it('an empty index is no warnings', () => {
    expect(parseCapIndex('<rss version="2.0"><channel><title>MetService</title></channel></rss>')).toEqual([]);
  });
  it.each([
    ['HTML', '<html><body>Service unavailable</body></html>'],
    ['broken XML', '<rss><channel><item></rss>'],
    ['a DOCTYPE (entity expansion)', '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><rss><channel/></rss>'],
  ])('refuses %s', (_, xml) => {
    expect(() => parseCapIndex(xml)).toThrow(FeedFormatError);
  });
});

describe('parseCapAlert', () => {
  it('reads a CAP 1.2 alert: times, severity, colour code, instruction and the polygon latitude first', () => {
    const alert = parseCapAlert(alertFile('20260807203000000.1'));
    expect(alert).toMatchObject({ identifier: `${CAP_ID}.20260807203000000.1`, sender: 'urn:oid:2.49.0.0.554.0', msgType: 'Alert', status: 'Actual', references: [] });
    const info = alert.info[0]!;
    expect(info).toMatchObject({
      language: 'en-NZ',
      event: 'Heavy Rain Warning',
      severity: 'Severe',
      onset: '2026-08-08T18:00:00+12:00',
      expires: '2026-08-09T21:00:00+12:00',
      headline: 'Heavy Rain Warning - Red',
      web: 'https://www.metservice.com/warnings/home',
    });
    expect(info.parameters).toContainEqual({ valueName: 'ColourCode', value: 'Red' });
    expect(info.parameters).toContainEqual({ valueName: 'NextUpdate', value: '2026-08-08T21:00:00+12:00' });
    // "-44.55,167.95 …" is latitude first; kept as GeoJSON [lng, lat].
    expect(info.areas[0]!.polygons[0]![0]).toEqual([167.95, -44.55]);
    expect(info.areas[0]!.description).toBe('Fiordland National Park');
  });
  it('reads the references of an update', () => {
    const update = parseCapAlert(alertFile('20260807211500000.2'));
    expect(update.msgType).toBe('Update');
    expect(update.references).toEqual([
      { sender: 'urn:oid:2.49.0.0.554.0', identifier: `${CAP_ID}.20260807190000000.1`, sent: '2026-08-08T07:00:00+12:00' },
    ]);
  });
  it('reads circles and skips malformed polygons', () => {
    const xml = alertFile('20260807200000000.1').replace(/<polygon>[^<]*<\/polygon>/, '<polygon>-45,167 bad</polygon><circle>-45.4,167.6 12.5</circle>');
    const area = parseCapAlert(xml).info[0]!.areas[0]!;
    expect(area.polygons).toEqual([]);
    expect(area.circles).toEqual([{ center: [167.6, -45.4], radiusKm: 12.5 }]);
  });
  it('refuses an alert without identifier or sent time', () => {
    expect(() => parseCapAlert('<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><sent>soon</sent></alert>')).toThrow(FeedFormatError);
  });
});

describe('activeWarnings', () => {
  it('keeps alerts and updates in force, drops what an update replaced and what a cancellation withdrew', () => {
    const warnings = activeWarnings(allSampleAlerts(), NOW);
    expect(warnings.map((w) => w.id).sort()).toEqual(
      [
        `${CAP_ID}.20260807191500000.1`, // Canterbury snow
        `${CAP_ID}.20260807200000000.1`, // snow watch
        `${CAP_ID}.20260807203000000.1`, // red rain
        `${CAP_ID}.20260807211500000.2`, // the update of the wind warning, not the original
      ].sort(),
    );
  });
  it('an update carries its new expiry', () => {
    const wind = activeWarnings(allSampleAlerts(), NOW).find((w) => w.event === 'wind');
    expect(wind).toMatchObject({ colour: 'Orange', severity: 'moderate', expires: '2026-08-10T09:00:00.000Z', headline: 'Strong Wind Warning - Orange' });
  });
  it('maps colour codes to severities and event names to events', () => {
    const warnings = activeWarnings(allSampleAlerts(), NOW);
    expect(warnings.map((w) => [w.event, w.colour, w.severity])).toEqual(
      expect.arrayContaining([
        ['rain', 'Red', 'severe'],
        ['wind', 'Orange', 'moderate'],
        ['snow', 'Yellow', 'minor'],
      ]),
    );
  });
  it('without a colour code, reads CAP severity; without expiry, keeps it two days from onset', () => {
    const alert = parseCapAlert(
      alertFile('20260807200000000.1')
        .replace(/<parameter><valueName>ColourCode<\/valueName><value>Yellow<\/value><\/parameter>/, '')
        .replace('<severity>Minor</severity>', '<severity>Severe</severity>')
        .replace(/<expires>[^<]*<\/expires>/, ''),
    );
    const [warning] = activeWarnings([alert], NOW);
    expect(warning).toMatchObject({ colour: 'Red', severity: 'severe', expires: '2026-08-11T12:00:00.000Z' });
  });
  it('drops expired warnings, exercises and tests', () => {
    const alerts = allSampleAlerts();
    expect(activeWarnings(alerts, new Date('2026-08-13T00:00:00Z'))).toEqual([]);
    const exercise = { ...alerts[0]!, status: 'Exercise' };
    expect(activeWarnings([exercise], NOW)).toEqual([]);
  });
});

describe('a warning applies to a location when its point or a point of its track line lies inside the area', () => {
  const warnings = activeWarnings(allSampleAlerts(), NOW);
  const byEvent = (event: string) => warnings.find((w) => w.event === event && w.area.description !== 'Canterbury High Country')!;
  const kepler: PlaceGeometry = { point: [167.575857, -45.452183], line: greatWalkLine('Kepler') };
  const keplerPointOnly: PlaceGeometry = { point: kepler.point, line: null };
  const routeburn: PlaceGeometry = { point: [168.2, -44.72], line: greatWalkLine('Routeburn') };
  const tongariro: PlaceGeometry = { point: [175.65, -39.13], line: greatWalkLine('Tongariro Northern') };

  it('the red warning for Fiordland National Park covers the Kepler Track', () => {
    expect(areasCover(byEvent('rain').areas, kepler)).toBe(true);
    expect(areasCover(byEvent('rain').areas, keplerPointOnly)).toBe(true);
  });
  it('the snow watch above 800 m covers the Kepler’s alpine section (its line) but not its point', () => {
    expect(areasCover(byEvent('snow').areas, kepler)).toBe(true);
    expect(areasCover(byEvent('snow').areas, keplerPointOnly)).toBe(false);
  });
  it('no Fiordland warning reaches the Tongariro Northern Circuit', () => {
    for (const warning of warnings) expect(areasCover(warning.areas, tongariro)).toBe(false);
  });
  it('the Canterbury warning reaches neither the Kepler nor the Routeburn', () => {
    const canterbury = warnings.find((w) => w.area.description === 'Canterbury High Country')!;
    expect(areasCover(canterbury.areas, kepler)).toBe(false);
    expect(areasCover(canterbury.areas, routeburn)).toBe(false);
  });
  it('a circle covers the places within its radius', () => {
    const circle = [{ description: 'Te Anau', polygons: [], circles: [{ center: [167.718, -45.414] as [number, number], radiusKm: 5 }] }];
    expect(areasCover(circle, keplerPointOnly)).toBe(false);
    expect(areasCover(circle, kepler)).toBe(true);
  });
});
