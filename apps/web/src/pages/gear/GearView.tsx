import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { GEAR_TEXT_MAX_LENGTH } from '@planmywalk/contracts';
import { gearOfflineText } from '@planmywalk/domain';
import { GearPanel } from '@planmywalk/ui';
import { gearFeature } from '@planmywalk/domain';
import { useFeature, useStores } from '../../app/stores.tsx';
import { myGearListPath } from '../../routes/gearPaths.ts';
import { pathOf } from '../../routes/routeTable.ts';

/**
 * The working plan's gear list (spec part 2 §2 gear page), on a place's /gear and at
 * /gear: the GearStore joined to the ui's GearPanel. Leaving the page saves a pending edit.
 */
export const GearView = observer(function GearView() {
  const { session } = useStores();
  const { gear } = useFeature(gearFeature);
  const here = useLocation();

  useEffect(() => {
    void gear.load();
    return () => {
      void gear.flush();
    };
  }, [gear]);

  const list = gear.list;
  const preset = gear.currentPreset;
  const note = gearOfflineText(gear.offlineState);
  return (
    <>
      {/* Edits made offline: kept on the device, or merged with changes made elsewhere. */}
      {note ? <OfflineNote role="status">{note}</OfflineNote> : null}
      <GearPanel
        categories={list?.categories ?? null}
        listTitle={list?.title ?? ''}
        loadError={gear.presetsError}
        onRetry={() => void gear.load()}
        presets={gear.presetChoices}
        currentPresetId={gear.currentPresetId}
        onChoosePreset={(id) => gear.choosePreset(id)}
        about={preset ? { description: preset.description, sources: preset.sources } : null}
        customLists={gear.customLists}
        currentCustomId={gear.currentCustomId}
        onChooseCustomList={(id) => gear.chooseCustomList(id)}
        myGearListsHref={pathOf('my-gear-lists')}
        pendingSwitch={gear.pendingSwitch}
        onConfirmSwitch={() => gear.confirmSwitch()}
        onCancelSwitch={() => gear.cancelSwitch()}
        packed={gear.packed}
        saveStatus={gear.saveState}
        saveError={gear.visibleSaveError}
        onSave={() => void gear.save()}
        isGuest={gear.isGuest}
        loginHref={pathOf('sign-in')}
        registerHref={pathOf('sign-up')}
        onAccountLink={() => session.returnAfterLogin(`${here.pathname}${here.search}`)}
        onSaveAsCustom={(title) => void gear.saveAsCustomList(title)}
        savingAsCustom={gear.savingAsCustom}
        saveAsCustomError={gear.savingAsCustom ? null : gear.customListError}
        savedAsCustom={gear.savedAsCustom ? { title: gear.savedAsCustom.title, href: myGearListPath(gear.savedAsCustom.id) } : null}
        readOnly={!gear.canEdit}
        maxLength={GEAR_TEXT_MAX_LENGTH}
        onPackedChange={gear.editor.togglePacked}
        onItemChange={gear.editor.updateItem}
        onAddItem={gear.editor.addItem}
        onDeleteItem={gear.editor.removeItem}
        onCategoryTitleChange={gear.editor.renameCategory}
        onAddCategory={gear.editor.addCategory}
        onDeleteCategory={gear.editor.removeCategory}
      />
    </>
  );
});

/** As the alerts' offline note (offline/OfflineNote.tsx), kept apart so neither page chunk loads the other's. */
const OfflineNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.cautionSoft};
  color: ${({ theme }) => theme.colors.text};
`;
