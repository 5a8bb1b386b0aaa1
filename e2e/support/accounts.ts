import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The administrator the journeys' server starts with (playwright.config.ts: e2e-seed.ts, then `pnpm admin:grant`). */
export const E2E_ADMIN = { email: 'e2e-admin@example.nz', password: 'moderator-kea-tussock-77' } as const;

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest message to an address in the development mailbox (GET /dev/mailbox, answered on 127.0.0.1 only). */
export async function latestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<MailboxMessage> {
  const [found] = await mailsTo(request, to, subject, 1);
  return found as MailboxMessage;
}

/**
 * Waits until the mailbox holds at least `count` messages to `to` that match (a subject
 * pattern, or a test of the whole message); newest first.
 */
export async function mailsTo(
  request: APIRequestContext,
  to: string,
  matching: RegExp | ((message: MailboxMessage) => boolean),
  count: number,
): Promise<MailboxMessage[]> {
  const matches = typeof matching === 'function' ? matching : (message: MailboxMessage) => matching.test(message.subject);
  let found: MailboxMessage[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as MailboxMessage[];
        found = messages.filter(matches);
        return found.length;
      },
      { timeout: 15_000, message: `${count} matching message(s) to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The path and query of the first link in a message that contains `part`. */
export function linkIn(message: MailboxMessage, part: string | RegExp): string {
  const matches = (word: string) => (typeof part === 'string' ? word.includes(part) : part.test(word));
  const url = message.text.split(/\s+/).find((word) => word.startsWith('http') && matches(word));
  expect(url, `a link with ${String(part)} in: ${message.text}`).toBeDefined();
  const parsed = new URL(url ?? '');
  return `${parsed.pathname}${parsed.search}`;
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export interface Walker {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Their phone, as the profile takes it; publishing a plan needs one (ADR 057). @default '021 555 0100' */
  phone?: string;
}

/** A new walker signs up, activates with the emailed code, logs in and sets up a profile: they land on tracks. */
export async function signUpAndSetUp(page: Page, request: APIRequestContext, walker: Walker) {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(walker.email);
  await page.getByLabel('Password', { exact: true }).fill(walker.password);
  // The strength meter appears under the password once its estimator loads, moving what is below.
  await expect(page.getByText(/Your password strength is at score \d\/4\./)).toBeVisible();
  await page.getByRole('checkbox', { name: /I accept the privacy policies and terms of use/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/activate$/);
  const activation = await latestMail(request, walker.email, /activation code/);
  await page.getByRole('textbox', { name: /activation code/i }).fill(activation.subject.match(/([A-Z0-9]{6})$/)?.[1] ?? '');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await logIn(page, walker.email, walker.password);
  await expect(page).toHaveURL(/\/account\/profile-setup$/);
  await page.getByRole('textbox', { name: 'First name' }).fill(walker.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(walker.lastName);
  await page.getByRole('textbox', { name: 'Phone' }).fill(walker.phone ?? '021 555 0100');
  await page.getByRole('combobox', { name: 'Gender' }).selectOption('Male');
  await page.getByRole('combobox', { name: /experience level/i }).selectOption('Advanced');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tracks$/);
}

/** The password of walkers made by `newWalker`. */
export const WALKER_PASSWORD = 'kea-ridgeline-tussock-42';

/** A new walker's account, made the way the app makes one: register, the emailed code, the profile. */
export async function newWalker(request: APIRequestContext, email: string): Promise<void> {
  expect((await request.post('/api/v1/user', { data: { email, password: WALKER_PASSWORD, agreed_to_terms: true } })).status()).toBe(201);
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await (await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { subject: string }[];
      code = mail.map((m) => /([A-Z0-9]{6})$/.exec(m.subject)?.[1]).find(Boolean) ?? '';
      return code;
    })
    .not.toBe('');
  const token = (await (
    await request.post('/api/v1/auth/oauth', {
      form: { grant_type: 'password', client_id: 'planmywalk-web', client_secret: 'planmywalk-web-public', username: email, password: WALKER_PASSWORD },
    })
  ).json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token.access_token}` };
  expect((await request.post('/api/v1/activate', { data: { code }, headers: auth })).status()).toBe(200);
  const profile = { firstname: 'Mere', lastname: 'Tane', gender: 'Female', level: 'Intermediate', phone: '021 555 0177' };
  expect((await request.put('/api/v1/user', { data: profile, headers: auth })).status()).toBe(200);
}
