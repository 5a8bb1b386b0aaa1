import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { keplerPresets, manyGearLists, myGearLists } from '../planFixtures/gear.ts';
import { GearListPicker } from './GearListPicker.tsx';

const meta = {
  title: 'Gear/GearListPicker',
  component: GearListPicker,
  args: {
    presets: keplerPresets,
    currentPresetId: 'multi-day-tramp',
    onChoosePreset: fn(),
    customLists: myGearLists,
    onChooseCustomList: fn(),
    myGearListsHref: '/account/my-gear-lists',
  },
} satisfies Meta<typeof GearListPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Kepler Track's presets, the multi-day tramp in hand (pressed), and the user's lists behind 'My gear lists'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const presets = within(canvas.getByRole('group', { name: 'Preset gear lists' }));
    await expect(presets.getByRole('button', { name: 'Multi-day tramp' })).toHaveAttribute('aria-pressed', 'true');
    await expect(presets.getByRole('button', { name: 'Overnight hut trip' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(presets.getByRole('button', { name: 'Overnight hut trip' }));
    await expect(args.onChoosePreset).toHaveBeenCalledWith('overnight-hut');
  },
};

/** The dropdown open: choosing a list closes it and hands over its id. */
export const CustomListsOpen: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'My gear lists' }));
    const lists = await screen.findByRole('list', { name: 'My gear lists' });
    await expect(within(lists).getAllByRole('button').map((b) => b.textContent)).toEqual(['Kepler, April', 'Winter kit', 'Family day walks']);
    await expect(screen.getByRole('link', { name: 'Manage My Gear Lists' })).toHaveAttribute('href', '/account/my-gear-lists');
    await userEvent.click(within(lists).getByRole('button', { name: 'Winter kit' }));
    await expect(args.onChooseCustomList).toHaveBeenCalledWith(32);
    await expect(screen.queryByRole('list', { name: 'My gear lists' })).not.toBeInTheDocument();
    // Open again for the screenshot.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'My gear lists' }));
    await screen.findByRole('list', { name: 'My gear lists' });
  },
};

/** Many lists: the dropdown stops at 180 px and scrolls. */
export const ManyCustomLists: Story = {
  args: { customLists: manyGearLists },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'My gear lists' }));
    const lists = await screen.findByRole('list', { name: 'My gear lists' });
    await expect(getComputedStyle(lists).maxHeight).toBe('180px');
    await expect(lists.scrollHeight).toBeGreaterThan(lists.clientHeight);
  },
};

/** A custom list in hand: no preset is pressed, the dropdown names the list. */
export const CustomListChosen: Story = {
  args: { currentPresetId: null, currentCustomId: 31 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'My gear lists: Kepler, April' })).toBeVisible();
    for (const preset of canvas.getAllByRole('button', { pressed: false })) await expect(preset).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'My gear lists: Kepler, April' }));
    const lists = await screen.findByRole('list', { name: 'My gear lists' });
    await expect(within(lists).getByRole('button', { name: 'Kepler, April' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** No custom lists yet: 'You have no custom gear lists.' and the way to My Gear Lists. */
export const NoCustomLists: Story = {
  args: { customLists: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'My gear lists' }));
    await expect(await screen.findByText('You have no custom gear lists.')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Manage My Gear Lists' })).toBeVisible();
  },
};

/** A guest: presets only (custom lists need an account). */
export const Guest: Story = {
  args: { customLists: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /My gear lists/ })).not.toBeInTheDocument();
  },
};

/** A plan the viewer may not edit: nothing to switch. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
