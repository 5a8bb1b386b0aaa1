import { describe, expect, it } from 'vitest';
import { TWO_DAY_TRIP } from '../testing/plans.ts';
import { CALL_111, MAX_TEXT_LENGTH, overdueText, type OverdueTextFacts } from './messages.ts';

const facts: OverdueTextFacts = {
  walker: 'Aroha Ngata',
  walkerPhone: '021 555 0100',
  title: 'Summer crossing',
  date: TWO_DAY_TRIP,
  planUrl: 'https://planmywalk.nz/plan/0b9c1c8e-2d1f-4b7a-9a55-6f3c2f0d9e11',
};

describe('the overdue text', () => {
  it('says who is overdue, since when, their phone, the 111 instruction and the plan link, in under 320 characters', () => {
    const text = overdueText(facts);
    expect(text).toBe(
      `Plan My Walk: Aroha Ngata is overdue from Summer crossing. They planned to be out by Sunday 15 December 2030, 4:00 pm (NZ time) and have not checked in. Try 021 555 0100. ${CALL_111} Plan: ${facts.planUrl}`,
    );
    expect(text.length).toBeLessThan(320);
  });

  it('given no phone for the walker, leaves that out', () => {
    expect(overdueText({ ...facts, walkerPhone: null })).not.toContain('Try');
  });

  it('given a long trip name and a long name, drops the trip name, then cuts the name, never the instruction or the link', () => {
    const text = overdueText({ ...facts, title: 'The Great Walk '.repeat(10), walker: 'Aroha Te Rangi Wikitoria Ngata-Whakarongotai '.repeat(3) });
    expect(text.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    expect(text).not.toContain('The Great Walk');
    expect(text).toContain('…');
    expect(text).toContain(CALL_111);
    expect(text.endsWith(facts.planUrl)).toBe(true);
  });
});
