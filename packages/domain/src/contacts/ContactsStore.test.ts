import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@planmywalk/contracts';
import type { Contact, ContactInput, User } from '@planmywalk/contracts';
import { createMemoryStorage } from '../platform/KeyValueStorage.ts';
import { bookContact } from '../plan/planFixtures.ts';
import { FakeSession, testUser } from '../testing/fakeSession.ts';
import { TEMPORARY_CONTACTS_KEY } from '../platform/deviceKeys.ts';
import { ContactsStore, type ContactsSource } from './ContactsStore.ts';

const form = (overrides: Partial<Record<'first_name' | 'last_name' | 'email' | 'phone' | 'relationship', string>> = {}) => ({
  first_name: 'Mere',
  last_name: 'Tane',
  email: '',
  phone: '',
  relationship: '',
  ...overrides,
});

/** A contact book on a fake server: the answers carry the user with their contacts, as api/v1 does. */
function fakeServer(initial: Contact[]) {
  let contacts = [...initial];
  let nextId = 100;
  const userWith = (): User => testUser({ contacts: [...contacts] });
  const toContact = (id: number, input: ContactInput): Contact => ({
    id,
    first_name: input.first_name,
    last_name: input.last_name,
    fullname: `${input.first_name} ${input.last_name}`,
    email: input.email ?? null,
    phone: input.phone ?? null,
    relationship: input.relationship ?? null,
    portrait: null,
    adult: Boolean(input.email && input.phone),
  });
  const api = {
    createContact: vi.fn<ContactsSource['createContact']>(async (input) => {
      const contact = toContact(nextId++, input);
      contacts.push(contact);
      return { user: userWith(), new_contact: contact };
    }),
    updateContact: vi.fn<ContactsSource['updateContact']>(async (id, input) => {
      contacts = contacts.map((c) => (c.id === id ? toContact(id, input) : c));
      return userWith();
    }),
    deleteContact: vi.fn<ContactsSource['deleteContact']>(async (id) => {
      contacts = contacts.filter((c) => c.id !== id);
      return userWith();
    }),
  };
  return { api, userWith };
}

function setup(options: { contacts?: Contact[]; loggedIn?: boolean; storage?: ReturnType<typeof createMemoryStorage> } = {}) {
  const server = fakeServer(options.contacts ?? []);
  const session = new FakeSession(options.loggedIn === false ? null : server.userWith());
  const storage = options.storage ?? createMemoryStorage();
  let n = 0;
  const store = new ContactsStore({ api: server.api, session, storage, newId: () => `t${++n}` });
  return { store, api: server.api, session, storage };
}

describe('ContactsStore', () => {
  describe('the contact book of a user', () => {
    it('lists the session user’s contacts, the first 3 until shown all', () => {
      const { store } = setup({ contacts: [1, 2, 3, 4, 5].map((id) => bookContact(id)) });
      expect(store.shown.map((c) => c.key)).toEqual(['contact:1', 'contact:2', 'contact:3']);
      expect(store.showAllLabel).toBe('Show all my contacts');
      store.toggleShowAll();
      expect(store.shown).toHaveLength(5);
      expect(store.showAllLabel).toBe('Show less contacts');
      store.toggleShowAll();
      expect(store.shown).toHaveLength(3);
    });

    it('is empty (‘Add a contact’) without contacts', () => {
      const { store } = setup();
      expect(store.isEmpty).toBe(true);
      expect(store.showAllLabel).toBeNull();
    });

    it('adds a contact: the answer replaces the user and the form closes', async () => {
      const { store, api, session } = setup();
      store.openAdd();
      const saved = await store.save(form({ email: ' mere@example.nz ', phone: '021 555 0100' }));
      expect(api.createContact).toHaveBeenCalledWith({
        id: null,
        first_name: 'Mere',
        last_name: 'Tane',
        email: 'mere@example.nz',
        phone: '021 555 0100',
        relationship: null,
      });
      expect(saved).toMatchObject({ key: 'contact:100', fullname: 'Mere Tane', adult: true, temporary: false });
      expect(session.user?.contacts.map((c) => c.id)).toEqual([100]);
      expect(store.book.map((c) => c.key)).toEqual(['contact:100']);
      expect(store.form).toBeNull();
    });

    it('edits a contact and keeps the email it already has', async () => {
      const { store, api } = setup({ contacts: [bookContact(1)] });
      store.openEdit('contact:1');
      expect(store.formValues).toEqual({ first_name: 'First1', last_name: 'Last1', email: 'person1@example.nz', phone: '021 555 0100', relationship: 'Friend' });
      expect(store.emailLocked).toBe(true);
      await store.save({ ...store.formValues, first_name: 'Hemi', email: 'changed@example.nz' });
      expect(api.updateContact).toHaveBeenCalledWith(1, expect.objectContaining({ id: 1, first_name: 'Hemi', email: 'person1@example.nz' }));
      expect(store.book[0]).toMatchObject({ first_name: 'Hemi', email: 'person1@example.nz' });
      expect(store.form).toBeNull();
    });

    it('lets an email be added to a contact that had none', async () => {
      const { store, api } = setup({ contacts: [bookContact(1, { email: null })] });
      store.openEdit('contact:1');
      expect(store.emailLocked).toBe(false);
      await store.save({ ...store.formValues, email: 'new@example.nz' });
      expect(api.updateContact).toHaveBeenCalledWith(1, expect.objectContaining({ email: 'new@example.nz' }));
    });

    it('deletes a contact and closes the form', async () => {
      const { store, api } = setup({ contacts: [bookContact(1), bookContact(2)] });
      store.openEdit('contact:1');
      const removing = store.remove('contact:1');
      expect(store.removingKey).toBe('contact:1');
      expect(await removing).toBe(true);
      expect(store.removingKey).toBeNull();
      expect(api.deleteContact).toHaveBeenCalledWith(1);
      expect(store.book.map((c) => c.key)).toEqual(['contact:2']);
      expect(store.form).toBeNull();
    });

    it('cancelling closes the form', () => {
      const { store } = setup();
      store.openAdd();
      store.closeForm();
      expect(store.form).toBeNull();
    });
  });

  describe('failures (spec part 2 §8)', () => {
    it.each([
      ['the server’s error', new ApiError(422, 'That contact already exists'), 'That contact already exists'],
      ['a server fault', new ApiError(500, 'Internal Server Error'), 'Something went wrong, please try again.'],
      ['no connection', new TypeError('fetch failed'), 'Something went wrong, please try again.'],
    ])('a failed save shows %s and keeps the form open', async (_name, cause, message) => {
      const { store, api, session } = setup();
      api.createContact.mockRejectedValueOnce(cause);
      store.openAdd();
      expect(await store.save(form())).toBeNull();
      expect(store.error).toBe(message);
      expect(store.form).toEqual({ mode: 'add' });
      expect(store.submitting).toBe(false);
      expect(session.user?.contacts).toEqual([]);
    });

    it('a failed delete keeps the contact and says why', async () => {
      const { store, api } = setup({ contacts: [bookContact(1)] });
      api.deleteContact.mockRejectedValueOnce(new ApiError(404, 'Contact not found'));
      store.openEdit('contact:1');
      expect(await store.remove('contact:1')).toBe(false);
      expect(store.error).toBe('Contact not found');
      expect(store.book).toHaveLength(1);
      expect(store.form).toEqual({ mode: 'edit', key: 'contact:1' });
    });

    it('refuses a form without names and calls nothing', async () => {
      const { store, api } = setup();
      store.openAdd();
      expect(await store.save(form({ first_name: ' ' }))).toBeNull();
      expect(store.error).toBe('Please enter their first name');
      expect(api.createContact).not.toHaveBeenCalled();
    });

    it('sends one save at a time', async () => {
      const { store, api } = setup();
      store.openAdd();
      const first = store.save(form());
      expect(await store.save(form())).toBeNull();
      await first;
      expect(api.createContact).toHaveBeenCalledTimes(1);
    });
  });

  describe('a guest’s temporary contacts', () => {
    it('are kept on the device, survive a reload, and offer themselves for plans', async () => {
      const { store, api, storage } = setup({ loggedIn: false });
      store.openAdd();
      const saved = await store.save(form({ phone: '027 123' }));
      expect(api.createContact).not.toHaveBeenCalled();
      expect(saved).toMatchObject({ key: 'temp:t1', contact_id: null, temporary: true, phone: '027 123', email: null });
      const reloaded = new ContactsStore({ api, session: new FakeSession(), storage });
      expect(reloaded.all.map((c) => c.key)).toEqual(['temp:t1']);
    });

    it('can be edited and removed on the device', async () => {
      const { store } = setup({ loggedIn: false });
      store.openAdd();
      await store.save(form());
      store.openEdit('temp:t1');
      await store.save({ ...store.formValues, relationship: 'Cousin' });
      expect(store.all[0]).toMatchObject({ key: 'temp:t1', relationship: 'Cousin' });
      expect(await store.remove('temp:t1')).toBe(true);
      expect(store.all).toEqual([]);
    });

    it('says ‘Not enough storage space!’ when one does not fit, and keeps those that did', async () => {
      const storage = createMemoryStorage({}, { capacity: 250 });
      const { store } = setup({ loggedIn: false, storage });
      store.openAdd();
      expect(await store.save(form())).not.toBeNull();
      store.openAdd();
      expect(await store.save(form({ relationship: 'x'.repeat(200) }))).toBeNull();
      expect(store.error).toBe('Not enough storage space!');
      expect(store.temporary).toHaveLength(1);
      expect(JSON.parse(storage.getItem(TEMPORARY_CONTACTS_KEY) ?? '[]')).toHaveLength(1);
    });

    it('are cleared by logout (spec part 1 §4)', async () => {
      const { store, session, storage } = setup({ loggedIn: false });
      store.openAdd();
      await store.save(form());
      session.login();
      expect(store.all.map((c) => c.key)).toEqual(['temp:t1']);
      session.logout();
      expect(store.temporary).toEqual([]);
      expect(storage.getItem(TEMPORARY_CONTACTS_KEY)).toBeNull();
    });
  });
});
