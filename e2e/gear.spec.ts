import { expect, test, type Page } from '@playwright/test';
import { newWalker, WALKER_PASSWORD as PASSWORD } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';

/** What the app keeps on the device: the working plan's saved id, and the session's access token. */
async function planIdIn(page: Page): Promise<string> {
  const saved = await page.evaluate(() => window.localStorage.getItem('pmw.plan'));
  const id = (JSON.parse(saved ?? '{}') as { saved?: { id?: string } }).saved?.id;
  expect(id).toBeTruthy();
  return id ?? '';
}

async function accessTokenIn(page: Page): Promise<string> {
  const saved = await page.evaluate(() => window.localStorage.getItem('pmw.session'));
  return (JSON.parse(saved ?? '{}') as { token?: { access_token?: string } }).token?.access_token ?? '';
}

const region = (page: Page, category: string) => page.getByRole('region', { name: new RegExp(`^${category}`) });
const tick = (page: Page, category: string, item: string) => region(page, category).getByRole('checkbox', { name: `Packed: ${item}`, exact: true });

test('a new walker packs for the Kepler Track: the multi-day list to start, another preset after a confirmation, ticks, an item of their own, log in, save, autosaved ticks, a custom list in My Gear Lists, the read-only plan', async ({
  page,
  request,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const email = `packer-${testInfo.project.name}-${Date.now()}@example.nz`;
  await newWalker(request, email);

  // A guest on the Kepler Track's gear page: the multi-day tramp list to start with.
  await page.goto('/tracks/kepler-track/gear');
  await expect(page.getByRole('heading', { level: 2, name: 'Gear list' })).toBeVisible();
  const presets = page.getByRole('group', { name: 'Preset gear lists' });
  await expect(presets.getByRole('button', { name: 'Multi-day tramp' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Based on guidance from')).toContainText('NZ Mountain Safety Council');
  // The whole page as the product serves it (the stories check each part on its own).
  expect(await axeViolations(page)).toEqual([]);

  // After an edit, another preset asks first.
  await tick(page, 'Food and water', 'Meals and snacks for each day').check();
  await presets.getByRole('button', { name: 'Overnight hut trip' }).click();
  const question = page.getByRole('alertdialog', { name: 'Switch to the Overnight hut trip list?' });
  await expect(question).toContainText('Your changes to this gear list will be lost.');
  await question.getByRole('button', { name: 'Switch list' }).click();
  await expect(presets.getByRole('button', { name: 'Overnight hut trip' })).toHaveAttribute('aria-pressed', 'true');

  // Three ticks and an item of their own, all from this device.
  await tick(page, 'Shelter and sleeping', 'Sleeping bag').check();
  await tick(page, 'Navigation and communication', 'Personal locator beacon (PLB)').check();
  await tick(page, 'Cooking', 'Stove, fuel and lighter').check();
  // The list is a checklist to tick (issue 34: it was all text boxes, 9,400 px on a phone); Edit list changes it.
  const pack = region(page, 'Pack and personal items');
  await expect(page.getByRole('textbox', { name: 'Item 1', exact: true })).toHaveCount(0);
  await pack.getByRole('button', { name: 'Remove Rubbish bag' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Are you sure you want to remove this item?' });
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(pack.getByText('Rubbish bag')).toBeVisible();
  await page.getByRole('button', { name: 'Edit list' }).click();
  await pack.getByRole('button', { name: 'Add item to Pack and personal items' }).click();
  await expect(pack.getByRole('textbox', { name: 'Item 5', exact: true })).toBeFocused();
  await page.keyboard.type('Camera and spare battery');
  await page.getByRole('button', { name: 'Done editing' }).click();
  await expect(pack.getByText('Camera and spare battery')).toBeVisible();

  // Saving needs an account: log in, and come back to the list as it was.
  await expect(page.getByText('To save your gear list, you must log in or create an account')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/tracks\/kepler-track\/gear$/);
  await expect(tick(page, 'Shelter and sleeping', 'Sleeping bag')).toBeChecked();
  await expect(pack.getByText('Camera and spare battery')).toBeVisible();

  // Save: the plan is created (a draft) with the list, and the page stays.
  await page.getByRole('button', { name: 'Save gear list' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expect(page).toHaveURL(/\/tracks\/kepler-track\/gear$/);
  const planId = await planIdIn(page);

  // Later ticks save themselves; a reload shows them, and so does the server.
  await tick(page, 'Safety and first aid', 'First aid kit').check();
  await expect(page.getByRole('button', { name: 'Saving' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(tick(page, 'Safety and first aid', 'First aid kit')).toBeChecked();
  await expect(tick(page, 'Cooking', 'Stove, fuel and lighter')).toBeChecked();
  const stored = await request.get(`/api/v1/plan/${planId}/readonly`, { headers: { authorization: `Bearer ${await accessTokenIn(page)}` } });
  const gear = ((await stored.json()) as { gearList: { list_preset_id: string; list: { categories: { items: { title: string; packed: boolean }[] }[] } } }).gearList;
  expect(gear.list_preset_id).toBe('overnight-hut');
  const packed = gear.list.categories.flatMap((c) => c.items.filter((i) => i.packed).map((i) => i.title));
  expect(packed.sort()).toEqual(['First aid kit', 'Personal locator beacon (PLB)', 'Sleeping bag', 'Stove, fuel and lighter']);
  expect(gear.list.categories.flatMap((c) => c.items.map((i) => i.title))).toContain('Camera and spare battery');

  // The plan editor leads to the list too, with how much is packed (issue 34: only the place's Gear tab did).
  await page.goto('/tracks/kepler-track/plan');
  const gearSection = page.getByRole('button', { name: /^Gear list/ });
  await expect(gearSection).toContainText(/^Gear list4 of \d+ packed$/);
  await gearSection.click();
  await page.getByRole('link', { name: 'Open the gear list' }).click();
  await expect(page).toHaveURL(/\/tracks\/kepler-track\/gear$/);
  await expect(tick(page, 'Safety and first aid', 'First aid kit')).toBeChecked();

  // The list as a custom list of theirs.
  await page.getByRole('button', { name: 'Save as a custom list' }).click();
  const saveAs = page.getByRole('dialog', { name: 'Save as a custom list' });
  await saveAs.getByRole('textbox', { name: 'Name' }).fill('Kepler, April');
  await saveAs.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByText("'Kepler, April' is in My Gear Lists.")).toBeVisible();
  await page.getByRole('link', { name: 'Open My Gear Lists' }).click();

  // My Gear Lists: find it, duplicate it, rename the copy, delete it.
  await expect(page.getByRole('heading', { level: 1, name: 'My Gear Lists' })).toBeVisible();
  const lists = page.getByRole('navigation', { name: 'My Gear Lists' });
  const name = page.getByRole('textbox', { name: 'Gear list name' });
  await expect(name).toHaveValue('Kepler, April');
  if (!phone) await expect(lists.getByRole('link', { name: 'Kepler, April' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('checkbox', { name: 'Packed: Sleeping bag' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(name).toHaveValue('Kepler, April (copy)');
  await name.fill('Kepler, May');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Gear list name' })).toHaveValue('Kepler, May');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure you want to delete this gear list?' }).getByRole('button', { name: 'Delete' }).click();
  if (phone) {
    await expect(lists.getByRole('link', { name: 'Kepler, April' })).toBeVisible();
  } else {
    await expect(name).toHaveValue('Kepler, April');
  }
  await expect(lists.getByRole('link', { name: 'Kepler, May' })).toHaveCount(0);

  // The plan's read-only page lists what is packed.
  await page.goto(`/plan/${planId}`);
  const readonlyGear = page.getByRole('region', { name: 'Gear list' });
  await expect(readonlyGear).toContainText('Overnight hut trip: 4 of');
  await expect(readonlyGear.getByRole('listitem').filter({ hasText: 'Packed: Sleeping bag' })).toBeVisible();
  await expect(readonlyGear.getByRole('listitem').filter({ hasText: 'Not packed: Ear plugs' })).toBeVisible();
});

test('My Gear Lists: a walker adds a new list, which starts with Category 1 and one empty item', async ({ page, request }, testInfo) => {
  const email = `lists-${testInfo.project.name}-${Date.now()}@example.nz`;
  await newWalker(request, email);
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/tracks$/);
  await page.goto('/account/my-gear-lists');
  await expect(page.getByText('You have no custom gear lists.')).toBeVisible();
  await page.getByRole('button', { name: 'Add new gear list' }).click();
  await expect(page.getByRole('textbox', { name: 'Gear list name' })).toHaveValue('New gear list');
  const first = page.getByRole('region', { name: /^Category 1/ });
  await expect(first.getByRole('textbox', { name: 'Item 1', exact: true })).toHaveValue('');
  await expect(page).toHaveURL(/\/account\/my-gear-lists\/\d+$/);
});
