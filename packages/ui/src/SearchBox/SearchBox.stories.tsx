import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FixtureSummary } from '../walkFixtures/locations.ts';
import {
  heaphyTrackClosed,
  kerrBayCampsiteClosed,
  longNamedTrack,
  mangahuiaCampsite,
  mangatepopoHut,
  muellerHut,
  tongariroCrossing,
  totaranuiCampsite,
} from '../walkFixtures/locations.ts';
import { SearchBox } from './SearchBox.tsx';
import type { SearchBoxItem, SearchBoxProps } from './SearchBox.tsx';

/** A search history entry as the app keeps it (spec part 1 §3): no is_closed. */
function historyEntry({ id, type, title, slug, locations, regions, lat, lng }: FixtureSummary) {
  return { id, type, title, slug, locations, regions, lat, lng };
}

const recentSearches = [muellerHut, tongariroCrossing, totaranuiCampsite].map(historyEntry);
const tongariroResults = [tongariroCrossing, mangatepopoHut, mangahuiaCampsite];

/** Room below the box for the panel, at the width of the tracks screen's search column. */
const Stage = styled.div`
  max-width: ${({ theme }) => theme.sizes.measure};
  min-height: 26rem;
`;

/** The app's rule, as Plan My Walk's search store has it: results from 3 characters. */
const storyTermReady = (term: string) => term.trim().length >= 3;

/** Holds the term and open state like the app's store does, and reports every call. */
function ControlledSearchBox(args: SearchBoxProps) {
  const [value, setValue] = useState(args.value);
  const [open, setOpen] = useState(args.open);
  return (
    <SearchBox
      {...args}
      value={value}
      showResults={storyTermReady(value)}
      open={open}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange(next);
      }}
      onClear={() => {
        setValue('');
        args.onClear();
      }}
    />
  );
}

const meta = {
  title: 'Find a walk/SearchBox',
  component: SearchBox,
  args: {
    value: '',
    open: false,
    showResults: false,
    results: null,
    history: recentSearches,
    onChange: fn(),
    onClear: fn(),
    onOpenChange: fn(),
    onSelect: fn(),
    onNearestToMe: fn(),
  },
  render: (args) => (
    <Stage>
      <ControlledSearchBox {...(args as SearchBoxProps)} />
    </Stage>
  ),
} satisfies Meta<typeof SearchBox<SearchBoxItem, SearchBoxItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

function getInput(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('combobox', { name: 'Search for track, hut, campsite or location' });
}

/** The box at rest: the panel is shut until it is focused. */
export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const input = getInput(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Search for track, hut, campsite or location');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Focused without a term: 'Nearest to me' and the recent searches. */
export const FocusedWithHistory: Story = {
  parameters: { screenshot: { keepFocus: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(getInput(canvasElement));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const listbox = await canvas.findByRole('listbox');
    await expect(getInput(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(getInput(canvasElement)).toHaveAttribute('aria-controls', listbox.id);
    await expect(within(listbox).getByRole('group', { name: 'Recent searches' })).toBeVisible();
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Nearest to me',
      'Hut: Mueller HutAoraki/Mount Cook National Park, Canterbury',
      'Track: Tongariro Alpine CrossingTongariro National Park, Central North Island',
      'Campsite: Tōtaranui CampsiteAbel Tasman National Park, Nelson/Tasman',
    ]);
  },
};

/** 'Nearest to me' asks the app to search around the user, and closes the panel. */
export const NearestToMe: Story = {
  args: { open: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('option', { name: 'Nearest to me' }));
    await expect(args.onNearestToMe).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Without geolocation and with no history, a focused empty box shows no panel. */
export const NothingToOffer: Story = {
  args: { open: true, history: [], nearestAvailable: false },
  play: async ({ canvasElement }) => {
    await expect(getInput(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** A term typed, the first answer on its way. */
export const Searching: Story = {
  args: { value: 'Tongariro', open: true, searching: true, results: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching...');
    await expect(getInput(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Searching...', { selector: 'p' })).toBeVisible();
  },
};

/** Results for the term: type icon, title, places and regions. */
export const Results: Story = {
  args: { value: 'Tongariro', open: true, results: tongariroResults },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[1]).toHaveAccessibleName('Hut: Mangatepopo Hut Tongariro National Park, Central North Island');
    await expect(canvas.queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 results');
  },
};

/** Nothing matched. */
export const NoResults: Story = {
  args: { value: 'Ngāuruhoe summit loop', open: true, results: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No results found');
    await expect(canvas.getByText('No results found', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Closed places read ' - CLOSED'. */
export const ClosedResult: Story = {
  args: { value: 'closed', open: true, results: [heaphyTrackClosed, kerrBayCampsiteClosed, muellerHut] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: /^Track: Heaphy Track - CLOSED/ })).toBeVisible();
    await expect(canvas.getByRole('option', { name: /^Campsite: Kerr Bay Campsite - CLOSED/ })).toBeVisible();
    await expect(canvas.getByRole('option', { name: /^Hut: Mueller Hut Aoraki/ })).toBeVisible();
  },
};

/** Long titles and places wrap inside the panel. */
export const LongNames: Story = {
  args: { value: 'Tararua', open: true, results: [longNamedTrack, tongariroCrossing] },
  play: async ({ canvasElement }) => {
    const listbox = within(canvasElement).getByRole('listbox');
    await expect(listbox.scrollWidth).toBeLessThanOrEqual(listbox.clientWidth);
  },
};

/** Typing, Arrow Down twice and Enter choose the second result. */
export const KeyboardSelect: Story = {
  args: { results: tongariroResults },
  play: async ({ args, canvasElement, step }) => {
    const input = getInput(canvasElement);
    await step('type a term', async () => {
      await userEvent.click(input);
      await userEvent.type(input, 'Tongariro');
      await expect(args.onChange).toHaveBeenLastCalledWith('Tongariro');
      await expect(within(canvasElement).getAllByRole('option')).toHaveLength(3);
    });
    await step('arrow down to the hut', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      const hut = within(canvasElement).getByRole('option', { name: /Mangatepopo Hut/ });
      await expect(hut).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', hut.id);
    });
    await step('Enter chooses it and closes the panel', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledWith(mangatepopoHut);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    });
  },
};

/** Arrow Up from the top wraps to the last option; a click on a recent search chooses it. */
export const HistoryChoice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(getInput(canvasElement));
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('option', { name: /Tōtaranui Campsite/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('option', { name: /Mueller Hut/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(recentSearches[0]);
  },
};

/** Escape closes the panel; a second Escape clears the term. */
export const EscapeCloses: Story = {
  args: { value: 'Tongariro', results: tongariroResults },
  play: async ({ args, canvasElement }) => {
    const input = getInput(canvasElement);
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
  },
};

/** The clear button empties the term and keeps focus in the box. */
export const ClearSearch: Story = {
  args: { value: 'Mueller', results: [muellerHut] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(getInput(canvasElement)).toHaveValue('');
    await expect(getInput(canvasElement)).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

/** Focus leaving the box closes the panel. */
export const BlurCloses: Story = {
  args: { open: true },
  render: (args) => (
    <Stage>
      <ControlledSearchBox {...(args as SearchBoxProps)} />
      <button type="button">Filters</button>
    </Stage>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(getInput(canvasElement));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Mobile: Story = {
  args: { value: 'Tongariro', open: true, searching: true, results: tongariroResults },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('option')).toHaveLength(3);
  },
};
