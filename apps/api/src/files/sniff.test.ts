import { describe, expect, it } from 'vitest';
import { DOCUMENTS, ELF, OTHER_COMPOUND_FILE, OTHER_ZIP, PE, pdfDocument } from '../testing/documents.ts';
import { compoundFileNames, detectDocumentType, detectImageType, detectUploadType, isPlainText, zipEntryNames } from './sniff.ts';

const bytes = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex');

describe('detectImageType', () => {
  it.each([
    ['a PNG signature', bytes('89 50 4e 47 0d 0a 1a 0a 00 00 00 0d'), 'png', 'image/png'],
    ['a JPEG (JFIF) start', bytes('ff d8 ff e0 00 10 4a 46'), 'jpg', 'image/jpeg'],
    ['a JPEG (Exif) start', bytes('ff d8 ff e1 12 34 45 78'), 'jpg', 'image/jpeg'],
    ['GIF87a', Buffer.from('GIF87a\x01\x00'), 'gif', 'image/gif'],
    ['GIF89a', Buffer.from('GIF89a\x01\x00'), 'gif', 'image/gif'],
  ])('given %s, answers %s', (_what, content, ext, mime) => {
    expect(detectImageType(content)).toEqual({ kind: 'image', ext, mime });
  });

  it.each([
    ['text', Buffer.from('hello, this is not an image')],
    ['HTML', Buffer.from('<!doctype html><svg onload=alert(1)>')],
    ['SVG (can carry script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a PDF', Buffer.from('%PDF-1.7')],
    ['a truncated PNG signature', bytes('89 50 4e 47 0d 0a')],
    ['GIF90a', Buffer.from('GIF90a')],
    ['nothing', Buffer.alloc(0)],
  ])('given %s, answers null', (_what, content) => {
    expect(detectImageType(content)).toBeNull();
  });
});

describe('detectDocumentType', () => {
  it.each([
    ['doc', 'doc', 'application/msword'],
    ['xls', 'xls', 'application/vnd.ms-excel'],
    ['docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['odt', 'odt', 'application/vnd.oasis.opendocument.text'],
    ['ods', 'ods', 'application/vnd.oasis.opendocument.spreadsheet'],
    ['rtf', 'rtf', 'application/rtf'],
    ['txt', 'txt', 'text/plain; charset=utf-8'],
  ] as const)('given a real .%s, answers %s by its content', (which, ext, mime) => {
    expect(detectDocumentType(DOCUMENTS[which]())).toEqual({ kind: 'doc', ext, mime });
  });

  it('given a real PDF, answers pdf', async () => {
    expect(detectDocumentType(await pdfDocument())).toEqual({ kind: 'pdf', ext: 'pdf', mime: 'application/pdf' });
  });

  it.each([
    ['an ELF executable', ELF],
    ['a Windows PE executable', PE],
    ['a ZIP that is not a document (a JAR)', OTHER_ZIP()],
    ['an OLE2 file that is neither Word nor Excel', OTHER_COMPOUND_FILE()],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG with a byte-order mark', Buffer.from('\ufeff  <svg onload="alert(1)"/>')],
    ['text with a NUL byte', Buffer.from('hello\u0000world')],
    ['Latin-1 bytes that are not UTF-8', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])],
    ['a truncated ZIP', DOCUMENTS.docx().subarray(0, 40)],
    ['a truncated OLE2 file', DOCUMENTS.doc().subarray(0, 600)],
    ['nothing', Buffer.alloc(0)],
  ])('given %s, answers null', (_what, content) => {
    expect(detectDocumentType(content)).toBeNull();
  });

  it('reads the names of a compound file and of a ZIP', () => {
    expect(compoundFileNames(DOCUMENTS.doc())).toEqual(expect.arrayContaining(['Root Entry', 'WordDocument']));
    expect(zipEntryNames(DOCUMENTS.xlsx())).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml']);
  });

  it('takes plain text with tabs, line breaks, form feeds and any language', () => {
    expect(isPlainText(Buffer.from('Tāwhai Falls\t2 h\r\nKia ora 👋\f'))).toBe(true);
  });

  it('tells images first: an upload is an image or a document', () => {
    expect(detectUploadType(bytes('89 50 4e 47 0d 0a 1a 0a 00 00 00 0d'))?.kind).toBe('image');
    expect(detectUploadType(DOCUMENTS.rtf())?.ext).toBe('rtf');
    expect(detectUploadType(ELF)).toBeNull();
  });
});
