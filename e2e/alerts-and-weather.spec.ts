import { expect, test, type APIRequestContext } from '@playwright/test';
import { latestMail } from './support/accounts.ts';
import { addDayTrip } from './support/plan.ts';

/**
 * A new walker checks the Kepler Track before going, with FEEDS=sample (the fixtures,
 * moved to today): the alerts badge, the warnings grouped red, orange, yellow, the
 * avalanche advisory with its bands, the forecast with part-day icons and the
 * freezing-level help, and, once the trip's dates are chosen, only the alerts of those
 * dates. Everything is labelled 'Sample data'.
 */
test.describe('alerts and weather', () => {
  test('a walker checks the Kepler Track’s alerts and weather, then picks a day', async ({ page, isMobile }) => {
    await page.goto('/tracks/kepler-track');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kepler Track');
    const menu = page.getByRole('navigation', { name: 'Location menu' });
    // Three warnings and one avalanche advisory apply now, and DOC's four notices for the track.
    await expect(menu.getByRole('link', { name: 'Alerts (8 alerts)' })).toBeVisible();

    await test.step('the alerts page', async () => {
      await menu.getByRole('link', { name: /Alerts/ }).click();
      await expect(page).toHaveURL(/\/tracks\/kepler-track\/alerts$/);
      await expect(page.getByRole('heading', { name: 'Kepler Track - Track Alerts & Weather Warnings' })).toBeVisible();
      const groups = page.getByRole('region', { name: /warnings$/ }).filter({ has: page.getByRole('heading') });
      await expect(page.getByRole('region', { name: 'Red warnings' })).toContainText('Heavy Rain Warning');
      await expect(page.getByRole('region', { name: 'Orange warnings' })).toContainText('Strong Wind Warning');
      await expect(page.getByRole('region', { name: 'Yellow watches and warnings' })).toContainText('Heavy Snow Watch');
      await expect(groups.first()).toBeVisible();
      // The cancelled warning and Canterbury's are not Kepler's.
      await expect(page.getByText('Heavy Snow Warning')).toHaveCount(0);
      await page.getByRole('button', { name: /Heavy Rain Warning/ }).click();
      await expect(page.getByText(/Do not attempt to cross flooded streams or rivers/)).toBeVisible();

      const advisory = page.getByRole('article', { name: 'Avalanche advisory: Fiordland' });
      await expect(advisory.getByText('Considerable').first()).toBeVisible();
      const bands = advisory.getByRole('list', { name: 'Elevation bands' }).getByRole('listitem');
      await expect(bands).toHaveCount(3);
      await expect(bands.nth(0)).toContainText('High Alpine');
      await expect(bands.nth(1)).toContainText('1,200 to 1,800 m');
      await expect(bands.nth(2)).toContainText('Sub Alpine');

      await expect(page.getByRole('region', { name: 'Department of Conservation alerts' })).toContainText('Gas cookers not provided in winter');
      expect(await page.getByText('Sample data').count()).toBeGreaterThanOrEqual(6);
    });

    await test.step('the weather page', async () => {
      await menu.getByRole('link', { name: 'Weather' }).click();
      await expect(page).toHaveURL(/\/tracks\/kepler-track\/weather$/);
      await expect(page.getByRole('heading', { name: 'Kepler Track - Weather Forecast for Your Walk or Hike' })).toBeVisible();
      // The track climbs to 1,400 m: an alpine forecast, its first day open.
      await expect(page.getByText('Alpine forecast for 1,400 m, the track’s highest point.')).toBeVisible();
      const day = page.getByRole('article').first();
      await expect(day.getByRole('list', { name: 'Through the day' }).getByRole('listitem')).toHaveText([/^Overnight/, /^Morning/, /^Afternoon/, /^Evening/]);
      await expect(day.getByText('Sunrise')).toBeVisible();
      await expect(day.getByText('Sample data')).toBeVisible();
      await day.getByRole('button', { name: 'What is the freezing level?' }).click();
      const help = page.getByRole('dialog', { name: 'Freezing level' });
      await expect(help).toContainText('the altitude where the temperature of the free air is 0 °C');
      await help.getByRole('button', { name: 'Close' }).last().click();
      await expect(help).toBeHidden();
      await expect(page.getByRole('link', { name: 'Open-Meteo' })).toHaveAttribute('href', 'https://open-meteo.com/');
    });

    await test.step('with a day chosen, only the alerts of that day remain', async () => {
      await page.goto('/tracks/kepler-track');
      // In three days the rain and the wind are over and the advisory has run out; the snow watch goes on,
      // and DOC's notices stay (they have no dates: issue 28 found them dropped once dates were set).
      await addDayTrip(page, isMobile, 3, { start: ['08', '00', 'AM'], end: ['04', '00', 'PM'] });
      await expect(page).toHaveURL(/\/tracks\/kepler-track$/);
      await expect(menu.getByRole('link', { name: 'Alerts (5 alerts)' })).toBeVisible();
      await menu.getByRole('link', { name: /Alerts/ }).click();
      await expect(page.getByRole('region', { name: 'Yellow watches and warnings' })).toContainText('Heavy Snow Watch');
      await expect(page.getByRole('region', { name: 'Red warnings' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Orange warnings' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Avalanche advisories' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Department of Conservation alerts' })).toContainText('Gas cookers not provided in winter');
    });

    await test.step("/weather shows the working plan's place's forecast", async () => {
      await page.goto('/weather');
      await expect(page.getByRole('heading', { level: 1, name: 'Kepler Track - Weather Forecast for Your Walk or Hike' })).toBeVisible();
      await expect(page.getByText('Alpine forecast for 1,400 m, the track’s highest point.')).toBeVisible();
    });

    await test.step('the plan shows the trip check with its reasons', async () => {
      await page.goto('/tracks/kepler-track/plan');
      const check = page.getByRole('region', { name: 'Trip check' });
      // The snow watch and the forecast's hazards call for care; a day is too short for a 3–4 day track.
      await expect(check.getByRole('heading', { name: 'Think again about this trip' })).toBeVisible();
      await expect(check.getByText('Sample alerts and weather')).toBeVisible();
      const reasons = check.getByRole('listitem');
      await expect(reasons.first()).toContainText('Walking time');
      await expect(reasons.first()).toContainText('DOC allows 3-4 days; your plan has 1 day.');
      await expect(check.getByText(/Yellow: Heavy Snow Watch during your trip/)).toBeVisible();
      await expect(check.getByRole('link', { name: 'See the alerts' }).first()).toHaveAttribute('href', '/tracks/kepler-track/alerts');
    });
  });

  test('the alerts and weather pages without a location ask for one', async ({ page }) => {
    await page.goto('/alerts');
    await expect(page.getByRole('heading', { name: "You haven't selected a location" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Select a location' })).toHaveAttribute('href', '/tracks');
    // Issue 34: /weather showed its heading alone.
    await page.goto('/weather');
    await expect(page.getByRole('heading', { name: "You haven't selected a location" })).toBeVisible();
    await expect(page.getByText('Choose a track, hut or campsite to see its weather forecast.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Select a location' })).toHaveAttribute('href', '/tracks');
  });

  test('the emergency contact of a plan on a custom track reads the alerts, forecast and trip check of its line', async ({ page, request }, testInfo) => {
    // Set up through the API: the custom-track journey draws one; this is about who reads it.
    const token = await activatedWalker(request, `ct-plan-${testInfo.project.name}-${Date.now()}@example.nz`);
    const auth = { authorization: `Bearer ${token}` };
    const kepler = (await (await request.get('/api/v1/tracks/kepler-track')).json()) as { geojson: { geometry: { type: string; coordinates: unknown } } };
    const { geometry } = kepler.geojson;
    const line = (geometry.type === 'LineString' ? geometry.coordinates : (geometry.coordinates as unknown[])[0]) as [number, number][];
    const markers = Array.from({ length: 16 }, (_, i) => {
      const [lng, lat] = line[Math.round((i * (line.length - 1)) / 15)]!;
      return { lng, lat, type: 'marker', snap: false, snapRoute: null, length: 0 };
    });
    const track = await request.post('/api/v1/custom-track', { headers: auth, data: { title: 'Kepler, my way', description: '', markers } });
    expect(track.status(), await track.text()).toBe(201);
    const trackId = ((await track.json()) as { id: number }).id;
    // In three days (New Zealand's), when the sample's snow watch still applies.
    const day = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Pacific/Auckland' });
    const contact = { first_name: 'Hemi', last_name: 'Walker', email: `hemi-${Date.now()}@example.org`, phone: '027 555 0199', relationship: 'Brother' };
    const plan = await request.post('/api/v1/plan', {
      headers: auth,
      data: {
        location: { id: trackId, type: 'Custom Track' },
        is_published: true,
        date: { start: day, end: day, start_time: { hour: '08', minute: '00', meridiem: 'AM' }, end_time: { hour: '04', minute: '00', meridiem: 'PM' } },
        custom_trip_name: null,
        contacts: [],
        emergency_contact: contact,
        daily_plans: [],
        note: '',
        attachments: [],
      },
    });
    expect(plan.status(), await plan.text()).toBe(201);
    const planId = ((await plan.json()) as { id: string }).id;

    // The emergency contact follows the emailed link, signed out.
    await page.goto(`/plan/${planId}`);
    const check = page.getByRole('region', { name: 'Trip check' });
    // Worded for the reader, not the walker (ADR 058).
    await expect(check.getByText('Yellow: Heavy Snow Watch during the trip.')).toBeVisible();
    await check.getByRole('link', { name: 'See the alerts' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/plan/${planId}/alerts$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alerts for Kepler, my way');
    await expect(page.getByRole('region', { name: 'Yellow watches and warnings' })).toContainText('Heavy Snow Watch');
    await expect(page.getByRole('region', { name: 'Department of Conservation alerts' })).toContainText('Gas cookers not provided in winter');
    await page.getByRole('link', { name: 'View the weather forecast' }).click();
    await expect(page).toHaveURL(new RegExp(`/plan/${planId}/weather$`));
    await expect(page.getByRole('article').first().getByText('Sunrise')).toBeVisible();
  });
});

/** A registered, activated walker with a profile (publishing needs their phone: ADR 057), their access token, through the API. */
async function activatedWalker(request: APIRequestContext, email: string): Promise<string> {
  const password = 'kea-tussock-ridge-2031';
  const registered = await request.post('/api/v1/user', { data: { email, password, agreed_to_terms: true } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const code = (await latestMail(request, email, /activation code/)).subject.match(/([A-Z0-9]{6})$/)?.[1] ?? '';
  const activated = await request.post('/api/v1/activate', { data: { code } });
  expect(activated.ok(), await activated.text()).toBe(true);
  const token = await request.post('/api/v1/auth/oauth', {
    multipart: { grant_type: 'password', client_id: 'planmywalk-web', client_secret: 'planmywalk-web-public', scope: '', username: email, password },
  });
  expect(token.ok(), await token.text()).toBe(true);
  const accessToken = ((await token.json()) as { access_token: string }).access_token;
  const profile = { firstname: 'Aroha', lastname: 'Ngata', gender: 'Female', level: 'Intermediate', phone: '021 555 0166' };
  const saved = await request.put('/api/v1/user', { data: profile, headers: { authorization: `Bearer ${accessToken}` } });
  expect(saved.status(), await saved.text()).toBe(200);
  return accessToken;
}
