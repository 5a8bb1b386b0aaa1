/** The text of a PDF, page by page, as a reader sees it (PDF.js), for tests of the plan's PDF. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; links: string[] }> {
  const loading = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const doc = await loading.promise;
  const pages: string[] = [];
  const links: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    for (const annotation of await page.getAnnotations()) if (typeof annotation.url === 'string') links.push(annotation.url);
  }
  // pdf.js 5+ frees a document through the task that loaded it.
  await loading.destroy();
  return { pages, links };
}
