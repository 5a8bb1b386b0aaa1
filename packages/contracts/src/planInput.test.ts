import { describe, expect, it } from 'vitest';
import {
  GROUP_TOO_LARGE,
  INVALID_DATES,
  charactersRemaining,
  dailyPlanProblems,
  planFieldProblems,
  planInputLimitMessage,
  planInputProblems,
  planPersonProblem,
  publishProblem,
  tripDatesProblem,
  tripNameProblem,
  tripNoteProblem,
  type PlanFields,
} from './planInput.ts';
import type { TripDates } from './planTiming.ts';

const letters = (n: number) => 'a'.repeat(n);
const MOUNTAIN = '🏔'; // U+1F3D4: one code point, two UTF-16 units
const MOUNTAIN_VS16 = '🏔️'; // U+1F3D4 U+FE0F: two code points, three UTF-16 units
const FAMILY = '👩‍👩‍👧'; // three people and two zero-width joiners: five code points
const O_MACRON_NFD = 'o\u0304'; // 'ō' as a letter and a combining macron: two code points

const dates = (start: string, end: string, start_time: TripDates['start_time'] = { hour: '08', minute: '00', meridiem: 'AM' }, end_time: TripDates['end_time'] = { hour: '04', minute: '00', meridiem: 'PM' }): TripDates => ({
  start,
  end,
  start_time,
  end_time,
});

const fields = (overrides: Partial<PlanFields> = {}): PlanFields => ({
  custom_trip_name: null,
  note: '',
  date: dates('2030-12-05', '2030-12-06'),
  daily_plans: [],
  contacts: [],
  emergency_contact: null,
  attachments: [],
  ...overrides,
});

describe('a character is a code point, as the server’s schema counts it', () => {
  it.each([
    ['35 letters', letters(35), null],
    ['36 letters', letters(36), 'Maximum of 35 letters'],
    ['35 letters with spaces around them (the name is kept trimmed)', ` ${letters(35)}  `, null],
    ['18 mountains: 18 characters, though 36 UTF-16 units', MOUNTAIN.repeat(18), null],
    ['35 mountains', MOUNTAIN.repeat(35), null],
    ['36 mountains', MOUNTAIN.repeat(36), 'Maximum of 35 letters'],
    ['18 mountains with variation selectors: 36 characters', MOUNTAIN_VS16.repeat(18), 'Maximum of 35 letters'],
    ['7 families: 35 characters', FAMILY.repeat(7), null],
    ['7 families and a letter: 36 characters', `${FAMILY.repeat(7)}a`, 'Maximum of 35 letters'],
    ['35 letters seen, the last an ō written as one character (NFC): 35 characters', `${letters(34)}ō`, null],
    ['35 letters seen, the last an o and a combining macron (NFD): 36 characters, the mark counts', `${letters(34)}${O_MACRON_NFD}`, 'Maximum of 35 letters'],
    ['34 letters seen, the last an o and a combining macron: 35 characters', `${letters(33)}${O_MACRON_NFD}`, null],
    ['none', null, null],
  ])('a trip name of %s', (_name, name, expected) => {
    expect(tripNameProblem(name)).toBe(expected);
  });

  it.each([
    ['1,000 letters', letters(1000), null],
    ['1,001 letters', letters(1001), 'Note has exceeded 1000 characters'],
    ['1,000 mountains (2,000 UTF-16 units)', MOUNTAIN.repeat(1000), null],
    ['200 families (1,000 characters)', FAMILY.repeat(200), null],
    ['1,000 characters and a space (the note is kept as typed)', `${letters(1000)} `, 'Note has exceeded 1000 characters'],
  ])('a note of %s', (_name, note, expected) => {
    expect(tripNoteProblem(note)).toBe(expected);
  });

  it('counts down the same way', () => {
    expect(charactersRemaining('', 1000)).toBe(1000);
    expect(charactersRemaining(letters(999), 1000)).toBe(1);
    expect(charactersRemaining(letters(1001), 1000)).toBe(-1);
    expect(charactersRemaining(MOUNTAIN.repeat(10), 35)).toBe(25);
    expect(charactersRemaining(FAMILY, 35)).toBe(30);
  });
});

describe('a day of the daily plan', () => {
  it.each([
    ['within its limits', { start_location: letters(35), end_location: ` ${MOUNTAIN.repeat(35)} `, notes: letters(1000) }, {}],
    ['empty', { start_location: '', end_location: '', notes: '' }, {}],
    [
      'over every limit',
      { start_location: letters(36), end_location: MOUNTAIN_VS16.repeat(18), notes: MOUNTAIN.repeat(1001) },
      { start_location: 'Maximum of 35 letters', end_location: 'Maximum of 35 letters', notes: 'Note has exceeded 1000 characters' },
    ],
  ])('%s', (_name, day, expected) => {
    expect(dailyPlanProblems(day)).toEqual(expected);
  });
});

describe('the trip’s dates', () => {
  it.each([
    ['a day trip in order', dates('2030-12-05', '2030-12-05'), null],
    ['a day trip that ends before it starts (the end is the one to move)', dates('2030-12-05', '2030-12-05', { hour: '04', minute: '00', meridiem: 'PM' }, { hour: '08', minute: '00', meridiem: 'AM' }), 'Invalid end time.'],
    ['an end date before the start', dates('2030-12-06', '2030-12-05'), 'Invalid end time.'],
    ['a date that does not exist', dates('2030-02-30', '2030-03-01'), INVALID_DATES],
    ['a year no trip falls in', dates('9999-12-30', '9999-12-31'), 'Please choose trip dates between 1900 and 2100.'],
    ['120 days', dates('2031-01-01', '2031-04-30'), null],
    ['121 days', dates('2031-01-01', '2031-05-01'), 'A trip plan can cover at most 120 days'],
  ])('%s', (_name, trip, expected) => {
    expect(tripDatesProblem(trip)).toBe(expected);
  });

  it.each([
    ['no dates', null, 'Please select your trip dates'],
    ['dates without times', dates('2030-12-05', '2030-12-06', null, null), 'Please select your start and end times'],
    ['a start time only', dates('2030-12-05', '2030-12-06', { hour: '08', minute: '00', meridiem: 'AM' }, null), 'Please select your start and end times'],
    ['dates and times', dates('2030-12-05', '2030-12-06'), null],
  ])('publishing with %s', (_name, trip, expected) => {
    expect(publishProblem(trip)).toBe(expected);
  });
});

describe('the people on the plan', () => {
  it.each([
    ['names only', { first_name: 'Mere', last_name: 'Tane' }, null],
    ['names and an address', { first_name: 'Mere', last_name: 'Tane', email: ' Mere@Example.NZ ' }, null],
    ['a blank address (none)', { first_name: 'Mere', last_name: 'Tane', email: '  ' }, null],
    ['no first name', { first_name: ' ', last_name: 'Tane' }, 'First name is required.'],
    ['no last name', { first_name: 'Mere', last_name: '' }, 'Last name is required.'],
    ['an address that is not one', { first_name: ' Mere ', last_name: 'Tane', email: 'mere@home' }, 'Please enter a valid email address for Mere Tane.'],
  ])('%s', (_name, person, expected) => {
    expect(planPersonProblem(person)).toBe(expected);
  });

  it('refuses a group of more than 30', () => {
    const person = { first_name: 'A', last_name: 'B' };
    expect(planFieldProblems(fields({ contacts: Array.from({ length: 30 }, () => person) }))).toEqual({});
    expect(planFieldProblems(fields({ contacts: Array.from({ length: 31 }, () => person) }))).toEqual({ people: GROUP_TOO_LARGE });
  });

  it('names the emergency contact’s problem after the group’s', () => {
    expect(planFieldProblems(fields({ emergency_contact: { first_name: 'Hemi', last_name: 'W', email: 'hemi@' } }))).toEqual({
      people: 'Please enter a valid email address for Hemi W.',
    });
  });
});

describe('the plan as a whole', () => {
  it('has no problem when every field keeps its rule', () => {
    expect(planInputProblems({ ...fields(), is_published: true })).toEqual([]);
  });

  it('names publishing’s needs first, then the fields in the order the plan screen shows them, each message once', () => {
    const plan = fields({
      date: dates('2030-12-05', '2030-12-06', null, null),
      custom_trip_name: MOUNTAIN_VS16.repeat(18),
      note: letters(1001),
      daily_plans: [
        { day_index: 0, start_location: letters(36), end_location: letters(36), notes: '' },
        { day_index: 1, start_location: letters(36), end_location: '', notes: '' },
      ],
      attachments: [1, 2, 3, 4],
    });
    expect(planInputProblems({ ...plan, is_published: true })).toEqual([
      'Please select your start and end times',
      'Maximum of 35 letters',
      'Note has exceeded 1000 characters',
      '3 files max',
    ]);
    expect(planInputProblems({ ...plan, is_published: false })).toEqual(['Maximum of 35 letters', 'Note has exceeded 1000 characters', '3 files max']);
  });
});

describe('the schema’s limits, in the rules’ words', () => {
  it.each([
    ['/custom_trip_name', 'maxLength', 'Maximum of 35 letters'],
    ['/note', 'maxLength', 'Note has exceeded 1000 characters'],
    ['/attachments', 'maxItems', '3 files max'],
    ['/contacts', 'maxItems', GROUP_TOO_LARGE],
    ['/daily_plans', 'maxItems', 'A trip plan can cover at most 120 days'],
    ['/daily_plans/3/start_location', 'maxLength', 'Maximum of 35 letters'],
    ['/daily_plans/3/end_location', 'maxLength', 'Maximum of 35 letters'],
    ['/daily_plans/3/notes', 'maxLength', 'Note has exceeded 1000 characters'],
    ['/custom_trip_name', 'type', null],
    ['/contacts/0/first_name', 'maxLength', null],
  ])('%s %s', (path, keyword, expected) => {
    expect(planInputLimitMessage(path, keyword)).toBe(expected);
  });
});
