import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { DistanceSlider } from '../DistanceSlider/DistanceSlider.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { focusRing } from '../theme/mixins.ts';

/** A row of a lookup list (duration, difficulty, region): the API's `IdTitle`. */
export interface FilterOption {
  id: number;
  title: string;
}

/**
 * The filters as the panel and the tags show them (spec part 1 §3), field for field
 * the shape the app's search store keeps: `distance` is [min, max] km, the whole
 * `distanceRange` being no filter.
 */
export interface FilterValues {
  durations: FilterOption[];
  difficulties: FilterOption[];
  distance: [number, number];
  regions: FilterOption[];
  wheelchair_friendly: boolean;
  allow_dog: boolean;
}

type ListKey = 'durations' | 'difficulties' | 'regions';

export interface FiltersPanelProps {
  /** The filters as currently chosen in the panel. */
  value: FilterValues;
  /** Any change in the panel: the whole new value (the app applies it on 'See Results'). */
  onChange: (value: FilterValues) => void;
  /** 'Clear all': the app resets the filters to their defaults. */
  onClearAll: () => void;
  /** 'See Results': the app runs the search with the chosen filters. */
  onSeeResults: () => void;
  /** The duration categories offered under 'Time' (the tracks list's `durations`). */
  durations: readonly FilterOption[];
  /** The difficulties offered (the tracks list's `difficulties`). */
  difficulties: readonly FilterOption[];
  /** The distance slider's [lowest, top] in km; the top means no upper bound (see `DistanceSlider`). */
  distanceRange: readonly [number, number];
  /** Regions to offer; without them (or empty) there is no Region section. */
  regions?: readonly FilterOption[];
  /** Id of the panel, for the Filters button's `aria-controls`. */
  id?: string;
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.homeMobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Toggles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.divider};

  ${({ theme }) => theme.media.homeMobile} {
    > * {
      flex: 1;
    }
  }
`;

interface ChipGroupProps {
  title: string;
  options: readonly FilterOption[];
  selected: readonly FilterOption[];
  onToggle: (option: FilterOption) => void;
}

function ChipGroup({ title, options, selected, onToggle }: ChipGroupProps) {
  const titleId = useId();
  const selectedIds = new Set(selected.map((option) => option.id));
  return (
    <Section role="group" aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      <Chips>
        {options.map((option) => {
          const pressed = selectedIds.has(option.id);
          return (
            <li key={option.id}>
              <Chip type="button" aria-pressed={pressed} onClick={() => onToggle(option)}>
                {pressed ? <Icon name="check" size="sm" /> : null}
                {option.title}
              </Chip>
            </li>
          );
        })}
      </Chips>
    </Section>
  );
}

/**
 * The tracks screen's filters: Time (durations) and Difficulty as toggle chips,
 * Region when regions are given, the distance range, 'Wheelchair / Buggy
 * Accessible' and 'Dog allowed' switches, then 'Clear all' and 'See Results'.
 * Controlled: every change goes out through `onChange` with the whole value.
 */
export function FiltersPanel({
  value,
  onChange,
  onClearAll,
  onSeeResults,
  durations,
  difficulties,
  distanceRange,
  regions,
  id,
}: FiltersPanelProps) {
  /** Toggles one option, keeping the chosen ones in the order the list offers them. */
  const toggle = (key: ListKey, options: readonly FilterOption[], option: FilterOption) => {
    const chosen = new Set(value[key].map((item) => item.id));
    if (chosen.has(option.id)) chosen.delete(option.id);
    else chosen.add(option.id);
    onChange({
      ...value,
      [key]: options.filter((item) => chosen.has(item.id)).map((item) => ({ id: item.id, title: item.title })),
    });
  };

  return (
    <Panel id={id} aria-label="Filters">
      <ChipGroup
        title="Time"
        options={durations}
        selected={value.durations}
        onToggle={(option) => toggle('durations', durations, option)}
      />
      <ChipGroup
        title="Difficulty"
        options={difficulties}
        selected={value.difficulties}
        onToggle={(option) => toggle('difficulties', difficulties, option)}
      />
      {regions && regions.length > 0 ? (
        <ChipGroup
          title="Region"
          options={regions}
          selected={value.regions}
          onToggle={(option) => toggle('regions', regions, option)}
        />
      ) : null}
      <DistanceSlider
        range={distanceRange}
        value={value.distance}
        onChange={(distance) => onChange({ ...value, distance })}
      />
      <Toggles>
        <Switch
          label="Wheelchair / Buggy Accessible"
          checked={value.wheelchair_friendly}
          onCheckedChange={(checked) => onChange({ ...value, wheelchair_friendly: checked })}
        />
        <Switch
          label="Dog allowed"
          checked={value.allow_dog}
          onCheckedChange={(checked) => onChange({ ...value, allow_dog: checked })}
        />
      </Toggles>
      <Actions>
        <Button variant="secondary" onClick={onClearAll}>
          Clear all
        </Button>
        <Button onClick={onSeeResults}>See Results</Button>
      </Actions>
    </Panel>
  );
}
