import type { Contact, ExperienceLevel, Gender, PlanSummary, User } from '@planmywalk/contracts';
import { fileUrl } from '../../files/files.presenter.ts';
import type { UserRow } from './user.queries.ts';

/** The user as every call that answers "the user" shows it. */
export function presentUser(
  row: UserRow,
  publicUrl: string,
  own: { plans: PlanSummary[]; contacts: Contact[]; wishlisted: User['wishlisted'] },
): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    portrait: row.portrait_file_id ? { url: fileUrl(publicUrl, row.portrait_file_id) } : null,
    // The table's CHECK constraints hold these to the contract's lists.
    level: row.level as ExperienceLevel | null,
    gender: row.gender as Gender | null,
    dob: row.dob,
    phone: row.phone,
    verified: row.verified,
    pending_email: row.pending_email,
    inited: row.inited,
    is_admin: row.is_admin,
    plans: own.plans,
    wishlisted: own.wishlisted,
    contacts: own.contacts,
    notifications: {
      fortyEightPrior: { Email: row.notify_48_prior_email, InApp: row.notify_48_prior_in_app },
      twentyFourPrior: { Email: row.notify_24_prior_email, InApp: row.notify_24_prior_in_app },
      changedAlerts: { Email: row.notify_changed_alerts_email, InApp: row.notify_changed_alerts_in_app },
      endTripEmergencyContact: { Email: row.notify_end_trip_emergency_contact_email },
    },
    alert_toggled: row.alert_toggled,
  };
}
