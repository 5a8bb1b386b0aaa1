import { useId, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import styled, { useTheme } from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { focusRing } from '../theme/mixins.ts';

/** A list to choose: a preset's `{ id, title }` of `Location.gear_list_presets`, or a custom list. */
export interface GearListChoice<Id> {
  id: Id;
  title: string;
}

/** The spec's texts (part 2 §2). */
export const GEAR_LIST_PICKER_TEXT = {
  presets: 'Preset gear lists',
  custom: 'My gear lists',
  noCustomLists: 'You have no custom gear lists.',
  manage: 'Manage My Gear Lists',
} as const;

export interface GearListPickerProps {
  /** The location's preset lists, in order. */
  presets: readonly GearListChoice<string>[];
  /** The preset the list in hand is (its button is pressed); null for a custom list. */
  currentPresetId: string | null;
  onChoosePreset: (id: string) => void;
  /** The user's custom lists; null for a guest (custom lists need an account): no dropdown. */
  customLists: readonly GearListChoice<number>[] | null;
  /** The custom list in hand, if it is one. */
  currentCustomId?: number | null;
  onChooseCustomList: (id: number) => void;
  /** My Gear Lists, linked from the dropdown. */
  myGearListsHref: string;
  /**
   * Nothing can be switched (a plan the viewer may not edit).
   * @default false
   */
  disabled?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Content = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  width: ${({ theme }) => theme.sizes.popover};
  max-width: calc(100vw - ${({ theme }) => theme.space.xl});
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: none;
  }
`;

const Lists = styled.ul`
  max-height: ${({ theme }) => theme.sizes.dropdownMaxHeight};
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button<{ $current: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySubtle : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme, $current }) => ($current ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-visible {
    ${focusRing}
    outline-offset: -${({ theme }) => theme.sizes.focusRingWidth};
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Manage = styled(Link)`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.divider};
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * Where the gear list starts from (spec part 2 §2 gear page): a button for each of the
 * location's preset lists (the one in hand is pressed), and a dropdown of the user's
 * custom lists (at most 180 px tall, then it scrolls), which a guest does not get.
 */
export function GearListPicker({
  presets,
  currentPresetId,
  onChoosePreset,
  customLists,
  currentCustomId = null,
  onChooseCustomList,
  myGearListsHref,
  disabled = false,
}: GearListPickerProps) {
  const theme = useTheme();
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const currentCustom = customLists?.find((list) => list.id === currentCustomId) ?? null;
  return (
    <Root>
      {presets.length > 0 ? (
        <Presets role="group" aria-label={GEAR_LIST_PICKER_TEXT.presets}>
          {presets.map((preset) => {
            const current = preset.id === currentPresetId;
            return (
              <Button
                key={preset.id}
                variant={current ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={current}
                disabled={disabled}
                onClick={() => onChoosePreset(preset.id)}
              >
                {preset.title}
              </Button>
            );
          })}
        </Presets>
      ) : null}
      {customLists ? (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <Button variant={currentCustom ? 'primary' : 'secondary'} size="sm" disabled={disabled}>
              {currentCustom ? `${GEAR_LIST_PICKER_TEXT.custom}: ${currentCustom.title}` : GEAR_LIST_PICKER_TEXT.custom}
              <Icon name="chevronDown" size="sm" />
            </Button>
          </Popover.Trigger>
          <Popover.Portal>
            <Content align="start" sideOffset={theme.floating.sideOffset} collisionPadding={theme.floating.collisionPadding} aria-labelledby={labelId}>
              <span id={labelId} hidden>
                {GEAR_LIST_PICKER_TEXT.custom}
              </span>
              {customLists.length === 0 ? (
                <Empty>{GEAR_LIST_PICKER_TEXT.noCustomLists}</Empty>
              ) : (
                <Lists aria-labelledby={labelId}>
                  {customLists.map((list) => {
                    const current = list.id === currentCustomId;
                    return (
                      <li key={list.id}>
                        <Choice
                          type="button"
                          $current={current}
                          aria-pressed={current}
                          onClick={() => {
                            setOpen(false);
                            onChooseCustomList(list.id);
                          }}
                        >
                          {list.title}
                        </Choice>
                      </li>
                    );
                  })}
                </Lists>
              )}
              <Manage href={myGearListsHref}>{GEAR_LIST_PICKER_TEXT.manage}</Manage>
            </Content>
          </Popover.Portal>
        </Popover.Root>
      ) : null}
    </Root>
  );
}
