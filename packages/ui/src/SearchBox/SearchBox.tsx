import { useId, useRef } from 'react';
import type { FocusEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { WalkIcon } from '../WalkIcon/WalkIcon.tsx';
import { formatCount } from '../format/format.ts';
import { eyebrowText, focusRing, roundIconButton, visuallyHidden } from '../theme/mixins.ts';
import { SearchBoxOption } from './SearchBoxOption.tsx';
import type { SearchBoxEntry, SearchBoxItem } from './SearchBoxOption.tsx';
import { useListboxKeyboard } from './useListboxKeyboard.ts';

export type { SearchBoxItem } from './SearchBoxOption.tsx';

/** The placeholder and label of the search box (spec part 1 §2). */
const SEARCH_LABEL = 'Search for track, hut, campsite or location';

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
  /**
   * The term is ready to search (the app's rule, e.g. 3 characters or more): the panel
   * lists `results`, or 'No results found'. Otherwise it offers 'Nearest to me' and the
   * recent searches.
   */
  showResults: boolean;
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
}

type Entry<TResult, THistory> = SearchBoxEntry<TResult, THistory>;

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
  ${roundIconButton}
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  color: ${({ theme }) => theme.colors.textMuted};

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
  ${eyebrowText}
`;

const Message = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The tracks screen's search box with its results panel (ARIA combobox with a
 * listbox). With a term ready to search (`showResults`) the panel lists the
 * results, or 'No results found'; without one it offers 'Nearest to me' and the
 * recent searches. Arrow keys move through the options, Enter chooses, Escape closes
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
  showResults,
  results,
  history,
  onSelect,
  onNearestToMe,
  nearestAvailable = true,
}: SearchBoxProps<TResult, THistory>) {
  const inputId = useId();
  const listboxId = useId();
  const historyLabelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const resultEntries: Entry<TResult, THistory>[] =
    showResults && results ? results.map((item) => ({ kind: 'result', key: `result-${item.id}`, item })) : [];
  const historyEntries: Entry<TResult, THistory>[] = showResults
    ? []
    : history.map((item) => ({ kind: 'history', key: `history-${item.id}`, item }));
  const nearestEntries: Entry<TResult, THistory>[] =
    !showResults && nearestAvailable ? [{ kind: 'nearest', key: 'nearest' }] : [];
  const entries = [...nearestEntries, ...resultEntries, ...historyEntries];

  const waiting = showResults && (searching || results === null);
  const noResults = showResults && !waiting && resultEntries.length === 0;
  const panelShown = open && (entries.length > 0 || waiting || noResults);
  const listShown = open && entries.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  let status = '';
  if (open && waiting) status = 'Searching...';
  else if (open && noResults) status = 'No results found';
  else if (open && showResults) status = formatCount(resultEntries.length, 'result', 'results');

  const choose = (entry: Entry<TResult, THistory>) => {
    setActiveIndex(-1);
    onOpenChange(false);
    if (entry.kind === 'nearest') onNearestToMe();
    else onSelect(entry.item);
  };

  const { listboxRef, active, setActiveIndex, onKeyDown } = useListboxKeyboard({
    count: entries.length,
    open,
    onOpenChange,
    onChoose: (index) => {
      const entry = entries[index];
      if (entry) choose(entry);
    },
    onEscapeClosed: () => {
      if (value === '') return false;
      onClear();
      return true;
    },
  });

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setActiveIndex(-1);
    if (open) onOpenChange(false);
  };

  const renderOption = (entry: Entry<TResult, THistory>, index: number) => (
    <SearchBoxOption<TResult, THistory>
      key={entry.key}
      entry={entry}
      id={optionId(index)}
      index={index}
      active={index === active}
      onActivate={() => setActiveIndex(index)}
      onChoose={() => choose(entry)}
    />
  );

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
