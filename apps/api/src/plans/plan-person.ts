/** A person on a plan (a group member or the emergency contact) as the plan keeps them. */
export interface PlanPerson {
  contactId: number | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
}
