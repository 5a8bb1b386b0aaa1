import { object, string } from 'yup';
import { DAILY_LOCATION_MAX_LENGTH, DAILY_NOTES_MAX_LENGTH } from '@planmywalk/contracts';
import { DAILY_LOCATION_TOO_LONG, DAILY_NOTES_TOO_LONG } from '../plan/planTexts.ts';

/**
 * The daily plan's day form ('Save' and 'Cancel', spec part 2 §2), for the ui's
 * `validate` through validateWith: the limits and texts PlanStore checks before saving.
 */
export const dailyPlanSchema = object({
  start_location: string().trim().max(DAILY_LOCATION_MAX_LENGTH, DAILY_LOCATION_TOO_LONG),
  end_location: string().trim().max(DAILY_LOCATION_MAX_LENGTH, DAILY_LOCATION_TOO_LONG),
  notes: string().max(DAILY_NOTES_MAX_LENGTH, DAILY_NOTES_TOO_LONG),
});
