/**
 * Real documents of every type a plan takes, made the way their programs make them
 * (OLE2 compound files through SheetJS' cfb, OOXML and OpenDocument ZIPs through
 * fflate, a PDF through pdfkit), and real executables' headers, for the sniffing,
 * upload and plan-document tests.
 */
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';

function compoundFile(stream: string): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, `/${stream}`, Buffer.alloc(4096, 7));
  CFB.utils.cfb_add(container, '/\u0005SummaryInformation', Buffer.alloc(256, 1));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

function officeOpenXml(part: string): Buffer {
  return Buffer.from(zipSync({ '[Content_Types].xml': strToU8(CONTENT_TYPES), '_rels/.rels': strToU8('<Relationships/>'), [part]: strToU8('<document/>') }));
}

function openDocument(mime: string): Buffer {
  // The media type first and stored, as the OpenDocument standard requires.
  return Buffer.from(zipSync({ mimetype: [strToU8(mime), { level: 0 }], 'content.xml': strToU8('<office:document-content/>'), 'META-INF/manifest.xml': strToU8('<manifest/>') }));
}

export function pdfDocument(text = 'Route guide'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}

export const DOCUMENTS = {
  doc: () => compoundFile('WordDocument'),
  xls: () => compoundFile('Workbook'),
  docx: () => officeOpenXml('word/document.xml'),
  xlsx: () => officeOpenXml('xl/workbook.xml'),
  odt: () => openDocument('application/vnd.oasis.opendocument.text'),
  ods: () => openDocument('application/vnd.oasis.opendocument.spreadsheet'),
  rtf: () => Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} Hut tickets booked.\\par}'),
  txt: () => Buffer.from('Huts booked: Mueller, night of 14 December.\nCar at Whakapapa.\n'),
} as const;

/** An x86-64 ELF executable's identification and header start (as /bin/true begins), then code bytes. */
export const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]),
  Buffer.from([0x03, 0x00, 0x3e, 0x00, 0x01, 0x00, 0x00, 0x00]),
  Buffer.alloc(512, 0x90),
]);

/** A Windows PE executable: the MZ stub, its DOS message and the PE header. */
export const PE = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000000000000000000000000000000000000000000000000000800000000e1fba0e00b409cd21b8014ccd21', 'hex'),
  Buffer.from('This program cannot be run in DOS mode.\r\r\n$'),
  Buffer.alloc(32, 0),
  Buffer.from('50450000648602', 'hex'),
  Buffer.alloc(256, 0),
]);

/** A ZIP that is no document (a JAR, say), and an OLE2 file that is neither Word nor Excel (an Outlook message). */
export const OTHER_ZIP = () => Buffer.from(zipSync({ 'META-INF/MANIFEST.MF': strToU8('Manifest-Version: 1.0\n'), 'Main.class': new Uint8Array([0xca, 0xfe, 0xba, 0xbe]) }));
export const OTHER_COMPOUND_FILE = () => compoundFile('__substg1.0_0037001F');
