import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { dayWalkCategories, emptyCategories, type FixtureGearCategory } from '../planFixtures/gear.ts';
import { GearListEditor, type GearListEditorProps } from './GearListEditor.tsx';

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/**
 * The editor with the list held in the story, as the app's store holds it: each callback
 * is recorded (args) and applied, so a play function can work the editor like a walker.
 */
function Interactive(props: GearListEditorProps) {
  const [categories, setCategories] = useState<FixtureGearCategory[]>(() => props.categories.map((c) => ({ ...c, items: [...c.items] })));
  const change = (index: number, update: (category: FixtureGearCategory) => FixtureGearCategory) =>
    setCategories((current) => current.map((category, i) => (i === index ? update(category) : category)));
  return (
    <GearListEditor
      {...props}
      categories={categories}
      onPackedChange={(c, i, packed) => {
        props.onPackedChange(c, i, packed);
        change(c, (category) => ({ ...category, items: category.items.map((item, j) => (j === i ? { ...item, packed } : item)) }));
      }}
      onItemChange={(c, i, update) => {
        props.onItemChange(c, i, update);
        change(c, (category) => ({ ...category, items: category.items.map((item, j) => (j === i ? { ...item, ...update } : item)) }));
      }}
      onAddItem={(c) => {
        props.onAddItem(c);
        change(c, (category) => ({ ...category, items: [...category.items, { packed: false, title: '', notes: '' }] }));
      }}
      onDeleteItem={(c, i) => {
        props.onDeleteItem(c, i);
        change(c, (category) => ({ ...category, items: category.items.filter((_, j) => j !== i) }));
      }}
      onCategoryTitleChange={(c, title) => {
        props.onCategoryTitleChange(c, title);
        change(c, (category) => ({ ...category, title }));
      }}
      onAddCategory={() => {
        props.onAddCategory();
        setCategories((current) => [...current, { title: `Category ${current.length + 1}`, items: [{ packed: false, title: '', notes: '' }] }]);
      }}
      onDeleteCategory={(c) => {
        props.onDeleteCategory(c);
        setCategories((current) => current.filter((_, i) => i !== c));
      }}
    />
  );
}

const meta = {
  title: 'Gear/GearListEditor',
  component: GearListEditor,
  args: {
    categories: dayWalkCategories,
    onPackedChange: fn(),
    onItemChange: fn(),
    onAddItem: fn(),
    onDeleteItem: fn(),
    onCategoryTitleChange: fn(),
    onAddCategory: fn(),
    onDeleteCategory: fn(),
  },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof GearListEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day walk list: each category an open accordion with its name, its items (tick, title, notes, Delete) and 'Add item'. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Clothing and footwear2 of 3 packed',
      'Food and water1 of 2 packed',
      'Navigation and communication0 of 2 packed',
    ]);
    const clothing = within(canvas.getByRole('region', { name: /Clothing and footwear/ }));
    await expect(clothing.getByRole('textbox', { name: 'Category name' })).toHaveValue('Clothing and footwear');
    await expect(clothing.getByRole('checkbox', { name: 'Packed: Sturdy boots or shoes, broken in' })).toBeChecked();
    await step('tick and type', async () => {
      await userEvent.click(clothing.getByRole('checkbox', { name: 'Packed: Warm top (merino, polypropylene or fleece)' }));
      await expect(args.onPackedChange).toHaveBeenCalledWith(0, 2, true);
      await userEvent.type(clothing.getByRole('textbox', { name: 'Notes for Warm top (merino, polypropylene or fleece)' }), '!');
      await expect(args.onItemChange).toHaveBeenLastCalledWith(0, 2, { notes: 'Wear layers, not cotton: wool and synthetics keep you warm when wet.!' });
    });
    await step('rename a category', async () => {
      const name = clothing.getByRole('textbox', { name: 'Category name' });
      await userEvent.clear(name);
      await userEvent.type(name, 'Clothing');
      await expect(args.onCategoryTitleChange).toHaveBeenLastCalledWith(0, 'Clothing');
    });
    await step('close and open an accordion', async () => {
      const trigger = canvas.getByRole('button', { name: /^Food and water/ });
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });
  },
};

/**
 * A new list starts with 'Category 1' and one empty item. Adding a category names it
 * 'Category 2' (the app's rule), opens it and puts the cursor in its name.
 */
export const NewList: Story = {
  args: { categories: emptyCategories },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('region', { name: /Category 1/ }));
    await expect(first.getByRole('textbox', { name: 'Item 1' })).toHaveValue('');
    await expect(first.getByRole('checkbox', { name: 'Packed: item 1' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Add category' }));
    await expect(args.onAddCategory).toHaveBeenCalledTimes(1);
    const second = within(canvas.getByRole('region', { name: /Category 2/ }));
    await expect(second.getByRole('textbox', { name: 'Category name' })).toHaveFocus();
  },
};

/** Without a mouse: Tab to 'Add item', Enter adds an item and moves to it, then type, Tab back to its tick, Space packs it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const food = within(canvas.getByRole('region', { name: /Food and water/ }));
    food.getByRole('textbox', { name: 'Notes for Water, 1 to 2 litres' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(food.getByRole('button', { name: 'Add item to Food and water' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddItem).toHaveBeenCalledWith(1);
    const title = food.getByRole('textbox', { name: 'Item 3' });
    await expect(title).toHaveFocus();
    await userEvent.keyboard('Scroggin');
    await userEvent.tab({ shift: true });
    await expect(food.getByRole('checkbox', { name: 'Packed: Scroggin' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPackedChange).toHaveBeenLastCalledWith(1, 2, true);
    await expect(food.getByRole('checkbox', { name: 'Packed: Scroggin' })).toBeChecked();
    // Enter in the last item's title adds the next one, and puts no line break in the title.
    food.getByRole('textbox', { name: 'Item 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(food.getByRole('textbox', { name: 'Item 4' })).toHaveFocus();
    await expect(food.getByRole('textbox', { name: 'Item 3' })).toHaveValue('Scroggin');
  },
};

const longTitle = 'Personal locator beacon (PLB), registered with the Rescue Coordination Centre';

/** A long item title on a phone wraps and shows whole: walkers read their list more than they type it. */
export const LongItemTitle: Story = {
  args: {
    categories: [
      {
        title: 'Navigation and communication',
        items: [
          { packed: true, title: longTitle, notes: 'Sets off a rescue when there is no phone signal.' },
          { packed: false, title: 'Map', notes: '' },
        ],
      },
    ],
  },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Item 1' });
    await expect(title).toHaveValue(longTitle);
    await expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight + 1);
    await expect(canvas.getByRole('checkbox', { name: `Packed: ${longTitle}` })).toBeChecked();
  },
};

/** Deleting a category always asks 'Are you sure you want to delete this category?'; Cancel keeps it. */
export const DeleteCategory: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('cancel', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete category Food and water' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this category?' });
      await expect(dialog).toHaveAccessibleDescription('Food and water and its 2 items will be removed from the list.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expect(args.onDeleteCategory).not.toHaveBeenCalled();
    });
    await step('delete', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete category Food and water' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this category?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expect(args.onDeleteCategory).toHaveBeenCalledWith(1);
      await expect(canvas.queryByRole('button', { name: /^Food and water/ })).not.toBeInTheDocument();
    });
  },
};

/** Deleting an item with a title or notes asks 'Are you sure you want to delete this list item?'. */
export const DeleteItem: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Map of the area' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this list item?' });
    await expect(dialog).toHaveAccessibleDescription('Map of the area');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(args.onDeleteItem).not.toHaveBeenCalled();
  },
};

/** An empty item goes at once, without asking. */
export const DeleteEmptyItem: Story = {
  args: { categories: emptyCategories },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete item 1' }));
    await expect(args.onDeleteItem).toHaveBeenCalledWith(0, 0);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByText('No items in this category yet.')).toBeVisible();
  },
};

/** Read only (a completed trip): ticks, names and notes, no way to change them. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Packed: Lunch and snacks' })).toBeDisabled();
    for (const title of canvas.getAllByRole('textbox', { name: 'Item 1' })) await expect(title).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('textbox', { name: 'Category name' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add category' })).not.toBeInTheDocument();
  },
};

/** On a phone: notes go under each item's title. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const navigation = within(within(canvasElement).getByRole('region', { name: /Navigation and communication/ }));
    const notes = navigation.getByRole('textbox', { name: 'Notes for Map of the area' });
    const title = navigation.getByRole('textbox', { name: 'Item 1' });
    await expect(notes).toBeVisible();
    await expect(notes.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().top);
  },
};

/**
 * A checklist to tick while packing: each name and its notes to read (the name ticks its
 * box), how much is packed, and Remove, which always asks 'Are you sure you want to remove
 * this item?' (spec part 2 §5), an empty item too.
 */
export const Checklist: Story = {
  args: { checklist: true },
  render: (args) => <Interactive {...args} />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Add category' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Add item/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Rent one from DOC visitor centres', { exact: false })).toBeVisible();
    await step('the name ticks its box', async () => {
      await userEvent.click(canvas.getByText('Map of the area'));
      await expect(canvas.getByRole('checkbox', { name: 'Packed: Map of the area' })).toBeChecked();
      await expect(args.onPackedChange).toHaveBeenCalledWith(2, 0, true);
      await expect(canvas.getByRole('button', { name: /^Navigation and communication/ })).toHaveTextContent('1 of 2 packed');
    });
    await step('Remove asks, and Remove in the question removes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Map of the area' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to remove this item?' });
      await expect(dialog).toHaveAccessibleDescription('Map of the area');
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await expect(args.onDeleteItem).toHaveBeenCalledWith(2, 0);
      await expect(canvas.queryByText('Map of the area')).not.toBeInTheDocument();
    });
  },
};

/** The checklist on a phone: each note under its name, Remove at the row's end. */
export const ChecklistMobile: Story = {
  args: { checklist: true },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove Personal locator beacon (PLB)' })).toBeVisible();
  },
};
