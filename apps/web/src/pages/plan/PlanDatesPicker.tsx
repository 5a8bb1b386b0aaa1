import { observer } from 'mobx-react-lite';
import { PLAN_MAX_DAYS, TIME_HOURS, TIME_MERIDIEMS, TIME_MINUTES } from '@planmywalk/contracts';
import { TripDatesPicker, type TimeOptions, type TripDatesPickerLayout } from '@planmywalk/ui';
import { planFeature } from '@planmywalk/domain';
import { useFeature } from '../../app/stores.tsx';

const TIME_OPTIONS: TimeOptions = { hours: TIME_HOURS, minutes: TIME_MINUTES, meridiems: TIME_MERIDIEMS };

interface PlanDatesPickerProps {
  layout: TripDatesPickerLayout;
  /** The dates were saved ('Save date and time' with a valid selection). */
  onSaved?: () => void;
}

/**
 * The calendar and time pickers of the working plan (spec part 2 §2 track selector): the
 * selection the plan store holds while the calendar is open, and 'Save date and time'.
 */
export const PlanDatesPicker = observer(function PlanDatesPicker({ layout, onSaved }: PlanDatesPickerProps) {
  const { plan } = useFeature(planFeature);
  const selection = plan.dateSelection;
  if (!selection) return null;
  return (
    <TripDatesPicker
      minDate={plan.minDate}
      range={selection.start ? { start: selection.start, end: selection.end } : null}
      onRangeChange={(range) => plan.selectRange(range.start, range.end)}
      startTime={selection.start_time}
      onStartTimeChange={(time) => plan.setSelectionTime('start', time)}
      endTime={selection.end_time}
      onEndTimeChange={(time) => plan.setSelectionTime('end', time)}
      timeOptions={TIME_OPTIONS}
      startTimeError={plan.selectionProblems.start ?? undefined}
      endTimeError={plan.selectionProblems.end ?? undefined}
      error={plan.selectionProblem ?? undefined}
      maxDays={PLAN_MAX_DAYS}
      onSave={() => {
        if (plan.applyDates()) onSaved?.();
      }}
      layout={layout}
      autoFocus
    />
  );
});
