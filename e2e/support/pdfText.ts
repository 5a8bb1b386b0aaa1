import { createRequire } from 'node:module';
import path from 'node:path';
// pdf.js's Node build.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The metrics of the 14 standard PDF fonts, which pdf.js ships beside its code. */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

/**
 * The text of every page of a PDF, as Mozilla's pdf.js reads it: whatever compression,
 * fonts or kerning the server's PDF uses, the words come out as a reader would see them.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const loading = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    useSystemFonts: false,
  });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  // pdf.js 5+ frees a document through the task that loaded it.
  await loading.destroy();
  return pages.join('\n');
}
