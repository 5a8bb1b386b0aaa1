import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { GEAR_PRESET_IDS, GearListPreset, type GearPresetId } from '@planmywalk/contracts';
import { DEFAULT_SOURCE_DIR, SOURCE_FILES } from './sources.ts';
import {
  GearPresetsFile,
  alpineExposure,
  buildGearPresets,
  chooseGearPresets,
  presetOfDuration,
  statedAltitudeMetres,
  type GearFacts,
} from './gear-presets.ts';

const file = JSON.parse(readFileSync(path.join(DEFAULT_SOURCE_DIR, SOURCE_FILES.gearPresets), 'utf8')) as GearPresetsFile;

const track = (durations: string[], extra: Partial<GearFacts> = {}): GearFacts => ({
  type: 'Track',
  durations,
  difficulties: ['Intermediate'],
  category: null,
  introduction: 'A walk through beech forest beside the lake.',
  ...extra,
});

describe('the preset lists in data/gear/presets.json', () => {
  const presets = buildGearPresets(file);

  it('fit the file schema and the wire contract, with every item unpacked and every source resolved', () => {
    expect(Value.Check(GearPresetsFile, file)).toBe(true);
    for (const preset of presets) {
      const wire = { id: preset.id, title: preset.title, description: preset.description, categories: preset.categories, sources: preset.sources };
      expect(Value.Errors(GearListPreset, wire).First()).toBeUndefined();
      expect(preset.categories.flatMap((c) => c.items).every((item) => item.packed === false)).toBe(true);
      expect(preset.sources.length).toBeGreaterThan(0);
    }
  });

  it('hold every list the location rules choose, in the order the gear page offers them', () => {
    expect(presets.map((p) => p.id)).toEqual([...GEAR_PRESET_IDS]);
    expect(presets.map((p) => p.title)).toEqual([
      'Short walk',
      'Day walk',
      'Overnight hut trip',
      'Multi-day tramp',
      'Camping trip',
      'Alpine or winter trip',
    ]);
  });

  it.each([
    ['day-walk', 'Personal locator beacon (PLB)'],
    ['overnight-hut', 'Sleeping bag'],
    ['multi-day-tramp', 'At least one day\'s spare food'],
    ['camping', 'Tent with poles, pegs and fly'],
    ['alpine-winter', 'Avalanche transceiver, probe and shovel'],
  ])('the %s list carries "%s" with a note', (id, item) => {
    const found = presets.find((p) => p.id === id)?.categories.flatMap((c) => c.items).find((i) => i.title === item);
    expect(found?.notes.length).toBeGreaterThan(10);
  });

  it('refuses a file without a list the rules need, a repeated id, or an unknown source', () => {
    const without = { ...file, presets: file.presets.filter((p) => p.id !== 'camping') };
    expect(() => buildGearPresets(without)).toThrow("the location rules need 'camping'");
    const repeated = { ...file, presets: [...file.presets, file.presets[0] as GearPresetsFile['presets'][number]] };
    expect(() => buildGearPresets(repeated)).toThrow("'short-walk' is listed twice");
    const unknown = { ...file, presets: file.presets.map((p, i) => (i === 0 ? { ...p, sources: ['nowhere'] } : p)) };
    expect(() => buildGearPresets(unknown)).toThrow("cites 'nowhere'");
  });
});

describe('the altitude DOC states', () => {
  it.each([
    ['At 1800 metres on the Sealy Range, Mueller Hut provides a panorama.', 1800],
    ['This is a basic four-bunk hut at 2,080 m in an exposed, alpine environment.', 2080],
    ['At 800 metres altitude, this hut is on a terrace.', 800],
    ['The hut sits at 1,350 m above sea level.', 1350],
    ['The climb is 1,100 m vertical from the village.', null],
    ['A 3 km walk.', null],
    [null, null],
  ])('%s → %s', (text, metres) => {
    expect(statedAltitudeMetres(text)).toBe(metres);
  });
});

describe('how alpine a location is', () => {
  it.each<[string, Parameters<typeof alpineExposure>[0], ReturnType<typeof alpineExposure>]>([
    ['alpine skills in DOC’s words', { category: null, difficulties: [], introduction: 'In winter, snow and ice means alpine skills and experience are essential.' }, 'alpine'],
    ['ice axe and crampons', { category: null, difficulties: [], introduction: 'Experience using an ice axe and crampons is needed in winter.' }, 'alpine'],
    ['a stated altitude of 1,800 m', { category: null, difficulties: [], introduction: 'At 1800 metres on the Sealy Range.' }, 'alpine'],
    ['a Serviced Alpine hut', { category: 'Serviced Alpine', difficulties: [], introduction: 'This is a standard 10-bunk hut.' }, 'alpine'],
    ['a Serviced Alpine hut for families', { category: 'Serviced Alpine', difficulties: [], introduction: 'A great overnight tramp for families with children.' }, 'exposed'],
    ['above the bushline', { category: null, difficulties: [], introduction: 'The track climbs above the bushline to the tops.' }, 'exposed'],
    ['avalanches in winter', { category: null, difficulties: [], introduction: 'There can be avalanches when snow is present.' }, 'exposed'],
    ['a stated altitude of 1,350 m', { category: null, difficulties: [], introduction: 'The hut sits at 1,350 m above sea level.' }, 'exposed'],
    ['an Expert route', { category: null, difficulties: ['Expert'], introduction: 'A marked route to the summit.' }, 'exposed'],
    ['a tramping club’s name', { category: 'Standard', difficulties: [], introduction: 'Maintained by the Palmerston North Tramping and Mountaineering Club.' }, null],
    ['alpine views', { category: null, difficulties: ['Intermediate'], introduction: 'Tussock ridgelines and spectacular alpine vistas.' }, null],
  ])('%s', (_, facts, expected) => {
    expect(alpineExposure(facts)).toBe(expected);
  });
});

describe('the list of a duration category', () => {
  it.each([
    ['Under 1 hour', 'short-walk'],
    ['1-4 hours', 'day-walk'],
    ['Over 4 hours', 'day-walk'],
    ['Overnight', 'overnight-hut'],
    ['Multi-night', 'multi-day-tramp'],
    ['Whenever', null],
  ])('%s → %s', (title, id) => {
    expect(presetOfDuration(title)).toBe(id);
  });
});

describe('the lists a location offers and starts with', () => {
  it.each<[string, GearFacts, GearPresetId[], GearPresetId]>([
    ['a short walk', track(['Under 1 hour']), ['short-walk'], 'short-walk'],
    ['a half-day walk', track(['1-4 hours']), ['day-walk'], 'day-walk'],
    ['a full-day walk, which may be a winter trip', track(['Over 4 hours']), ['day-walk', 'alpine-winter'], 'day-walk'],
    ['a day walk or an overnight trip (the longest wins)', track(['1-4 hours', 'Overnight']), ['day-walk', 'overnight-hut', 'camping', 'alpine-winter'], 'overnight-hut'],
    ['a Great Walk such as the Kepler Track', track(['Multi-night']), ['overnight-hut', 'multi-day-tramp', 'camping', 'alpine-winter'], 'multi-day-tramp'],
    ['a track without a duration category', track([]), ['day-walk'], 'day-walk'],
    [
      'an alpine day route (Tongariro Alpine Crossing)',
      track(['Over 4 hours'], { introduction: 'From June to October, snow and ice means alpine skills and experience are essential.' }),
      ['day-walk', 'alpine-winter'],
      'alpine-winter',
    ],
    [
      'an alpine overnight route at 1,800 m (Mueller Hut Route)',
      track(['Over 4 hours', 'Overnight'], { difficulties: ['Advanced'], introduction: 'At 1800 metres on the Sealy Range.' }),
      ['day-walk', 'overnight-hut', 'camping', 'alpine-winter'],
      'alpine-winter',
    ],
    [
      'a short walk where DOC mentions winter avalanches (offered nothing alpine)',
      track(['Under 1 hour'], { introduction: 'The track is subject to avalanche hazard in winter past this point.' }),
      ['short-walk'],
      'short-walk',
    ],
    [
      'a half-day walk above the bushline',
      track(['1-4 hours'], { introduction: 'The track climbs above the bushline.' }),
      ['day-walk', 'alpine-winter'],
      'day-walk',
    ],
    ['a hut', { type: 'Hut', durations: [], difficulties: [], category: 'Standard', introduction: 'A six-bunk hut.' }, ['day-walk', 'overnight-hut', 'multi-day-tramp', 'alpine-winter'], 'overnight-hut'],
    [
      'an alpine hut',
      { type: 'Hut', durations: [], difficulties: [], category: 'Serviced Alpine', introduction: 'This is an alpine serviced 14-bunk hut.' },
      ['day-walk', 'overnight-hut', 'multi-day-tramp', 'alpine-winter'],
      'alpine-winter',
    ],
    ['a road-end campsite', { type: 'Campsite', durations: [], difficulties: [], category: 'Standard', introduction: null }, ['short-walk', 'day-walk', 'camping'], 'camping'],
    [
      'a backcountry campsite',
      { type: 'Campsite', durations: [], difficulties: [], category: 'Backcountry', introduction: null },
      ['short-walk', 'day-walk', 'multi-day-tramp', 'camping'],
      'camping',
    ],
  ])('%s', (_, facts, presets, start) => {
    const choice = chooseGearPresets(facts);
    expect(choice).toEqual({ presets, start });
    expect(choice.presets).toContain(choice.start);
  });
});
