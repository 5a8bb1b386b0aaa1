import { describe, expect, it } from 'vitest';
import { isCheckable, mayCheckIn, tripSection, tripStatus, tripStatusWords, type TripStatusFacts } from './tripStatus.ts';

/** A day walk on Wednesday 2 December 2026, 8:00 to 8:30 am NZ time (NZDT, +13): 19:00–19:30 UTC on the 1st. */
const trip: TripStatusFacts = {
  is_published: true,
  is_complete: false,
  completed: null,
  date: { start: '2026-12-02', end: '2026-12-02', start_time: { hour: '08', minute: '00', meridiem: 'AM' }, end_time: { hour: '08', minute: '30', meridiem: 'AM' } },
  checked_in_at: null,
  alerted_at: null,
  overdue_alert: 'on',
  grace_minutes: 60,
};
const utc = (time: string) => new Date(`2026-12-01T${time}:00Z`);

describe('tripStatus: one state for the trip, from its facts', () => {
  it.each([
    ['before the start', trip, '18:59', 'upcoming'],
    ['from the start', trip, '19:00', 'under-way'],
    ['at the planned end, inside the grace', trip, '19:30', 'due-back'],
    ['at the end of the grace', trip, '20:30', 'overdue'],
    ['once the contact was emailed (even early)', { ...trip, alerted_at: utc('20:25') }, '20:26', 'overdue'],
    ['checked in, before the end', { ...trip, checked_in_at: utc('19:10') }, '19:20', 'back-safely'],
    ['checked in after the overdue email', { ...trip, alerted_at: utc('20:31'), checked_in_at: utc('20:40') }, '20:41', 'back-safely'],
    ['marked complete, though never published', { ...trip, is_published: false, is_complete: true, completed: '2026-11-28' }, '12:00', 'completed'],
    ['a draft, whatever the time', { ...trip, is_published: false }, '23:00', 'draft'],
    ['published without dates', { ...trip, date: null }, '23:00', 'upcoming'],
  ] as const)('%s: %s', (_, facts, time, state) => {
    expect(tripStatus(facts, utc(time)).state).toBe(state);
  });

  it('is never "completed" past its end without a check-in: a year later it is still overdue', () => {
    expect(tripStatus(trip, new Date('2027-12-01T00:00:00Z')).state).toBe('overdue');
  });

  it('says when the contact will be emailed, only while the alert is on', () => {
    expect(tripStatus(trip, utc('10:00'))).toMatchObject({
      starts_at: '2026-12-01T19:00:00.000Z',
      ends_at: '2026-12-01T19:30:00.000Z',
      alert_at: '2026-12-01T20:30:00.000Z',
    });
    expect(tripStatus({ ...trip, overdue_alert: 'off' }, utc('10:00')).alert_at).toBeNull();
    expect(tripStatus({ ...trip, is_published: false }, utc('10:00')).alert_at).toBeNull();
  });

  it.each([
    ['draft', 'draft', true, false],
    ['upcoming', 'upcoming', true, false],
    ['under-way', 'completing', true, true],
    ['due-back', 'completing', false, true],
    ['overdue', 'completing', false, true],
    ['back-safely', 'completed', false, false],
    ['completed', 'completed', false, false],
  ] as const)('%s: My Walks files it under %s; checked: %s; check-in offered: %s', (state, section, checkable, checkIn) => {
    expect(tripSection({ state })).toBe(section);
    expect(isCheckable({ state })).toBe(checkable);
    expect(mayCheckIn({ state })).toBe(checkIn);
  });
});

describe('tripStatusWords: worded for who reads it, true for the state', () => {
  const others = { kind: 'others', walker: 'Aroha Ngata', phone: '021 555 0123' } as const;
  const words = (facts: TripStatusFacts, time: string, reader: Parameters<typeof tripStatusWords>[0]['reader'] = { kind: 'walker' }) =>
    tripStatusWords({ status: tripStatus(facts, utc(time)), date: facts.date, reader, contactName: 'Mere Tane' });

  it('ahead of the trip the walker is told to check in, and when their contact will be emailed', () => {
    expect(words(trip, '10:00')).toMatchObject({
      label: 'Upcoming trip',
      headline: 'Starts Wednesday 2 December 2026, 8:00 am; you expect to be out by Wednesday 2 December 2026, 8:30 am',
      details: [`When you are out, tap "I'm back safely". If you have not by Wednesday 2 December 2026, 9:30 am, we will email Mere Tane to say you are overdue.`],
    });
  });

  it('the overdue trip leads, for the contact, with when they were emailed, who to call and 111', () => {
    const read = words({ ...trip, alerted_at: utc('20:30') }, '20:35', others);
    expect(read).toMatchObject({ label: 'Overdue', tone: 'danger' });
    expect(read.headline).toBe('Aroha Ngata is overdue: they planned to be out by Wednesday 2 December 2026, 8:30 am and have not checked in');
    expect(read.details).toEqual([
      'We emailed Mere Tane at Wednesday 2 December 2026, 9:30 am to say Aroha Ngata is overdue.',
      'Call Aroha Ngata on 021 555 0123, and the people with them. If you cannot reach them and are worried, call 111 and ask for the Police. Give them this plan.',
    ]);
  });

  it('given the alert also goes by text (SMS on, a mobile number), the walker and the contact are told email and text', () => {
    const texted = { ...trip, alert_by_text: true };
    expect(tripStatus(texted, utc('10:00')).alert_by_text).toBe(true);
    expect(words(texted, '10:00').details[0]).toMatch(/, we will email and text Mere Tane to say you are overdue\.$/);
    expect(words(texted, '10:00', others).details[0]).toBe(
      'If Aroha Ngata has not told us they are back safely by Wednesday 2 December 2026, 9:30 am, we will email and text Mere Tane to say they are overdue.',
    );
    expect(words(texted, '20:35', others).details[0]).toBe('We are emailing and texting Mere Tane now to say Aroha Ngata is overdue.');
    // Without texts, or with the alert off, the status has no such field: it reads as before.
    expect(tripStatus(trip, utc('10:00'))).not.toHaveProperty('alert_by_text');
    expect(tripStatus({ ...texted, overdue_alert: 'off' }, utc('10:00'))).not.toHaveProperty('alert_by_text');
  });

  it('never promises an alert that will not go', () => {
    expect(words({ ...trip, overdue_alert: 'off' }, '10:00').details).toEqual([
      'Your emergency contact will not be emailed if you are overdue: you have turned the overdue alert off in your settings.',
    ]);
    expect(words({ ...trip, overdue_alert: 'off' }, '21:00', others).details[0]).toBe(
      'Aroha Ngata has turned the overdue alert off: nobody will be emailed if they are overdue. Agree a time to hear from them.',
    );
    expect(words({ ...trip, overdue_alert: 'no-contact-email' }, '10:00').details[0]).toBe(
      'Mere Tane has no email address on this plan: nobody will be emailed if you are overdue.',
    );
  });

  it('after the overdue email, a check-in says the contact was told', () => {
    const read = words({ ...trip, alerted_at: utc('20:30'), checked_in_at: utc('20:40') }, '20:41');
    expect(read).toMatchObject({ label: 'Back safely', headline: 'Back safely: you checked in at Wednesday 2 December 2026, 9:40 am', details: ['We have told Mere Tane you are back.'] });
  });

  it('due back: the walker is asked to check in now, the contact told what will happen', () => {
    expect(words(trip, '19:45').details).toEqual([
      `Tap "I'm back safely" as soon as you are out.`,
      'If you have not by Wednesday 2 December 2026, 9:30 am, we will email Mere Tane to say you are overdue.',
    ]);
    expect(words(trip, '19:45', others).details).toEqual([
      'Aroha Ngata has not told us they are back yet.',
      'If Aroha Ngata has not told us they are back safely by Wednesday 2 December 2026, 9:30 am, we will email Mere Tane to say they are overdue.',
    ]);
  });
});
