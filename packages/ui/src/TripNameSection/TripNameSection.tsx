import { PLAN_EDITOR_SECTIONS, PlanEditorSection } from '../PlanEditor/PlanEditorSection.tsx';
import { TextField } from '../TextField/TextField.tsx';

export interface TripNameSectionProps {
  /** The trip's own name ('' when none). */
  value: string;
  /** Called with the new name as the user types. */
  onChange: (value: string) => void;
  /** The longest name (35). The field keeps longer text visible so nothing typed is lost; `error` says why it cannot be saved. */
  maxLength: number;
  /** 'Maximum of 35 letters' when the name is too long (the app's rule). */
  error?: string;
  /**
   * A completed trip: the name shows but cannot change.
   * @default false
   */
  readOnly?: boolean;
}

/** The plan editor's 'Trip name' section: placeholder 'Name your trip' and the 35-letter limit. */
export function TripNameSection({ value, onChange, maxLength, error, readOnly = false }: TripNameSectionProps) {
  return (
    <PlanEditorSection value={PLAN_EDITOR_SECTIONS.tripName} title="Trip name" status={value.trim() || undefined}>
      <TextField
        label="Custom trip name"
        name="custom_trip_name"
        placeholder="Name your trip"
        autoComplete="off"
        value={value}
        error={error}
        hint={`Up to ${maxLength} letters.`}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
    </PlanEditorSection>
  );
}
