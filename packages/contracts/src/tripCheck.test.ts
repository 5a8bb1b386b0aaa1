import { describe, expect, it } from 'vitest';
import { tripCheck, tripDates, type TripCheckFacts } from './tripCheck.ts';
import type { TimeOfDay } from './planTiming.ts';

const TE_ANAU = { lat: -45.45, lng: 167.58 };
const at = (hour: string, minute: '00' | '15' | '30' | '45', meridiem: 'AM' | 'PM'): TimeOfDay => ({ hour: hour as TimeOfDay['hour'], minute, meridiem });

/** A sound day walk on 10 August 2026 (sunset in Te Anau about 5:54 pm). */
const base: TripCheckFacts = {
  experience: 'Intermediate',
  difficulty: ['Intermediate'],
  walkingDuration: '5 - 6 hr return',
  dates: { start: '2026-08-10', end: '2026-08-10', start_time: at('08', '00', 'AM'), end_time: at('03', '00', 'PM') },
  place: TE_ANAU,
  warnings: [],
  staleWarningsAgeMin: null,
  advisories: [],
  alpine: false,
  forecastDays: [{ date: '2026-08-10', freezing_level: 1800, hazards: [] }],
  highPointM: 1100,
};

const check = (over: Partial<TripCheckFacts>) => tripCheck({ ...base, ...over });
const reason = (over: Partial<TripCheckFacts>, topic: string) => check(over).reasons.find((r) => r.topic === topic);

describe('tripCheck: the verdict', () => {
  it('a sound trip looks good, every reason ok', () => {
    const result = check({});
    expect(result).toMatchObject({ verdict: 'go', headline: 'Looks good for your dates' });
    expect(result.reasons.map((r) => [r.topic, r.level])).toEqual([
      ['experience', 'ok'],
      ['daylight', 'ok'],
      ['duration', 'ok'],
      ['warnings', 'ok'],
      ['forecast', 'ok'],
      ['freezing', 'ok'],
    ]);
  });
  it('one caution makes it "Go prepared"', () => {
    expect(check({ warnings: [{ severity: 'minor', headline: 'Heavy Snow Watch' }] })).toMatchObject({ verdict: 'caution', headline: 'Go prepared' });
  });
  it('one danger makes it "Think again", the danger listed first', () => {
    const result = check({ warnings: [{ severity: 'severe', headline: 'Heavy Rain Warning - Red' }] });
    expect(result).toMatchObject({ verdict: 'reconsider', headline: 'Think again about this trip' });
    expect(result.reasons[0]).toMatchObject({ topic: 'warnings', level: 'danger', action: 'alerts' });
  });
  it('not knowing the warnings or the forecast is never "Looks good"', () => {
    expect(check({ warnings: null }).verdict).toBe('caution');
    expect(check({ forecastDays: null }).verdict).toBe('caution');
    expect(check({ experience: null }).verdict).toBe('go');
  });
  it('without dates it asks for them, and says what it can', () => {
    const result = check({ dates: null });
    expect(result).toMatchObject({ verdict: 'incomplete', headline: 'Add your trip dates to check this trip' });
    expect(result.reasons.map((r) => r.topic)).toEqual(['experience']);
  });
  it('without dates, a track far beyond the walker is still a danger', () => {
    expect(check({ dates: null, experience: 'Beginner', difficulty: ['Expert'] }).verdict).toBe('reconsider');
  });
});

describe('tripCheck: experience against difficulty', () => {
  it.each([
    ['Beginner', ['Easy'], 'ok'],
    ['Beginner', ['Intermediate'], 'caution'],
    ['Beginner', ['Advanced'], 'danger'],
    ['Intermediate', ['Easy', 'Advanced'], 'caution'],
    ['Intermediate', ['Expert'], 'danger'],
    ['Advanced', ['Advanced'], 'ok'],
    ['Advanced', ['Expert'], 'caution'],
    ['Expert', ['Expert'], 'ok'],
  ] as const)('%s on a %j track is %s', (experience, difficulty, level) => {
    expect(reason({ experience, difficulty }, 'experience')?.level).toBe(level);
  });
  it.each([
    [['Expert'], 'This track is graded Expert, well above your experience (Intermediate).'],
    [['Intermediate', 'Advanced', 'Expert'], 'Parts of this track are graded Expert, well above your experience (Intermediate).'],
  ] as const)('a track graded %j is described by its hardest grade', (difficulty, said) => {
    expect(reason({ experience: 'Intermediate', difficulty }, 'experience')?.detail).toContain(said);
  });
  it('without an experience level, it asks for one in the profile', () => {
    expect(reason({ experience: null }, 'experience')).toMatchObject({ level: 'unknown', action: 'profile' });
  });
  it('says nothing of experience to a viewer who may not know the walker’s', () => {
    expect(reason({ experience: undefined }, 'experience')).toBeUndefined();
  });
  it('says nothing when DOC gives no grade it knows', () => {
    expect(reason({ difficulty: [] }, 'experience')).toBeUndefined();
    expect(reason({ difficulty: ['Walking track'] }, 'experience')).toBeUndefined();
  });
});

describe('tripCheck: the finish against sunset', () => {
  it.each([
    [at('03', '00', 'PM'), 'ok'],
    [at('05', '30', 'PM'), 'caution'],
    [at('06', '30', 'PM'), 'danger'],
    [at('09', '00', 'PM'), 'danger'],
  ] as const)('finishing at %j in August is %s', (end_time, level) => {
    const found = reason({ dates: { ...base.dates!, end_time }, walkingDuration: null }, 'daylight');
    expect(found).toMatchObject({ level, action: 'dates' });
  });
  it('in summer the same finish is in daylight', () => {
    const summer = { start: '2026-12-20', end: '2026-12-20', start_time: at('08', '00', 'AM'), end_time: at('08', '30', 'PM') };
    expect(reason({ dates: summer, walkingDuration: null }, 'daylight')?.level).toBe('ok');
  });
  it('names the times', () => {
    expect(reason({ dates: { ...base.dates!, end_time: at('06', '30', 'PM') } }, 'daylight')?.detail).toMatch(/^You plan to finish at 6:30 pm, after sunset \(5:5\d pm\)/);
  });
  it('a start before sunrise asks for a head torch', () => {
    expect(reason({ dates: { ...base.dates!, start_time: at('06', '00', 'AM') } }, 'start')).toMatchObject({ level: 'caution', action: 'gear' });
    expect(reason({}, 'start')).toBeUndefined();
  });
  it('without an end time, asks for one', () => {
    expect(reason({ dates: { ...base.dates!, end_time: null } }, 'daylight')).toMatchObject({ level: 'unknown', action: 'dates' });
  });
});

describe('tripCheck: walking time against the time planned', () => {
  const day = (start: TimeOfDay, end: TimeOfDay) => ({ start: '2026-08-10', end: '2026-08-10', start_time: start, end_time: end });
  it.each([
    ['5 - 6 hr return', day(at('08', '00', 'AM'), at('03', '00', 'PM')), 'ok'],
    ['5 - 6 hr return', day(at('09', '00', 'AM'), at('02', '30', 'PM')), 'caution'],
    ['5 - 6 hr return', day(at('10', '00', 'AM'), at('02', '00', 'PM')), 'danger'],
    ['45 min', day(at('10', '00', 'AM'), at('11', '00', 'AM')), 'ok'],
  ] as const)('%s in %j is %s', (walkingDuration, dates, level) => {
    expect(reason({ walkingDuration, dates }, 'duration')?.level).toBe(level);
  });
  it.each([
    ['3-4 days', 1, 'danger'],
    ['3-4 days', 2, 'danger'],
    ['3-4 days', 3, 'ok'],
    ['3-4 days', 4, 'ok'],
    ['8 hr', 2, 'ok'],
  ] as const)('%s over %i days is %s', (walkingDuration, days, level) => {
    const dates = { start: '2026-08-10', end: `2026-08-1${days - 1}`, start_time: at('08', '00', 'AM'), end_time: at('02', '00', 'PM') };
    expect(reason({ walkingDuration, dates }, 'duration')?.level).toBe(level);
  });
  it('unknown DOC times say nothing; a day trip without times asks for them', () => {
    expect(reason({ walkingDuration: 'Various times' }, 'duration')).toBeUndefined();
    expect(reason({ dates: { ...base.dates!, start_time: null } }, 'duration')).toMatchObject({ level: 'unknown', action: 'dates' });
  });
});

describe('tripCheck: warnings, avalanche danger, forecast, freezing level', () => {
  it.each([
    [[{ severity: 'severe', headline: 'Heavy Rain Warning - Red' }], 'danger', /^Red: Heavy Rain Warning during your trip\./],
    [[{ severity: 'moderate', headline: 'Strong Wind Warning - Orange' }, { severity: 'minor', headline: 'Heavy Snow Watch' }], 'caution', /^Orange: Strong Wind Warning during your trip, and 1 more\./],
    [[{ severity: 'minor', headline: 'Heavy Snow Watch' }], 'caution', /^Yellow: Heavy Snow Watch/],
  ] as const)('warnings %j are %s', (warnings, level, detail) => {
    expect(reason({ warnings: [...warnings] }, 'warnings')).toMatchObject({ level, detail: expect.stringMatching(detail), action: 'alerts' });
  });
  it("an old copy with no warnings is unknown, with its age: a warning may have been issued since; an old copy's warnings still count", () => {
    expect(reason({ staleWarningsAgeMin: 300 }, 'warnings')).toMatchObject({
      level: 'unknown',
      detail: 'MetService has not answered lately: its last warnings, 5 hr old, had none for your dates. Check them before you go.',
    });
    expect(reason({ staleWarningsAgeMin: 25 }, 'warnings')?.detail).toContain('25 min old');
    expect(reason({ staleWarningsAgeMin: 3 * 24 * 60 + 10 }, 'warnings')?.detail).toContain('3 days old');
    expect(check({ staleWarningsAgeMin: 300 }).verdict).toBe('caution');
    expect(reason({ staleWarningsAgeMin: 300, warnings: [{ severity: 'severe', headline: 'Heavy Rain Warning - Red' }] }, 'warnings')?.level).toBe('danger');
  });
  it('warnings that could not be had are unknown', () => {
    expect(reason({ warnings: null }, 'warnings')?.level).toBe('unknown');
  });
  it.each([
    [[1, 1, -2], 'ok'],
    [[2, 1, 1], 'ok'],
    [[3, 2, 1], 'caution'],
    [[4, 3, 2], 'danger'],
    [[5, 5, 4], 'danger'],
  ])('avalanche bands %j are %s', (ratings, level) => {
    expect(reason({ advisories: [{ region: 'Fiordland', altitude_danger: ratings.map((rating) => ({ rating })) }] }, 'avalanche')?.level).toBe(level);
  });
  it('unrated bands and no advisory say nothing about avalanches', () => {
    expect(reason({ advisories: [{ region: 'Fiordland', altitude_danger: [{ rating: -2 }, { rating: -2 }] }] }, 'avalanche')).toBeUndefined();
    expect(reason({ advisories: [] }, 'avalanche')).toBeUndefined();
  });
  it('advisories that could not be had are unknown on a trip into the alpine zone, a reason for caution, and not worth a word below it', () => {
    expect(reason({ advisories: null, alpine: true }, 'avalanche')).toMatchObject({ level: 'unknown', action: 'alerts', detail: expect.stringContaining('NZ Avalanche Advisory') });
    expect(check({ advisories: null, alpine: true }).verdict).toBe('caution');
    expect(reason({ advisories: null, alpine: false }, 'avalanche')).toBeUndefined();
    expect(check({ advisories: null, alpine: false }).verdict).toBe('go');
  });
  it('forecast hazards are a caution, named', () => {
    const days = [{ date: '2026-08-10', freezing_level: 1800, hazards: [{ displayName: 'Wind' }, { displayName: 'Snow' }] }];
    expect(reason({ forecastDays: days }, 'forecast')).toMatchObject({ level: 'caution', detail: expect.stringContaining('Wind, Snow'), action: 'weather' });
  });
  it('no forecast yet is unknown; part of a long trip covered says so', () => {
    expect(reason({ forecastDays: null }, 'forecast')).toMatchObject({ level: 'unknown' });
    const trip = { start: '2026-08-10', end: '2026-08-13', start_time: at('08', '00', 'AM'), end_time: at('02', '00', 'PM') };
    expect(reason({ dates: trip, forecastDays: base.forecastDays }, 'forecast')?.detail).toContain('the forecast covers 1 of your 4 days');
  });
  it('a freezing level below the high point calls for gear; unknown heights say nothing', () => {
    const cold = [{ date: '2026-08-10', freezing_level: 600, hazards: [] }];
    expect(reason({ forecastDays: cold, highPointM: 1400 }, 'freezing')).toMatchObject({ level: 'caution', action: 'gear', detail: expect.stringContaining('600 m, below the track\'s highest point (1,400 m)') });
    expect(reason({ forecastDays: cold, highPointM: null }, 'freezing')).toBeUndefined();
    expect(reason({ forecastDays: cold, highPointM: 400 }, 'freezing')?.level).toBe('ok');
  });
});

describe('tripDates', () => {
  it('lists every day of the trip', () => expect(tripDates({ start: '2026-08-30', end: '2026-09-02' })).toEqual(['2026-08-30', '2026-08-31', '2026-09-01', '2026-09-02']));
});
