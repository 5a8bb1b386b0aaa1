import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { focusRing } from '../theme/mixins.ts';
import { MY_GEAR_LISTS_TEXT } from './myGearListsText.ts';

export interface MyGearListsIndexProps {
  lists: readonly { id: number; title: string }[];
  selectedId: number | null;
  hrefOf: (id: number) => string;
  onAdd: () => void;
  adding: boolean;
}

const Root = styled.nav`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.md};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled(Link)<{ $current: boolean }>`
  display: block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySubtle : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme, $current }) => ($current ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** The user's lists, each a link to its editor (the current one marked), and 'Add new gear list'. */
export function MyGearListsIndex({ lists, selectedId, hrefOf, onAdd, adding }: MyGearListsIndexProps) {
  return (
    <Root aria-label={MY_GEAR_LISTS_TEXT.title}>
      {lists.length === 0 ? (
        <Empty>{MY_GEAR_LISTS_TEXT.empty}</Empty>
      ) : (
        <List>
          {lists.map((list) => {
            const current = list.id === selectedId;
            return (
              <li key={list.id}>
                <Entry href={hrefOf(list.id)} $current={current} aria-current={current ? 'page' : undefined}>
                  {list.title.trim() || MY_GEAR_LISTS_TEXT.untitled}
                </Entry>
              </li>
            );
          })}
        </List>
      )}
      <Button variant="secondary" loading={adding} onClick={onAdd}>
        {adding ? null : <PlanIcon name="plus" size="sm" />}
        {MY_GEAR_LISTS_TEXT.add}
      </Button>
    </Root>
  );
}
