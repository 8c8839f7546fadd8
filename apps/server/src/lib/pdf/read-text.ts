/**
 * The text of a PDF, page by page, read back with pdf.js: for tests that check what a printed
 * document says. Lines are the text items joined by spaces; pdf.js is a development dependency.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : ''))
      .join('')
      .replace(/[ \t]+/g, ' ');
    pages.push(text);
  }
  await pdf.destroy();
  return pages;
}

/** The files attached to a PDF, by name, read with pdf.js: for tests of hybrid documents. */
export async function pdfAttachments(bytes: Uint8Array): Promise<Record<string, Uint8Array>> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const found = ((await pdf.getAttachments()) ?? {}) as Record<string, { filename: string; content: Uint8Array }>;
  await pdf.destroy();
  return Object.fromEntries(Object.values(found).map((a) => [a.filename, a.content]));
}
