import { expect, test } from '@playwright/test';
import { mailsTo, signUpAndSetUp } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';

/** Where the server emails feedback when FEEDBACK_EMAIL is not set (the journeys' server sets none). */
const FEEDBACK_INBOX = 'feedback@planmywalk.nz';

test.describe('help and feedback', () => {
  test('a new walker opens help from the menu, reads an answer, sends feedback, is thanked and lands back on help; the council’s inbox holds it', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'one sign-up is enough: the phone project checks the help page and a bad send below');
    const email = `feedback-${Date.now()}@example.nz`;
    await signUpAndSetUp(page, request, { email, password: 'kea-ridgeline-tussock-42', firstName: 'Mere', lastName: 'Tane' });

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('link', { name: 'Help & Feedback' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page).toHaveTitle('Frequently Asked Questions, Help and Support | Plan My Walk');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions, Help and Support' })).toBeVisible();

    const question = page.getByRole('button', { name: 'What does my emergency contact receive, and when?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/call 111 and ask for the Police/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Submit your feedback here' }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(page).toHaveTitle('Leave your feedback | Plan My Walk');
    const comments = `The trip check told us about snow on the Kepler (${Date.now()}). <b>Thanks</b> & keep it up!`;
    await page.getByRole('combobox', { name: 'Rating' }).selectOption('9');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Compliment');
    await page.getByRole('textbox', { name: 'Comments' }).fill(comments);
    await page.getByRole('textbox', { name: 'Email (optional)' }).fill(email);
    await page.getByRole('button', { name: 'Send feedback' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your feedback has been sent.' })).toBeVisible();
    const thankedAt = Date.now();
    await expect(page.getByRole('textbox', { name: 'Comments' })).toHaveValue('');
    // Back where the walker came from, after 3 seconds.
    await expect(page).toHaveURL(/\/help$/, { timeout: 8_000 });
    expect(Date.now() - thankedAt).toBeGreaterThanOrEqual(2_000);
    await expect(page.getByRole('button', { name: 'What does my emergency contact receive, and when?' })).toBeVisible();

    const [mail] = await mailsTo(request, FEEDBACK_INBOX, (message) => message.text.includes(comments), 1);
    expect(mail?.subject).toMatch(/^Plan My Walk feedback #\d+: Compliment, 9\/10$/);
    expect(mail?.text).toContain(`Answer to: ${email}`);
    expect(mail?.text).toMatch(/From: Signed-in user #\d+/);
  });

  test('a guest who sends feedback without a rating is told to choose one, and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/feedback') sent.push(request.url());
    });
    await page.goto('/help');
    await expect(page.getByRole('button', { name: 'What is the Outdoor Safety Code?' })).toBeVisible();
    await page.getByRole('link', { name: 'Submit your feedback here' }).click();
    await expect(page).toHaveURL(/\/feedback$/);

    await page.getByRole('combobox', { name: 'Category' }).selectOption('Problem');
    await page.getByRole('textbox', { name: 'Comments' }).fill('The map did not load on the train.');
    await page.getByRole('button', { name: 'Send feedback' }).click();

    const rating = page.getByRole('combobox', { name: 'Rating' });
    await expect(rating).toHaveAccessibleDescription('Please choose a rating.');
    await expect(rating).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveCount(0);
    expect(sent).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // The close button leads back to help.
    await page.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/help$/);
  });
});
