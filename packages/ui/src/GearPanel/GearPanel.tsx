import { useId, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { GearListEditor } from '../GearListEditor/GearListEditor.tsx';
import type { GearEditorCategory, GearListEditorProps } from '../GearListEditor/GearListEditor.tsx';
import { GearListPicker } from '../GearListPicker/GearListPicker.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import type { GearListChoice } from '../GearListPicker/GearListPicker.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { GearPanelAbout } from './GearPanelAbout.tsx';
import type { GearPanelSource } from './GearPanelAbout.tsx';
import { GearPanelGuestPrompt } from './GearPanelGuestPrompt.tsx';
import { GearPanelSaveAsCustom } from './GearPanelSaveAsCustom.tsx';
import { GearPanelSaveBar } from './GearPanelSaveBar.tsx';
import type { GearSaveStatus } from './GearPanelSaveBar.tsx';

export const GEAR_PANEL_TEXT = {
  heading: 'Gear list',
  loading: 'Loading the gear list…',
  switchTitle: (title: string) => `Switch to the ${title} list?`,
  switchDescription: 'Your changes to this gear list will be lost.',
  switchConfirm: 'Switch list',
  edit: 'Edit list',
  doneEditing: 'Done editing',
} as const;

type EditorCallbacks = Pick<
  GearListEditorProps,
  'onPackedChange' | 'onItemChange' | 'onAddItem' | 'onDeleteItem' | 'onCategoryTitleChange' | 'onAddCategory' | 'onDeleteCategory'
>;

export interface GearPanelProps extends EditorCallbacks {
  /** The list's categories; null while it loads. */
  categories: readonly GearEditorCategory[] | null;
  /** The list's name (offered when saving it as a custom list). */
  listTitle: string;
  /**
   * The list could not be loaded (with `onRetry`).
   */
  loadError?: string | null;
  onRetry?: () => void;
  /** The location's preset lists. */
  presets: readonly GearListChoice<string>[];
  currentPresetId: string | null;
  onChoosePreset: (id: string) => void;
  /** What the preset in hand is for and whose guidance it follows; null for a custom list. */
  about?: { description: string; sources: readonly GearPanelSource[] } | null;
  /** The user's custom lists; null for a guest. */
  customLists: readonly GearListChoice<number>[] | null;
  currentCustomId?: number | null;
  onChooseCustomList: (id: number) => void;
  myGearListsHref: string;
  /** A list chosen after edits: the question before switching (null: none). */
  pendingSwitch?: { title: string } | null;
  onConfirmSwitch: () => void;
  onCancelSwitch: () => void;
  packed: { packed: number; total: number };
  saveStatus: GearSaveStatus;
  saveError?: string | null;
  /** The save button (a guest has none: they get the prompt). */
  onSave: () => void;
  /**
   * A guest: 'To save your gear list, you must log in or create an account'.
   * @default false
   */
  isGuest?: boolean;
  loginHref: string;
  registerHref: string;
  /** A guest followed 'Log in' or 'Create an account'. */
  onAccountLink?: () => void;
  /** 'Save as a custom list' (users only): the name chosen. */
  onSaveAsCustom?: (title: string) => void;
  savingAsCustom?: boolean;
  saveAsCustomError?: string | null;
  savedAsCustom?: { title: string; href: string } | null;
  /**
   * The list cannot be changed (a completed trip, someone else's plan).
   * @default false
   */
  readOnly?: boolean;
  /**
   * The text limit of names and notes.
   * @default 300
   */
  maxLength?: number;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Heading = styled.h2`
  color: ${({ theme }) => theme.colors.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Start = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const ListBar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The gear page (spec part 2 §2): 'Gear list', the location's preset lists and the
 * user's custom lists to start from (switching after edits asks first), what the preset
 * is for and whose guidance it follows, the editor, how much is packed, and the save
 * button in its state; for a guest, the prompt to log in or create an account.
 */
export function GearPanel({
  categories,
  listTitle,
  loadError,
  onRetry,
  presets,
  currentPresetId,
  onChoosePreset,
  about,
  customLists,
  currentCustomId = null,
  onChooseCustomList,
  myGearListsHref,
  pendingSwitch = null,
  onConfirmSwitch,
  onCancelSwitch,
  packed,
  saveStatus,
  saveError,
  onSave,
  isGuest = false,
  loginHref,
  registerHref,
  onAccountLink,
  onSaveAsCustom,
  savingAsCustom = false,
  saveAsCustomError,
  savedAsCustom = null,
  readOnly = false,
  maxLength = 300,
  ...editor
}: GearPanelProps) {
  const theme = useTheme();
  const headingId = useId();
  // The list opens as a checklist to tick; names, notes and categories change in Edit list.
  const [editing, setEditing] = useState(false);
  return (
    <Root aria-labelledby={headingId}>
      <Heading id={headingId}>{GEAR_PANEL_TEXT.heading}</Heading>
      <Start>
        <GearListPicker
          presets={presets}
          currentPresetId={currentPresetId}
          onChoosePreset={onChoosePreset}
          customLists={isGuest ? null : customLists}
          currentCustomId={currentCustomId}
          onChooseCustomList={onChooseCustomList}
          myGearListsHref={myGearListsHref}
          disabled={readOnly || categories === null}
        />
        {about ? <GearPanelAbout description={about.description} sources={about.sources} /> : null}
      </Start>
      {loadError ? (
        <Actions>
          <FormError>{loadError}</FormError>
          {onRetry ? (
            <div>
              <Button variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            </div>
          ) : null}
        </Actions>
      ) : categories === null ? (
        <Loading role="status" aria-label={GEAR_PANEL_TEXT.loading} aria-busy="true">
          <Skeleton height={theme.sizes.controlLg} radius="lg" />
          <Skeleton height={theme.sizes.tile} radius="lg" />
          <Skeleton height={theme.sizes.controlLg} radius="lg" />
        </Loading>
      ) : (
        <>
          {readOnly ? null : (
            <ListBar>
              <Button variant="secondary" size="sm" aria-pressed={editing} onClick={() => setEditing(!editing)}>
                <PlanIcon name="edit" size="sm" />
                {editing ? GEAR_PANEL_TEXT.doneEditing : GEAR_PANEL_TEXT.edit}
              </Button>
            </ListBar>
          )}
          <GearListEditor categories={categories} readOnly={readOnly} checklist={!editing} maxLength={maxLength} {...editor} />
          <Actions>
            {isGuest ? (
              <GearPanelGuestPrompt loginHref={loginHref} registerHref={registerHref} onAccountLink={onAccountLink} />
            ) : readOnly ? null : (
              <GearPanelSaveBar status={saveStatus} error={saveError} packed={packed} onSave={onSave} disabled={false} />
            )}
            {!isGuest && onSaveAsCustom ? (
              <GearPanelSaveAsCustom
                defaultTitle={listTitle}
                maxLength={maxLength}
                onSave={onSaveAsCustom}
                saving={savingAsCustom}
                error={saveAsCustomError}
                saved={savedAsCustom}
              />
            ) : null}
          </Actions>
        </>
      )}
      <ConfirmDialog
        open={pendingSwitch !== null}
        onOpenChange={(open) => !open && onCancelSwitch()}
        title={GEAR_PANEL_TEXT.switchTitle(pendingSwitch?.title ?? '')}
        description={GEAR_PANEL_TEXT.switchDescription}
        confirmLabel={GEAR_PANEL_TEXT.switchConfirm}
        onConfirm={onConfirmSwitch}
      />
    </Root>
  );
}
