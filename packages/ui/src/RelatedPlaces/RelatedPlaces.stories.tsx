import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mangatepopoHut, mangahuiaCampsite, tongariroCrossing, type FixtureSummary } from '../walkFixtures/locations.ts';
import { RelatedPlaces, type RelatedPlacesFilter } from './RelatedPlaces.tsx';

const all = [tongariroCrossing, mangatepopoHut, mangahuiaCampsite];
const hrefFor = (item: FixtureSummary) => `/${item.type.toLowerCase()}s/${item.slug}`;

const meta = {
  title: 'Custom tracks/RelatedPlaces',
  component: RelatedPlaces<FixtureSummary>,
  args: {
    items: all,
    isPressed: (filter: RelatedPlacesFilter): boolean => filter === 'all',
    onPress: fn(),
    emptyText: 'No tracks, huts or campsites found.',
    hrefFor,
  },
} satisfies Meta<typeof RelatedPlaces<FixtureSummary>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All pressed: a track, a hut and a campsite near the line, each linking to its page. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Related tracks, huts, and campsites' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: new RegExp(mangatepopoHut.title) })).toHaveAttribute('href', hrefFor(mangatepopoHut));
    await userEvent.click(canvas.getByRole('button', { name: 'Huts' }));
    await expect(args.onPress).toHaveBeenCalledWith('huts');
  },
};

/** Huts and campsites pressed, none nearby: 'No huts or campsites found.' */
export const Empty: Story = {
  args: { items: [], isPressed: (filter: RelatedPlacesFilter): boolean => filter === 'huts' || filter === 'campsites', emptyText: 'No huts or campsites found.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No huts or campsites found.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  },
};

function Interactive() {
  const [pressed, setPressed] = useState<RelatedPlacesFilter[]>(['all']);
  const press = (filter: RelatedPlacesFilter) => {
    if (filter === 'all') return setPressed(['all']);
    const kinds = pressed.filter((k) => k !== 'all');
    const next = kinds.includes(filter) ? kinds.filter((k) => k !== filter) : [...kinds, filter];
    setPressed(next.length ? next : ['all']);
  };
  const items = pressed.includes('all') ? all : all.filter((item) => pressed.includes(`${item.type.toLowerCase()}s` as RelatedPlacesFilter));
  return <RelatedPlaces items={items} isPressed={(f) => pressed.includes(f)} onPress={press} emptyText="None" hrefFor={hrefFor} />;
}

/** The filter as the app applies it: only tracks, then back to All. */
export const Filtering: Story = {
  render: () => <Interactive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tracks' }));
    await expect(canvas.queryByRole('link', { name: new RegExp(mangatepopoHut.title) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tracks' }));
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  },
};
