import { useId } from 'react';
import styled from 'styled-components';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { addPlanDays, formatPlanDay, formatPlanDayTime } from '../format/planFormat.ts';
import type { PlanDates } from '../format/planFormat.ts';
import {
  ReadonlyPlanEmpty,
  ReadonlyPlanHeading,
  ReadonlyPlanList,
  ReadonlyPlanSection,
  ReadonlyPlanSubheading,
} from './ReadonlyPlanParts.ts';

/** One day of a multi-day trip (the contract's `DailyPlan` fits). */
export interface ReadonlyPlanDay {
  /** 0 for the first day. */
  day_index: number;
  start_location: string;
  end_location: string;
  notes: string;
}

interface ReadonlyPlanDetailsProps {
  locationTitle: string;
  /** The trip planner's full name and phone (a call link). */
  planner: { fullname: string; phone: string | null } | null;
  date: PlanDates | null;
  dailyPlans: readonly ReadonlyPlanDay[];
  note: string;
}

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;

  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: max-content minmax(0, 1fr);
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};

    ${({ theme }) => theme.media.tabletUp} {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;

    a {
      color: ${({ theme }) => theme.colors.link};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
    }

    ${({ theme }) => theme.media.tabletUp} {
      margin: 0;
    }
  }
`;

const Day = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
`;

const DayTitle = styled.p`
  color: ${({ theme }) => theme.colors.heading};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Route = styled.p`
  overflow-wrap: anywhere;
`;

/** Notes are plain text: their line breaks are kept, nothing in them is markup. */
const Notes = styled.p`
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The trip details: where, who planned it, when (days and times), each day's plan, and the trip notes. */
export function ReadonlyPlanDetails({ locationTitle, planner, date, dailyPlans, note }: ReadonlyPlanDetailsProps) {
  const headingId = useId();
  const days = [...dailyPlans].sort((a, b) => a.day_index - b.day_index);
  return (
    <ReadonlyPlanSection aria-labelledby={headingId}>
      <ReadonlyPlanHeading id={headingId}>
        <PlanIcon name="note" />
        Trip details
      </ReadonlyPlanHeading>
      <Facts>
        <dt>Location</dt>
        <dd>{locationTitle}</dd>
        {planner ? (
          <>
            <dt>Trip planner</dt>
            <dd>
              {planner.fullname}
              {planner.phone ? (
                <>
                  {' · '}
                  <a href={`tel:${planner.phone.replace(/[^\d+]/g, '')}`}>{planner.phone}</a>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt>Start</dt>
        <dd>{date ? formatPlanDayTime(date.start, date.start_time) : <Muted>No dates set</Muted>}</dd>
        <dt>Expected back</dt>
        <dd>{date ? formatPlanDayTime(date.end, date.end_time) : <Muted>No dates set</Muted>}</dd>
      </Facts>
      {days.length > 0 ? (
        <>
          <ReadonlyPlanSubheading>Daily plan</ReadonlyPlanSubheading>
          <ReadonlyPlanList>
            {days.map((day) => (
              <Day key={day.day_index}>
                <DayTitle>
                  Day {day.day_index + 1}
                  {date ? <Muted> · {formatPlanDay(addPlanDays(date.start, day.day_index))}</Muted> : null}
                </DayTitle>
                {day.start_location || day.end_location ? (
                  <Route>
                    {day.start_location || 'Not set'} <Muted aria-hidden="true">→</Muted>
                    <VisuallyHidden>to</VisuallyHidden> {day.end_location || 'Not set'}
                  </Route>
                ) : null}
                {day.notes ? <Notes>{day.notes}</Notes> : null}
              </Day>
            ))}
          </ReadonlyPlanList>
        </>
      ) : null}
      <ReadonlyPlanSubheading>Trip notes</ReadonlyPlanSubheading>
      {note.trim() ? <Notes>{note}</Notes> : <ReadonlyPlanEmpty>No trip notes</ReadonlyPlanEmpty>}
    </ReadonlyPlanSection>
  );
}
