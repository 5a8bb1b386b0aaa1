import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { dayWalkCategories, gearSources, keplerPresets, myGearLists } from '../planFixtures/gear.ts';
import { GearPanel } from './GearPanel.tsx';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Gear/GearPanel',
  component: GearPanel,
  args: {
    categories: dayWalkCategories,
    listTitle: 'Multi-day tramp',
    presets: keplerPresets,
    currentPresetId: 'multi-day-tramp',
    onChoosePreset: fn(),
    about: { description: 'Two or more nights in huts or a tent, days away from help.', sources: gearSources },
    customLists: myGearLists,
    onChooseCustomList: fn(),
    myGearListsHref: '/account/my-gear-lists',
    pendingSwitch: null,
    onConfirmSwitch: fn(),
    onCancelSwitch: fn(),
    packed: { packed: 3, total: 7 },
    saveStatus: 'unsaved',
    onSave: fn(),
    loginHref: '/signin',
    registerHref: '/signup',
    onAccountLink: fn(),
    onSaveAsCustom: fn(),
    onPackedChange: fn(),
    onItemChange: fn(),
    onAddItem: fn(),
    onDeleteItem: fn(),
    onCategoryTitleChange: fn(),
    onAddCategory: fn(),
    onDeleteCategory: fn(),
  },
} satisfies Meta<typeof GearPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A user's list before the plan is saved: presets, the guidance it follows, the list as a
 * checklist to tick (names and notes to read, Remove asks first) and 'Save gear list'.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Gear list' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Multi-day tramp' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'AdventureSmart' })).toHaveAttribute('href', 'https://www.adventuresmart.nz/');
    await expect(canvas.getByText('3 of 7 items packed')).toBeVisible();
    // A checklist: no boxes to type in until Edit list.
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Edit list' })).toHaveAttribute('aria-pressed', 'false');
    // The item's name is the tick's target.
    await userEvent.click(canvas.getByText('Map of the area'));
    await expect(args.onPackedChange).toHaveBeenCalledWith(2, 0, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Map of the area' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to remove this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDeleteItem).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save gear list' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Remove in the checklist, confirmed: the item goes. */
export const RemoveItem: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Lunch and snacks' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to remove this item?' });
    await expect(dialog).toHaveTextContent('Lunch and snacks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onDeleteItem).toHaveBeenCalledWith(1, 0);
  },
};

/** Edit list: the names, notes and categories become the editor; Done editing returns to the checklist. */
export const Editing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit list' }));
    await expect(canvas.getByRole('button', { name: 'Done editing' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getAllByRole('textbox', { name: 'Category name' })).toHaveLength(3);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notes for Lunch and snacks' }), 'x');
    await expect(args.onItemChange).toHaveBeenCalledWith(1, 0, { notes: 'x' });
    await expect(canvas.getByRole('button', { name: 'Add category' })).toBeVisible();
  },
};

/** A guest: presets without the custom-list dropdown, and the prompt to log in or create an account instead of saving. */
export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('To save your gear list, you must log in or create an account')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save gear list' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /My gear lists/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save as a custom list' })).not.toBeInTheDocument();
    const login = canvas.getByRole('link', { name: 'Log in' });
    await expect(login).toHaveAttribute('href', '/signin');
    await userEvent.click(login);
    await expect(args.onAccountLink).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  },
};

/** The list (or the new plan) on its way: a spinner and 'Saving', nothing pressed twice. */
export const Saving: Story = {
  args: { saveStatus: 'saving' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await expect(within(canvasElement).getByText('Saving', { selector: '[role="status"]' })).toBeInTheDocument();
  },
};

/** The plan has the list: 'Saved', and edits save themselves. */
export const Saved: Story = {
  args: { saveStatus: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(within(canvasElement).getByText('Saved', { selector: '[role="status"]' })).toBeInTheDocument();
  },
};

/** A save failed: the message shows and the button works again. */
export const SaveError: Story = {
  args: { saveStatus: 'error', saveError: 'Something has gone wrong while saving the gear list' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something has gone wrong while saving the gear list');
    await userEvent.click(canvas.getByRole('button', { name: 'Save gear list' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A list chosen after edits: 'Switch to the Day walk list?' with 'Your changes to this gear list will be lost.' */
export const SwitchConfirmation: Story = {
  args: { pendingSwitch: { title: 'Overnight hut trip' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to the Overnight hut trip list?' });
    await expect(dialog).toHaveAccessibleDescription('Your changes to this gear list will be lost.');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch list' }));
    await expect(args.onConfirmSwitch).toHaveBeenCalledTimes(1);
  },
};

/** 'Save as a custom list': a name (the list's own to start), then the list is in My Gear Lists. */
export const SaveAsCustomList: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save as a custom list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as a custom list' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Multi-day tramp');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kepler, April');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save list' }));
    await expect(args.onSaveAsCustom).toHaveBeenCalledWith('Kepler, April');
  },
};

/** The custom list was made: where to find it. */
export const SavedAsCustomList: Story = {
  args: { savedAsCustom: { title: 'Kepler, April', href: '/account/my-gear-lists/34' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/'Kepler, April' is in My Gear Lists\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open My Gear Lists' })).toHaveAttribute('href', '/account/my-gear-lists/34');
  },
};

/** The list loads (the presets come from the server). */
export const Loading: Story = {
  args: { categories: null, about: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading the gear list…' })).toBeVisible();
  },
};

/** The presets could not be loaded: the reason and 'Try again'. */
export const LoadError: Story = {
  args: { categories: null, about: null, loadError: 'The gear lists could not be loaded. Check your connection and try again.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A completed trip: the list as it was packed, nothing to change or save. */
export const ReadOnly: Story = {
  args: { readOnly: true, onSaveAsCustom: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Save gear list' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Multi-day tramp' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Edit list' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save gear list' })).toBeVisible();
  },
};
