import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';

/**
 * Where the list's save stands (spec part 2 §4): 'unsaved' (no plan yet), 'saving',
 * 'saved' (edits save themselves) or 'error' (the message shows, the button works again).
 */
export type GearSaveStatus = 'unsaved' | 'saving' | 'saved' | 'error';

export const GEAR_SAVE_TEXT = { save: 'Save gear list', saving: 'Saving', saved: 'Saved' } as const;

export interface GearPanelSaveBarProps {
  status: GearSaveStatus;
  error?: string | null;
  packed: { packed: number; total: number };
  onSave: () => void;
  disabled: boolean;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Packed = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** How much is packed, and the save button in its state. */
export function GearPanelSaveBar({ status, error, packed, onSave, disabled }: GearPanelSaveBarProps) {
  const label = status === 'saving' ? GEAR_SAVE_TEXT.saving : status === 'saved' ? GEAR_SAVE_TEXT.saved : GEAR_SAVE_TEXT.save;
  return (
    <Root>
      {status === 'error' ? <FormError>{error}</FormError> : null}
      <Row>
        <Packed>
          {packed.packed} of {packed.total} items packed
        </Packed>
        <Button size="lg" loading={status === 'saving'} disabled={disabled || status === 'saved'} onClick={onSave}>
          {status === 'saved' ? <WalkIcon name="checkCircle" size="sm" /> : null}
          {label}
        </Button>
      </Row>
      <VisuallyHidden role="status">{status === 'saving' || status === 'saved' ? label : ''}</VisuallyHidden>
    </Root>
  );
}
