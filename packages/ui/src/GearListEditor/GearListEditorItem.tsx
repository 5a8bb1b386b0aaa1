import { forwardRef, useId } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { controlStyles } from '../form/fieldStyles.ts';
import { focusRing } from '../theme/mixins.ts';
import type { GearEditorItem } from './GearListEditor.tsx';

export interface GearListEditorItemProps {
  item: GearEditorItem;
  /** 1-based, for names when the item has no title yet ('Item 3'). */
  number: number;
  maxLength: number;
  readOnly: boolean;
  /** A list to tick: the name and notes as text, and Remove in place of Delete. */
  checklist: boolean;
  onPackedChange: (packed: boolean) => void;
  onChange: (change: { title?: string; notes?: string }) => void;
  /** Delete (or, in a checklist, Remove) was pressed: the editor asks first. */
  onDelete: () => void;
  /** Enter in the title: the editor adds the next item. */
  onEnter?: () => void;
}

const Row = styled.li<{ $packed: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'tick title delete' '. notes .';
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;

  & + & {
    border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.divider};
  }

  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: auto minmax(0, 1fr) minmax(0, 1fr) auto;
    grid-template-areas: 'tick title notes delete';
  }
`;

const Tick = styled.input`
  grid-area: tick;
  width: ${({ theme }) => theme.sizes.iconLg};
  height: ${({ theme }) => theme.sizes.iconLg};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: default;
  }
`;

/*
 * A title is read more than typed ('Personal locator beacon (PLB)'): a one-line text area
 * that wraps and grows with its text where the browser can, instead of a field that cuts
 * it off. It stays one line of text: Enter adds the next item, and line breaks pasted in
 * become spaces.
 */
const TitleInput = styled.textarea<{ $packed: boolean }>`
  ${controlStyles}
  grid-area: title;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding-top: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.xs};
  resize: none;
  field-sizing: content;
  text-decoration: ${({ $packed }) => ($packed ? 'line-through' : 'none')};

  &:focus-visible {
    ${focusRing}
  }
`;

/* Notes carry advice worth reading whole (why a beacon): the box grows with its text where the browser can. */
const NotesInput = styled.textarea`
  ${controlStyles}
  grid-area: notes;
  min-height: ${({ theme }) => theme.sizes.controlMd};
  padding-top: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  resize: vertical;
  field-sizing: content;

  &:focus-visible {
    ${focusRing}
  }
`;

const Delete = styled(Button)`
  grid-area: delete;
`;

/* In a checklist the whole name is the tick's target, as on paper. */
const CheckLabel = styled.label`
  display: grid;
  grid-area: title;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  cursor: pointer;
  overflow-wrap: anywhere;
`;

const CheckTitle = styled.span<{ $packed: boolean }>`
  color: ${({ theme, $packed }) => ($packed ? theme.colors.textMuted : theme.colors.text)};
  text-decoration: ${({ $packed }) => ($packed ? 'line-through' : 'none')};
`;

const CheckNotes = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
`;

const CheckRow = styled(Row)`
  grid-template-areas: 'tick title delete';

  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'tick title delete';
  }
`;

/** One item of a category: packed tick, title, notes and Delete; in a checklist, the tick, its name and notes to read, and Remove. */
export const GearListEditorItem = forwardRef<HTMLTextAreaElement, GearListEditorItemProps>(function GearListEditorItem(
  { item, number, maxLength, readOnly, checklist, onPackedChange, onChange, onDelete, onEnter },
  titleRef,
) {
  const tickId = useId();
  const name = item.title.trim() || `item ${number}`;
  if (checklist) {
    return (
      <CheckRow $packed={item.packed}>
        <Tick id={tickId} type="checkbox" checked={item.packed} aria-label={`Packed: ${name}`} onChange={(event) => onPackedChange(event.target.checked)} />
        <CheckLabel htmlFor={tickId}>
          <CheckTitle $packed={item.packed}>{item.title.trim() || `Item ${number}`}</CheckTitle>
          {item.notes.trim() ? <CheckNotes>{item.notes}</CheckNotes> : null}
        </CheckLabel>
        <Delete variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={onDelete}>
          <PlanIcon name="trash" size="sm" />
        </Delete>
      </CheckRow>
    );
  }
  const onTitleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter?.();
  };
  return (
    <Row $packed={item.packed}>
      <Tick type="checkbox" checked={item.packed} disabled={readOnly} aria-label={`Packed: ${name}`} onChange={(event) => onPackedChange(event.target.checked)} />
      <TitleInput
        ref={titleRef}
        rows={1}
        $packed={item.packed}
        value={item.title}
        maxLength={maxLength}
        readOnly={readOnly}
        aria-label={`Item ${number}`}
        placeholder="Item"
        onChange={(event) => onChange({ title: event.target.value.replace(/[\r\n]+/g, ' ') })}
        onKeyDown={onTitleKeyDown}
      />
      <NotesInput
        rows={1}
        value={item.notes}
        maxLength={maxLength}
        readOnly={readOnly}
        aria-label={`Notes for ${name}`}
        placeholder="Notes"
        onChange={(event) => onChange({ notes: event.target.value })}
      />
      {readOnly ? null : (
        <Delete variant="ghost" size="sm" aria-label={`Delete ${name}`} onClick={onDelete}>
          <PlanIcon name="trash" size="sm" />
        </Delete>
      )}
    </Row>
  );
});
