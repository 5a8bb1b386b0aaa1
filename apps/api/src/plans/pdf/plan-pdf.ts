/**
 * The trip plan as a PDF (GET plan/{id}/download), built with pdfkit on A4: the trip's
 * name, place, dates and times, the group and the emergency contact, what to do if the
 * party is overdue, the daily plan, notes, documents, the gear list with its ticks, and
 * the route drawn from the track's line. Every page ends with the plan's link and when
 * it was printed.
 *
 * It is made from the plan as presented to the viewer, so it shows exactly what they may
 * see (contact emails only to the owner) and nothing else: no tokens, no ids but the
 * plan's own link. The font is Inter (SIL OFL), embedded, because pdfkit's built-in
 * fonts cannot write Māori place names' macrons (Tāwhai, Ōhakune).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { TRIP_CHECK_LEVEL_WORDS, dayOfTrip, longDate, nzDateTime, tripDays, tripStatusWords, tripWhen, type Plan, type PlanContact, type TripCheck } from '@planmywalk/contracts';
import type { LineGeometry } from '../../lib/geo.ts';
import { drawRouteMap } from './route-map.ts';

const require = createRequire(import.meta.url);
/** Read once per process: each PDF embeds the subset of glyphs it uses. */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
const fontFiles = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
  });

const INK = '#1f2a2e';
const MUTED = '#5b676b';
const ACCENT = '#1d6b50';
const MARGIN = 50;

export interface PlanPdfInput {
  plan: Plan;
  /** The track's line, when the place has one. */
  line: LineGeometry | null;
  /** The place's page on the DOC website, when it has one. */
  infoLink: string | null;
  /** The share link, `${PUBLIC_URL}/plan/{id}`. */
  link: string;
  printedAt: Date;
  /** The trip check as anyone but the walker reads it (ADR 058); null for a trip that is past, or when it could not be made. */
  tripCheck: TripCheck | null;
}

/** 'Trip Plan - {name}.pdf', the spec's file name. */
export const planPdfFilename = (plan: Pick<Plan, 'title'>) => `Trip Plan - ${plan.title}.pdf`;

const personLine = (person: PlanContact) =>
  [person.fullname, person.relationship, person.phone, person.email].filter((part): part is string => Boolean(part?.trim())).join(' · ');

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function renderPlanPdf(input: PlanPdfInput): Promise<Buffer> {
  const { plan } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: planPdfFilename(plan).replace(/\.pdf$/, ''), Author: 'Plan My Walk', Creator: 'Plan My Walk', Producer: 'Plan My Walk', CreationDate: input.printedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fontFiles().regular);
  doc.registerFont('bold', fontFiles().bold);
  const width = doc.page.width - 2 * MARGIN;

  const heading = (text: string) => {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown(0.8).font('bold').fontSize(13).fillColor(ACCENT).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.2);
  };
  const body = (text: string, options: PDFKit.Mixins.TextOptions = {}) => doc.font('regular').fontSize(10.5).fillColor(INK).text(text, { width, ...options });
  const labelled = (label: string, value: string) => {
    doc.font('bold').fontSize(10.5).fillColor(INK).text(`${label}: `, { continued: true, width });
    doc.font('regular').text(value, { width });
  };

  // Title block.
  doc.font('regular').fontSize(10).fillColor(MUTED).text('TRIP PLAN', MARGIN, MARGIN, { width, characterSpacing: 1.5 });
  doc.font('bold').fontSize(22).fillColor(INK).text(plan.title, { width });
  const place = plan.location;
  const where = [place.locations[0]?.title, place.regions.map((r) => r.title).join(', ')].filter(Boolean).join(', ');
  body(`${place.title} (${place.singular_name}${place.is_closed ? ', CLOSED' : ''})${where ? ` · ${where}` : ''}`, { lineGap: 2 });
  if (input.infoLink) doc.font('regular').fontSize(9).fillColor(ACCENT).text(input.infoLink, { width, link: input.infoLink });
  // Where the trip is at when printed, in the words every surface uses (ADR 057), for whoever holds the paper.
  const status = tripStatusWords({
    status: plan.status,
    date: plan.date,
    reader: { kind: 'others', walker: plan.walker.fullname, phone: plan.walker.phone },
    contactName: plan.emergency_contact?.fullname ?? null,
  });
  doc.moveDown(0.3).font('bold').fontSize(10.5).fillColor(status.tone === 'danger' ? '#b42318' : INK).text(`${status.label}: ${status.headline}`, { width });
  for (const detail of status.details) body(detail);

  heading('When');
  if (plan.date) {
    const when = tripWhen(plan.date);
    labelled('Starts', when.start);
    labelled('Expected out', when.end);
    body(`${when.days === 1 ? 'A day trip' : `${when.days} days`}, New Zealand time.`);
  } else {
    body('No dates chosen yet.');
  }

  heading('Who is going');
  body(`${plan.walker.fullname} (trip planner)${plan.walker.phone ? ` · ${plan.walker.phone}` : ' · no phone number given'}`);
  if (plan.contacts.length === 0) body('The trip planner is going alone');
  for (const member of plan.contacts) body(personLine(member));

  heading('Emergency contact');
  if (plan.emergency_contact) body(personLine(plan.emergency_contact));
  else body('No emergency contact');
  if (plan.date) {
    doc.moveDown(0.3);
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(INK)
      .text(
        `If ${plan.walker.fullname} is not back by ${tripWhen(plan.date).end}${plan.walker.phone ? ` and cannot be reached on ${plan.walker.phone}` : ' and cannot be reached'}, call 111 and ask for the Police. Give them this plan.`,
        { width },
      );
  }

  if (input.tripCheck) {
    heading(`Trip check: ${input.tripCheck.headline}`);
    for (const reason of input.tripCheck.reasons) {
      doc.font('bold').fontSize(10.5).fillColor(INK).text(`${TRIP_CHECK_LEVEL_WORDS[reason.level]} · ${reason.title}: `, { continued: true, width });
      doc.font('regular').text(reason.detail, { width });
    }
  }

  const dates = plan.date;
  const days = dates && tripDays(dates) > 1 ? plan.daily_plans : [];
  if (days.length > 0 && dates) {
    heading('Daily plan');
    for (const day of days) {
      doc.font('bold').fontSize(10.5).fillColor(INK).text(`Day ${day.day_index + 1}, ${longDate(dayOfTrip(dates, day.day_index))}`, { width });
      const route = [day.start_location, day.end_location].filter(Boolean).join(' to ');
      if (route) body(route);
      if (day.notes.trim()) body(day.notes.trim());
      doc.moveDown(0.3);
    }
  }

  if (plan.note.trim()) {
    heading('Notes');
    body(plan.note.trim());
  }

  heading('Documents');
  if (plan.attachments.length === 0) body('No document attached');
  for (const attachment of plan.attachments) body(`${attachment.title} (${attachment.ext.toUpperCase()}, ${formatSize(attachment.size)})`);

  const gear = plan.gearList?.list;
  if (gear && gear.categories.some((category) => category.items.length > 0)) {
    heading(`Gear list${gear.title ? `: ${gear.title}` : ''}`);
    for (const category of gear.categories) {
      if (category.items.length === 0) continue;
      doc.font('bold').fontSize(10.5).fillColor(INK).text(category.title, { width });
      for (const item of category.items) {
        if (doc.y > doc.page.height - 100) doc.addPage();
        const top = doc.y + 2;
        doc.rect(MARGIN, top, 8, 8).lineWidth(0.75).strokeColor(INK).stroke();
        if (item.packed) doc.moveTo(MARGIN + 1.5, top + 4).lineTo(MARGIN + 3.5, top + 6.5).lineTo(MARGIN + 7, top + 1.5).lineWidth(1.2).stroke();
        const text = `${item.title || 'Untitled item'}${item.notes.trim() ? ` (${item.notes.trim()})` : ''}`;
        doc.font('regular').fontSize(10).fillColor(INK).text(text, MARGIN + 14, doc.y, { width: width - 14 });
      }
      doc.x = MARGIN;
      doc.moveDown(0.3);
    }
  }

  if (input.line) {
    const mapHeight = 300;
    if (doc.y > doc.page.height - MARGIN - 20 - mapHeight - 40) doc.addPage();
    heading('Route');
    const box = { x: MARGIN, y: doc.y + 4, width, height: mapHeight };
    const map = drawRouteMap(doc, input.line, box, 'regular');
    if (map.drawn) {
      doc.y = box.y + box.height + 6;
      const caption = `The ${place.singular_name} as DOC maps it${map.endsMarked ? ' (● start, ○ end)' : ''}. Not for navigation: carry a map.`;
      doc.font('regular').fontSize(8).fillColor(MUTED).text(caption, MARGIN, doc.y, { width });
    }
  }

  // The footer of every page: the plan's link and when this copy was printed (NZ time).
  const printedText = `Printed ${nzDateTime(input.printedAt)}`;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc.font('regular').fontSize(8).fillColor(MUTED);
    doc.text(input.link, MARGIN, y, { width: width * 0.7, link: input.link, lineBreak: false });
    doc.text(`${printedText} · page ${i - range.start + 1} of ${range.count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
