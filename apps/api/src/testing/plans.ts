/**
 * Helpers for plan tests: a valid working plan for a real DOC track of the seeded
 * database, and saving one through the real routes.
 */
import type { FastifyInstance } from 'fastify';
import type { Plan, PlanInput } from '@planmywalk/contracts';
import { expect } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { bearer } from './accounts.ts';

/** A DOC location of the seeded database (a track with a line, unless asked for a hut or campsite). */
export async function seededLocation(db: Queryable, type: 'Track' | 'Hut' | 'Campsite' = 'Track'): Promise<{ id: number; title: string }> {
  const [row] = await db.query<{ id: number; title: string }>(
    `SELECT id, title FROM locations WHERE type = $1 AND ($1 <> 'Track' OR line IS NOT NULL) ORDER BY id LIMIT 1`,
    [type],
  );
  if (!row) throw new Error(`no ${type} in the test database`);
  return row;
}

/** A draft for a seeded track: no dates, nobody, nothing attached. */
export async function draftInput(db: Queryable, overrides: Partial<PlanInput> = {}): Promise<PlanInput> {
  const location = await seededLocation(db);
  return {
    location: { id: location.id, type: 'Track' },
    is_published: false,
    date: null,
    custom_trip_name: null,
    contacts: [],
    emergency_contact: null,
    daily_plans: [],
    note: '',
    attachments: [],
    ...overrides,
  };
}

/** A two-day trip in December 2030 (NZ summer time), 7:30 am to 4:00 pm. */
export const TWO_DAY_TRIP = {
  start: '2030-12-14',
  end: '2030-12-15',
  start_time: { hour: '07', minute: '30', meridiem: 'AM' },
  end_time: { hour: '04', minute: '00', meridiem: 'PM' },
} as const satisfies PlanInput['date'];

/** A published plan's input: dates, times, a group member and an emergency contact, a daily plan. */
export async function publishedInput(db: Queryable, overrides: Partial<PlanInput> = {}): Promise<PlanInput> {
  return draftInput(db, {
    is_published: true,
    date: { ...TWO_DAY_TRIP },
    custom_trip_name: 'Summer crossing',
    contacts: [{ first_name: 'Mere', last_name: 'Tane', email: 'mere@example.org', phone: '021 555 0101', relationship: 'Friend' }],
    emergency_contact: { first_name: 'Hemi', last_name: 'Walker', email: 'hemi@example.org', phone: '027 555 0199', relationship: 'Brother' },
    daily_plans: [
      { day_index: 0, start_location: 'Road end', end_location: 'First hut', notes: 'Lunch at the falls.' },
      { day_index: 1, start_location: 'First hut', end_location: 'Road end', notes: '' },
    ],
    note: 'Back at the car by 4.',
    ...overrides,
  });
}

export const jsonCall = (method: string, url: string, payload: unknown, token?: string) => ({
  method: method as 'POST',
  url,
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
});

/** Saves a new plan through POST plan as the token's user. */
export async function savePlan(app: FastifyInstance, token: string, input: PlanInput): Promise<Plan> {
  const res = await app.inject(jsonCall('POST', '/api/v1/plan', input, token));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Plan>();
}
