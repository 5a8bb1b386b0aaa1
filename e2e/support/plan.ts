import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** The bytes of a file the browser downloaded. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A small, valid one-page PDF, built here so the journey needs no fixture file: the
 * server checks an upload's bytes, not its name.
 */
export function samplePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 160 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The trip's dates: the 10th to the 11th of next month (always in the future, always two days). */
export async function addTripDates(page: Page, isMobile: boolean, times: { start: [string, string, string]; end: [string, string, string] }) {
  if (isMobile) {
    await page.getByRole('link', { name: 'Add trip dates' }).click();
    await expect(page).toHaveURL(/\/select-date$/);
  } else {
    await page.getByRole('button', { name: 'Add trip dates' }).click();
  }
  const picker = page.getByRole('region', { name: 'Trip dates' });
  await picker.getByRole('button', { name: /next month/i }).click();
  await picker.getByRole('button', { name: /, 10 / }).click();
  await picker.getByRole('button', { name: /, 11 / }).click();
  await setTime(picker, 'Start time', times.start);
  await setTime(picker, 'End time', times.end);
  await picker.getByRole('button', { name: 'Save date and time' }).click();
  await expect(picker).toBeHidden();
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Today in New Zealand plus `days`, as the calendar names it: { day: 27, month: 'November', monthsAhead }. */
export function nzDayFromToday(days: number): { day: number; month: string; monthsAhead: number } {
  const nzToday = new Date(new Date().toLocaleString('en-US', { timeZone: 'Pacific/Auckland' }));
  const target = new Date(nzToday.getFullYear(), nzToday.getMonth(), nzToday.getDate() + days);
  const monthsAhead = (target.getFullYear() - nzToday.getFullYear()) * 12 + target.getMonth() - nzToday.getMonth();
  return { day: target.getDate(), month: MONTHS[target.getMonth()]!, monthsAhead };
}

/** A day trip `daysAhead` days from today (New Zealand), with its times. */
export async function addDayTrip(page: Page, isMobile: boolean, daysAhead: number, times: { start: [string, string, string]; end: [string, string, string] }) {
  if (isMobile) {
    await page.getByRole('link', { name: 'Add trip dates' }).click();
    await expect(page).toHaveURL(/\/select-date$/);
  } else {
    await page.getByRole('button', { name: 'Add trip dates' }).click();
  }
  const picker = page.getByRole('region', { name: 'Trip dates' });
  const { day, month, monthsAhead } = nzDayFromToday(daysAhead);
  for (let i = 0; i < monthsAhead; i += 1) await picker.getByRole('button', { name: /next month/i }).click();
  // For a day trip, the date is selected twice (spec part 2 §2).
  const button = picker.getByRole('button', { name: new RegExp(`, ${day} ${month} `) });
  await button.click();
  await button.click();
  await setTime(picker, 'Start time', times.start);
  await setTime(picker, 'End time', times.end);
  await picker.getByRole('button', { name: 'Save date and time' }).click();
  await expect(picker).toBeHidden();
}

async function setTime(picker: Locator, legend: string, [hour, minute, meridiem]: [string, string, string]) {
  await picker.getByRole('combobox', { name: `${legend}, hour` }).selectOption(hour);
  await picker.getByRole('combobox', { name: `${legend}, minute` }).selectOption(minute);
  await picker.getByRole('combobox', { name: `${legend}, AM or PM` }).selectOption(meridiem);
}

/** Opens a section of the plan editor's accordion (a no-op when it is open). */
export async function openSection(page: Page, name: RegExp) {
  const trigger = page.getByRole('button', { name });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

export interface NewContact {
  first: string;
  last: string;
  email: string;
  phone: string;
  relationship: string;
}

/** Writes a new contact in the form the button opened: inline from 768 px, a dialog below. */
export async function fillNewContact(page: Page, title: string, contact: NewContact) {
  const form = page.getByRole('region', { name: title }).or(page.getByRole('dialog', { name: title }));
  await form.getByRole('textbox', { name: 'First name' }).fill(contact.first);
  await form.getByRole('textbox', { name: 'Last name' }).fill(contact.last);
  await form.getByRole('textbox', { name: /^Email/ }).fill(contact.email);
  await form.getByRole('textbox', { name: /^Phone/ }).fill(contact.phone);
  await form.getByRole('textbox', { name: /^Relationship/ }).fill(contact.relationship);
  await form.getByRole('button', { name: 'Save contact' }).click();
  await expect(form).toBeHidden();
}
