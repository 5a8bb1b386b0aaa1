import { describe, expect, it } from 'vitest';
import { documentProblem, draftProblems, extensionOf, planFieldErrors, publishProblems } from './planValidation.ts';
import { time, tripDates, workingContact, workingPlan } from './planFixtures.ts';
import type { UploadedDocument } from './workingPlan.ts';

const letters = (n: number) => 'a'.repeat(n);
const uploaded = (n: number): UploadedDocument => ({
  kind: 'uploaded',
  key: `file:${n}`,
  attachment: { id: String(n), title: `doc${n}.pdf`, size: 10, type: 'pdf', ext: 'pdf', url: `/files/${n}` },
});

describe('the plan’s fields (spec part 2 §5)', () => {
  it.each([
    ['a 35-letter trip name', { custom_trip_name: letters(35) }, {}],
    ['a 36-letter trip name', { custom_trip_name: letters(36) }, { custom_trip_name: 'Maximum of 35 letters' }],
    ['a 35-letter trip name with spaces around it', { custom_trip_name: ` ${letters(35)} ` }, {}],
    // Code points, as the server counts: 18 × U+1F3D4 was 36 UTF-16 units, refused here and taken by the server.
    ['a trip name of 18 mountains (18 characters)', { custom_trip_name: '🏔'.repeat(18) }, {}],
    ['a trip name of 18 mountains with variation selectors (36 characters)', { custom_trip_name: '🏔️'.repeat(18) }, { custom_trip_name: 'Maximum of 35 letters' }],
    ['a note of 1,000 mountains', { note: '🏔'.repeat(1000) }, {}],
    ['a 1,000-character note', { note: letters(1000) }, {}],
    ['a 1,001-character note', { note: letters(1001) }, { note: 'Note has exceeded 1000 characters' }],
    ['three documents', { documents: [uploaded(1), uploaded(2), uploaded(3)] }, {}],
    ['four documents', { documents: [uploaded(1), uploaded(2), uploaded(3), uploaded(4)] }, { attachments: '3 files max' }],
    [
      'times that end before they start',
      { date: { ...tripDates('2026-12-05', '2026-12-05'), start_time: time('04:00 PM'), end_time: time('08:00 AM') } },
      // The server's choice, now the screen's too: the end is the one to move.
      { date: 'Invalid end time.' },
    ],
    ['a trip of 121 days', { date: tripDates('2027-01-01', '2027-05-01') }, { date: 'A trip plan can cover at most 120 days' }],
    ['a group member whose address is not one', { contacts: [{ ...workingContact(1), email: 'mere@home' }] }, { people: 'Please enter a valid email address for First1 Last1.' }],
  ])('%s', (_name, overrides, expected) => {
    expect(planFieldErrors(workingPlan(overrides))).toEqual(expected);
  });

  it('checks the days the trip shows, by day, and not the days it has dropped', () => {
    const plan = workingPlan({
      date: tripDates('2026-12-05', '2026-12-06'),
      daily_plans: [
        { day_index: 0, start_location: letters(36), end_location: 'Hut', notes: '' },
        { day_index: 1, start_location: '', end_location: '', notes: letters(1001) },
        { day_index: 2, start_location: letters(99), end_location: '', notes: '' },
      ],
    });
    expect(planFieldErrors(plan)).toEqual({
      daily_plans: { 0: { start_location: 'Maximum of 35 letters' }, 1: { notes: 'Note has exceeded 1000 characters' } },
    });
  });
});

describe('saving a draft and publishing', () => {
  it.each([
    ['a draft with only a place', workingPlan({ date: null }), [], ['Please select your trip dates']],
    ['a plan with dates but no times', workingPlan({ date: tripDates('2026-12-05', '2026-12-06', null, null) }), [], ['Please select your start and end times']],
    ['a plan with a start time only', workingPlan({ date: tripDates('2026-12-05', '2026-12-06', '08:00 AM', null) }), [], ['Please select your start and end times']],
    ['a complete plan', workingPlan({ date: tripDates('2026-12-05', '2026-12-06') }), [], []],
    ['a plan without a place', workingPlan({ location: null, date: tripDates('2026-12-05', '2026-12-06') }), ['Please choose a track, hut or campsite for your trip'], ['Please choose a track, hut or campsite for your trip']],
    [
      'a long name and no dates',
      workingPlan({ custom_trip_name: letters(36) }),
      ['Maximum of 35 letters'],
      ['Please select your trip dates', 'Maximum of 35 letters'],
    ],
  ])('%s', (_name, plan, draft, publish) => {
    expect(draftProblems(plan)).toEqual(draft);
    expect(publishProblems(plan)).toEqual(publish);
  });

  it('names a message once when several days break the same limit', () => {
    const plan = workingPlan({
      date: tripDates('2026-12-05', '2026-12-06'),
      daily_plans: [
        { day_index: 0, start_location: letters(36), end_location: letters(36), notes: '' },
        { day_index: 1, start_location: letters(36), end_location: '', notes: '' },
      ],
    });
    expect(draftProblems(plan)).toEqual(['Maximum of 35 letters']);
  });
});

describe('choosing a document', () => {
  const allowed = 'Allowed file type are: .txt, .doc, .docx, .ods, .odt, .pdf, .rtf, .xls, .xlsx';
  it.each([
    ['a PDF', 'route.pdf', 1000, 0, null],
    ['an upper-case extension', 'ROUTE.PDF', 1000, 2, null],
    ['a spreadsheet', 'gear.xlsx', 1000, 0, null],
    ['a fourth document', 'route.pdf', 1000, 3, '3 files max'],
    ['a photo', 'summit.jpg', 1000, 0, allowed],
    ['a file without an extension', 'README', 1000, 0, allowed],
    ['a hidden file named like an extension', '.pdf', 1000, 0, allowed],
    ['a file over 10 MB', 'maps.pdf', 10 * 1024 * 1024 + 1, 0, 'Documents can be at most 10 MB.'],
    ['a file of exactly 10 MB', 'maps.pdf', 10 * 1024 * 1024, 0, null],
  ])('%s', (_name, name, size, attached, expected) => {
    expect(documentProblem({ name, size }, attached)).toBe(expected);
  });

  it('reads extensions', () => {
    expect(extensionOf('trip.plan.DOCX')).toBe('docx');
    expect(extensionOf('noext')).toBe('');
  });
});
