import { describe, expect, it } from 'vitest';
import { checkInDoneNote, checkInPrompt, publishCheckInNote, publishSafetyProblems, tripStatusView } from './tripSafety.ts';
import { serverPlan, tripDates, tripStatusOf } from './planFixtures.ts';
import { testUser } from '../testing/fakeSession.ts';

const mere = { contact_id: 4, first_name: 'Mere', last_name: 'Tane', fullname: 'Mere Tane', email: 'mere@example.nz', phone: '027 1', relationship: 'Sister' };

describe('tripStatusView: the status for whoever reads the page', () => {
  it('to the walker, their own words and no call button', () => {
    const view = tripStatusView(serverPlan({ is_published: true, emergency_contact: mere, status: tripStatusOf('overdue', { alerted_at: '2026-12-05T04:00:00.000Z' }) }));
    expect(view).toMatchObject({ label: 'Overdue', call: null });
    expect(view.details[0]).toMatch(/^We emailed Mere Tane at .+ to say you are overdue\./);
  });
  it('to anyone else while the trip is due back or overdue, the walker\'s name and number to call', () => {
    const plan = serverPlan({ is_published: true, acceptanceState: 'viewer', emergency_contact: mere, status: tripStatusOf('due-back') });
    expect(tripStatusView(plan).call).toEqual({ label: 'Call Aroha Ngata', phone: '021 555 0123' });
    expect(tripStatusView({ ...plan, status: tripStatusOf('upcoming') }).call).toBeNull();
  });
});

describe('checkInPrompt: true for the state the trip is in', () => {
  const plan = (state: Parameters<typeof tripStatusOf>[0], details = {}) => serverPlan({ is_published: true, emergency_contact: mere, status: tripStatusOf(state, details) });
  it('before the end, a check-in closes the trip and nobody is emailed', () => {
    expect(checkInPrompt(plan('under-way'))).toBe('Out already? Tell us you are back safely and your trip is closed: Mere Tane will not be emailed.');
  });
  it('once due back, says when the contact will be emailed', () => {
    expect(checkInPrompt(plan('due-back', { alert_at: '2026-12-07T04:00:00.000Z' }))).toBe(
      'If you have not by Monday 7 December 2026, 5:00 pm, we will email Mere Tane to say you are overdue.',
    );
  });
  it('once the contact was told, never "we will not alert them": they will be told at once', () => {
    const prompt = checkInPrompt(plan('overdue', { alerted_at: '2026-12-07T04:00:00.000Z' }));
    expect(prompt).toBe('We emailed Mere Tane at Monday 7 December 2026, 5:00 pm to say you are overdue. Tap "I\'m back safely" and we will tell them at once.');
    expect(prompt).not.toMatch(/not alert/);
  });
  it('after the check-in, what happened to the contact', () => {
    expect(checkInDoneNote(true)).toBe('We have told your emergency contact you are back safely.');
    expect(checkInDoneNote(false)).toBe('We will not alert your emergency contact.');
  });
});

describe('before publishing', () => {
  const plan = { date: tripDates('2026-12-05', '2026-12-06'), emergency_contact: { ...mere, key: 'contact:4' } };
  const now = new Date('2026-12-01T00:00:00Z');
  it('the server\'s safety rules, none for a sound plan', () => {
    expect(publishSafetyProblems(plan, testUser(), now)).toEqual([]);
    expect(publishSafetyProblems({ ...plan, emergency_contact: { ...plan.emergency_contact, email: 'AROHA@example.nz ' } }, testUser(), now)).toEqual([
      'You cannot be your own emergency contact: choose someone who is not on the trip and will notice if you are overdue.',
    ]);
  });
  it('says when the contact will be emailed: the planned end plus the grace', () => {
    expect(publishCheckInNote(plan, testUser(), 60)).toBe(
      'When you are out (Sunday 6 December 2026, 4:00 pm), tap "I\'m back safely". If you have not by Sunday 6 December 2026, 5:00 pm, we will email Mere Tane to say you are overdue.',
    );
  });
  it('given SMS on and a mobile number for the contact, says they will be emailed and texted; without a mobile, emailed', () => {
    const withMobile = { ...plan, emergency_contact: { ...plan.emergency_contact, phone: '027 555 0199' } };
    expect(publishCheckInNote(withMobile, testUser(), 60, true)).toMatch(/, we will email and text Mere Tane to say you are overdue\.$/);
    expect(publishCheckInNote(withMobile, testUser(), 60, false)).toMatch(/, we will email Mere Tane to say/);
    expect(publishCheckInNote({ ...plan, emergency_contact: { ...plan.emergency_contact, phone: '03 555 0100' } }, testUser(), 60, true)).toMatch(/, we will email Mere Tane to say/);
  });
  it('says so when nobody will be', () => {
    const off = testUser();
    off.notifications.endTripEmergencyContact.Email = false;
    expect(publishCheckInNote(plan, off, 60)).toMatch(/will not be emailed/);
    expect(publishCheckInNote({ ...plan, emergency_contact: null }, testUser(), 60)).toBe('This plan has no emergency contact: nobody will be emailed if you are overdue.');
  });
});
