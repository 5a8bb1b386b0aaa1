import type { Ref } from 'react';
import styled from 'styled-components';
import { Accordion } from '../Accordion/Accordion.tsx';
import { Button } from '../Button/Button.tsx';
import { PlanIcon } from '../PlanIcon/PlanIcon.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { GearEditorCategory, GearEditorItem } from './GearListEditor.tsx';
import { GearListEditorItem } from './GearListEditorItem.tsx';

export interface GearListEditorCategoryProps {
  category: GearEditorCategory;
  /** The accordion item's value. */
  value: string;
  maxLength: number;
  readOnly: boolean;
  /** A list to tick: no name field, no Delete category, no Add item. */
  checklist: boolean;
  headingLevel: 2 | 3 | 4;
  /** The name field, for focus after 'Add category'. */
  titleRef: Ref<HTMLInputElement>;
  /** Each item's title field, for focus after 'Add item'. */
  itemRef: (itemIndex: number) => Ref<HTMLTextAreaElement>;
  onTitleChange: (title: string) => void;
  onDelete: () => void;
  onAddItem: () => void;
  onPackedChange: (itemIndex: number, packed: boolean) => void;
  onItemChange: (itemIndex: number, change: { title?: string; notes?: string }) => void;
  onDeleteItem: (itemIndex: number, item: GearEditorItem) => void;
}

const Counts = styled.span`
  flex: none;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Title = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 ${({ theme }) => theme.sizes.tile};
  }
`;

const Items = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A category: an accordion whose heading shows its name and how much is packed, with its items inside. */
export function GearListEditorCategory({
  category,
  value,
  maxLength,
  readOnly,
  checklist,
  headingLevel,
  titleRef,
  itemRef,
  onTitleChange,
  onDelete,
  onAddItem,
  onPackedChange,
  onItemChange,
  onDeleteItem,
}: GearListEditorCategoryProps) {
  const name = category.title.trim() || 'Unnamed category';
  const packed = category.items.filter((item) => item.packed).length;
  const last = category.items.length - 1;
  return (
    <Accordion.Item value={value}>
      <Accordion.Trigger headingLevel={headingLevel}>
        <Title>{name}</Title>
        <Counts>
          {packed} of {category.items.length} packed
        </Counts>
      </Accordion.Trigger>
      <Accordion.Content>
        {readOnly || checklist ? null : (
          <NameRow>
            <TextField ref={titleRef} label="Category name" value={category.title} maxLength={maxLength} onChange={(event) => onTitleChange(event.target.value)} />
            <Button variant="ghost" aria-label={`Delete category ${name}`} onClick={onDelete}>
              <PlanIcon name="trash" size="sm" />
              Delete category
            </Button>
          </NameRow>
        )}
        {category.items.length === 0 ? (
          <Empty>No items in this category yet.</Empty>
        ) : (
          <Items aria-label={`Items in ${name}`}>
            {category.items.map((item, index) => (
              <GearListEditorItem
                // Items have no ids: their place is who they are, as the server stores them.
                key={index}
                ref={itemRef(index)}
                item={item}
                number={index + 1}
                maxLength={maxLength}
                readOnly={readOnly}
                checklist={checklist}
                onPackedChange={(next) => onPackedChange(index, next)}
                onChange={(change) => onItemChange(index, change)}
                onDelete={() => onDeleteItem(index, item)}
                {...(index === last ? { onEnter: onAddItem } : {})}
              />
            ))}
          </Items>
        )}
        {readOnly || checklist ? null : (
          <Button variant="secondary" size="sm" aria-label={`Add item to ${name}`} onClick={onAddItem}>
            <PlanIcon name="plus" size="sm" />
            Add item
          </Button>
        )}
      </Accordion.Content>
    </Accordion.Item>
  );
}
