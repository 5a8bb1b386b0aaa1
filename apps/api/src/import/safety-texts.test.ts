import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { sanitizeFeedHtml } from '../feeds/sanitize.ts';
import { DEFAULT_SOURCE_DIR, SOURCE_FILES } from './sources.ts';
import { SAFETY_PARAGRAPH_IDS, SafetyTextsFile, buildSafetyTexts, checkSafetyTexts, chooseSafetyParagraphs, type SafetyFacts } from './safety-texts.ts';

const file = JSON.parse(readFileSync(path.join(DEFAULT_SOURCE_DIR, SOURCE_FILES.safetyTexts), 'utf8')) as SafetyTextsFile;

const track = (extra: Partial<SafetyFacts> = {}): SafetyFacts => ({
  type: 'Track',
  durations: ['1-4 hours'],
  difficulties: ['Easy'],
  category: null,
  introduction: 'A walk through beech forest beside the lake.',
  facilities: [],
  bookable: null,
  activities: ['Walking and tramping'],
  ...extra,
});

describe('the safety texts in data/safety/texts.json', () => {
  it('fit the file schema, hold every paragraph the rules choose and cite only listed sources', () => {
    expect(Value.Errors(SafetyTextsFile, file).First()).toBeUndefined();
    expect(() => checkSafetyTexts(file)).not.toThrow();
    expect(Object.keys(file.paragraphs).sort()).toEqual([...SAFETY_PARAGRAPH_IDS].sort());
  });

  it('given a paragraph the rules need is missing, or a source it cites is not listed, fails naming it', () => {
    const { route: _, ...paragraphs } = file.paragraphs;
    expect(() => checkSafetyTexts({ ...file, paragraphs })).toThrow("the rules need 'route'");
    const citing = { ...file.paragraphs, rivers: { text: 'Rivers.', sources: ['nowhere'] } };
    expect(() => checkSafetyTexts({ ...file, paragraphs: citing })).toThrow("'rivers' cites 'nowhere'");
  });

  it('build HTML the feed sanitiser leaves as it is, with the paragraphs, then the sources as links that open a new tab', () => {
    const texts = buildSafetyTexts(file, track({ introduction: 'Cross the river at the ford; passable at low tide.' }));
    for (const html of [texts.essentialPreparation, texts.weatherConditions]) {
      expect(sanitizeFeedHtml(html)).toBe(html);
      expect(html).toMatch(/<p>From: <a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer">[^<]+<\/a>(, <a [^>]+>[^<]+<\/a>)*\.<\/p>$/);
    }
    expect(texts.essentialPreparation).toContain(file.paragraphs.rivers!.text);
    expect(texts.weatherConditions).toContain(file.paragraphs['weather-tides']!.text);
  });

  it('escape the words, so a paragraph cannot add markup', () => {
    const hostile = { ...file, paragraphs: { ...file.paragraphs, 'plan-and-tell': { text: '<img src=x onerror=alert(1)> & "tell"', sources: ['msc-land-safety-code'] } } };
    expect(buildSafetyTexts(hostile, track()).essentialPreparation).toContain('<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;tell&quot;</p>');
  });
});

describe('the paragraphs a place gets', () => {
  it.each<[string, SafetyFacts, string[], string[]]>([
    ['a short walk', track({ durations: ['Under 1 hour'], difficulties: ['Easiest'] }), ['plan-and-tell', 'short-walk'], ['weather-changes']],
    ['a day walk', track(), ['plan-and-tell', 'day-walk'], ['weather-changes']],
    ['a track of unknown length (read as a day out)', track({ durations: [] }), ['plan-and-tell', 'day-walk'], ['weather-changes']],
    ['an overnight tramping track', track({ durations: ['Overnight'], difficulties: ['Advanced'] }), ['plan-and-tell', 'overnight', 'tramping-track'], ['weather-changes']],
    [
      'a Great Walk graded Intermediate to Expert, alpine in places',
      track({ durations: ['Multi-night'], difficulties: ['Intermediate', 'Advanced', 'Expert'], introduction: 'A tramp above the bushline with an alpine crossing.' }),
      ['plan-and-tell', 'overnight', 'route-parts', 'alpine'],
      ['weather-changes', 'weather-tops'],
    ],
    [
      'an alpine route with river crossings',
      track({ durations: ['Overnight'], difficulties: ['Expert'], introduction: 'Unbridged river crossings; ice axe and crampons needed.' }),
      ['plan-and-tell', 'overnight', 'route', 'alpine', 'rivers'],
      ['weather-changes', 'weather-tops', 'weather-rivers'],
    ],
    [
      'a serviced alpine hut that takes bookings, with untreated water',
      { ...track(), type: 'Hut', durations: [], difficulties: [], category: 'Serviced Alpine', bookable: true, facilities: ['Water from tap - not treated, boil before use'] },
      ['plan-and-tell', 'hut', 'hut-bookable', 'water-untreated', 'alpine'],
      ['weather-changes', 'weather-tops'],
    ],
    [
      'a backcountry hut with stream water, first come, first served',
      { ...track(), type: 'Hut', durations: [], difficulties: [], category: 'Standard', bookable: false, facilities: ['Water from stream', 'Mattresses'] },
      ['plan-and-tell', 'hut', 'hut-first-come', 'water-untreated'],
      ['weather-changes'],
    ],
    [
      'a campsite with no water listed',
      { ...track(), type: 'Campsite', durations: [], difficulties: [], category: 'Basic', facilities: ['Toilets - non-flush'] },
      ['plan-and-tell', 'campsite', 'water-none'],
      ['weather-changes'],
    ],
    [
      'a bookable campsite with treated water',
      { ...track(), type: 'Campsite', durations: [], difficulties: [], category: 'Standard', bookable: true, facilities: ['Water from tap - treated', 'Water supply'] },
      ['plan-and-tell', 'campsite', 'campsite-bookable'],
      ['weather-changes'],
    ],
  ])('%s', (_, facts, preparation, weather) => {
    const chosen = chooseSafetyParagraphs(facts);
    expect(chosen.preparation).toEqual(preparation);
    expect(chosen.weather).toEqual(weather);
  });

  it('names who else uses the track, in words, and nobody when only walkers do', () => {
    expect(buildSafetyTexts(file, track()).sharedUse).toBeNull();
    expect(buildSafetyTexts(file, track({ activities: ['Walking and tramping', 'Mountain biking', 'Horse riding'] })).sharedUse).toBe(
      `${file.paragraphs['shared-bikes']!.text} ${file.paragraphs['shared-horses']!.text}`,
    );
  });
});
