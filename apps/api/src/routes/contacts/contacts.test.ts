import { CONTACTS_MAX, type ContactCreatedResponse, type ErrorResponse, type Plan, type User } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_BOOK_FULL, CONTACT_EMAIL_TWICE } from '../../commands/contacts/createContact.ts';
import { CONTACT_EMAIL_FIXED } from '../../commands/contacts/updateContact.ts';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { draftInput, jsonCall, savePlan } from '../../testing/plans.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe('the contact book', () => {
  let s: TestServer;
  let owner: SignedUp;
  let other: SignedUp;
  beforeAll(async () => {
    s = await openTestServer();
    owner = await signUp(s.app, s.t.db, 'book-owner');
    other = await signUp(s.app, s.t.db, 'book-other');
  });
  afterAll(async () => {
    await s.close();
  });

  const send = (method: string, url: string, body: unknown, who?: SignedUp) => s.app.inject(jsonCall(method, url, body, who?.token.access_token));
  const del = (url: string, who?: SignedUp) => s.app.inject({ method: 'DELETE', url, headers: who ? bearer(who.token.access_token) : {} });
  const add = async (body: unknown, who = owner) => {
    const res = await send('POST', '/api/v1/user/contact', body, who);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ContactCreatedResponse>();
  };
  const rowOf = async (id: number) => (await s.t.db.query('SELECT * FROM contacts WHERE id = $1', [id]))[0];

  it('adds a contact, tidied, with adult worked out by the server, and answers the user with the book', async () => {
    const { user, new_contact } = await add({ id: null, first_name: ' Hemi ', last_name: 'Walker', email: ' Hemi@Example.ORG ', phone: '027 555 0199', relationship: '', adult: false });
    expect(new_contact).toMatchObject({ first_name: 'Hemi', fullname: 'Hemi Walker', email: 'hemi@example.org', relationship: null, adult: true, portrait: null });
    expect(user.contacts.map((c) => c.id)).toContain(new_contact.id);
    const child = (await add({ first_name: 'Kid', last_name: 'Walker' })).new_contact;
    expect(child.adult).toBe(false);
  });

  it.each([
    ['no first name', { first_name: '  ', last_name: 'X' }, 422, 'First name is required.'],
    ['a bad email', { first_name: 'A', last_name: 'B', email: 'a@b' }, 422, 'Please enter a valid email address'],
    ['a name over 100 characters', { first_name: 'n'.repeat(101), last_name: 'B' }, 400, "Field 'first_name' must NOT have more than 100 characters"],
  ])('given %s, answers %i and adds nothing', async (_what, body, status, message) => {
    const before = (await s.t.db.query('SELECT count(*)::int AS n FROM contacts'))[0];
    const res = await send('POST', '/api/v1/user/contact', body, owner);
    expect(res.statusCode).toBe(status);
    expect(res.json<ErrorResponse>().error).toBe(message);
    expect((await s.t.db.query('SELECT count(*)::int AS n FROM contacts'))[0]).toEqual(before);
  });

  it('given an email already in the book, answers 409', async () => {
    await add({ first_name: 'Twice', last_name: 'One', email: 'twice@example.org' });
    const res = await send('POST', '/api/v1/user/contact', { first_name: 'Twice', last_name: 'Two', email: 'TWICE@example.org' }, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorResponse>().error).toBe(CONTACT_EMAIL_TWICE);
  });

  it(`keeps at most ${CONTACTS_MAX} contacts`, async () => {
    const full = await signUp(s.app, s.t.db, 'book-full');
    await s.t.db.query(
      `INSERT INTO contacts (user_id, first_name, last_name, created_at, updated_at) SELECT $1, 'C', n::text, now(), now() FROM generate_series(1, $2) n`,
      [full.user.id, CONTACTS_MAX],
    );
    const res = await send('POST', '/api/v1/user/contact', { first_name: 'One', last_name: 'Too many' }, full);
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorResponse>().error).toBe(CONTACT_BOOK_FULL);
  });

  it('changes a contact but never an email once set (422); an email may be added to a contact without one', async () => {
    const { new_contact } = await add({ first_name: 'Mere', last_name: 'Tane', email: 'mere@example.org' });
    const renamed = await send('PUT', `/api/v1/user/contact/${new_contact.id}`, { first_name: 'Mere', last_name: 'Tāne', email: 'mere@example.org', phone: '021 1' }, owner);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<User>().contacts.find((c) => c.id === new_contact.id)).toMatchObject({ last_name: 'Tāne', adult: true });
    for (const email of ['other@example.org', null]) {
      const res = await send('PUT', `/api/v1/user/contact/${new_contact.id}`, { first_name: 'Mere', last_name: 'Tane', email }, owner);
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorResponse>().error).toBe(CONTACT_EMAIL_FIXED);
    }
    expect(await rowOf(new_contact.id)).toMatchObject({ email: 'mere@example.org', last_name: 'Tāne' });
    const noEmail = (await add({ first_name: 'No', last_name: 'Email' })).new_contact;
    const given = await send('PUT', `/api/v1/user/contact/${noEmail.id}`, { first_name: 'No', last_name: 'Email', email: 'now@example.org' }, owner);
    expect(given.json<User>().contacts.find((c) => c.id === noEmail.id)?.email).toBe('now@example.org');
  });

  it("refuses another user's contact (404) and a guest (401), changing nothing", async () => {
    const { new_contact } = await add({ first_name: 'Private', last_name: 'Person', email: 'private@example.org' });
    const before = await rowOf(new_contact.id);
    expect((await send('PUT', `/api/v1/user/contact/${new_contact.id}`, { first_name: 'X', last_name: 'Y' }, other)).statusCode).toBe(404);
    expect((await del(`/api/v1/user/contact/${new_contact.id}`, other)).statusCode).toBe(404);
    expect((await send('PUT', `/api/v1/user/contact/${new_contact.id}`, { first_name: 'X', last_name: 'Y' })).statusCode).toBe(401);
    expect((await del(`/api/v1/user/contact/${new_contact.id}`)).statusCode).toBe(401);
    expect(await rowOf(new_contact.id)).toEqual(before);
    expect((await del('/api/v1/user/contact/not-a-number', owner)).statusCode).toBe(400);
  });

  it('deletes a contact; a plan that has them keeps its own copy, no longer linked to the book', async () => {
    const { new_contact } = await add({ first_name: 'Kept', last_name: 'On plan', email: 'kept@example.org' });
    const plan = await savePlan(
      s.app,
      owner.token.access_token,
      await draftInput(s.t.db, { emergency_contact: { contact_id: new_contact.id, first_name: 'Kept', last_name: 'On plan', email: 'kept@example.org' } }),
    );
    const res = await del(`/api/v1/user/contact/${new_contact.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().contacts.some((c) => c.id === new_contact.id)).toBe(false);
    const after = await s.app.inject({ method: 'GET', url: `/api/v1/plan/${plan.id}/readonly`, headers: bearer(owner.token.access_token) });
    expect(after.json<Plan>().emergency_contact).toMatchObject({ contact_id: null, fullname: 'Kept On plan', email: 'kept@example.org' });
  });
});
