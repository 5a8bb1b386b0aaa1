import type { MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { placeTypeIcon, type PlaceType } from '../place/placeType.ts';

/**
 * A place as the search box lists it: the fields shared by the API's
 * `SearchResultItem` and a search history entry (same names), so either can be
 * passed as it is.
 */
export interface SearchBoxItem {
  id: number;
  type: PlaceType;
  title: string;
  /** Closed places read ' - CLOSED'. History entries may leave it out. */
  is_closed?: boolean;
  locations: readonly { title: string }[];
  regions: readonly { title: string }[];
}

/** One option of the search box's listbox: 'Nearest to me', a result, or a recent search. */
export type SearchBoxEntry<TResult, THistory> =
  | { kind: 'nearest'; key: string }
  | { kind: 'result'; key: string; item: TResult }
  | { kind: 'history'; key: string; item: THistory };

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primarySubtle};
      box-shadow: inset 0 0 0 ${theme.sizes.borderWidthThick} ${theme.colors.primary};
    `}
`;

const OptionIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const OptionText = styled.span`
  display: grid;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const OptionTitle = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const ClosedText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const OptionPlace = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const NearestTitle = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Its places then regions, each once: 'Tongariro National Park, Central North Island'. */
export function placesOf(item: SearchBoxItem): string {
  const titles = [...item.locations, ...item.regions].map((place) => place.title);
  return [...new Set(titles)].join(', ');
}

export interface SearchBoxOptionProps<TResult extends SearchBoxItem, THistory extends SearchBoxItem> {
  entry: SearchBoxEntry<TResult, THistory>;
  /** The option's element id, for the input's `aria-activedescendant`. */
  id: string;
  /** Its place in the listbox (`data-index`, for scrolling it into view). */
  index: number;
  /** The keyboard's (or the pointer's) current option. */
  active: boolean;
  /** The pointer moved onto it. */
  onActivate: () => void;
  /** It was clicked. */
  onChoose: () => void;
}

/** An option: the type icon, title (with ' - CLOSED') and places; or 'Nearest to me'. */
export function SearchBoxOption<TResult extends SearchBoxItem, THistory extends SearchBoxItem>({
  entry,
  id,
  index,
  active,
  onActivate,
  onChoose,
}: SearchBoxOptionProps<TResult, THistory>) {
  const common = {
    id,
    role: 'option',
    'aria-selected': active,
    'data-index': index,
    $active: active,
    // Keep focus in the input: a click chooses without blurring it.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onMouseMove: () => {
      if (!active) onActivate();
    },
    onClick: onChoose,
  } as const;
  if (entry.kind === 'nearest') {
    return (
      <Option {...common}>
        <OptionIcon>
          <WalkIcon name="locate" size="sm" />
        </OptionIcon>
        <NearestTitle>Nearest to me</NearestTitle>
      </Option>
    );
  }
  const { item } = entry;
  const places = placesOf(item);
  return (
    <Option {...common}>
      <OptionIcon>
        <Icon name={placeTypeIcon(item.type)} size="sm" />
      </OptionIcon>
      <OptionText>
        <OptionTitle>
          <VisuallyHidden>{item.type}: </VisuallyHidden>
          {item.title}
          {item.is_closed ? (
            <>
              {' '}
              <ClosedText>- CLOSED</ClosedText>
            </>
          ) : null}
        </OptionTitle>
        {places ? <OptionPlace>{places}</OptionPlace> : null}
      </OptionText>
    </Option>
  );
}
