import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { TripDatesPicker } from '../TripDatesPicker/TripDatesPicker.tsx';
import { storyTimeOptions } from '../TripDatesPicker/storyTimes.ts';
import { TrackSelectorBar } from './TrackSelectorBar.tsx';
import { TrackSelectorBarSkeleton } from './TrackSelectorBarSkeleton.tsx';

/** The side column of the plan and location pages. */
const Column = styled.div`
  max-width: 24rem;
`;

const abelTasman = {
  title: 'Abel Tasman Coast Track',
  is_closed: false,
  locations: [{ title: 'Abel Tasman National Park' }, { title: 'Marahau' }],
  regions: [{ title: 'Nelson/Tasman' }, { title: 'West Coast' }],
};

const meta = {
  title: 'Plan/TrackSelectorBar',
  component: TrackSelectorBar,
  args: {
    selectDateHref: '/select-date',
    location: abelTasman,
    dateSummary: null,
    onClearDates: fn(),
    onCalendarOpenChange: fn(),
    mapHref: '/tracks/abel-tasman-coast-track/map',
  },
  render: (args) => (
    <Column>
      <TrackSelectorBar {...args} />
    </Column>
  ),
} satisfies Meta<typeof TrackSelectorBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No dates yet: 'Add trip dates' opens the calendar; no clear button. */
export const NoDates: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Abel Tasman Coast Track' })).toBeVisible();
    await expect(canvas.getByText('Abel Tasman National Park, Nelson/Tasman')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show map view' })).toHaveAttribute(
      'href',
      '/tracks/abel-tasman-coast-track/map',
    );
    await expect(canvas.queryByRole('button', { name: 'Clear trip dates' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add trip dates' }));
    await expect(args.onCalendarOpenChange).toHaveBeenCalledWith(true);
  },
};

/** Dates set: the summary opens the calendar again, and the clear button clears them. */
export const Dates: Story = {
  args: { dateSummary: '12 Mar - 14 Mar' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Trip dates: 12 Mar - 14 Mar' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear trip dates' }));
    await expect(args.onClearDates).toHaveBeenCalledTimes(1);
  },
};

/** Dates with their times. */
export const DatesWithTimes: Story = {
  args: { dateSummary: '12 Mar 7:30 am - 14 Mar 4:00 pm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Trip dates: 12 Mar 7:30 am - 14 Mar 4:00 pm' })).toBeVisible();
  },
};

/** A day trip: one day, with its year. */
export const SingleDay: Story = {
  args: { dateSummary: '20 Mar 2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Trip dates: 20 Mar 2026' })).toBeVisible();
  },
};

/** A closed location: ' - CLOSED' after the title; a location without a locality shows its region. */
export const ClosedLocation: Story = {
  args: {
    location: { title: 'Heaphy Track', is_closed: true, locations: [], regions: [{ title: 'Nelson/Tasman' }] },
    mapHref: '/tracks/heaphy-track/map',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Heaphy Track - CLOSED' })).toBeVisible();
    await expect(canvas.getByText('Nelson/Tasman')).toBeVisible();
  },
};

/** Without a map route there is no map link. */
export const WithoutMap: Story = {
  args: { mapHref: undefined, dateSummary: '12 Mar - 14 Mar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Show map view' })).not.toBeInTheDocument();
  },
};

/**
 * Desktop, calendar open: the picker in a popover under the date button, focus on its
 * start day; the clear button waits until it closes.
 */
export const CalendarOpen: Story = {
  args: { dateSummary: '12 Mar - 14 Mar', calendarOpen: true },
  render: function Render(args) {
    const [open, setOpen] = useState(args.calendarOpen);
    return (
      <Column>
        <TrackSelectorBar
          {...args}
          calendarOpen={open}
          onCalendarOpenChange={(next) => {
            setOpen(next);
            args.onCalendarOpenChange?.(next);
          }}
          calendar={
            <TripDatesPicker
              minDate="2026-03-10"
              range={{ start: '2026-03-12', end: '2026-03-14' }}
              onRangeChange={fn()}
              startTime={{ hour: '07', minute: '30', meridiem: 'AM' }}
              onStartTimeChange={fn()}
              endTime={{ hour: '04', minute: '00', meridiem: 'PM' }}
              onEndTimeChange={fn()}
              timeOptions={storyTimeOptions}
              onSave={fn()}
              autoFocus
            />
          }
        />
      </Column>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const popover = await screen.findByRole('dialog', { name: 'Choose your trip dates' });
    await expect(within(popover).getByRole('grid', { name: 'March 2026' })).toBeVisible();
    await waitFor(() => expect(within(popover).getByRole('button', { name: /12 March 2026, selected/ })).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Clear trip dates' })).not.toBeInTheDocument();
    await expect(args.onCalendarOpenChange).not.toHaveBeenCalled();
  },
};

/** Escape closes the calendar, and the clear button comes back. */
export const CalendarClosed: Story = {
  ...CalendarOpen,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await screen.findByRole('dialog', { name: 'Choose your trip dates' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onCalendarOpenChange).toHaveBeenCalledWith(false);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Clear trip dates' })).toBeVisible();
  },
};

/** Mobile: the date button is a link to the /select-date screen. */
export const Mobile: Story = {
  args: { layout: 'mobile', dateSummary: '12 Mar - 14 Mar' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Trip dates: 12 Mar - 14 Mar' })).toHaveAttribute('href', '/select-date');
    await expect(canvas.getByRole('button', { name: 'Clear trip dates' })).toBeVisible();
  },
};

/** Mobile without dates: 'Add trip dates' links to /select-date. */
export const MobileNoDates: Story = {
  args: { layout: 'mobile' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Add trip dates' })).toHaveAttribute('href', '/select-date');
  },
};

/**
 * While the bar's code loads (the place page loads it after the place): placeholders in
 * the bar's box, above the bar they stand for, which they match in height.
 */
export const Loading: Story = {
  args: { mapHref: undefined },
  render: (args) => (
    <Column>
      <div data-testid="skeleton">
        <TrackSelectorBarSkeleton />
      </div>
      <div data-testid="bar">
        <TrackSelectorBar {...args} />
      </div>
    </Column>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = canvas.getByTestId('skeleton');
    await expect(within(skeleton).queryByRole('heading')).not.toBeInTheDocument();
    await expect(skeleton.firstElementChild).toHaveAttribute('aria-busy', 'true');
    const height = (element: HTMLElement) => element.getBoundingClientRect().height;
    await expect(Math.abs(height(skeleton) - height(canvas.getByTestId('bar')))).toBeLessThan(1);
  },
};
