import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import type { FilterValues } from '../FiltersPanel/FiltersPanel.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { formatDistanceRange } from '../format/format.ts';
import { focusRing, roundIconButton } from '../theme/mixins.ts';

/** Which filter a tag removes; list kinds come with the option's id. */
export type FilterKind = 'durations' | 'difficulties' | 'regions' | 'distance' | 'wheelchair_friendly' | 'allow_dog';

export interface FilterTagsProps {
  /** The applied filters; a tag shows for each one that differs from the defaults. */
  filters: FilterValues;
  /** The distance slider's [lowest, top] in km: a distance tag shows when the filter is narrower. */
  distanceRange: readonly [number, number];
  /**
   * A tag's remove button: `('durations' | 'difficulties' | 'regions', id)` for a
   * list option, `('distance')` to reset the distance, `('wheelchair_friendly')` or
   * `('allow_dog')` to turn a switch off.
   */
  onRemove: (kind: FilterKind, id?: number) => void;
  /** 'Clear all filters'. */
  onClearAll: () => void;
}

interface Tag {
  key: string;
  kind: FilterKind;
  id?: number;
  label: string;
}

function tagsOf(filters: FilterValues, [lowest, top]: readonly [number, number]): Tag[] {
  const tags: Tag[] = [];
  for (const kind of ['durations', 'difficulties', 'regions'] as const) {
    for (const option of filters[kind]) tags.push({ key: `${kind}-${option.id}`, kind, id: option.id, label: option.title });
  }
  const [min, max] = filters.distance;
  if (min !== lowest || max !== top) {
    tags.push({ key: 'distance', kind: 'distance', label: formatDistanceRange(filters.distance, top) });
  }
  if (filters.wheelchair_friendly) {
    tags.push({ key: 'wheelchair', kind: 'wheelchair_friendly', label: 'Wheelchair / Buggy Accessible' });
  }
  if (filters.allow_dog) tags.push({ key: 'dog', kind: 'allow_dog', label: 'Dog allowed' });
  return tags;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const List = styled.ul`
  display: contents;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TagItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space.xxs} 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const RemoveButton = styled.button`
  ${roundIconButton}
  width: ${({ theme }) => theme.sizes.iconLg};
  height: ${({ theme }) => theme.sizes.iconLg};
  color: inherit;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * The applied filters as removable tags, then 'Clear all filters'. Renders
 * nothing when no filter is applied.
 */
export function FilterTags({ filters, distanceRange, onRemove, onClearAll }: FilterTagsProps) {
  const tags = tagsOf(filters, distanceRange);
  if (tags.length === 0) return null;
  return (
    <Root>
      <List aria-label="Applied filters">
        {tags.map((tag) => (
          <TagItem key={tag.key}>
            {tag.label}
            <RemoveButton
              type="button"
              aria-label={`Remove filter ${tag.label}`}
              onClick={() => (tag.id === undefined ? onRemove(tag.kind) : onRemove(tag.kind, tag.id))}
            >
              <Icon name="close" size="sm" />
            </RemoveButton>
          </TagItem>
        ))}
      </List>
      <Button variant="ghost" size="sm" onClick={onClearAll}>
        Clear all filters
      </Button>
    </Root>
  );
}
