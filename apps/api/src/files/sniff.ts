/**
 * Tells an upload's type from its bytes, never from the name or the content type the
 * client claims: a file is what its bytes say it is.
 *
 * Images (portraits): PNG, JPEG, GIF by their signatures. Documents (a plan's
 * attachments, spec part 2 §5): PDF by its header; Word 97 and Excel 97 files are OLE2
 * compound files, told apart by the stream their directory names (WordDocument,
 * Workbook or Book); Office Open XML and OpenDocument files are ZIP archives, told
 * apart by their parts ([Content_Types].xml with word/document.xml or xl/workbook.xml)
 * or by their stored `mimetype`; RTF by its `{\rtf` header; plain text is valid UTF-8
 * with no NUL or other control bytes (tab, line breaks and form feed apart) that does
 * not open as markup. Anything else (an executable renamed .pdf, HTML, an archive of
 * something else) is no type we take.
 */
export type DetectedType =
  | { kind: 'image'; mime: 'image/png' | 'image/jpeg' | 'image/gif'; ext: 'png' | 'jpg' | 'gif' }
  | { kind: 'pdf'; mime: 'application/pdf'; ext: 'pdf' }
  | { kind: 'doc'; mime: string; ext: 'txt' | 'doc' | 'docx' | 'ods' | 'odt' | 'rtf' | 'xls' | 'xlsx' };

const startsWith = (buffer: Uint8Array, bytes: number[], at = 0) => buffer.length >= at + bytes.length && bytes.every((b, i) => buffer[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const PDF = ascii('%PDF-');
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const RTF = ascii('{\\rtf');

/** The image type of the content, or null when it is not a gif, jpeg or png. */
export function detectImageType(buffer: Uint8Array): Extract<DetectedType, { kind: 'image' }> | null {
  if (startsWith(buffer, PNG)) return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (startsWith(buffer, JPEG)) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buffer, GIF87) || startsWith(buffer, GIF89)) return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  return null;
}

// --- OLE2 (Compound File Binary): the names in its directory ---------------------------

const FREE_OR_END = 0xfffffffa; // sector ids from here up are markers (end of chain, free, FAT…)

/** The names of the entries in a compound file's directory, or null when it is not a sound one. */
export function compoundFileNames(buffer: Uint8Array): string[] | null {
  if (!startsWith(buffer, OLE2) || buffer.length < 512) return null;
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  // The header fills sector -1: 512 bytes, padded to a whole sector in version 4.
  const offsetOf = (id: number) => (id + 1) * sectorSize;
  // The FAT's sectors: the first 109 are listed in the header (enough for 7 MB at 512-byte sectors;
  // bigger files chain more lists through the DIFAT).
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const id = view.getUint32(0x4c + i * 4, true);
    if (id < FREE_OR_END) fatSectors.push(id);
  }
  let difat = view.getUint32(0x44, true);
  for (let hops = 0; difat < FREE_OR_END && hops < 1000; hops++) {
    const at = offsetOf(difat);
    if (at + sectorSize > buffer.length) return null;
    for (let i = 0; i < sectorSize / 4 - 1; i++) {
      const id = view.getUint32(at + i * 4, true);
      if (id < FREE_OR_END) fatSectors.push(id);
    }
    difat = view.getUint32(at + sectorSize - 4, true);
  }
  const next = (id: number): number => {
    const perSector = sectorSize / 4;
    const fatSector = fatSectors[Math.floor(id / perSector)];
    if (fatSector === undefined) return FREE_OR_END;
    const at = offsetOf(fatSector) + (id % perSector) * 4;
    return at + 4 <= buffer.length ? view.getUint32(at, true) : FREE_OR_END;
  };
  const names: string[] = [];
  let sector = view.getUint32(0x30, true);
  for (let hops = 0; sector < FREE_OR_END && hops < 10_000; hops++) {
    const at = offsetOf(sector);
    if (at + sectorSize > buffer.length) return null;
    for (let entry = at; entry < at + sectorSize; entry += 128) {
      const nameBytes = view.getUint16(entry + 0x40, true);
      if (nameBytes < 2 || nameBytes > 64) continue;
      let name = '';
      for (let i = 0; i < nameBytes - 2; i += 2) name += String.fromCharCode(view.getUint16(entry + i, true));
      names.push(name);
    }
    sector = next(sector);
  }
  return names.length > 0 ? names : null;
}

// --- ZIP (OOXML and OpenDocument): the names of its parts -----------------------------

const textOf = (buffer: Uint8Array, start: number, length: number) => Buffer.from(buffer.buffer, buffer.byteOffset + start, length).toString('latin1');

/** The names in a ZIP archive's central directory, or null when it has none we can read. */
export function zipEntryNames(buffer: Uint8Array): string[] | null {
  if (!startsWith(buffer, ZIP) || buffer.length < 22) return null;
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  // The end-of-central-directory record is in the last 22 bytes plus a comment of up to 64 KiB.
  let end = -1;
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > buffer.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > buffer.length) return null;
    names.push(textOf(buffer, at + 46, nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** An OpenDocument file starts with its media type, stored uncompressed as the first part 'mimetype'. */
function openDocumentType(buffer: Uint8Array): string | null {
  if (!startsWith(buffer, ZIP) || buffer.length < 38) return null;
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const nameLength = view.getUint16(26, true);
  const extraLength = view.getUint16(28, true);
  if (nameLength !== 8 || textOf(buffer, 30, 8) !== 'mimetype' || view.getUint16(8, true) !== 0) return null;
  const size = view.getUint32(18, true);
  const start = 30 + nameLength + extraLength;
  return size > 0 && size < 200 && start + size <= buffer.length ? textOf(buffer, start, size) : null;
}

// --- Plain text ------------------------------------------------------------------------

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 text without NUL or control bytes (tab, LF, CR, form feed allowed), not opening as markup. */
export function isPlainText(buffer: Uint8Array): boolean {
  if (buffer.length === 0) return false;
  let text: string;
  try {
    text = utf8.decode(buffer);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  // HTML, SVG or XML renamed .txt: served as text it is harmless, but it is not what a plan's note file is.
  return !/^\ufeff?\s*</.test(text);
}

/** The document type of the content, or null when it is none of the types a plan takes. */
export function detectDocumentType(buffer: Uint8Array): Exclude<DetectedType, { kind: 'image' }> | null {
  if (startsWith(buffer, PDF)) return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
  if (startsWith(buffer, RTF)) return { kind: 'doc', mime: 'application/rtf', ext: 'rtf' };
  if (startsWith(buffer, OLE2)) {
    const names = compoundFileNames(buffer) ?? [];
    if (names.includes('WordDocument')) return { kind: 'doc', mime: 'application/msword', ext: 'doc' };
    if (names.includes('Workbook') || names.includes('Book')) return { kind: 'doc', mime: 'application/vnd.ms-excel', ext: 'xls' };
    return null;
  }
  if (startsWith(buffer, ZIP)) {
    const odf = openDocumentType(buffer);
    if (odf === 'application/vnd.oasis.opendocument.text') return { kind: 'doc', mime: odf, ext: 'odt' };
    if (odf === 'application/vnd.oasis.opendocument.spreadsheet') return { kind: 'doc', mime: odf, ext: 'ods' };
    const names = zipEntryNames(buffer) ?? [];
    if (!names.includes('[Content_Types].xml')) return null;
    if (names.includes('word/document.xml')) {
      return { kind: 'doc', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
    }
    if (names.includes('xl/workbook.xml')) {
      return { kind: 'doc', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' };
    }
    return null;
  }
  if (isPlainText(buffer)) return { kind: 'doc', mime: 'text/plain; charset=utf-8', ext: 'txt' };
  return null;
}

/** What an upload is: an image, a document, or null (refused). */
export const detectUploadType = (buffer: Uint8Array): DetectedType | null => detectImageType(buffer) ?? detectDocumentType(buffer);
