import { describe, expect, it } from 'vitest';
import { TRIP_CHECK_LEVEL_WORDS, partyExperience, tripCheck, tripCheckFacts, tripDates, type PartyExperience, type TripCheckFacts } from './tripCheck.ts';
import type { TimeOfDay } from './planTiming.ts';

const TE_ANAU = { lat: -45.45, lng: 167.58 };
const at = (hour: string, minute: '00' | '15' | '30' | '45', meridiem: 'AM' | 'PM'): TimeOfDay => ({ hour: hour as TimeOfDay['hour'], minute, meridiem });

/** A sound day walk on 10 August 2026 (sunset in Te Anau about 5:54 pm). */
/** The planner's own level. */
const planner = (level: PartyExperience['level']): PartyExperience => ({ level, name: 'Aroha', planner: true });

const base: TripCheckFacts = {
  party: planner('Intermediate'),
  difficulty: ['Intermediate'],
  walkingDuration: '5 - 6 hr return',
  estimatedDuration: null,
  closed: false,
  docAlerts: [],
  docEnabled: true,
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
      ['doc-alerts', 'ok'],
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
    expect(check({ party: planner(null) }).verdict).toBe('go');
  });
  it('without dates it asks for them, and says what it can', () => {
    const result = check({ dates: null });
    expect(result).toMatchObject({ verdict: 'incomplete', headline: 'Add your trip dates to check this trip' });
    expect(result.reasons.map((r) => r.topic)).toEqual(['experience', 'doc-alerts']);
  });
  it('without dates, a track far beyond the walker is still a danger', () => {
    expect(check({ dates: null, party: planner('Beginner'), difficulty: ['Expert'] }).verdict).toBe('reconsider');
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
    expect(reason({ party: planner(experience), difficulty }, 'experience')?.level).toBe(level);
  });
  it.each([
    [['Expert'], 'This track is graded Expert, well above your experience (Intermediate).'],
    [['Intermediate', 'Advanced', 'Expert'], 'Parts of this track are graded Expert, well above your experience (Intermediate).'],
  ] as const)('a track graded %j is described by its hardest grade', (difficulty, said) => {
    expect(reason({ party: planner('Intermediate'), difficulty }, 'experience')?.detail).toContain(said);
  });
  it('without an experience level, it asks for one in the profile', () => {
    expect(reason({ party: planner(null) }, 'experience')).toMatchObject({ level: 'unknown', action: 'profile' });
  });
  it("weighs the party's least experienced member whose level is known, and names them", () => {
    const party = { level: 'Beginner', name: 'Hine', planner: false } as const;
    expect(reason({ party, difficulty: ['Advanced'] }, 'experience')).toMatchObject({
      level: 'danger',
      detail: "This track is graded Advanced, well above Hine's experience (Beginner). Choose an easier track, or go with an experienced leader.",
    });
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
      detail: 'MetService has not answered lately: its last warnings, 5 hr old, had none for your dates. Check them before going.',
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

describe('tripCheck: one verdict for every reader, worded for each', () => {
  const others = { kind: 'others', walker: 'Aroha' } as const;
  const risky: Partial<TripCheckFacts> = {
    difficulty: ['Intermediate', 'Advanced', 'Expert'],
    dates: { start: '2026-08-10', end: '2026-08-10', start_time: at('10', '00', 'AM'), end_time: at('06', '30', 'PM') },
    warnings: [{ severity: 'severe', headline: 'Heavy Rain Warning - Red' }],
  };
  it('the walker and anyone else get the same verdict and the same levels', () => {
    const mine = tripCheck({ ...base, ...risky });
    const theirs = tripCheck({ ...base, ...risky }, others);
    expect(theirs.verdict).toBe(mine.verdict);
    expect(theirs.headline).toBe(mine.headline);
    expect(theirs.reasons.map((r) => [r.topic, r.level])).toEqual(mine.reasons.map((r) => [r.topic, r.level]));
  });
  it('tells others whose experience it is, in their name, without the walker\'s advice', () => {
    const theirs = tripCheck({ ...base, ...risky }, others);
    expect(theirs.reasons.find((r) => r.topic === 'experience')?.detail).toBe('Aroha is Intermediate; parts of this track are graded Expert, well above their experience.');
    expect(theirs.reasons.find((r) => r.topic === 'daylight')?.detail).toMatch(/^Aroha plans to finish at 6:30 pm, after sunset \(5:5\d pm\)\.$/);
    expect(theirs.reasons.find((r) => r.topic === 'warnings')?.detail).toBe('Red: Heavy Rain Warning during the trip.');
    for (const reason of theirs.reasons) expect(reason.detail).not.toMatch(/\byour?\b/i);
  });
  it('a group member less experienced than the planner is named to others too', () => {
    const theirs = tripCheck({ ...base, difficulty: ['Advanced'], party: { level: 'Beginner', name: 'Hine', planner: false } }, others);
    expect(theirs.reasons.find((r) => r.topic === 'experience')?.detail).toBe('Hine, in the group, is Beginner; this track is graded Advanced, well above that experience.');
  });
  it('an unknown level is said as such to others, not as a request to fill in a profile', () => {
    expect(tripCheck({ ...base, party: planner(null) }, others).reasons.find((r) => r.topic === 'experience')).toMatchObject({
      level: 'unknown',
      detail: 'This track is graded Intermediate. Aroha has not said how much tramping experience they have.',
      action: 'track',
    });
  });
});

describe('tripCheck: closures and DOC alerts, which carry no dates', () => {
  it('a closed place is a danger', () => {
    expect(reason({ closed: true }, 'closure')).toMatchObject({ level: 'danger', action: 'alerts' });
    expect(check({ closed: true }).verdict).toBe('reconsider');
  });
  it("DOC's alerts are a caution, named with their place, whatever the dates", () => {
    const docAlerts = [{ heading: 'Forest Burn Shelter closed', place: 'Kepler Track' }];
    expect(reason({ docAlerts }, 'doc-alerts')).toMatchObject({
      level: 'caution',
      detail: 'DOC has an alert: Forest Burn Shelter closed (Kepler Track). Read them and plan around them before you go.',
    });
    expect(check({ docAlerts, dates: null }).reasons.map((r) => r.topic)).toContain('doc-alerts');
    expect(check({ docAlerts }).verdict).toBe('caution');
  });
  it('many alerts are counted, the first three named', () => {
    const docAlerts = ['A', 'B', 'C', 'D', 'E'].map((heading) => ({ heading, place: 'Kepler Track' }));
    expect(reason({ docAlerts }, 'doc-alerts')?.detail).toBe('DOC has 5 alerts: A (Kepler Track); B (Kepler Track); C (Kepler Track), and 2 more. Read them and plan around them before you go.');
  });
  it('alerts that could not be had, or are not configured, are unknown, never "none"', () => {
    expect(reason({ docAlerts: null }, 'doc-alerts')?.level).toBe('unknown');
    expect(reason({ docAlerts: null, docEnabled: false }, 'doc-alerts')).toMatchObject({ level: 'unknown', detail: expect.stringContaining('not checked here') });
  });
});

describe("tripCheck: a custom track's walking time, estimated from its line", () => {
  const day = { start: '2026-08-10', end: '2026-08-10', start_time: at('09', '00', 'AM'), end_time: at('11', '00', 'AM') };
  it('weighs the estimate as it weighs DOC\'s time, and says it is an estimate', () => {
    expect(reason({ walkingDuration: null, estimatedDuration: { unit: 'hours', min: 3, max: 5 }, dates: day }, 'duration')).toMatchObject({
      level: 'danger',
      detail: "We estimate 3 hr to 5 hr of walking from the track's length; you have planned 2 hr. Start earlier or choose a shorter walk.",
    });
  });
  it('DOC\'s own time wins over an estimate', () => {
    expect(reason({ walkingDuration: '1 hr', estimatedDuration: { unit: 'hours', min: 3, max: 5 }, dates: day }, 'duration')?.level).toBe('ok');
  });
});

describe('tripCheckFacts: gathered the same way by the plan screen and the server', () => {
  const location = { type: 'Track' as const, lat: -45.45, lng: 167.58, difficulty: [{ id: 3, title: 'Intermediate' }], walking_duration: '3-4 days' as string | null, distance: 60, is_closed: false };
  const feeds = (doc: { enabled: boolean; fetched_at: string | null }) => [
    { feed: 'metservice', fetched_at: '2026-08-01T00:00:00Z', stale: false, enabled: true },
    { feed: 'nzaa', fetched_at: '2026-08-01T00:00:00Z', stale: false, enabled: true },
    { feed: 'doc', stale: false, ...doc },
  ] as const;
  const alerts = (doc: { enabled: boolean; fetched_at: string | null }) => ({
    metservice: [],
    nzaa: [],
    doc: [{ id: '1', heading: 'Forest Burn Shelter closed', detail: '', display_date: null, place: 'Kepler Track', sample: false }],
    huts: [],
    campsites: [],
    closedAlerts: [],
    feeds: [...feeds(doc)],
  });
  const gather = (over: Partial<Parameters<typeof tripCheckFacts>[0]>) =>
    tripCheckFacts({ location, dates: null, party: planner('Intermediate'), alerts: alerts({ enabled: true, fetched_at: '2026-08-01T00:00:00Z' }), forecasts: [], now: new Date('2026-08-02T00:00:00Z'), ...over });
  it("takes DOC's alerts once DOC has answered; none known before", () => {
    expect(gather({}).docAlerts).toEqual([{ heading: 'Forest Burn Shelter closed', place: 'Kepler Track' }]);
    expect(gather({ alerts: alerts({ enabled: true, fetched_at: null }) }).docAlerts).toBeNull();
    expect(gather({ alerts: alerts({ enabled: false, fetched_at: null }) })).toMatchObject({ docAlerts: null, docEnabled: false });
  });
  it('estimates a custom track\'s time from its length, never a DOC track\'s', () => {
    expect(gather({}).estimatedDuration).toBeNull();
    expect(gather({ location: { ...location, type: 'Custom Track' as const, walking_duration: null, distance: 10 }, ascentM: 600 }).estimatedDuration).toEqual({ unit: 'hours', min: 3, max: 5 });
  });
  it('counts a closure from DOC\'s flag', () => {
    expect(gather({ location: { ...location, is_closed: true } }).closed).toBe(true);
  });
});

describe("partyExperience: whose level the grade is weighed against", () => {
  const aroha = { first_name: 'Aroha', level: 'Intermediate' } as const;
  it.each([
    ['the planner alone', aroha, [], { level: 'Intermediate', name: 'Aroha', planner: true }],
    ['a less experienced member', aroha, [{ first_name: 'Hine', level: 'Beginner' }], { level: 'Beginner', name: 'Hine', planner: false }],
    ['a more experienced member', aroha, [{ first_name: 'Tama', level: 'Expert' }], { level: 'Intermediate', name: 'Aroha', planner: true }],
    ['a member of the same level: the planner', aroha, [{ first_name: 'Tama', level: 'Intermediate' }], { level: 'Intermediate', name: 'Aroha', planner: true }],
    ['members with no level are not counted', aroha, [{ first_name: 'Tama', level: null }], { level: 'Intermediate', name: 'Aroha', planner: true }],
    ['a planner with no level and a member with one', { first_name: 'Aroha', level: null }, [{ first_name: 'Tama', level: 'Advanced' }], { level: 'Advanced', name: 'Tama', planner: false }],
    ['nobody known', { first_name: 'Aroha', level: null }, [], { level: null, name: 'Aroha', planner: true }],
  ] as const)('%s', (_, plannerFacts, members, party) => {
    expect(partyExperience(plannerFacts, members)).toEqual(party);
  });
});

describe('the levels in words', () => {
  it('has one word for each level, read by the card, the emails and the PDF alike', () => {
    expect(TRIP_CHECK_LEVEL_WORDS).toEqual({ danger: 'Danger', caution: 'Caution', unknown: 'Not checked', ok: 'OK' });
  });
});
