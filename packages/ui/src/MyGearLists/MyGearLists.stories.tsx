import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { dayWalkCategories, myGearLists } from '../planFixtures/gear.ts';
import { MyGearLists, type MyGearListsProps } from './MyGearLists.tsx';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const kepler = { id: 31, title: 'Kepler, April', categories: dayWalkCategories };

const meta = {
  title: 'Gear/MyGearLists',
  component: MyGearLists,
  args: {
    lists: myGearLists,
    selected: kepler,
    hrefOf: (id: number) => `/account/my-gear-lists/${id}`,
    listHref: '/account/my-gear-lists',
    onRename: fn(),
    onAdd: fn(),
    onDuplicate: fn(),
    onDelete: fn(),
    onPackedChange: fn(),
    onItemChange: fn(),
    onAddItem: fn(),
    onDeleteItem: fn(),
    onCategoryTitleChange: fn(),
    onAddCategory: fn(),
    onDeleteCategory: fn(),
  },
} satisfies Meta<typeof MyGearLists>;

export default meta;
type Story = StoryObj<typeof meta>;
type Categories = NonNullable<MyGearListsProps['selected']>['categories'];

const withPacked = (categories: Categories, categoryIndex: number, itemIndex: number, packed: boolean): Categories =>
  categories.map((category, c) =>
    c !== categoryIndex ? category : { ...category, items: category.items.map((item, i) => (i !== itemIndex ? item : { ...item, packed })) },
  );

/** On a computer: the lists on the left (the open one marked), its editor on the right with the name, Duplicate and Delete. */
export const Default: Story = {
  // Like the page, it holds the list: a rename and a tick show as they would to a walker.
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    const rename = (title: string) => {
      args.onRename(title);
      setSelected((list) => list && { ...list, title });
    };
    const pack = (categoryIndex: number, itemIndex: number, packed: boolean) => {
      args.onPackedChange(categoryIndex, itemIndex, packed);
      setSelected((list) => list && { ...list, categories: withPacked(list.categories, categoryIndex, itemIndex, packed) });
    };
    return <MyGearLists {...args} selected={selected} onRename={rename} onPackedChange={pack} />;
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Gear Lists' })).toBeVisible();
    const index = within(canvas.getByRole('navigation', { name: 'My Gear Lists' }));
    await expect(index.getByRole('link', { name: 'Kepler, April' })).toHaveAttribute('aria-current', 'page');
    await expect(index.getByRole('link', { name: 'Winter kit' })).toHaveAttribute('href', '/account/my-gear-lists/32');
    // The way back is a phone's: the lists are beside the editor here.
    await expect(canvasElement.querySelector('a[href="/account/my-gear-lists"]')).not.toBeVisible();
    await step('rename', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Gear list name' }), '!');
      await expect(args.onRename).toHaveBeenLastCalledWith('Kepler, April!');
    });
    await step('duplicate and add', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Duplicate' }));
      await expect(args.onDuplicate).toHaveBeenCalledTimes(1);
      await userEvent.click(index.getByRole('button', { name: 'Add new gear list' }));
      await expect(args.onAdd).toHaveBeenCalledTimes(1);
    });
    await step('edit', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Packed: Map of the area' }));
      await expect(args.onPackedChange).toHaveBeenCalledWith(2, 0, true);
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('All changes saved');
  },
};

/** Delete asks 'Are you sure you want to delete this gear list?'. */
export const DeleteConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this gear list?' });
    await expect(dialog).toHaveAccessibleDescription('Kepler, April');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** No lists yet: 'You have no custom gear lists.' and 'Add new gear list'. */
export const Empty: Story = {
  args: { lists: [], selected: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no custom gear lists.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add new gear list' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** On a phone, no list open: the lists are the screen. */
export const MobileList: Story = {
  args: { selected: null },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Winter kit' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Gear list name' })).not.toBeInTheDocument();
  },
};

/** On a phone, a list open: its editor is the screen, with the way back to the lists. */
export const MobileEditor: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Gear list name' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Gear Lists' })).toHaveAttribute('href', '/account/my-gear-lists');
    await expect(canvas.getByRole('link', { name: 'Winter kit', hidden: true })).not.toBeVisible();
  },
};

/** Edits on their way. */
export const Saving: Story = {
  args: { saveState: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving…');
  },
};

/** A save failed: 'Something has gone wrong while saving the gear list'; the edits stay. */
export const SaveError: Story = {
  args: { saveState: 'error', saveError: 'Something has gone wrong while saving the gear list' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something has gone wrong while saving the gear list');
  },
};

/** The name left blank: it is not saved until it has one. */
export const BlankName: Story = {
  args: { selected: { ...kepler, title: '' }, titleError: 'Give the gear list a name.', saveState: 'error' },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByRole('textbox', { name: 'Gear list name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Give the gear list a name.');
  },
};

/** Adding, duplicating and deleting show their spinners. */
export const Busy: Story = {
  args: { adding: true, duplicating: true, deleting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Add new gear list', 'Duplicate', 'Delete']) await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Adding, duplicating or deleting failed: the reason above the lists. */
export const ActionError: Story = {
  args: { error: 'You can keep up to 100 gear lists. Delete one to make room.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You can keep up to 100 gear lists.');
  },
};

/** The lists load. */
export const Loading: Story = {
  args: { lists: [], selected: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your gear lists…' })).toBeVisible();
  },
};

/** The lists could not be loaded: the reason and 'Try again'. */
export const LoadError: Story = {
  args: { lists: [], selected: null, loadError: 'Your gear lists could not be loaded. Check your connection and try again.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
