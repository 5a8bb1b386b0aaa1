import { useId } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { FieldError, controlStyles, describedBy } from '../form/fieldStyles.ts';
import { visuallyHidden } from '../theme/mixins.ts';

/** A time of day as the 12-hour pickers hold it, e.g. `{ hour: '07', minute: '15', meridiem: 'AM' }`. */
export interface TimeValue {
  /** '00' to '12'. */
  hour: string;
  /** '00', '15', '30' or '45'. */
  minute: string;
  /** 'AM' or 'PM'. */
  meridiem: string;
}

/** The choices of the three time pickers, in order (the app passes the contract's lists). */
export interface TimeOptions {
  /** e.g. ['00', '01', … '12']. */
  hours: readonly string[];
  /** e.g. ['00', '15', '30', '45']. */
  minutes: readonly string[];
  /** e.g. ['AM', 'PM']. */
  meridiems: readonly string[];
}

export interface TripDatesPickerTimeProps {
  /** The group's name: 'Start time' or 'End time'. */
  legend: string;
  value: TimeValue;
  onChange: (value: TimeValue) => void;
  options: TimeOptions;
  /** 'Invalid start time.' / 'Invalid end time.'; marks the three selects invalid. */
  error?: string;
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
  margin-bottom: ${({ theme }) => theme.space.xxs};
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const SelectBox = styled.div`
  position: relative;
  display: grid;
  align-items: center;
  flex: 1 1 0;
  min-width: 0;

  svg {
    position: absolute;
    right: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

const NativeSelect = styled.select`
  ${controlStyles}
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding-right: ${({ theme }) => theme.space.xl};
  appearance: none;
  cursor: pointer;
  font-variant-numeric: tabular-nums;
`;

const HiddenLabel = styled.label`
  ${visuallyHidden}
`;

/**
 * One 12-hour time: hour, minute and AM/PM as native selects (the platform's picker
 * on phones), in a group named by its legend, with the validation message under it.
 */
export function TripDatesPickerTime({ legend, value, onChange, options, error, disabled }: TripDatesPickerTimeProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const parts = [
    { key: 'hour', label: 'hour', choices: options.hours },
    { key: 'minute', label: 'minute', choices: options.minutes },
    { key: 'meridiem', label: 'AM or PM', choices: options.meridiems },
  ] as const;

  return (
    <Fieldset disabled={disabled}>
      <Legend>{legend}</Legend>
      <Row>
        {parts.map((part) => (
          <SelectBox key={part.key}>
            <HiddenLabel htmlFor={`${id}-${part.key}`}>{`${legend}, ${part.label}`}</HiddenLabel>
            <NativeSelect
              id={`${id}-${part.key}`}
              value={value[part.key]}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(error && errorId)}
              onChange={(event) => onChange({ ...value, [part.key]: event.target.value })}
            >
              {part.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </NativeSelect>
            <Icon name="chevronDown" size="sm" />
          </SelectBox>
        ))}
      </Row>
      <div aria-live="polite">{error ? <FieldError id={errorId}>{error}</FieldError> : null}</div>
    </Fieldset>
  );
}
