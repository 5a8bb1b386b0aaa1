import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, logIn, signUpAndSetUp } from './support/accounts.ts';

/** A New Zealand calendar day, `days` from today. */
function nzDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(Date.now() + days * 86_400_000));
}

/** The width and height an image's bytes say (a JPEG's frame header, a PNG's IHDR). */
function pixelSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] === 0x89 && bytes.toString('ascii', 1, 4) === 'PNG') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('not a JPEG or PNG');
}

/** A photo as a phone takes it, drawn by the browser: a large JPEG (4000×3000) or a small PNG. */
async function photo(page: Page, width: number, height: number, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, type }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no 2d context');
      const sky = g.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#7fb2d9');
      sky.addColorStop(1, '#e9e2c8');
      g.fillStyle = sky;
      g.fillRect(0, 0, width, height);
      // Detail, so the JPEG is as heavy as a real photo.
      for (let i = 0; i < 6000; i++) {
        g.fillStyle = `hsl(${(i * 37) % 360} 40% ${30 + (i % 40)}%)`;
        g.fillRect((i * 7919) % width, (i * 104729) % height, 4 + (i % 60), 4 + ((i * 3) % 60));
      }
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.95));
      if (!blob) throw new Error('no blob');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { width, height, type },
  );
  return Buffer.from(base64, 'base64');
}

async function accessToken(page: Page): Promise<string> {
  const saved = await page.evaluate(() => window.localStorage.getItem('pmw.session'));
  const token = (JSON.parse(saved ?? '{}') as { token?: { access_token?: string } }).token?.access_token;
  expect(token).toBeTruthy();
  return token ?? '';
}

interface ApiReview {
  id: number;
  comment: string;
  attachments: Array<{ id: string; url: string; status: string }>;
}

async function myReviews(request: APIRequestContext, token: string): Promise<ApiReview[]> {
  const res = await request.get('/api/v1/user/reviews?page=0', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { reviews: ApiReview[] }).reviews;
}

async function searchTiles(page: Page, term: string) {
  const box = page.getByRole('combobox', { name: /search/i });
  await box.click();
  await box.fill(term);
  await box.press('Escape');
  await expect(page.getByRole('heading', { name: /^Showing \d[\d,]* results?$/ })).toBeVisible();
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Kepler Track', exact: true }) });
}

test.describe('wishlist, completed trips and reviews', () => {
  test('a guest who presses the heart, Mark as complete or Leave a review is asked to log in first', async ({ page }) => {
    await page.goto('/tracks');
    const kepler = await searchTiles(page, 'Kepler Track');
    await kepler.getByRole('button', { name: 'Add to wishlist' }).click();
    const wishlistPrompt = page.getByRole('dialog', { name: 'Please log in or create an account first!' });
    await expect(wishlistPrompt).toBeVisible();
    await expect(wishlistPrompt.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await wishlistPrompt.getByRole('button', { name: 'Close' }).click();

    await kepler.getByRole('button', { name: 'Mark as complete' }).click();
    const completionPrompt = page.getByRole('dialog', { name: 'Log in to add this to your completed trips' });
    await expect(completionPrompt).toBeVisible();
    await completionPrompt.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/signin$/);

    await page.goto('/tracks/kepler-track');
    await expect(page.getByRole('meter', { name: 'How reviewers found the track' })).toBeVisible();
    await page.getByRole('button', { name: 'Leave a review' }).click();
    await expect(page.getByRole('dialog', { name: 'Sorry, you have to be logged in to leave a review of a track' })).toBeVisible();
  });

  test('a new walker hearts the Kepler Track, marks it complete yesterday, reviews it with two photos; an administrator approves them; the walker edits and deletes the review', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'one journey is enough: the phone project checks the prompts and the reviews block above');
    const email = `reviewer-${Date.now()}@example.nz`;
    await signUpAndSetUp(page, request, { email, password: 'kea-ridgeline-tussock-42', firstName: 'Tama', lastName: 'Rewi' });

    // The heart: Kepler goes on the wishlist and shows in My Wishlist.
    const kepler = await searchTiles(page, 'Kepler Track');
    await kepler.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(kepler.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
    await page.goto('/account/my-wishlist');
    const wished = page.getByRole('list', { name: 'My Wishlist' }).getByRole('article');
    await expect(wished).toHaveCount(1);
    await expect(wished.getByRole('heading', { name: 'Kepler Track' })).toBeVisible();

    // Mark as complete: no date, no Save; tomorrow refused, by the page and by the API; yesterday taken.
    await wished.getByRole('button', { name: 'Mark as complete' }).click();
    const dateModal = page.getByRole('dialog', { name: 'When did you complete the track?' });
    await expect(dateModal.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dateModal.getByLabel('Date completed').fill(nzDay(1));
    await expect(dateModal.getByText('Date cannot be in the future')).toBeVisible();
    const token = await accessToken(page);
    const keplerId = Number((await (await request.get('/api/v1/tracks/kepler-track')).json()).id);
    const future = await request.post('/api/v1/mark-complete', {
      headers: { authorization: `Bearer ${token}` },
      data: { id: keplerId, type: 'Track', date: nzDay(1) },
    });
    expect([future.status(), (await future.json()).error]).toEqual([422, 'Date cannot be in the future']);
    const yesterday = nzDay(-1);
    await dateModal.getByLabel('Date completed').fill(yesterday);
    await dateModal.getByRole('button', { name: 'Save' }).click();
    await expect(dateModal.getByRole('status')).toHaveText('Date submitted');

    // Leave review: harder than expected, yesterday, a large JPEG and a PNG.
    const [big, small] = [await photo(page, 4000, 3000, 'image/jpeg'), await photo(page, 800, 600, 'image/png')];
    expect(big.length).toBeGreaterThan(1_000_000);
    await dateModal.getByRole('button', { name: 'Leave review' }).click();
    const reviewModal = page.getByRole('dialog', { name: 'Leave a review' });
    await expect(reviewModal.getByLabel('Date of your trip')).toHaveValue(yesterday);
    await reviewModal.getByRole('radio', { name: 'Harder than expected' }).check();
    await reviewModal.getByRole('textbox', { name: 'Your review' }).fill('Wind on the tops past Luxmore, worth every step.');
    await reviewModal.locator('input[type="file"]').setInputFiles([
      { name: 'luxmore-ridge.jpg', mimeType: 'image/jpeg', buffer: big },
      { name: 'iris-burn.png', mimeType: 'image/png', buffer: small },
    ]);
    await expect(reviewModal.getByRole('img', { name: 'luxmore-ridge.jpg' })).toBeVisible();
    await reviewModal.getByRole('button', { name: 'Submit review' }).click();
    await expect(reviewModal.getByRole('status')).toContainText('Thanks for your review!', { timeout: 90_000 });
    await expect(reviewModal.getByRole('status')).toContainText("Your image/s will be approved by an administrator before they're displayed");

    // The large JPEG was sent resized toward 1280×720; the small PNG at its own size (never enlarged).
    const [review] = await myReviews(request, token);
    expect(review?.attachments.map((a) => a.status)).toEqual(['pending', 'pending']);
    const stored = await Promise.all(
      (review?.attachments ?? []).map(async (attachment) => {
        const res = await request.get(new URL(attachment.url).pathname + new URL(attachment.url).search);
        expect(res.status()).toBe(200);
        const bytes = await res.body();
        return { type: res.headers()['content-type'], bytes: bytes.length, ...pixelSize(bytes) };
      }),
    );
    // Sent in parallel: either may arrive first.
    stored.sort((a, b) => String(a.type).localeCompare(String(b.type)));
    expect(stored).toEqual([
      { type: 'image/jpeg', bytes: expect.any(Number), width: 960, height: 720 },
      { type: 'image/png', bytes: expect.any(Number), width: 800, height: 600 },
    ]);
    expect(stored[0]?.bytes).toBeLessThan(big.length / 4);
    await reviewModal.getByRole('button', { name: 'Close' }).first().click();
    // Back on My Wishlist, the tile says the trip is completed.
    await expect(wished.getByText('Trip completed')).toBeVisible();

    // On the track page at once, without its photos; the difficulty scale moved to 'harder'.
    await page.goto('/tracks/kepler-track');
    const reviews = page.getByRole('region', { name: /^Reviews/ });
    const mine = reviews.getByRole('article', { name: 'Review by Tama Rewi' });
    await expect(mine).toContainText('Wind on the tops past Luxmore');
    await expect(mine).toContainText('Harder than expected');
    await expect(mine).toContainText('Trip completed');
    await expect(mine.getByRole('img')).toHaveCount(0);
    await expect(reviews.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    await expect(reviews.getByRole('meter')).toHaveAttribute('aria-valuetext', /^Harder than expected, from \d+ reviews?$/);

    // An administrator approves both photos on the admin page.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(admin).toHaveURL(/\/tracks$/);
    await admin.getByRole('button', { name: 'Profile menu' }).click();
    await admin.getByRole('link', { name: 'Review photos' }).click();
    await expect(admin).toHaveURL(/\/admin\/review-photos$/);
    const pending = admin.getByRole('list', { name: 'Photos waiting for approval' }).getByRole('article', { name: 'Kepler Track' });
    await expect(pending).toHaveCount(2);
    await expect(pending.first()).toContainText(`Tama Rewi (${email})`);
    await admin.getByRole('button', { name: 'Approve photo 1 by Tama Rewi' }).click();
    await expect(pending).toHaveCount(1);
    await admin.getByRole('button', { name: 'Approve photo 1 by Tama Rewi' }).click();
    await expect(pending).toHaveCount(0);
    await adminContext.close();

    // Now the photos show with the review, for everyone.
    await page.reload();
    await expect(mine.getByRole('img')).toHaveCount(2);
    await expect(mine.getByRole('link', { name: 'Photo 1 by Tama Rewi (opens in a new tab)' })).toBeVisible();

    // My Reviews: edit the comment, then delete the review.
    await page.goto('/account/my-reviews');
    const listed = page.getByRole('article', { name: 'Your review of Kepler Track' });
    await expect(listed).toContainText('Wind on the tops past Luxmore');
    await listed.getByRole('button', { name: 'Edit your review of Kepler Track' }).click();
    const editModal = page.getByRole('dialog', { name: 'Edit your review' });
    await expect(editModal.getByRole('radio', { name: 'Harder than expected' })).toBeChecked();
    await expect(editModal.getByRole('list', { name: 'Photos of your review' }).getByRole('listitem')).toHaveCount(2);
    await editModal.getByRole('textbox', { name: 'Your review' }).fill('Windy on the tops; a long descent to Iris Burn.');
    await editModal.getByRole('button', { name: 'Save review' }).click();
    await expect(editModal.getByRole('status')).toContainText('Thanks for your review!');
    await editModal.getByRole('button', { name: 'Close' }).first().click();
    await expect(listed).toContainText('Windy on the tops; a long descent to Iris Burn.');
    await expect(listed).toContainText('Edited');

    await listed.getByRole('button', { name: 'Delete your review of Kepler Track' }).click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this review?' });
    await question.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No reviews' })).toBeVisible();
    await page.goto('/tracks/kepler-track');
    await expect(page.getByRole('article', { name: 'Review by Tama Rewi' })).toHaveCount(0);
  });
});
