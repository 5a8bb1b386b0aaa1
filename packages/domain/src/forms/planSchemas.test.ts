import { describe, expect, it } from 'vitest';
import type { DailyPlanFields } from '../plan/dailyPlans.ts';
import { dailyPlanErrors } from '../plan/planValidation.ts';
import { dailyPlanSchema } from './planSchemas.ts';
import { validateWith } from './validateWith.ts';

const validate = validateWith<DailyPlanFields>(dailyPlanSchema);
const day = (start_location: string, end_location: string, notes: string): DailyPlanFields => ({ start_location, end_location, notes });

describe('the daily plan’s day form', () => {
  it.each([
    ['within its limits', day('a'.repeat(35), ` ${'b'.repeat(35)} `, 'c'.repeat(1000))],
    ['empty', day('', '', '')],
    ['over every limit', day('a'.repeat(36), 'b'.repeat(36), 'c'.repeat(1001))],
    ['a long start only', day('a'.repeat(40), 'Hut', '')],
  ])('%s: says what the plan store says', (_name, values) => {
    expect(validate(values)).toEqual(dailyPlanErrors(values));
  });
});
