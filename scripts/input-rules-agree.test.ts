/**
 * The plan screen and the server give the same verdict on the same input (issue 33): the
 * domain's draft and publish checks against the API command's parsePlanInput, fed the
 * same plan (the domain's toPlanInput is what the web app sends), and the domain's
 * contact form against the API's contact command. Both sides ask the contract's rules
 * (planInput.ts, email.ts); this test holds them to it from outside either layer, which
 * may not import the other.
 */
import { describe, expect, it } from 'vitest';
import { parseContactInput } from '../apps/api/src/commands/contacts/contactInput.ts';
import { parsePlanInput } from '../apps/api/src/commands/plans/planInput.ts';
import { contactSchema, emptyContactForm, type ContactFormValues } from '../packages/domain/src/forms/contactSchema.ts';
import { validateWith } from '../packages/domain/src/forms/validateWith.ts';
import { time, tripDates, workingContact, workingPlan } from '../packages/domain/src/plan/planFixtures.ts';
import { draftProblems, publishProblems } from '../packages/domain/src/plan/planValidation.ts';
import { toPlanInput, type UploadedDocument, type WorkingPlan } from '../packages/domain/src/plan/workingPlan.ts';

const letters = (n: number) => 'a'.repeat(n);
const uploaded = (n: number): UploadedDocument => ({
  kind: 'uploaded',
  key: `file:${n}`,
  attachment: { id: `00000000-0000-4000-8000-00000000000${n}`, title: `doc${n}.pdf`, size: 10, type: 'pdf', ext: 'pdf', url: `/files/${n}` },
});
const twoDays = tripDates('2030-12-05', '2030-12-06');
const day = (day_index: number, start_location: string, end_location = '', notes = '') => ({ day_index, start_location, end_location, notes });

/** The server's verdict: null when it takes the plan, else its message. */
function serverVerdict(plan: WorkingPlan & { location: NonNullable<WorkingPlan['location']> }, isPublished: boolean): string | null {
  try {
    parsePlanInput(toPlanInput(plan, { isPublished, revision: null }));
    return null;
  } catch (refusal) {
    return (refusal as Error).message;
  }
}

const plans: Array<[string, Partial<WorkingPlan>]> = [
  ['a complete plan', { date: twoDays }],
  ['no dates', { date: null }],
  ['dates without times', { date: tripDates('2030-12-05', '2030-12-06', null, null) }],
  ['a start time only', { date: tripDates('2030-12-05', '2030-12-06', '08:00 AM', null) }],
  ['a day trip that ends before it starts', { date: { ...tripDates('2030-12-05', '2030-12-05'), start_time: time('04:00 PM'), end_time: time('08:00 AM') } }],
  ['an end date before the start (as a plan read back could hold)', { date: tripDates('2030-12-06', '2030-12-05') }],
  ['a trip of 121 days', { date: tripDates('2031-01-01', '2031-05-01') }],
  ['a 35-letter trip name', { date: twoDays, custom_trip_name: letters(35) }],
  ['a 36-letter trip name', { date: twoDays, custom_trip_name: letters(36) }],
  ['a 35-letter trip name with spaces around it', { date: twoDays, custom_trip_name: `  ${letters(35)} ` }],
  ['a trip name of 18 mountains (18 characters, 36 UTF-16 units)', { date: twoDays, custom_trip_name: '🏔'.repeat(18) }],
  ['a trip name of 18 mountains with variation selectors (36 characters)', { date: twoDays, custom_trip_name: '🏔️'.repeat(18) }],
  ['a trip name of 7 families (35 characters)', { date: twoDays, custom_trip_name: '👩‍👩‍👧'.repeat(7) }],
  ['a trip name of 35 letters, the last with a combining macron (36 characters)', { date: twoDays, custom_trip_name: `${letters(34)}o\u0304` }],
  ['a 1,000-character note of mountains', { date: tripDates('2030-12-05', '2030-12-05'), note: '🏔'.repeat(1000) }],
  ['a 1,001-character note', { date: tripDates('2030-12-05', '2030-12-05'), note: letters(1001) }],
  ['a day’s 35-character start with spaces around it', { date: twoDays, daily_plans: [day(0, `  ${letters(35)}  `)] }],
  ['a day’s 36-character start', { date: twoDays, daily_plans: [day(1, letters(36))] }],
  ['a day’s end of 18 mountains with variation selectors', { date: twoDays, daily_plans: [day(0, '', '🏔️'.repeat(18))] }],
  ['a day’s notes of 1,001 characters', { date: twoDays, daily_plans: [day(0, '', '', letters(1001))] }],
  ['three documents', { date: twoDays, documents: [uploaded(1), uploaded(2), uploaded(3)] }],
  ['four documents', { date: twoDays, documents: [uploaded(1), uploaded(2), uploaded(3), uploaded(4)] }],
  ['a group member whose address is not one', { date: twoDays, contacts: [{ ...workingContact(1), email: 'mere@home' }] }],
  ['an emergency contact with an address beyond ASCII', { date: twoDays, emergency_contact: { ...workingContact(2), email: 'tāne@whare.nz' } }],
  ['31 group members', { date: twoDays, contacts: Array.from({ length: 31 }, (_, i) => workingContact(i + 1)) }],
  ['a long name and no times', { date: tripDates('2030-12-05', '2030-12-06', null, null), custom_trip_name: letters(36) }],
];

describe('the plan screen and the server agree on a plan', () => {
  it.each(plans)('%s', (_name, overrides) => {
    const plan = { ...workingPlan(overrides), location: workingPlan().location! };
    expect({ draft: serverVerdict(plan, false), publish: serverVerdict(plan, true) }).toEqual({
      draft: draftProblems(plan)[0] ?? null,
      publish: publishProblems(plan)[0] ?? null,
    });
  });
});

describe('the contact form and the server agree on an address', () => {
  const validate = validateWith<ContactFormValues>(contactSchema);
  it.each([
    'mere@example.nz',
    ' Mere@Example.NZ ',
    'tāne@whare.nz',
    '',
    'mere@',
    'mere@home',
    'mere te@example.nz',
    'mere@example..nz',
    `${'m'.repeat(243)}@example.nz`,
    `${'m'.repeat(244)}@example.nz`,
    `${'🏔'.repeat(243)}@example.nz`,
  ])('%j', (email) => {
    const form = validate({ ...emptyContactForm(), first_name: 'Mere', last_name: 'Tane', email }).email ?? null;
    let server: string | null = null;
    try {
      parseContactInput({ first_name: 'Mere', last_name: 'Tane', email });
    } catch (refusal) {
      server = (refusal as Error).message;
    }
    expect(server).toBe(form);
  });
});
