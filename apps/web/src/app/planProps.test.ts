import { describe, expect, it } from 'vitest';
import { entryOfContact, type DocumentView } from '@planmywalk/domain';
import { candidateOf, documentOf, entryFor, myContactsFormOf } from './planProps.ts';

const mere = entryOfContact({
  id: 12,
  first_name: 'Mere',
  last_name: 'Tane',
  fullname: 'Mere Tane',
  email: 'mere@example.nz',
  phone: '027 123 4567',
  relationship: 'Sister',
  adult: true,
  portrait: null,
});

describe('the plan’s shapes for the ui components', () => {
  it('names a contact entry by its key, and finds the entry a picked candidate stands for', () => {
    const candidate = candidateOf(mere);
    expect(candidate).toMatchObject({ id: 'contact:12', first_name: 'Mere', email: 'mere@example.nz' });
    expect(entryFor([mere], candidate)).toBe(mere);
    expect(entryFor([mere], { id: 'contact:13' })).toBeUndefined();
  });

  it('names a document by its key', () => {
    const document: DocumentView = { key: 'local:d1', title: 'route.pdf', size: 2000, ext: 'pdf', type: 'pdf', url: null, pending: true };
    expect(documentOf(document)).toEqual({ id: 'local:d1', title: 'route.pdf', size: 2000, type: 'pdf', ext: 'pdf', url: null });
  });

  it.each([
    [null, null],
    [{ mode: 'add' as const }, { mode: 'add' }],
    [{ mode: 'edit' as const, key: 'contact:12' }, { mode: 'edit', contactId: 'contact:12' }],
  ])('the open contact form %o is %o', (form, expected) => {
    expect(myContactsFormOf(form)).toEqual(expected);
  });
});
