import type { TripDates } from '@planmywalk/contracts';
import { describe, expect, it } from 'vitest';
import { myWalksPage, type WalkFacts } from './my-walks.ts';

const now = new Date('2030-12-01T00:00:00Z'); // 1 pm on 1 December in New Zealand
const time = { now, graceMinutes: 60 };
const day = (start: string, end = start): TripDates => ({
  start,
  end,
  start_time: { hour: '08', minute: '00', meridiem: 'AM' },
  end_time: { hour: '05', minute: '00', meridiem: 'PM' },
});
let edits = 0;
const plan = (id: string, facts: Partial<WalkFacts>): WalkFacts & { id: string } => ({
  id,
  is_published: true,
  is_complete: false,
  completed: null,
  date: null,
  checked_in_at: null,
  overdue_alerted_at: null,
  owner_overdue_alert: true,
  owner_email: 'aroha@example.nz',
  has_emergency_contact: true,
  emergency_email: 'mere@example.nz',
  updated_at: new Date(Date.UTC(2030, 10, 1, 0, 0, edits++)),
  ...facts,
});
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('myWalksPage', () => {
  const plans = [
    plan('draft-old', { is_published: false }),
    plan('draft-new', { is_published: false, date: day('2030-12-20') }),
    plan('today', { date: day('2030-12-01') }), // 8 am to 5 pm NZ: under way at 1 pm
    plan('ends-later', { date: day('2030-11-30', '2030-12-03') }),
    plan('next-week', { date: day('2030-12-08') }),
    plan('tomorrow', { date: day('2030-12-02') }),
    plan('marked-done', { is_complete: true, date: day('2030-12-10') }),
    plan('overdue', { date: day('2030-11-28') }),
    ...Array.from({ length: 11 }, (_, i) => plan(`past-${i + 1}`, { date: day(`2030-11-${String(i + 10).padStart(2, '0')}`), checked_in_at: new Date(`2030-11-${String(i + 10).padStart(2, '0')}T05:00:00Z`) })),
  ];

  it('sorts the first page into sections: overdue first, then under way by end; upcoming by start, drafts by last edit, completed most recent first', () => {
    const page = myWalksPage(plans, 0, time, 5);
    expect(ids(page.completing)).toEqual(['overdue', 'today', 'ends-later']);
    expect(ids(page.upcoming)).toEqual(['tomorrow', 'next-week']);
    expect(ids(page.draft)).toEqual(['draft-new', 'draft-old']);
    expect(ids(page.completed)).toEqual(['marked-done', 'past-11', 'past-10', 'past-9', 'past-8']);
    expect(page.all_loaded).toBe(false);
  });

  it('answers only older completed trips on later pages, and says when all are loaded', () => {
    expect(myWalksPage(plans, 1, time, 5)).toMatchObject({ completing: [], upcoming: [], draft: [], all_loaded: false });
    expect(ids(myWalksPage(plans, 1, time, 5).completed)).toEqual(['past-7', 'past-6', 'past-5', 'past-4', 'past-3']);
    const last = myWalksPage(plans, 2, time, 5);
    expect(ids(last.completed)).toEqual(['past-2', 'past-1']);
    expect(last.all_loaded).toBe(true);
    expect(myWalksPage(plans, 3, time, 5)).toMatchObject({ completed: [], all_loaded: true });
  });

  it('never files a trip past its end among the completed ones until the walker checks in or marks it complete', () => {
    const past = plan('past-unchecked', { date: day('2030-11-01') });
    expect(ids(myWalksPage([past], 0, time).completing)).toEqual(['past-unchecked']);
    expect(ids(myWalksPage([{ ...past, checked_in_at: new Date('2030-11-01T05:00:00Z') }], 0, time).completed)).toEqual(['past-unchecked']);
    expect(ids(myWalksPage([{ ...past, is_published: false, is_complete: true, completed: '2030-11-01' }], 0, time).completed)).toEqual(['past-unchecked']);
  });

  it('answers empty sections for no plans', () => {
    expect(myWalksPage([], 0, time)).toEqual({ completing: [], upcoming: [], draft: [], completed: [], all_loaded: true });
  });
});
