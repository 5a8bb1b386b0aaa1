import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { EditorIcon } from '../EditorIcon/EditorIcon.tsx';
import { Switch } from '../Switch/Switch.tsx';

/** How the segment leading to the marker is drawn. */
export type MarkerSegment = 'start' | 'routing' | 'snapped' | 'straight' | 'failed' | 'retraced';

/** The spec's question before a marker is deleted (part 2 §5). */
export const DELETE_MARKER_QUESTION = 'Are you sure you want to delete this marker?';

const SEGMENT_TEXT: Record<MarkerSegment, string> = {
  start: 'The start of your track.',
  routing: 'Finding the track to this marker…',
  snapped: 'The way here follows the track.',
  straight: 'The way here is a straight line.',
  failed: 'No track joins the last marker to this one: the way here is a straight dashed line.',
  retraced: 'The way here goes back along your route.',
};

export interface MarkerPopupProps {
  /** 1-based position of the marker in the track. */
  number: number;
  /** How the segment leading here is drawn. */
  segment: MarkerSegment;
  /** Snap is on for the segment leading here. */
  snap: boolean;
  onMove: () => void;
  onToggleSnap: () => void;
  /** 'Return to marker'; not offered on the last marker. */
  onReturnTo?: () => void;
  onDelete: () => void;
  /** Move mode: pick a new place on the map, then Confirm or Cancel. */
  moving?: boolean;
  /**
   * In move mode, a new place has been picked (Confirm is offered).
   * @default false
   */
  movePicked?: boolean;
  onConfirmMove: () => void;
  onCancelMove: () => void;
  /** The delete confirmation is open. */
  confirmingDelete?: boolean;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
  /** Closes the popup. */
  onClose: () => void;
}

/**
 * A marker's popup in the custom-track editor (spec part 2 §2): Move (then Confirm or
 * Cancel), snap for the segment leading here, 'Return to marker', and Delete with the
 * spec's confirmation. The map places it over the marker.
 */
export function MarkerPopup({
  number,
  segment,
  snap,
  onMove,
  onToggleSnap,
  onReturnTo,
  onDelete,
  moving = false,
  movePicked = false,
  onConfirmMove,
  onCancelMove,
  confirmingDelete = false,
  onConfirmDelete,
  onCancelDelete,
  onClose,
}: MarkerPopupProps) {
  const title = number === 1 ? 'Start marker' : `Marker ${number}`;
  return (
    <Panel role="group" aria-label={title}>
      <Heading>
        <EditorIcon name="marker" />
        <span>{title}</span>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close marker options" disabled={moving}>
          ×
        </Button>
      </Heading>
      {moving ? (
        <>
          <Text role="status">{movePicked ? 'Confirm the new place, or cancel.' : 'Click the map where this marker should go.'}</Text>
          <Row>
            <Button size="sm" variant="secondary" onClick={onCancelMove}>
              Cancel
            </Button>
            <Button size="sm" onClick={onConfirmMove} disabled={!movePicked}>
              Confirm
            </Button>
          </Row>
        </>
      ) : (
        <>
          <Text>{SEGMENT_TEXT[segment]}</Text>
          {number > 1 && segment !== 'retraced' ? (
            <Switch label="Snap to track" checked={snap} onCheckedChange={onToggleSnap} />
          ) : null}
          <Row>
            <Button size="sm" variant="secondary" onClick={onMove}>
              <EditorIcon name="move" size="sm" />
              Move
            </Button>
            {onReturnTo ? (
              <Button size="sm" variant="secondary" onClick={onReturnTo}>
                <EditorIcon name="returnTo" size="sm" />
                Return to marker
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" onClick={onDelete}>
              Delete
            </Button>
          </Row>
        </>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={(open) => !open && onCancelDelete()}
        title={DELETE_MARKER_QUESTION}
        confirmLabel="Delete"
        onConfirm={onConfirmDelete}
      />
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: ${({ theme }) => theme.sizes.popover};
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.text};
`;

const Heading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.heading};

  span {
    flex: 1;
  }
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
