import { createApiClient, type AccessToken, type ApiClient } from '@planmywalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from './lib/clock.ts';
import { signUp } from './testing/accounts.ts';
import { DOCUMENTS } from './testing/documents.ts';
import { TWO_DAY_TRIP, draftInput } from './testing/plans.ts';
import { openTestServer, type TestServer } from './testing/test-server.ts';

describe('the contracts client’s plan and contact calls against the real server', () => {
  let s: TestServer;
  let owner: ApiClient;
  let guest: ApiClient;
  const clock = new ManualClock('2030-12-01T00:00:00Z');
  beforeAll(async () => {
    s = await openTestServer({ clock });
    const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    const walker = await signUp(s.app, s.t.db, 'client-plans');
    const token: AccessToken = walker.token;
    owner = createApiClient({ baseUrl: address, getAccessToken: () => token.access_token });
    guest = createApiClient({ baseUrl: address });
  });
  afterAll(async () => {
    await s.close();
  });

  it('saves, publishes, reads, downloads and deletes a plan with a contact and a document', async () => {
    const { new_contact } = await owner.createContact({ first_name: 'Hemi', last_name: 'Walker', email: 'hemi.client@example.org', phone: '027 1' });
    const document = await owner.upload(new Blob([DOCUMENTS.docx()]), 'Huts.docx', { isPrivate: true });
    expect(document).toMatchObject({ type: 'doc', ext: 'docx' });
    const draft = await owner.createPlan(
      await draftInput(s.t.db, {
        custom_trip_name: 'Ōhakune loop',
        date: { ...TWO_DAY_TRIP },
        emergency_contact: { contact_id: new_contact.id, first_name: 'Hemi', last_name: 'Walker', email: 'hemi.client@example.org', phone: '027 1' },
        attachments: [{ id: document.id }],
      }),
    );
    expect(draft).toMatchObject({ revision: 1, is_published: false, title: 'Ōhakune loop' });
    await expect(guest.getReadonlyPlan(draft.id)).rejects.toMatchObject({ status: 404, message: 'Plan not found' });

    const published = await owner.updatePlan(draft.id, { ...(await draftInput(s.t.db)), ...{ custom_trip_name: 'Ōhakune loop', date: { ...TWO_DAY_TRIP } }, is_published: true, revision: draft.revision });
    expect(published).toMatchObject({ revision: 2, is_published: true, attachments: [] });
    const seen = await guest.getReadonlyPlan(draft.id);
    expect(seen).toMatchObject({ acceptanceState: 'viewer', canEdit: false });

    const pdf = await guest.downloadPlanPdf(draft.id);
    expect(pdf.filename).toBe('Trip Plan - Ōhakune loop.pdf');
    expect(new TextDecoder().decode((await pdf.blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const walks = await owner.getPlans(0);
    expect(walks.upcoming.map((p) => p.id)).toEqual([draft.id]);
    expect(await owner.deletePlan(draft.id)).toEqual({ success: true, plans: [] });
    const user = await owner.deleteContact(new_contact.id);
    expect(user.contacts).toEqual([]);
  });
});
