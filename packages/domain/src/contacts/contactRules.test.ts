import { describe, expect, it } from 'vitest';
import {
  emergencyCandidates,
  entryOfContact,
  entryOfTemporaryContact,
  groupCandidates,
  isAdult,
  shownContacts,
  showAllToggleLabel,
} from './contactRules.ts';
import { bookContact } from '../plan/planFixtures.ts';

describe('an adult has both an email and a phone (spec part 2 §3)', () => {
  it.each([
    ['both', 'a@example.nz', '021 555 0100', true],
    ['no phone', 'a@example.nz', null, false],
    ['no email', null, '021 555 0100', false],
    ['blank email', '  ', '021 555 0100', false],
    ['neither', null, null, false],
  ])('%s: %s', (_name, email, phone, expected) => {
    expect(isAdult({ email, phone })).toBe(expected);
  });
});

describe('who may be picked (spec part 2 §5)', () => {
  const all = [1, 2, 3, 4].map((id) => entryOfContact(bookContact(id)));
  const keys = (entries: { key: string }[]) => entries.map((entry) => entry.key);

  it('offers the group everyone but the emergency contact', () => {
    expect(keys(groupCandidates(all, 'contact:2'))).toEqual(['contact:1', 'contact:3', 'contact:4']);
    expect(keys(groupCandidates(all, null))).toEqual(['contact:1', 'contact:2', 'contact:3', 'contact:4']);
  });

  it('offers as emergency contact only those not in the group', () => {
    expect(keys(emergencyCandidates(all, ['contact:1', 'contact:3']))).toEqual(['contact:2', 'contact:4']);
    expect(keys(emergencyCandidates(all, []))).toHaveLength(4);
  });

  it('tells a temporary contact from a saved one with the same name', () => {
    const temporary = entryOfTemporaryContact({ id: 'ab3x9', first_name: 'First1', last_name: 'Last1', email: null, phone: '021', relationship: null });
    expect(temporary).toMatchObject({ key: 'temp:ab3x9', contact_id: null, fullname: 'First1 Last1', adult: false, temporary: true });
    expect(keys(groupCandidates([...all, temporary], 'contact:1'))).toContain('temp:ab3x9');
  });
});

describe('My Contacts shows 3 first (spec part 2 §2, §9)', () => {
  it.each([
    [2, false, 2, null],
    [3, false, 3, null],
    [4, false, 3, 'Show all my contacts'],
    [4, true, 4, 'Show less contacts'],
    [10, true, 10, 'Show less contacts'],
  ])('%i contacts, show all %s: %i shown, toggle %s', (count, showAll, shown, label) => {
    const list = Array.from({ length: count }, (_, i) => i);
    expect(shownContacts(list, showAll)).toHaveLength(shown);
    expect(showAllToggleLabel(count, showAll)).toBe(label);
  });
});
