/**
 * The safety chain as the walker and their emergency contact live it (issue 28, ADR
 * 057), on a phone, against a product of its own whose clock the journey moves forward
 * (DEV_CLOCK): published → upcoming, with the walker's number, on the contact's email and
 * page; past the planned end → due back; past the grace → overdue on the contact's page,
 * My Walks and the walker's plan, with when the contact was emailed; the walker's
 * check-in → back safely and the all-clear. A second trip checked in from before its
 * end is closed, and nobody is ever emailed. One trip check verdict is read from the
 * walker's page, the signed-out page, the email and the PDF, and they are equal.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { startProduct, type ProductServer } from '../scripts/lib/productServer.ts';
import { linkIn, mailsTo, signUpAndSetUp, type MailboxMessage, type Walker } from './support/accounts.ts';
import { addDayTrip, downloadedBytes, fillNewContact, nzDayFromToday, openSection } from './support/plan.ts';
import { pdfText } from './support/pdfText.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const WALKER_PHONE = '021 555 0142';
const CHECK_TITLES = 'Experience|Closed|DOC alerts|Daylight|Start in the dark|Walking time|Weather warnings|Avalanche danger|Forecast|Freezing level';
const CHECK_ROW = new RegExp(`(Danger|Caution|Not checked|OK) · (${CHECK_TITLES}):`, 'g');

/** The check's rows as 'Danger · Walking time', in their order, from any text of it. */
const rowsIn = (text: string) => [...text.matchAll(CHECK_ROW)].map((match) => `${match[1]} · ${match[2]}`);

/** The rows of the trip check card on a page. */
async function cardRows(page: Page): Promise<{ headline: string; rows: string[] }> {
  const card = page.getByRole('region', { name: 'Trip check' });
  await expect(card).toBeVisible();
  const headline = (await card.getByRole('heading').first().textContent()) ?? '';
  const rows = await card.locator('li').evaluateAll((items) =>
    items.map((item) => {
      const title = item.querySelector('strong')?.textContent ?? '';
      const level = item.querySelector('p span')?.textContent ?? '';
      return `${level} · ${title}`;
    }),
  );
  return { headline, rows };
}

/** Tomorrow's date in New Zealand, YYYY-MM-DD (the day `addDayTrip(…, 1, …)` picks). */
const nzTomorrow = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(Date.now() + 86_400_000));

/** The instant a New Zealand clock shows `hour:minute` on `date` (YYYY-MM-DD). */
function nzInstant(date: string, hour: number, minute: number): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(y, m - 1, d, hour, minute);
  // A first guess at +13 (summer time), then corrected by what a New Zealand clock shows at it.
  let guess = wanted - 13 * 3_600_000;
  for (let i = 0; i < 2; i += 1) {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(guess));
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    guess += wanted - Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  }
  return guess;
}

test.describe('the overdue walker, as the walker and the emergency contact read it', () => {
  test.skip(({ isMobile }) => !isMobile, 'one journey, on a phone: the server of its own is started once');
  test.setTimeout(300_000);

  let server: ProductServer;
  let api: APIRequestContext;
  let walkerContext: BrowserContext;
  let contactContext: BrowserContext;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    server = await startProduct(Number(process.env.E2E_CLOCK_PORT ?? 8182), undefined, { DEV_CLOCK: 'true', RATE_LIMIT_PER_IP: '500', SHED_LOAD: 'false' });
    api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
    walkerContext = await browser.newContext({ ...PHONE, baseURL: server.baseUrl });
    contactContext = await browser.newContext({ ...PHONE, baseURL: server.baseUrl });
  });
  test.afterAll(async () => {
    await walkerContext?.close();
    await contactContext?.close();
    await api?.dispose();
    await server?.stop();
  });

  /** Moves the server's clock on to a New Zealand time of tomorrow, and lets what fell due happen. */
  async function moveClockTo(hour: number, minute: number) {
    const now = Date.parse(((await (await api.get('/dev/clock')).json()) as { now: string }).now);
    const minutes = Math.ceil((nzInstant(nzTomorrow(), hour, minute) - now) / 60_000);
    expect(minutes, 'the clock only moves forward').toBeGreaterThan(0);
    const moved = await api.post('/dev/clock', { data: { advance_minutes: minutes } });
    expect(moved.status()).toBe(200);
    // The phones' clocks move with the server's, as they would in real time (their sessions refresh by them).
    const serverNow = new Date(((await moved.json()) as { now: string }).now);
    await walkerContext.clock.setSystemTime(serverNow);
    await contactContext.clock.setSystemTime(serverNow);
  }

  test('publish, due back, overdue, back safely; and a trip closed early that nobody is ever emailed about', async () => {
    const walker: Walker = { email: `overdue-${Date.now()}@example.nz`, password: 'kea-ridgeline-tussock-42', firstName: 'Aroha', lastName: 'Ngata', phone: WALKER_PHONE };
    const contactEmail = `contact-${Date.now()}@example.nz`;
    const page = await walkerContext.newPage();
    await signUpAndSetUp(page, api, walker);

    // Trip A: the Kepler Track tomorrow, 8:00 to 8:30 am. DOC allows 3-4 days: the check says Danger.
    await page.goto('/tracks/kepler-track');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kepler Track');
    await addDayTrip(page, true, 1, { start: ['08', '00', 'AM'], end: ['08', '30', 'AM'] });
    await page.goto('/tracks/kepler-track/plan');
    await page.getByRole('textbox', { name: 'Custom trip name' }).fill('Kepler dawn');
    await openSection(page, /^Group members and emergency contact/);
    await page.getByRole('region', { name: 'Emergency contact', exact: true }).getByRole('button', { name: 'Add a new contact' }).click();
    await fillNewContact(page, 'Add a new emergency contact', { first: 'Mere', last: 'Tane', email: contactEmail, phone: '027 555 0199', relationship: 'Sister' });
    const walkerCheck = await cardRows(page);
    expect(walkerCheck.headline).toBe('Think again about this trip');

    // The publish question repeats the Danger in words, and says what the walker must do.
    await page.getByRole('button', { name: 'Publish plan' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'You are publishing this plan.' });
    await expect(confirm).toContainText('The trip check says: Think again about this trip. Danger · Walking time');
    await expect(confirm).toContainText(`tap "I'm back safely". If you have not by`);
    await expect(confirm).toContainText('we will email Mere Tane to say you are overdue.');
    await confirm.getByRole('button', { name: 'Publish plan' }).click();
    await expect(page).toHaveURL(/\/plan-complete$/);
    const planPath = (await page.getByRole('link', { name: 'View this upcoming trip' }).getAttribute('href')) ?? '';

    // The contact's email: the walker's full name and phone, when they will be emailed, the check worded for them.
    const [first] = await mailsTo(api, contactEmail, /emergency contact/, 1);
    const email = first as MailboxMessage;
    expect(email.subject).toMatch(/^You are Aroha Ngata's emergency contact: Kepler dawn/);
    expect(email.text).toContain(`Aroha Ngata (trip planner): ${WALKER_PHONE}`);
    expect(email.text).toMatch(/If Aroha Ngata has not told us they are back safely by .+, we will email you to say they are overdue\./);
    expect(email.text).toContain('Trip check: Think again about this trip');
    expect(email.text).not.toMatch(/\byour experience\b/);
    // The walker's own copy.
    await mailsTo(api, walker.email, /^Your copy of your trip plan: Kepler dawn/, 1);

    // The signed-out contact opens the plan: upcoming, with the walker's number, and the same check.
    const contact = await contactContext.newPage();
    await contact.goto(linkIn(email, planPath));
    const status = contact.getByLabel('Trip status');
    await expect(status).toContainText('Upcoming trip');
    await expect(contact.getByRole('region', { name: 'Trip details' }).getByRole('link', { name: WALKER_PHONE })).toHaveAttribute('href', 'tel:0215550142');
    const contactCheck = await cardRows(contact);

    // The PDF, from the contact's page.
    const downloading = contact.waitForEvent('download');
    await contact.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfText(await downloadedBytes(await downloading));
    expect(pdf).toContain(`Aroha Ngata (trip planner) · ${WALKER_PHONE}`);
    expect(pdf).toContain('Trip check: Think again about this trip');

    // One verdict, one set of reasons, on every surface.
    expect(contactCheck).toEqual(walkerCheck);
    expect(rowsIn(email.text)).toEqual(walkerCheck.rows);
    expect(rowsIn(pdf)).toEqual(walkerCheck.rows);

    // Trip B, the same morning to 9:00 am, published through the API: the walker will be out early.
    const token = (await (
      await api.post('/api/v1/auth/oauth', {
        form: { grant_type: 'password', client_id: 'planmywalk-web', client_secret: 'planmywalk-web-public', username: walker.email, password: walker.password },
      })
    ).json()) as { access_token: string };
    const kepler = (await (await api.get('/api/v1/tracks/kepler-track')).json()) as { id: number };
    const tomorrow = nzTomorrow();
    expect(Number(tomorrow.slice(8)), 'the day the calendar picked').toBe(nzDayFromToday(1).day);
    const early = await api.post('/api/v1/plan', {
      headers: { authorization: `Bearer ${token.access_token}` },
      data: {
        location: { id: kepler.id, type: 'Track' },
        is_published: true,
        date: { start: tomorrow, end: tomorrow, start_time: { hour: '08', minute: '00', meridiem: 'AM' }, end_time: { hour: '09', minute: '00', meridiem: 'AM' } },
        custom_trip_name: 'Kepler early',
        contacts: [],
        emergency_contact: { first_name: 'Mere', last_name: 'Tane', email: contactEmail, phone: '027 555 0199' },
        daily_plans: [],
        note: '',
        attachments: [],
      },
    });
    expect(early.status(), await early.text()).toBe(201);
    const earlyId = ((await early.json()) as { id: string }).id;

    // 8:10 am: both trips under way. The walker is out early from trip B and checks in: it is closed.
    await moveClockTo(8, 10);
    await page.goto(`/plan/${earlyId}`);
    await expect(page.getByLabel('Trip status')).toContainText('Under way');
    const earlyPanel = page.getByRole('region', { name: 'Check in' });
    await expect(earlyPanel).toContainText('Out already? Tell us you are back safely and your trip is closed: Mere Tane will not be emailed.');
    await earlyPanel.getByRole('button', { name: "I'm back safely" }).click();
    await expect(earlyPanel.getByRole('status')).toContainText('We will not alert your emergency contact.');
    await expect(page.getByLabel('Trip status')).toContainText('Back safely');

    // 8:35 am: trip A is due back. The contact reads it; the walker's My Walks files it under Currently completing.
    await moveClockTo(8, 35);
    await contact.reload();
    await expect(status).toContainText('Due back');
    await expect(status).toContainText('Aroha Ngata has not told us they are back yet.');
    await expect(contact.getByRole('link', { name: 'Call Aroha Ngata' })).toHaveAttribute('href', 'tel:0215550142');
    await mailsTo(api, walker.email, /^Are you back safely\? Kepler dawn/, 1);
    await page.goto('/account/my-walks');
    const completing = page.getByRole('region', { name: 'Currently completing' });
    await expect(completing.getByRole('listitem').filter({ hasText: 'Kepler dawn' })).toContainText('Due back');

    // 9:31 am, past the hour's grace: overdue. The contact is emailed once, and their page leads with it.
    await moveClockTo(9, 31);
    const [overdue] = await mailsTo(api, contactEmail, /^Overdue: Aroha Ngata has not checked in from Kepler dawn$/, 1);
    expect((overdue as MailboxMessage).text).toContain(`Aroha Ngata: ${WALKER_PHONE}`);
    await contact.reload();
    await expect(status).toContainText('Overdue');
    await expect(status).toContainText(/We emailed Mere Tane at .+ to say Aroha Ngata is overdue\./);
    await expect(contact.getByRole('link', { name: 'Call Aroha Ngata' })).toBeVisible();
    await expect(contact.getByText('Completed trip')).toHaveCount(0);
    await page.reload();
    await expect(completing.getByRole('listitem').filter({ hasText: 'Kepler dawn' })).toContainText('Overdue');

    // The walker checks in from the plan: back safely, and the contact gets the all-clear.
    await page.goto(planPath);
    await expect(page.getByLabel('Trip status')).toContainText('Overdue');
    const panel = page.getByRole('region', { name: 'Check in' });
    await expect(panel).toContainText('Tap "I\'m back safely" and we will tell them at once.');
    await panel.getByRole('button', { name: "I'm back safely" }).click();
    await expect(panel.getByRole('status')).toContainText('We have told your emergency contact you are back safely.');
    await mailsTo(api, contactEmail, /^Aroha Ngata is back safely$/, 1);
    await contact.reload();
    await expect(status).toContainText('Aroha Ngata is back safely');

    // Trip B was closed before its end: past its grace too, nobody was ever told it was overdue.
    await moveClockTo(10, 30);
    const told = (await (await api.get(`/dev/mailbox?to=${encodeURIComponent(contactEmail)}`)).json()) as MailboxMessage[];
    expect(told.filter((mail) => mail.subject.includes('Kepler early') && /Overdue/.test(mail.subject))).toEqual([]);
    expect(told.filter((mail) => /^Overdue/.test(mail.subject))).toHaveLength(1);
  });
});
