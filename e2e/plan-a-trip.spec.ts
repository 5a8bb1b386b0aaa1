import { expect, test, type Page } from '@playwright/test';
import { linkIn, mailsTo, signUpAndSetUp, type MailboxMessage, type Walker } from './support/accounts.ts';
import { axeViolations } from './support/axe.ts';
import { addTripDates, downloadedBytes, fillNewContact, openSection, samplePdf } from './support/plan.ts';
import { pdfText } from './support/pdfText.ts';

const PASSWORD = 'kea-ridgeline-tussock-42';
/** A plan's share link: /plan/{uuid}. */
const PLAN_PATH = /^\/plan\/[0-9a-f-]{36}$/;

function walker(kind: string, project: string, firstName: string, lastName: string): Walker {
  return { email: `${kind}-${project}-${Date.now()}@example.nz`, password: PASSWORD, firstName, lastName };
}

async function findKepler(page: Page) {
  const box = page.getByRole('combobox', { name: /search/i });
  await box.click();
  await box.fill('kepler');
  await page.getByRole('listbox').getByRole('option', { name: /Kepler Track/ }).first().click();
  await expect(page).toHaveURL(/\/tracks\/kepler-track$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kepler Track');
}

test.describe('planning a trip', () => {
  test('a new walker plans the Kepler Track, publishes it to a group member and an emergency contact, and everyone can read it', async ({
    page,
    browser,
    request,
    isMobile,
  }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const owner = walker('planner', project, 'Aroha', 'Ngata');
    const member = walker('member', project, 'Hemi', 'Parata');
    const emergencyEmail = `emergency-${project}-${Date.now()}@example.nz`;
    const tripName = `Kepler ${project} ${Date.now() % 100000}`;

    // The group member already has an account, in a browser of their own.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signUpAndSetUp(memberPage, request, member);

    // A new walker signs up and finds the Kepler Track.
    await signUpAndSetUp(page, request, owner);
    await findKepler(page);

    // Trip dates and times from the track selector (a popover on desktop, /select-date on a phone).
    await addTripDates(page, isMobile, { start: ['08', '00', 'AM'], end: ['04', '00', 'PM'] });
    await expect(page).toHaveURL(/\/tracks\/kepler-track$/);
    await expect(page.getByRole('button', { name: /Trip dates: 10 \w+ 8:00 am - 11 \w+ 4:00 pm/ }).or(
      page.getByRole('link', { name: /Trip dates: 10 \w+ 8:00 am - 11 \w+ 4:00 pm/ }),
    )).toBeVisible();

    // The plan.
    await page.getByRole('navigation', { name: 'Location menu' }).getByRole('link', { name: 'Plan', exact: true }).click();
    await expect(page).toHaveURL(/\/tracks\/kepler-track\/plan$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your trip plan');
    // The place's tabs stay on its plan, the Plan tab left out, and one leads to the map (issue 34).
    const placeTabs = page.getByRole('navigation', { name: 'Location menu' });
    await expect(placeTabs.getByRole('link', { name: 'Map', exact: true })).toHaveAttribute('href', '/tracks/kepler-track/map');
    await expect(placeTabs.getByRole('link', { name: 'Track', exact: true })).toHaveAttribute('href', '/tracks/kepler-track');
    await expect(placeTabs.getByRole('link', { name: 'Plan', exact: true })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Custom trip name' }).fill(tripName);

    await openSection(page, /^Group members and emergency contact/);
    await page.getByRole('region', { name: 'Group members', exact: true }).getByRole('button', { name: 'Add a new contact' }).click();
    await fillNewContact(page, 'Add a new group member', {
      first: member.firstName,
      last: member.lastName,
      email: member.email,
      phone: '027 555 0101',
      relationship: 'Tramping club',
    });
    await expect(page.getByRole('region', { name: 'Group members', exact: true }).getByRole('heading', { name: 'Hemi Parata' })).toBeVisible();
    await page.getByRole('region', { name: 'Emergency contact', exact: true }).getByRole('button', { name: 'Add a new contact' }).click();
    await fillNewContact(page, 'Add a new emergency contact', {
      first: 'Mere',
      last: 'Tane',
      email: emergencyEmail,
      phone: '021 555 0199',
      relationship: 'Sister',
    });
    await expect(page.getByRole('region', { name: 'Emergency contact', exact: true }).getByRole('heading', { name: 'Mere Tane' })).toBeVisible();

    await openSection(page, /^Daily plan/);
    const days = [
      ['Day 1', 'Te Anau control gates', 'Luxmore Hut', 'Climb through beech forest to the bushline.'],
      ['Day 2', 'Luxmore Hut', 'Rainbow Reach', 'Ridge to Iris Burn, out along the Waiau River.'],
    ] as const;
    for (const [day, start, end, notes] of days) {
      const form = page.getByRole('form', { name: new RegExp(`^${day} - `) });
      await form.getByRole('textbox', { name: 'Start location' }).fill(start);
      await form.getByRole('textbox', { name: 'End location' }).fill(end);
      await form.getByRole('textbox', { name: 'Notes' }).fill(notes);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    }

    // A multi-day trip has trip notes too (issue 34: only a day trip had them, and the plan read 'No trip notes').
    const tripNote = 'If the tops are closed in we stay a second night at Luxmore Hut.';
    await openSection(page, /^Trip notes/);
    await page.getByRole('textbox', { name: 'Notes for your group and emergency contact' }).fill(tripNote);

    await openSection(page, /^Attach documents/);
    await page.locator('input[type=file][name=documents]').setInputFiles({
      name: 'kepler-route.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('Kepler route card'),
    });
    await expect(page.getByRole('list', { name: 'Documents' }).getByText('kepler-route.pdf')).toBeVisible();

    expect(await axeViolations(page)).toEqual([]);

    // Publish, confirming.
    await page.getByRole('button', { name: 'Publish plan' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'You are publishing this plan.' });
    await confirm.getByRole('button', { name: 'Publish plan' }).click();
    await expect(page).toHaveURL(/\/plan-complete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Congratulations, you've shared your plan with everyone in your group and your emergency contact",
    );

    // Each recipient has one email with the plan's link in the development mailbox.
    const planPath = (await page.getByRole('link', { name: 'View this upcoming trip' }).getAttribute('href')) ?? '';
    expect(planPath).toMatch(PLAN_PATH);
    for (const recipient of [member.email, emergencyEmail]) {
      const mails = await mailsTo(request, recipient, (message) => message.text.includes(planPath), 1);
      expect(mails, `the plan's emails to ${recipient}`).toHaveLength(1);
      expect(linkIn(mails[0] as MailboxMessage, planPath)).toBe(planPath);
    }

    // The emergency contact's email offers the trip for their calendar: when to expect word (read in full by ical.js in the API's tests).
    const [contactMail] = await mailsTo(request, emergencyEmail, (message) => message.text.includes(planPath), 1);
    const calendar = await request.get(linkIn(contactMail as MailboxMessage, '/calendar?reader=contact'));
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const unfolded = (await calendar.text()).replace(/\r\n /g, '');
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(unfolded).toMatch(/\r\nSUMMARY:Expect to hear from Aroha Ngata by \w+ 11 \w+ \d{4}\\, 4:00 pm\r\n/);
    expect(unfolded).toMatch(/\r\nDTSTART;TZID=Pacific\/Auckland:\d{6}11T160000\r\n/);

    // A link preview (the HTML a messaging app fetches) names the place and nobody's details.
    const preview = await request.get(planPath);
    expect(preview.headers()['cache-control']).toBe('private, no-store');
    const previewHtml = await preview.text();
    expect(previewHtml).toContain('<title>A trip plan shared with you · Kepler Track</title>');
    for (const personal of [tripName, 'Mere Tane', '027 555 0101', '021 555 0199', emergencyEmail, member.email]) {
      expect(previewHtml, personal).not.toContain(personal);
    }

    // A guest with the link reads the plan, without edit controls or an invitation.
    const guestContext = await browser.newContext();
    const guestPage = await guestContext.newPage();
    await guestPage.goto(planPath);
    await expect(guestPage.getByRole('heading', { name: tripName })).toBeVisible();
    await expect(guestPage.getByText('Luxmore Hut').first()).toBeVisible();
    await expect(guestPage.getByText(tripNote)).toBeVisible();
    await expect(guestPage.getByText('No trip notes')).toHaveCount(0);
    // The attached document opens for the link holder too.
    const documentDownload = guestPage.waitForEvent('download');
    await guestPage.getByRole('region', { name: 'Documents' }).getByRole('button', { name: /kepler-route\.pdf/ }).click();
    const document = await documentDownload;
    expect(document.suggestedFilename()).toBe('kepler-route.pdf');
    expect(await pdfText(await downloadedBytes(document))).toContain('Kepler route card');
    // The link holder's 'Add to calendar' is the contact's: when to expect word.
    const calendarDownload = guestPage.waitForEvent('download');
    await guestPage.getByRole('button', { name: 'Add to calendar' }).click();
    expect((await calendarDownload).suggestedFilename()).toBe(`Expect to hear - ${tripName}.ics`);
    await expect(guestPage.getByRole('button', { name: /Edit|Accept|Remove/ })).toHaveCount(0);
    await expect(guestPage.getByRole('link', { name: 'View alerts' })).toHaveAttribute('href', `${planPath}/alerts`);
    expect(await axeViolations(guestPage)).toEqual([]);
    await guestContext.close();

    // The group member is invited, accepts, and finds the trip in My Walks.
    await memberPage.goto(planPath);
    const invitation = memberPage.getByRole('region', { name: "You've been added to this trip plan" });
    await expect(invitation).toBeVisible();
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(memberPage.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await memberPage.goto('/account/my-walks');
    await expect(memberPage.getByRole('heading', { name: tripName })).toBeVisible();
    await memberContext.close();

    // The owner's My Walks lists it under Upcoming trips.
    await page.getByRole('link', { name: 'My Walks' }).click();
    await expect(page).toHaveURL(/\/account\/my-walks$/);
    const upcoming = page.getByRole('region', { name: 'Upcoming trips' });
    await expect(upcoming.getByRole('heading', { name: tripName })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The PDF downloads, is a PDF, and has the trip's name in it.
    await page.goto(planPath);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Trip Plan - ${tripName}.pdf`);
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(bytes)).toContain(tripName);
  });

  test('a walker leaving an unsaved plan is asked first, and a logout starts afresh', async ({ page, request }, testInfo) => {
    await signUpAndSetUp(page, request, walker('leaver', testInfo.project.name, 'Tama', 'Rewi'));

    // Leaving the editor with changes: 'Save draft plan' saves it as a draft.
    await page.goto('/tracks/kepler-track/plan');
    await page.getByRole('textbox', { name: 'Custom trip name' }).fill('Kepler some day');
    await page.getByRole('link', { name: 'Back to search' }).click();
    const unsaved = page.getByRole('alertdialog', { name: 'You have not saved your Plan.' });
    await expect(unsaved).toContainText('If you navigate away from this page without saving all changes will be lost.');
    // The safe choice has the focus (its autoFocus, applied by React at mount), so Enter
    // keeps the work.
    await expect(unsaved.getByRole('button', { name: 'Save draft plan' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/plan-complete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your trip has now been saved as a draft.');
    await page.getByRole('button', { name: 'Start planning a new trip' }).click();
    await expect(page).toHaveURL(/\/tracks$/);
    await expect(unsaved).toBeHidden();

    // Changes made on a place's page: the tracks screen asks, and 'Continue without saving' drops them.
    await page.goto('/tracks/routeburn-track/plan');
    await page.getByRole('textbox', { name: 'Custom trip name' }).fill('Routeburn maybe');
    await page.goto('/tracks');
    await unsaved.getByRole('button', { name: 'Continue without saving' }).click();
    await expect(unsaved).toBeHidden();
    await page.goto('/tracks/routeburn-track/plan');
    await expect(page.getByRole('textbox', { name: 'Custom trip name' })).toHaveValue('');

    // A logout resets the plan.
    await page.getByRole('textbox', { name: 'Custom trip name' }).fill('Routeburn next year');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/plan');
    await expect(page.getByText('Please choose a track, hut or campsite for your trip')).toBeVisible();
  });

  test('a guest’s draft survives a reload and asks them to log in to save it', async ({ page, isMobile }) => {
    await page.goto('/tracks/kepler-track');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kepler Track');
    await addTripDates(page, isMobile, { start: ['07', '30', 'AM'], end: ['05', '00', 'PM'] });
    await page.getByRole('navigation', { name: 'Location menu' }).getByRole('link', { name: 'Plan', exact: true }).click();
    await page.getByRole('textbox', { name: 'Custom trip name' }).fill('Guest on the Kepler');
    await openSection(page, /^Daily plan/);
    const firstDay = page.getByRole('form', { name: /^Day 1 - / });
    await firstDay.getByRole('textbox', { name: 'Start location' }).fill('Brod Bay');
    await firstDay.getByRole('button', { name: 'Save' }).click();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Custom trip name' })).toHaveValue('Guest on the Kepler');
    await openSection(page, /^Daily plan/);
    await expect(page.getByRole('form', { name: /^Day 1 - / }).getByRole('textbox', { name: 'Start location' })).toHaveValue('Brod Bay');

    // No save for a guest: the editor asks them to log in or create an account.
    await expect(page.getByRole('button', { name: 'Save draft plan' })).toHaveCount(0);
    await expect(page.getByText('To save or share your plan, you must log in or create an account')).toBeVisible();
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the dates page opened before the place has become the plan’s goes back to the place, not to tracks', async ({ page, baseURL, isMobile }) => {
    // The place's page makes the place the plan's once its plan code has loaded, after the
    // page is drawn (ADR 051): held here, the race that once sent a walker to /tracks is
    // there every time.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/placePlan-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/tracks/kepler-track', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kepler Track');

    // The browser opens /select-date from the place's page (a reload of it keeps that referrer).
    await page.goto('/select-date', { referer: `${baseURL}/tracks/kepler-track`, waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(/\/tracks\/kepler-track$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kepler Track');

    // With the plan code in, the dates are set there as ever.
    release();
    await addTripDates(page, isMobile, { start: ['09', '00', 'AM'], end: ['03', '00', 'PM'] });
    await expect(page).toHaveURL(/\/tracks\/kepler-track$/);
    await expect(
      page.getByRole('button', { name: /Trip dates: 10 \w+ 9:00 am - 11 \w+ 3:00 pm/ }).or(page.getByRole('link', { name: /Trip dates: 10 \w+ 9:00 am - 11 \w+ 3:00 pm/ })),
    ).toBeVisible();

    // With no place at all and no page to go back to, tracks is where a place is found.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/select-date');
    await expect(page).toHaveURL(/\/tracks$/);
  });
});
