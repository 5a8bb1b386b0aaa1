import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Select } from '../Select/Select.tsx';
import { FieldError, FieldHint, describedBy } from '../form/fieldStyles.ts';
import { EMPTY_PARTS, MONTH_NAMES, composeDate, dayOptions, fitDay, parseDate, yearOptions } from './dateOfBirth.ts';
import type { DateParts } from './dateOfBirth.ts';

export interface DateOfBirthSelectProps {
  /** The date as 'YYYY-MM-DD', or `null` while not all of day, month and year are chosen. */
  value: string | null;
  /** Called with the new date once day, month and year are all set, and with `null` when one is cleared. */
  onChange: (value: string | null) => void;
  /** Called when focus leaves the three selects. */
  onBlur?: () => void;
  /**
   * The group's visible label.
   * @default 'Date of birth'
   */
  label?: string;
  /** Help under the selects. */
  hint?: ReactNode;
  /** The error message; marks the three selects `aria-invalid`. */
  error?: string;
  /**
   * The year the year list counts from (next year back 120 years).
   * @default the current year
   */
  currentYear?: number;
  /**
   * The `name` prefix of the three selects (`{name}-day`, `{name}-month`, `{name}-year`).
   * @default 'dob'
   */
  name?: string;
  /** @default false */
  disabled?: boolean;
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  float: left;
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Parts = styled.div`
  display: grid;
  /* Day and year keep room for two and four digits next to the chevron on phones. */
  grid-template-columns:
    minmax(${({ theme }) => theme.space['5xl']}, 1fr)
    minmax(0, 1.8fr)
    minmax(calc(${({ theme }) => theme.space['5xl']} + ${({ theme }) => theme.space.sm}), 1.4fr);
  gap: ${({ theme }) => theme.space.xs};

  select {
    padding-right: ${({ theme }) => theme.space.xl};
    padding-left: ${({ theme }) => theme.space.xs};
  }

  svg {
    right: ${({ theme }) => theme.space.xs};
  }

  label {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const monthOptions = MONTH_NAMES.map((month, index) => ({ value: String(index + 1), label: month }));

/**
 * Date of birth as day, month and year selects (spec part 2 §5): months January
 * to December, years from next year back 120 years, days following the month's
 * length (leap years included). A value exists only when all three are set.
 */
export function DateOfBirthSelect({
  value,
  onChange,
  onBlur,
  label = 'Date of birth',
  hint,
  error,
  currentYear = new Date().getFullYear(),
  name = 'dob',
  disabled = false,
}: DateOfBirthSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const [parts, setParts] = useState<DateParts>(() => parseDate(value));
  const [lastValue, setLastValue] = useState(value);

  // A new value from the parent replaces the parts, unless it is what they already make.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== composeDate(parts)) setParts(value ? parseDate(value) : EMPTY_PARTS);
  }

  const update = (part: keyof DateParts, next: string) => {
    const nextParts = fitDay({ ...parts, [part]: next });
    setParts(nextParts);
    const composed = composeDate(nextParts);
    if (composed !== value) {
      setLastValue(composed);
      onChange(composed);
    }
  };

  const years = yearOptions(currentYear).map(String);
  // A year from outside the list (an old record) stays choosable.
  if (parts.year !== '' && !years.includes(parts.year)) years.push(parts.year);

  const shared = {
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && errorId, hasHint && hintId),
  } as const;

  return (
    <Fieldset
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <Legend>{label}</Legend>
      <Parts>
        <Select
          label="Day"
          name={`${name}-day`}
          autoComplete="bday-day"
          placeholder="Day"
          options={dayOptions(parts).map(String)}
          value={parts.day}
          onChange={(event) => update('day', event.target.value)}
          {...shared}
        />
        <Select
          label="Month"
          name={`${name}-month`}
          autoComplete="bday-month"
          placeholder="Month"
          options={monthOptions}
          value={parts.month}
          onChange={(event) => update('month', event.target.value)}
          {...shared}
        />
        <Select
          label="Year"
          name={`${name}-year`}
          autoComplete="bday-year"
          placeholder="Year"
          options={years}
          value={parts.year}
          onChange={(event) => update('year', event.target.value)}
          {...shared}
        />
      </Parts>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {hasHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </Fieldset>
  );
}
