import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { TextArea, charactersRemainingText, codePointsRemaining, type CharactersRemaining } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FieldRow } from '../form/formStyles.ts';
import type { FormValidate } from '../form/useForm.ts';

/** What the user writes for one day. */
export interface DailyPlanValues {
  start_location: string;
  end_location: string;
  notes: string;
}

/** One day of the plan as saved: the API's `DailyPlan` fits as it is. */
export interface DailyPlanDay extends DailyPlanValues {
  /** 0 for the first day. */
  day_index: number;
}

export interface DailyPlansSectionDayProps {
  day: DailyPlanDay;
  label: string;
  notesMaxLength: number;
  locationMaxLength: number;
  charactersRemaining?: CharactersRemaining;
  validate?: FormValidate<DailyPlanValues>;
  onSave: (dayIndex: number, values: DailyPlanValues) => void;
  readOnly: boolean;
}

const Card = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h3`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const valuesOf = ({ start_location, end_location, notes }: DailyPlanValues): DailyPlanValues => ({
  start_location,
  end_location,
  notes,
});

const same = (a: DailyPlanValues, b: DailyPlanValues) =>
  a.start_location === b.start_location && a.end_location === b.end_location && a.notes === b.notes;

/**
 * One day's panel: start and end location and notes, each with its counter, and 'Save' /
 * 'Cancel'. The edit is the panel's own until saved; Cancel goes back to the saved day.
 */
export function DailyPlansSectionDay({
  day,
  label,
  notesMaxLength,
  locationMaxLength,
  charactersRemaining = codePointsRemaining,
  validate,
  onSave,
  readOnly,
}: DailyPlansSectionDayProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const saved = valuesOf(day);
  // null while the panel shows the saved day, so a newly loaded plan shows through.
  const [draft, setDraft] = useState<DailyPlanValues | null>(null);
  const values = draft ?? saved;
  const changed = draft !== null && !same(draft, saved);
  const errors = validate ? validate(values) : {};
  // The count shows as the walker types (a place name is easily longer than 35 letters), not only on Save.
  const locationHint = (text: string) => {
    if (readOnly) return undefined;
    const remaining = charactersRemaining(text, locationMaxLength);
    if (remaining >= 0) return charactersRemainingText(remaining);
    return `${-remaining} ${remaining === -1 ? 'character' : 'characters'} too many.`;
  };
  const set = (name: keyof DailyPlanValues) => (event: { target: { value: string } }) =>
    setDraft({ ...values, [name]: event.target.value });

  return (
    <Card
      ref={formRef}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (Object.values(errors).some(Boolean)) {
          formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
          return;
        }
        onSave(day.day_index, values);
        setDraft(null);
      }}
    >
      <Title id={titleId}>{label}</Title>
      <FieldRow>
        <TextField
          label="Start location"
          name="start_location"
          autoComplete="off"
          value={values.start_location}
          hint={locationHint(values.start_location)}
          error={errors.start_location}
          readOnly={readOnly}
          onChange={set('start_location')}
        />
        <TextField
          label="End location"
          name="end_location"
          autoComplete="off"
          value={values.end_location}
          hint={locationHint(values.end_location)}
          error={errors.end_location}
          readOnly={readOnly}
          onChange={set('end_location')}
        />
      </FieldRow>
      <TextArea
        label="Notes"
        name="notes"
        rows={3}
        maxLength={notesMaxLength}
        charactersRemaining={charactersRemaining}
        value={values.notes}
        error={errors.notes}
        readOnly={readOnly}
        onChange={set('notes')}
      />
      {readOnly ? null : (
        <Buttons>
          <Button variant="secondary" disabled={!changed} onClick={() => setDraft(null)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!changed}>
            Save
          </Button>
        </Buttons>
      )}
    </Card>
  );
}
