import { useId } from 'react';
import styled from 'styled-components';
import type { GearEditorCategory } from '../GearListEditor/GearListEditor.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { ReadonlyPlanEmpty, ReadonlyPlanHeading, ReadonlyPlanSection, ReadonlyPlanSubheading } from './ReadonlyPlanParts.ts';

/** The plan's gear list (the contract's `PlanGearList.list` fits). */
export interface ReadonlyPlanGearList {
  title: string;
  categories: readonly GearEditorCategory[];
}

export const NO_GEAR_LIST_TEXT = 'No gear list';

const Summary = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Category = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space.lg};
  }
`;

const Item = styled.li<{ $packed: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $packed }) => ($packed ? theme.colors.text : theme.colors.textMuted)};

  svg {
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme, $packed }) => ($packed ? theme.colors.primary : theme.colors.border)};
  }
`;

const Unticked = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.sizes.iconSm};
  height: ${({ theme }) => theme.sizes.iconSm};
  margin-top: ${({ theme }) => theme.space.xxs};
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.round};
`;

const Notes = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The plan's gear list as packed (spec part 2 §6: packed ticks are shared with the group
 * and the emergency contact): each category with its items, ticked when packed.
 */
export function ReadonlyPlanGear({ list }: { list: ReadonlyPlanGearList }) {
  const headingId = useId();
  const items = list.categories.flatMap((category) => category.items);
  const packed = items.filter((item) => item.packed).length;
  return (
    <ReadonlyPlanSection aria-labelledby={headingId}>
      <ReadonlyPlanHeading id={headingId}>
        <Icon name="gear" />
        Gear list
      </ReadonlyPlanHeading>
      {items.length > 0 ? (
        <>
          <Summary>
            {list.title}: {packed} of {items.length} items packed
          </Summary>
          {list.categories
            .filter((category) => category.items.length > 0)
            .map((category, index) => (
              <Category key={`${index}-${category.title}`}>
                <ReadonlyPlanSubheading>{category.title}</ReadonlyPlanSubheading>
                <Items>
                  {category.items.map((item, itemIndex) => (
                    <Item key={itemIndex} $packed={item.packed}>
                      {item.packed ? <WalkIcon name="checkCircle" size="sm" /> : <Unticked aria-hidden="true" />}
                      <span>
                        <VisuallyHidden>{item.packed ? 'Packed: ' : 'Not packed: '}</VisuallyHidden>
                        {item.title || 'Untitled item'}
                        {item.notes ? <Notes>{item.notes}</Notes> : null}
                      </span>
                    </Item>
                  ))}
                </Items>
              </Category>
            ))}
        </>
      ) : (
        <ReadonlyPlanEmpty>{NO_GEAR_LIST_TEXT}</ReadonlyPlanEmpty>
      )}
    </ReadonlyPlanSection>
  );
}
