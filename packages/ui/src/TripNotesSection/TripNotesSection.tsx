import { PLAN_EDITOR_SECTIONS, PlanEditorSection } from '../PlanEditor/PlanEditorSection.tsx';
import { TextArea, type CharactersRemaining } from '../TextArea/TextArea.tsx';

export interface TripNotesSectionProps {
  /** The plan's note ('' when none). */
  value: string;
  /** Called with the new note as the user types. */
  onChange: (value: string) => void;
  /** The longest note (1000): the counter under the field counts down to it. */
  maxLength: number;
  /** How the counter counts: the app's rule, as its error does. @default code points, as the server counts */
  charactersRemaining?: CharactersRemaining;
  /** 'Note has exceeded 1000 characters' when the note is too long (saving is then blocked by the app). */
  error?: string;
  /**
   * A completed trip: the note shows but cannot change.
   * @default false
   */
  readOnly?: boolean;
}

/** The plan editor's 'Trip notes' section (a trip of one day; longer trips have daily plans). */
export function TripNotesSection({ value, onChange, maxLength, charactersRemaining, error, readOnly = false }: TripNotesSectionProps) {
  return (
    <PlanEditorSection value={PLAN_EDITOR_SECTIONS.tripNotes} title="Trip notes">
      <TextArea
        label="Notes for your group and emergency contact"
        name="note"
        value={value}
        maxLength={maxLength}
        charactersRemaining={charactersRemaining}
        error={error}
        hint="Where you will park, the route you will take, any side trips."
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
    </PlanEditorSection>
  );
}
