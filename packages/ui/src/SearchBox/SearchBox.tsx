import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { formatCount } from '../format/format.ts';
import { focusRing, visuallyHidden } from '../theme/mixins.ts';
import type { PlaceType } from '../TrackTile/TrackTile.tsx';

/** The placeholder and label of the search box (spec part 1 §2). */
const SEARCH_LABEL = 'Search for track, hut, campsite or location';

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

export interface SearchBoxProps<
  TResult extends SearchBoxItem = SearchBoxItem,
  THistory extends SearchBoxItem = SearchBoxItem,
> {
  /** The search term. */
  value: string;
  /** The user typed: the new term. */
  onChange: (value: string) => void;
  /** The 'Clear search' button, or Escape on a closed box with a term. */
  onClear: () => void;
  /** Whether the results panel shows (the app opens it when the box is focused). */
  open: boolean;
  /** The box wants the panel opened (focus, typing, Arrow Down) or closed (Escape, focus left, a choice made). */
  onOpenChange: (open: boolean) => void;
  /**
   * A search is running: a spinner in the box, and 'Searching...' until results come.
   * @default false
   */
  searching?: boolean;
  /** Results for the current term; `null` before the first answer. */
  results: readonly TResult[] | null;
  /** Recent searches, newest first (shown while there is no term). */
  history: readonly THistory[];
  /** A result or a recent search was chosen (click or Enter). The panel closes. */
  onSelect: (item: TResult | THistory) => void;
  /** 'Nearest to me' was chosen. The panel closes. */
  onNearestToMe: () => void;
  /**
   * Whether 'Nearest to me' is offered (e.g. false when the browser has no geolocation).
   * @default true
   */
  nearestAvailable?: boolean;
  /**
   * Characters needed before the panel shows results instead of recent searches.
   * @default 3
   */
  minTermLength?: number;
}

type Entry<TResult, THistory> =
  | { kind: 'nearest'; key: string }
  | { kind: 'result'; key: string; item: TResult }
  | { kind: 'history'; key: string; item: THistory };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.div`
  position: relative;
  width: 100%;
`;

const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Label = styled.label`
  ${visuallyHidden}
`;

const SearchIcon = styled(WalkIcon)`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.primary};
  pointer-events: none;
`;

const Input = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlLg};
  padding: 0 calc(${({ theme }) => theme.sizes.controlMd} * 2) 0
    calc(${({ theme }) => theme.space.md} + ${({ theme }) => theme.sizes.iconMd} + ${({ theme }) => theme.space.xs});
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-overflow: ellipsis;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Trailing = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xxs};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Spinner = styled.span`
  display: inline-block;
  width: ${({ theme }) => theme.sizes.iconMd};
  height: ${({ theme }) => theme.sizes.iconMd};
  margin: 0 ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.sizes.borderWidthThick} solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 700ms linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 2s;
  }
`;

const ClearButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Panel = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.popover};
  top: calc(100% + ${({ theme }) => theme.space.xs});
  right: 0;
  left: 0;
  max-height: 70vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Listbox = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Group = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupLabel = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

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

const Message = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const typeIcon = { Track: 'track', Hut: 'hut', Campsite: 'campsite' } as const;

/** Its places then regions, each once: 'Tongariro National Park, Central North Island'. */
function placesOf(item: SearchBoxItem): string {
  const titles = [...item.locations, ...item.regions].map((place) => place.title);
  return [...new Set(titles)].join(', ');
}

/**
 * The tracks screen's search box with its results panel (ARIA combobox with a
 * listbox). With a term of 3 or more characters the panel lists the results, or
 * 'No results found'; without one it offers 'Nearest to me' and the recent
 * searches. Arrow keys move through the options, Enter chooses, Escape closes
 * (and, when already closed, clears the term). Fully controlled: the term, the
 * open state, the results and the history come from the app.
 */
export function SearchBox<TResult extends SearchBoxItem, THistory extends SearchBoxItem>({
  value,
  onChange,
  onClear,
  open,
  onOpenChange,
  searching = false,
  results,
  history,
  onSelect,
  onNearestToMe,
  nearestAvailable = true,
  minTermLength = 3,
}: SearchBoxProps<TResult, THistory>) {
  const inputId = useId();
  const listboxId = useId();
  const historyLabelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);
  const [activeIndex, setActiveIndex] = useState(-1);

  const hasTerm = value.trim().length >= minTermLength;
  const resultEntries: Entry<TResult, THistory>[] =
    hasTerm && results ? results.map((item) => ({ kind: 'result', key: `result-${item.id}`, item })) : [];
  const historyEntries: Entry<TResult, THistory>[] = hasTerm
    ? []
    : history.map((item) => ({ kind: 'history', key: `history-${item.id}`, item }));
  const nearestEntries: Entry<TResult, THistory>[] =
    !hasTerm && nearestAvailable ? [{ kind: 'nearest', key: 'nearest' }] : [];
  const entries = [...nearestEntries, ...resultEntries, ...historyEntries];

  const waiting = hasTerm && (searching || results === null);
  const noResults = hasTerm && !waiting && resultEntries.length === 0;
  const panelShown = open && (entries.length > 0 || waiting || noResults);
  const listShown = open && entries.length > 0;
  const active = listShown && activeIndex < entries.length ? activeIndex : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  let status = '';
  if (open && waiting) status = 'Searching...';
  else if (open && noResults) status = 'No results found';
  else if (open && hasTerm) status = formatCount(resultEntries.length, 'result', 'results');

  useEffect(() => {
    if (active < 0) return;
    listboxRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (entry: Entry<TResult, THistory>) => {
    setActiveIndex(-1);
    onOpenChange(false);
    if (entry.kind === 'nearest') onNearestToMe();
    else onSelect(entry.item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = entries.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          onOpenChange(true);
          setActiveIndex(count > 0 ? 0 : -1);
        } else if (count > 0) {
          setActiveIndex(active < 0 || active >= count - 1 ? 0 : active + 1);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          onOpenChange(true);
          setActiveIndex(count > 0 ? count - 1 : -1);
        } else if (count > 0) {
          setActiveIndex(active <= 0 ? count - 1 : active - 1);
        }
        break;
      case 'Enter': {
        const entry = active >= 0 ? entries[active] : undefined;
        if (entry) {
          event.preventDefault();
          choose(entry);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setActiveIndex(-1);
          onOpenChange(false);
        } else if (value !== '') {
          event.preventDefault();
          onClear();
        }
        break;
      default:
        break;
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setActiveIndex(-1);
    if (open) onOpenChange(false);
  };

  const renderOption = (entry: Entry<TResult, THistory>, index: number) => {
    const common = {
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      'data-index': index,
      $active: index === active,
      // Keep focus in the input: a click chooses without blurring it.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onMouseMove: () => {
        if (index !== active) setActiveIndex(index);
      },
      onClick: () => choose(entry),
    } as const;
    if (entry.kind === 'nearest') {
      return (
        <Option key={entry.key} {...common}>
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
      <Option key={entry.key} {...common}>
        <OptionIcon>
          <Icon name={typeIcon[item.type]} size="sm" />
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
  };

  const resultsStart = nearestEntries.length;
  const historyStart = resultsStart + resultEntries.length;

  return (
    <Root onBlur={onBlur}>
      <Field>
        <Label htmlFor={inputId}>{SEARCH_LABEL}</Label>
        <SearchIcon name="search" />
        <Input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={SEARCH_LABEL}
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listShown ? listboxId : undefined}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-busy={searching || undefined}
          value={value}
          onChange={(event) => {
            setActiveIndex(-1);
            onChange(event.target.value);
            if (!open) onOpenChange(true);
          }}
          onFocus={() => {
            if (!open) onOpenChange(true);
          }}
          onClick={() => {
            if (!open) onOpenChange(true);
          }}
          onKeyDown={onKeyDown}
        />
        <Trailing>
          {searching ? <Spinner aria-hidden="true" /> : null}
          {value !== '' ? (
            <ClearButton
              type="button"
              aria-label="Clear search"
              onClick={() => {
                setActiveIndex(-1);
                onClear();
                inputRef.current?.focus();
              }}
            >
              <Icon name="close" />
            </ClearButton>
          ) : null}
        </Trailing>
      </Field>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {panelShown ? (
        <Panel>
          {listShown ? (
            <Listbox ref={listboxRef} id={listboxId} role="listbox" aria-label={SEARCH_LABEL}>
              {nearestEntries.map((entry, index) => renderOption(entry, index))}
              {resultEntries.map((entry, index) => renderOption(entry, resultsStart + index))}
              {historyEntries.length > 0 ? (
                <li role="presentation">
                  <Group role="group" aria-labelledby={historyLabelId}>
                    <GroupLabel role="presentation" id={historyLabelId}>
                      <WalkIcon name="history" size="sm" />
                      Recent searches
                    </GroupLabel>
                    {historyEntries.map((entry, index) => renderOption(entry, historyStart + index))}
                  </Group>
                </li>
              ) : null}
            </Listbox>
          ) : null}
          {waiting && !listShown ? (
            <Message aria-hidden="true">
              <Spinner />
              Searching...
            </Message>
          ) : null}
          {noResults ? <Message aria-hidden="true">No results found</Message> : null}
        </Panel>
      ) : null}
    </Root>
  );
}
