import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The administrator the journeys' server starts with (playwright.config.ts: e2e-seed.ts, then `pnpm admin:grant`). */
export const E2E_ADMIN = { email: 'e2e-admin@example.nz', password: 'moderator-kea-tussock-77' } as const;

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest message to an address in the development mailbox (GET /dev/mailbox). */
export async function latestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as MailboxMessage[];
        found = messages.find((message) => subject.test(message.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as MailboxMessage;
}

/** A new walker: signs up, activates with the emailed code, logs in and sets up the profile (Tama Rewi). */
export async function signUpAndSetUp(page: Page, request: APIRequestContext, email: string, password: string) {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I accept the privacy policies and terms of use/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/activate$/);
  const activation = await latestMail(request, email, /activation code/);
  await page.getByRole('textbox', { name: /activation code/i }).fill(activation.subject.match(/([A-Z0-9]{6})$/)?.[1] ?? '');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/account\/profile-setup$/);
  await page.getByRole('textbox', { name: 'First name' }).fill('Tama');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Rewi');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('Male');
  await page.getByRole('combobox', { name: /experience level/i }).selectOption('Advanced');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tracks$/);
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

