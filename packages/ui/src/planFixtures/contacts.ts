/**
 * Story data in the exact shape of the API contract: `Contact` of
 * packages/contracts/src/user.schema.ts (a contact book entry) and `PlanContact` of
 * plans.schema.ts (a plan's copy of a person). The components accept these objects
 * as they are, which is what lets the web app pass API answers straight in.
 */
import { storyPortraitUrl } from '../form/storyFixtures.ts';
import { palette } from '../theme/palette.ts';

/** A contact of the user's contact book, as the API answers it. */
export interface FixtureContact {
  id: number;
  first_name: string;
  last_name: string;
  fullname: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
  portrait: { url: string } | null;
  adult: boolean;
}

/** A person on a plan (a group member or the emergency contact), as the API answers it. */
export interface FixturePlanContact {
  contact_id: number | null;
  first_name: string;
  last_name: string;
  fullname: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
}

function contact(
  id: number,
  first_name: string,
  last_name: string,
  details: Pick<FixtureContact, 'email' | 'phone' | 'relationship'> & { portrait?: FixtureContact['portrait'] },
): FixtureContact {
  return {
    id,
    first_name,
    last_name,
    fullname: `${first_name} ${last_name}`,
    portrait: null,
    adult: details.email !== null && details.phone !== null,
    ...details,
  };
}

export const arohaNgata = contact(1, 'Aroha', 'Ngata', {
  email: 'aroha.ngata@example.nz',
  phone: '021 555 0123',
  relationship: 'Sister',
  portrait: { url: storyPortraitUrl(palette) },
});
export const tamaWiremu = contact(2, 'Tama', 'Wiremu', {
  email: 'tama@example.nz',
  phone: '027 555 0456',
  relationship: 'Tramping club',
});
export const sarahChen = contact(3, 'Sarah', 'Chen', {
  email: null,
  phone: '022 555 0789',
  relationship: 'Friend',
});
export const jamesOBrien = contact(4, 'James', "O'Brien", {
  email: 'james.obrien@example.nz',
  phone: null,
  relationship: null,
});
export const miriamaTeAwa = contact(5, 'Miriama', 'Te Awa', {
  email: 'miriama@example.nz',
  phone: '021 555 0999',
  relationship: 'Partner',
});
export const longNamedContact = contact(6, 'Wikitoria Mereana Kahurangi', 'Te Rangihaeata-Fitzgerald', {
  email: 'wikitoria.mereana.kahurangi.te.rangihaeata-fitzgerald@longexample.co.nz',
  phone: '+64 21 555 0000 ext 1234',
  relationship: 'Cousin, and the person who keeps the spare car key',
});

/** A contact book of five. */
export const contactBook: FixtureContact[] = [arohaNgata, tamaWiremu, sarahChen, jamesOBrien, miriamaTeAwa];

/** A plan's copy of a contact book entry. */
export function onPlan(entry: FixtureContact): FixturePlanContact {
  const { id, first_name, last_name, fullname, email, phone, relationship } = entry;
  return { contact_id: id, first_name, last_name, fullname, email, phone, relationship };
}

/** What a viewer who is not the owner receives: emails are the owner's to see (ADR 018). */
export function withoutEmail(person: FixturePlanContact): FixturePlanContact {
  return { ...person, email: null };
}
