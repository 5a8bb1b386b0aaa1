/**
 * A plan's documents and its PDF: who may fetch them (the plan's readers only), what is
 * attached (the owner's own documents), what goes when a document or a plan does, and
 * what the PDF says to whom.
 */
import { TOO_MANY_ATTACHMENTS, type ErrorResponse, type Plan, type PlanInput, type UploadedFile } from '@planmywalk/contracts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_DOCUMENT } from '../../commands/plans/writePlan.ts';
import { LocalFileStorage } from '../../files/storage.ts';
import { ManualClock } from '../../lib/clock.ts';
import { bearer, signUp, type SignedUp } from '../../testing/accounts.ts';
import { DOCUMENTS, pdfDocument } from '../../testing/documents.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { draftInput, jsonCall, publishedInput, savePlan } from '../../testing/plans.ts';
import { PNG } from '../../testing/route-access.ts';
import { makeTempDir } from '../../testing/test-database.ts';
import { openTestServer, type TestServer } from '../../testing/test-server.ts';

describe("a plan's documents and PDF", () => {
  let s: TestServer;
  let files: { dir: string; remove(): Promise<void> };
  const clock = new ManualClock('2030-12-01T00:00:00Z');
  let owner: SignedUp;
  let member: SignedUp;
  let stranger: SignedUp;
  beforeAll(async () => {
    files = await makeTempDir();
    s = await openTestServer({ clock, accounts: { publicUrl: 'https://walk.example.nz' }, fileStorage: new LocalFileStorage(files.dir) });
    owner = await signUp(s.app, s.t.db, 'doc-owner');
    member = await signUp(s.app, s.t.db, 'doc-member');
    stranger = await signUp(s.app, s.t.db, 'doc-stranger');
  });
  afterAll(async () => {
    await s.close();
    await files.remove();
  });

  async function upload(who: SignedUp, filename: string, content: Buffer): Promise<UploadedFile> {
    const boundary = '----pmwdocs';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="isprivate"\r\n\r\n1\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/v1/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(who.token.access_token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UploadedFile>();
  }
  const get = (url: string, who?: SignedUp) => s.app.inject({ method: 'GET', url, headers: who ? bearer(who.token.access_token) : {} });
  const send = (method: string, url: string, body: unknown, who: SignedUp) => s.app.inject(jsonCall(method, url, body, who.token.access_token));
  const stored = (id: string) => existsSync(path.join(files.dir, id.slice(0, 2), id));
  const withMember = async (overrides: Partial<PlanInput> = {}) =>
    draftInput(s.t.db, { contacts: [{ first_name: 'Mere', last_name: 'Tane', email: member.email }], ...overrides });

  describe('GET /api/v1/plan/{id}/files/{fileId}', () => {
    let draft: Plan;
    let guide: UploadedFile;
    beforeAll(async () => {
      guide = await upload(owner, 'Route guide.pdf', await pdfDocument());
      draft = await savePlan(s.app, owner.token.access_token, await withMember({ attachments: [{ id: guide.id }] }));
    });

    it('lists the document with a URL of the plan’s own file route', () => {
      expect(draft.attachments).toEqual([
        { id: guide.id, title: 'Route guide.pdf', size: guide.size, type: 'pdf', ext: 'pdf', url: `https://walk.example.nz/api/v1/plan/${draft.id}/files/${guide.id}` },
      ]);
    });

    it('serves it to the owner and to a group member, as a download with the strict headers', async () => {
      for (const who of [owner, member]) {
        const res = await get(`/api/v1/plan/${draft.id}/files/${guide.id}`, who);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(`attachment; filename="Route guide.pdf"; filename*=UTF-8''Route%20guide.pdf`);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    it('answers 404 to another user and a guest for a draft’s document, and for a file that is not on the plan', async () => {
      expect((await get(`/api/v1/plan/${draft.id}/files/${guide.id}`, stranger)).statusCode).toBe(404);
      expect((await get(`/api/v1/plan/${draft.id}/files/${guide.id}`)).statusCode).toBe(404);
      const other = await upload(owner, 'Other.txt', DOCUMENTS.txt());
      expect((await get(`/api/v1/plan/${draft.id}/files/${other.id}`, owner)).statusCode).toBe(404);
      expect((await get(`/api/v1/plan/${draft.id}/files/not-a-file`, owner)).statusCode).toBe(404);
    });

    it('serves a published plan’s document to anyone holding the link', async () => {
      const doc = await upload(owner, 'Hut tickets.docx', DOCUMENTS.docx());
      const published = await savePlan(s.app, owner.token.access_token, await publishedInput(s.t.db, { attachments: [{ id: doc.id }] }));
      const res = await get(`/api/v1/plan/${published.id}/files/${doc.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Hut tickets\.docx"/);
    });
  });

  describe('attaching', () => {
    it.each<[string, () => Promise<string[]>, string]>([
      ['another user’s document', async () => [(await upload(stranger, 'theirs.pdf', await pdfDocument())).id], 'One of the documents was not found. Please attach it again.'],
      ['an image', async () => [(await upload(owner, 'me.png', PNG)).id], NOT_A_DOCUMENT],
      ['a fourth document', async () => Promise.all([1, 2, 3, 4].map(async (n) => (await upload(owner, `d${n}.txt`, DOCUMENTS.txt())).id)), TOO_MANY_ATTACHMENTS],
    ])('refuses %s with 422 and saves nothing', async (_what, ids, message) => {
      const attachments = (await ids()).map((id) => ({ id }));
      const res = await send('POST', '/api/v1/plan', await draftInput(s.t.db, { attachments }), owner);
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorResponse>().error).toBe(message);
    });

    it('deletes a document taken off the plan, and a deleted plan’s documents (records and bytes)', async () => {
      const [a, b] = [await upload(owner, 'a.odt', DOCUMENTS.odt()), await upload(owner, 'b.xlsx', DOCUMENTS.xlsx())];
      const plan = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db, { attachments: [{ id: a.id }, { id: b.id }] }));
      const res = await send('PUT', `/api/v1/plan/${plan.id}`, await draftInput(s.t.db, { revision: 1, attachments: [{ id: b.id }] }), owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Plan>().attachments.map((d) => d.id)).toEqual([b.id]);
      expect(stored(a.id)).toBe(false);
      expect(await s.t.db.query('SELECT 1 FROM files WHERE id = $1::uuid', [a.id])).toEqual([]);
      expect(stored(b.id)).toBe(true);
      expect((await s.app.inject({ method: 'DELETE', url: `/api/v1/plan/${plan.id}`, headers: bearer(owner.token.access_token) })).statusCode).toBe(200);
      expect(stored(b.id)).toBe(false);
    });
  });

  describe('GET /api/v1/plan/{id}/download', () => {
    it("answers the owner 'Trip Plan - {name}.pdf' with the trip, the people, the overdue advice, the daily plan, notes, documents, gear and the route", async () => {
      const doc = await upload(owner, 'Permit.rtf', DOCUMENTS.rtf());
      const plan = await savePlan(
        s.app,
        owner.token.access_token,
        await publishedInput(s.t.db, {
          custom_trip_name: 'Tāwhai Falls loop',
          attachments: [{ id: doc.id }],
          gearList: {
            list: { title: 'Overnight', categories: [{ title: 'Safety', items: [{ packed: true, title: 'Personal locator beacon', notes: 'registered' }] }] },
            list_type: 'default',
            list_preset_id: null,
            list_custom_id: null,
          },
        }),
      );
      const res = await get(`/api/v1/plan/${plan.id}/download`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Trip Plan - Tawhai Falls loop.pdf"; filename*=UTF-8''Trip%20Plan%20-%20T%C4%81whai%20Falls%20loop.pdf`);
      const { pages, links } = await pdfText(res.rawPayload);
      // Lines wrap where the page is full: read it as one run of words.
      const text = pages.join('\n').replace(/\s+/g, ' ');
      for (const expected of [
        'Tāwhai Falls loop',
        plan.location.title,
        'Starts: Saturday 14 December 2030, 7:30 am',
        'Expected out: Sunday 15 December 2030, 4:00 pm',
        'Mere Tane · Friend · 021 555 0101 · mere@example.org',
        'Hemi Walker · Brother · 027 555 0199 · hemi@example.org',
        'call 111 and ask for the Police',
        'Day 1, Saturday 14 December 2030',
        'Road end to First hut',
        'Back at the car by 4.',
        'Permit.rtf (RTF',
        'Personal locator beacon (registered)',
        'Route',
        'km',
        'N',
        'Printed Sunday 1 December 2030, 1:00 pm',
      ]) {
        expect(text).toContain(expected);
      }
      expect(links).toContain(`https://walk.example.nz/plan/${plan.id}`);
    });

    it('gives a link holder the same plan without anyone’s email; a draft is 404 to them', async () => {
      const plan = await savePlan(s.app, owner.token.access_token, await publishedInput(s.t.db));
      for (const who of [undefined, stranger]) {
        const res = await get(`/api/v1/plan/${plan.id}/download`, who);
        expect(res.statusCode).toBe(200);
        const text = (await pdfText(res.rawPayload)).pages.join('\n');
        expect(text).toContain('Hemi Walker · Brother · 027 555 0199');
        expect(text).not.toContain('@example.org');
        expect(text).not.toContain(owner.email);
      }
      const draft = await savePlan(s.app, owner.token.access_token, await withMember());
      expect((await get(`/api/v1/plan/${draft.id}/download`, stranger)).statusCode).toBe(404);
      expect((await get(`/api/v1/plan/${draft.id}/download`)).statusCode).toBe(404);
      expect((await get(`/api/v1/plan/${draft.id}/download`, member)).statusCode).toBe(200);
    });

    it('prints a hut (no line) and a plan without dates', async () => {
      const [hut] = await s.t.db.query<{ id: number }>("SELECT id FROM locations WHERE type = 'Hut' ORDER BY id LIMIT 1");
      const plan = await savePlan(s.app, owner.token.access_token, await draftInput(s.t.db, { location: { id: hut?.id ?? 0, type: 'Hut' } }));
      const res = await get(`/api/v1/plan/${plan.id}/download`, owner);
      expect(res.statusCode).toBe(200);
      const text = (await pdfText(res.rawPayload)).pages.join('\n');
      expect(text).toContain('No dates chosen yet.');
      expect(text).toContain('The trip planner is going alone');
      expect(text).toContain('No emergency contact');
      expect(text).toContain('No document attached');
    });
  });
});
