import type { FormEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import styled from 'styled-components';

export interface CustomTrackDetailsFormProps {
  /** Whether the form is shown. */
  open: boolean;
  /** Called with false when it closes without saving (Cancel, ×, Escape). */
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onChange: (details: { title?: string; description?: string }) => void;
  /** Save was pressed. The app checks the title ('Track name is required.') and saves. */
  onSubmit: () => void;
  /** The title's error, e.g. 'Track name is required.' */
  error?: string | null;
  /**
   * The most characters of the title and the description.
   * @default 300 and 1000
   */
  titleMaxLength?: number;
  descriptionMaxLength?: number;
  /**
   * Saving: a spinner, and nothing can be pressed twice.
   * @default false
   */
  saving?: boolean;
}

/** The custom track's details (spec part 2 §2, §5): a name (required) and a description. */
export function CustomTrackDetailsForm({
  open,
  onOpenChange,
  title,
  description,
  onChange,
  onSubmit,
  error = null,
  titleMaxLength = 300,
  descriptionMaxLength = 1000,
  saving = false,
}: CustomTrackDetailsFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal.Root open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <Modal.Content size="md" aria-describedby={undefined}>
        <Modal.Title>Your custom track</Modal.Title>
        <Form onSubmit={submit} noValidate>
          <TextField
            label="Track name"
            value={title}
            onChange={(event) => onChange({ title: event.currentTarget.value })}
            error={error ?? undefined}
            maxLength={titleMaxLength}
            required
            autoFocus
          />
          <TextArea
            label="Description (optional)"
            value={description}
            onChange={(event) => onChange({ description: event.currentTarget.value })}
            maxLength={descriptionMaxLength}
            rows={4}
          />
          <Modal.Footer>
            <Modal.Close asChild>
              <Button variant="secondary" type="button" disabled={saving}>
                Cancel
              </Button>
            </Modal.Close>
            <Button type="submit" loading={saving}>
              Save track
            </Button>
          </Modal.Footer>
        </Form>
      </Modal.Content>
    </Modal.Root>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
