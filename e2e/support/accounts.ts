import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Helpers of the journeys that need a walker with an account: the mailbox, signing up, logging in. */

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

/** The refresh token the web app keeps for the session. */
export async function refreshTokenIn(page: Page): Promise<string> {
  const saved = await page.evaluate(() => window.localStorage.getItem('pmw.session'));
  const token = (JSON.parse(saved ?? '{}') as { token?: { refresh_token?: string } }).token?.refresh_token;
  expect(token).toBeTruthy();
  return token ?? '';
}

export function refresh(request: APIRequestContext, refreshToken: string) {
  return request.post('/api/v1/auth/oauth', {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'planmywalk-web', client_secret: 'planmywalk-web-public' },
  });
}

/** The path and query of the first link in a message that contains `part`. */
export function linkIn(message: MailboxMessage, part: string): string {
  const url = message.text.split(/\s+/).find((word) => word.startsWith('http') && word.includes(part));
  expect(url, `a link with ${part} in: ${message.text}`).toBeDefined();
  const parsed = new URL(url ?? '');
  return `${parsed.pathname}${parsed.search}`;
}

export async function signUpAndSetUp(page: Page, request: APIRequestContext, email: string, password: string) {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // The form may still be taking its first render when the page has painted: try until the box is ticked.
  const terms = page.getByRole('checkbox', { name: /I accept the privacy policies and terms of use/ });
  await expect(async () => {
    await terms.check();
    await expect(terms).toBeChecked();
  }).toPass({ timeout: 10_000 });
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

