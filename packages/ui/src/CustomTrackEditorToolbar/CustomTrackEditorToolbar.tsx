import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { EditorIcon } from '../EditorIcon/EditorIcon.tsx';
import { FormError } from '../FormError/FormError.tsx';

/** How the save button stands: nothing to save, changes, saving, saved, or a failed save. */
export type EditorSaveState = 'new' | 'changed' | 'saving' | 'saved' | 'failed';

export interface CustomTrackEditorToolbarProps {
  /** The track's name, or null before it has one ('Name your track'). */
  title: string | null;
  /** The distance as the app writes it, e.g. '12.35 km'. */
  distance: string;
  /** Undo is offered only once there is a change to take back. */
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** 'Help' reopens the onboarding. */
  onHelp: () => void;
  /** The title was pressed: the details form opens. */
  onEditDetails: () => void;
  /** A GPX file was chosen. */
  onImportGpx: (file: File) => void;
  /**
   * A GPX file is being read.
   * @default false
   */
  importingGpx?: boolean;
  /** Why the last GPX file could not be read. */
  gpxError?: string | null;
  /** Where saving stands; names the save button ('Save', 'Saving', 'Saved', 'Unsaved changes'). */
  saveState: EditorSaveState;
  /** The save button's words, from the app. */
  saveLabel: string;
  /** Whether there is something to save. */
  canSave: boolean;
  onSave: () => void;
  /** Why the last save failed (spec part 2 §8), shown with 'Unsaved changes'. */
  saveError?: string | null;
  /**
   * Segments are still being routed: the distance may change.
   * @default false
   */
  routing?: boolean;
}

/**
 * The custom-track editor's bar (spec part 2 §2, §4): the track's name (opens the
 * details form), its distance, undo and redo, Help, GPX import, and the save button
 * with its state. Every control is a button or a file input: the editor is usable by
 * keyboard wherever a map allows.
 */
export function CustomTrackEditorToolbar({
  title,
  distance,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onHelp,
  onEditDetails,
  onImportGpx,
  importingGpx = false,
  gpxError = null,
  saveState,
  saveLabel,
  canSave,
  onSave,
  saveError = null,
  routing = false,
}: CustomTrackEditorToolbarProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Bar aria-label="Custom track editor">
      <Summary>
        <TitleButton type="button" onClick={onEditDetails} $placeholder={!title}>
          {title || 'Name your track'}
        </TitleButton>
        <Distance aria-live="polite">
          {distance}
          {routing ? <Muted> · following the tracks…</Muted> : null}
        </Distance>
      </Summary>
      <Tools role="toolbar" aria-label="Editing">
        <Button variant="ghost" size="sm" onClick={onUndo} disabled={!canUndo} aria-label="Undo">
          <EditorIcon name="undo" />
        </Button>
        <Button variant="ghost" size="sm" onClick={onRedo} disabled={!canRedo} aria-label="Redo">
          <EditorIcon name="redo" />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => fileInput.current?.click()} loading={importingGpx}>
          <EditorIcon name="upload" />
          Import GPX
        </Button>
        <HiddenFile
          ref={fileInput}
          type="file"
          accept=".gpx,application/gpx+xml,application/xml,text/xml"
          aria-label="GPX file to import"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) onImportGpx(file);
          }}
        />
        <Button variant="ghost" size="sm" onClick={onHelp}>
          <EditorIcon name="help" />
          Help
        </Button>
        <Button
          size="sm"
          variant={saveState === 'failed' ? 'secondary' : 'primary'}
          onClick={onSave}
          disabled={!canSave && saveState !== 'saving'}
          loading={saveState === 'saving'}
          data-state={saveState}
        >
          {saveLabel}
        </Button>
      </Tools>
      {saveError ? <Message>{saveError}</Message> : null}
      {gpxError ? <Message>{gpxError}</Message> : null}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const TitleButton = styled.button<{ $placeholder: boolean }>`
  all: unset;
  cursor: pointer;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.colors.textMuted : theme.colors.heading)};
  text-decoration: underline dotted;
  text-underline-offset: 0.2em;
  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRingOffset};
  }
`;

const Distance = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const HiddenFile = styled.input`
  display: none;
`;

const Message = styled(FormError)`
  flex-basis: 100%;
`;
