/**
 * The plan calls of api/v1 answered in memory, for store tests (not used by the app). It
 * behaves like the server where the stores depend on it: ids, revisions and 409, who owns
 * a plan, document uploads checked by type, pages of completed trips. Every method is a
 * `vi.fn` so a test can make one call fail.
 */
import { vi } from 'vitest';
import {
  ApiError,
  DOCUMENT_EXTENSIONS,
  INVALID_FILE_TYPE,
  PLAN_CHANGED_ELSEWHERE,
  PLANS_PAGE_SIZE,
  tripSection,
  type Attachment,
  type Plan,
  type PlanContact,
  type PlanContactInput,
  type PlanGearList,
  type PlanInput,
  type PlanLocation,
  type PlansPage,
  type PlanSummary,
  type UploadedFile,
} from '@planmywalk/contracts';
import { planLocation, statusOfFixture } from '../plan/planFixtures.ts';

const contactOf = (input: PlanContactInput): PlanContact => ({
  contact_id: input.contact_id ?? null,
  first_name: input.first_name,
  last_name: input.last_name,
  fullname: `${input.first_name} ${input.last_name}`,
  email: input.email ?? null,
  phone: input.phone ?? null,
  relationship: input.relationship ?? null,
});

export const summaryOf = (plan: Plan): PlanSummary => ({
  id: plan.id,
  title: plan.title,
  location: plan.location,
  date: plan.date,
  is_published: plan.is_published,
  is_complete: plan.is_complete,
  completed: plan.completed,
  status: plan.status,
  undeliverable: plan.undeliverable,
  acceptanceState: plan.acceptanceState,
  isShared: plan.isShared,
  isPendingInvitation: plan.isPendingInvitation,
  canEdit: plan.canEdit,
  updated_at: plan.updated_at,
});

export function createFakePlanServer(options: { userId?: number; now?: () => Date } = {}) {
  const userId = options.userId ?? 7;
  const now = options.now ?? (() => new Date());
  const plans = new Map<string, Plan>();
  const files = new Map<string, Attachment>();
  const uploads: { name: string; size: number; isPrivate: boolean; bytes: Uint8Array }[] = [];
  let sequence = 0;
  const locations = new Map<string, PlanLocation>([['Track:101', planLocation()]]);

  const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

  /** Plans a test put with a status of its own (`keepStatus`): not moved on with the clock. */
  const asPut = new Set<string>();
  /** As the server answers a plan: its status as of now. */
  const current = (plan: Plan): Plan => (asPut.has(plan.id) ? plan : { ...plan, status: statusOfFixture(plan, now()) });

  function build(input: PlanInput, previous: Plan | null): Plan {
    const location = locations.get(`${input.location.type}:${input.location.id}`) ?? planLocation({ id: input.location.id, type: input.location.type });
    const attachments = input.attachments.map(({ id }) => {
      const file = files.get(id);
      if (!file) throw new ApiError(422, `Unknown document ${id}`);
      return file;
    });
    const stamp = now().toISOString();
    const id = previous?.id ?? nextId();
    const plan: Omit<Plan, 'status'> = {
      id,
      guid: id,
      share_key: previous?.share_key ?? id,
      revision: (previous?.revision ?? 0) + 1,
      user: { id: userId, first_name: 'Aroha' },
      walker: { first_name: 'Aroha', fullname: 'Aroha Ngata', phone: '021 555 0123' },
      party_experience: { level: 'Intermediate', name: 'Aroha', planner: true },
      editors: [],
      undeliverable: [],
      is_published: input.is_published,
      is_complete: false,
      completed: null,
      date: input.date,
      custom_trip_name: input.custom_trip_name,
      title: input.custom_trip_name ?? location.title,
      location,
      contacts: input.contacts.map(contactOf),
      emergency_contact: input.emergency_contact ? contactOf(input.emergency_contact) : null,
      daily_plans: input.daily_plans,
      note: input.note,
      attachments,
      gearList: input.gearList ?? previous?.gearList ?? null,
      acceptanceState: 'owner',
      isShared: false,
      isPendingInvitation: false,
      canEdit: true,
      published_at: input.is_published ? stamp : null,
      checked_in_at: null,
      created_at: previous?.created_at ?? stamp,
      updated_at: stamp,
    };
    return { ...plan, status: statusOfFixture(plan, now()) };
  }

  const api = {
    createPlan: vi.fn(async (input: PlanInput): Promise<Plan> => {
      const plan = build(input, null);
      plans.set(plan.id, plan);
      return plan;
    }),
    updatePlan: vi.fn(async (id: string, input: PlanInput): Promise<Plan> => {
      const previous = plans.get(id);
      if (!previous) throw new ApiError(404, 'Plan not found');
      if (input.revision !== previous.revision) throw new ApiError(409, PLAN_CHANGED_ELSEWHERE);
      const plan = build(input, previous);
      plans.set(id, plan);
      asPut.delete(id);
      return plan;
    }),
    /** Like the server: the list is saved without moving the revision (only the owner's plans here). */
    updatePlanGear: vi.fn(async (id: string, gear: PlanGearList): Promise<Plan> => {
      const previous = plans.get(id);
      if (!previous) throw new ApiError(404, 'Plan not found');
      const plan: Plan = { ...previous, gearList: gear, updated_at: now().toISOString() };
      plans.set(id, plan);
      return plan;
    }),
    getReadonlyPlan: vi.fn(async (guid: string): Promise<Plan> => {
      const plan = plans.get(guid);
      if (!plan) throw new ApiError(404, 'Plan not found');
      return current(plan);
    }),
    makeNewPlanLink: vi.fn(async (id: string): Promise<Plan> => {
      const plan = plans.get(id);
      if (!plan) throw new ApiError(404, 'Plan not found');
      const renewed: Plan = { ...plan, share_key: `00000000-0000-4000-9000-${String(++sequence).padStart(12, '0')}` };
      plans.set(id, renewed);
      return current(renewed);
    }),
    acceptPlan: vi.fn(async (id: string): Promise<Plan> => {
      const plan = plans.get(id);
      if (!plan || plan.acceptanceState !== 'pending') throw new ApiError(404, 'Plan not found');
      const accepted: Plan = { ...plan, acceptanceState: 'accepted', isPendingInvitation: false };
      plans.set(id, accepted);
      return accepted;
    }),
    deletePlan: vi.fn(async (id: string) => {
      if (!plans.delete(id)) throw new ApiError(404, 'Plan not found');
      return { success: true as const, plans: [...plans.values()].map(summaryOf) };
    }),
    getPlans: vi.fn(async (page: number): Promise<PlansPage> => {
      const all = [...plans.values()].map((plan) => summaryOf(current(plan)));
      const of = (section: string) => all.filter((plan) => tripSection(plan.status) === section);
      const completed = of('completed');
      const start = page * PLANS_PAGE_SIZE;
      return {
        completing: page === 0 ? of('completing') : [],
        upcoming: page === 0 ? of('upcoming') : [],
        draft: page === 0 ? of('draft') : [],
        completed: completed.slice(start, start + PLANS_PAGE_SIZE),
        all_loaded: start + PLANS_PAGE_SIZE >= completed.length,
      };
    }),
    downloadPlanPdf: vi.fn(async (id: string) => {
      const plan = plans.get(id);
      if (!plan) throw new ApiError(404, 'Plan not found');
      return { blob: new Blob(['%PDF-1.7'], { type: 'application/pdf' }), filename: `Trip Plan - ${plan.title}.pdf` };
    }),
    downloadPlanCalendar: vi.fn(async (id: string, reader: 'walker' | 'contact') => {
      const plan = plans.get(id);
      if (!plan) throw new ApiError(404, 'Plan not found');
      return { blob: new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' }), filename: `${reader === 'contact' ? 'Expect to hear - ' : ''}${plan.title}.ics` };
    }),
    downloadFile: vi.fn(async (url: string) => {
      const id = url.slice(url.lastIndexOf('/') + 1);
      const file = files.get(id);
      const bytes = uploads[Number(id.slice(1)) - 1]?.bytes;
      if (!file || !bytes) throw new ApiError(404, 'File not found');
      return { blob: new Blob([bytes]), filename: file.title };
    }),
    upload: vi.fn(async (file: Blob, name: string, opts?: { isPrivate?: boolean; onProgress?: (fraction: number) => void }): Promise<UploadedFile> => {
      opts?.onProgress?.(0.5);
      const ext = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
      if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(ext)) throw new ApiError(422, INVALID_FILE_TYPE);
      uploads.push({ name, size: file.size, isPrivate: opts?.isPrivate ?? false, bytes: new Uint8Array(await file.arrayBuffer()) });
      const id = `f${uploads.length}`;
      const uploaded: UploadedFile = { id, url: `/api/v1/files/${id}`, title: name, size: file.size, type: ext === 'pdf' ? 'pdf' : 'doc', ext };
      files.set(id, uploaded);
      return uploaded;
    }),
  };

  return {
    api,
    plans,
    uploads,
    /** Puts a plan on the server, as another device or user would have saved it. */
    put(plan: Plan, options: { keepStatus?: boolean } = {}): Plan {
      plans.set(plan.id, plan);
      if (options.keepStatus) asPut.add(plan.id);
      else asPut.delete(plan.id);
      return plan;
    },
    /** Another device saves the plan: its revision moves on. */
    touch(id: string): void {
      const plan = plans.get(id);
      if (plan) plans.set(id, { ...plan, revision: plan.revision + 1 });
    },
  };
}

export type FakePlanServer = ReturnType<typeof createFakePlanServer>;
