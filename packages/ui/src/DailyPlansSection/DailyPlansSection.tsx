import styled from 'styled-components';
import { PLAN_EDITOR_SECTIONS, PlanEditorSection } from '../PlanEditor/PlanEditorSection.tsx';
import type { FormValidate } from '../form/useForm.ts';
import type { CharactersRemaining } from '../TextArea/TextArea.tsx';
import { DailyPlansSectionDay, type DailyPlanDay, type DailyPlanValues } from './DailyPlansSectionDay.tsx';

export interface DailyPlansSectionProps {
  /** One entry per day of the trip, in order (the page shows this section only for trips of more than one day). */
  days: readonly DailyPlanDay[];
  /**
   * Each day's heading, e.g. 'Day 1 - Thu 12 Mar' (the app knows the dates).
   * @default `Day ${dayIndex + 1}`
   */
  dayLabel?: (dayIndex: number) => string;
  /** The longest day notes (1000): the counter counts down to it. */
  notesMaxLength: number;
  /** The longest start or end location (35): each field counts down to it as the walker types. */
  locationMaxLength: number;
  /** How the notes' counter counts: the app's rule, as `validate` does. @default code points, as the server counts */
  charactersRemaining?: CharactersRemaining;
  /**
   * The day rules (locations ≤ 35, notes ≤ 1000), the app's: a day with errors shows
   * them and is not saved.
   */
  validate?: FormValidate<DailyPlanValues>;
  /** A day's 'Save' was pressed with valid values. */
  onSaveDay: (dayIndex: number, values: DailyPlanValues) => void;
  /**
   * A completed trip: the days show without Save and Cancel, and cannot change.
   * @default false
   */
  readOnly?: boolean;
}

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The plan editor's 'Daily plan' section: a panel per day with its own Save and Cancel. */
export function DailyPlansSection({
  days,
  dayLabel = (dayIndex) => `Day ${dayIndex + 1}`,
  notesMaxLength,
  locationMaxLength,
  charactersRemaining,
  validate,
  onSaveDay,
  readOnly = false,
}: DailyPlansSectionProps) {
  return (
    <PlanEditorSection
      value={PLAN_EDITOR_SECTIONS.dailyPlans}
      title="Daily plan"
      status={days.length > 0 ? `${days.length} days` : undefined}
    >
      <Lead>Where each day starts and ends, and anything your group should know about it.</Lead>
      <Days>
        {days.map((day) => (
          <DailyPlansSectionDay
            key={day.day_index}
            day={day}
            label={dayLabel(day.day_index)}
            notesMaxLength={notesMaxLength}
            locationMaxLength={locationMaxLength}
            charactersRemaining={charactersRemaining}
            validate={validate}
            onSave={onSaveDay}
            readOnly={readOnly}
          />
        ))}
      </Days>
    </PlanEditorSection>
  );
}
