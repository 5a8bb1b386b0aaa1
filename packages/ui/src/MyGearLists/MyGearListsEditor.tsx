import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { GearListEditor } from '../GearListEditor/GearListEditor.tsx';
import type { GearEditorCategory, GearListEditorProps } from '../GearListEditor/GearListEditor.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { MY_GEAR_LISTS_TEXT, type MyGearListSaveState } from './myGearListsText.ts';

type EditorCallbacks = Pick<
  GearListEditorProps,
  'onPackedChange' | 'onItemChange' | 'onAddItem' | 'onDeleteItem' | 'onCategoryTitleChange' | 'onAddCategory' | 'onDeleteCategory'
>;

export interface MyGearListsEditorProps extends EditorCallbacks {
  list: { id: number; title: string; categories: readonly GearEditorCategory[] };
  onRename: (title: string) => void;
  titleError?: string | null;
  saveState: MyGearListSaveState;
  saveError?: string | null;
  onDuplicate: () => void;
  duplicating: boolean;
  onDelete: () => void;
  deleting: boolean;
  maxLength: number;
}

const Root = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 ${({ theme }) => theme.sizes.popover};
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Status = styled.p`
  min-height: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SAVE_STATE_TEXT: Record<MyGearListSaveState, string> = { saved: 'All changes saved', saving: 'Saving…', error: '' };

/** One list: its editable name, Duplicate and Delete (after asking), how its saving stands, and the gear editor. */
export function MyGearListsEditor({
  list,
  onRename,
  titleError,
  saveState,
  saveError,
  onDuplicate,
  duplicating,
  onDelete,
  deleting,
  maxLength,
  ...editor
}: MyGearListsEditorProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Root aria-label={list.title.trim() || MY_GEAR_LISTS_TEXT.untitled}>
      <Top>
        <TextField label={MY_GEAR_LISTS_TEXT.name} value={list.title} maxLength={maxLength} error={titleError ?? undefined} onChange={(event) => onRename(event.target.value)} />
        <Buttons>
          <Button variant="secondary" loading={duplicating} onClick={onDuplicate}>
            {duplicating ? null : <PlanIcon name="copy" size="sm" />}
            {MY_GEAR_LISTS_TEXT.duplicate}
          </Button>
          <Button variant="ghost" loading={deleting} onClick={() => setConfirming(true)}>
            {deleting ? null : <PlanIcon name="trash" size="sm" />}
            {MY_GEAR_LISTS_TEXT.delete}
          </Button>
        </Buttons>
      </Top>
      {saveState === 'error' && saveError ? <FormError>{saveError}</FormError> : <Status role="status">{SAVE_STATE_TEXT[saveState]}</Status>}
      <GearListEditor categories={list.categories} maxLength={maxLength} headingLevel={2} {...editor} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={MY_GEAR_LISTS_TEXT.deleteQuestion}
        description={list.title}
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </Root>
  );
}
