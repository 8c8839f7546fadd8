import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream, PDFString, PDFHexString, decodePDFRawStream, type PDFObject } from 'pdf-lib';

/*
 * What a PDF/A-3b file must show, read back with pdf-lib (a parser the product does not use to
 * write): the version, the XMP packet with the PDF/A identification, an sRGB output intent, every
 * font of every page embedded (a font file) and subset (the six-letter tag), and the associated files
 * with their relationship, MIME type and date. Answers what it found and every rule it misses.
 */

export interface PdfaReport {
  version: string;
  xmp: string;
  fonts: { name: string; embedded: boolean; subset: boolean }[];
  attachments: { name: string; relationship: string | null; mime: string | null; modDate: boolean; content: Buffer }[];
  problems: string[];
}

const text = (o: PDFObject | undefined): string | null =>
  o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : o instanceof PDFName ? o.decodeText() : null;

function streamBytes(stream: PDFObject | undefined): Buffer {
  if (stream instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(stream).decode());
  if (stream instanceof PDFStream) return Buffer.from(stream.getContents());
  return Buffer.alloc(0);
}

export async function checkPdfA(bytes: Uint8Array): Promise<PdfaReport> {
  const problems: string[] = [];
  const version = /^%PDF-(\d\.\d)/.exec(Buffer.from(bytes.subarray(0, 16)).toString('latin1'))?.[1] ?? '';
  if (!['1.4', '1.5', '1.6', '1.7'].includes(version)) problems.push(`PDF version ${version} is not one PDF/A-3 builds on`);
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const ctx = pdf.context;
  const get = (o: PDFObject | undefined): PDFObject | undefined => (o instanceof PDFRef ? ctx.lookup(o) : o);
  const catalog = pdf.catalog;

  const xmp = streamBytes(get(catalog.get(PDFName.of('Metadata')))).toString('utf8');
  if (!/<pdfaid:part>3<\/pdfaid:part>/.test(xmp) || !/<pdfaid:conformance>B<\/pdfaid:conformance>/.test(xmp)) problems.push('XMP has no PDF/A-3B identification');
  const title = text(get((get(ctx.trailerInfo.Info) as PDFDict | undefined)?.get(PDFName.of('Title'))));
  if (title && !xmp.includes(title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'))) problems.push('the title in XMP differs from the information dictionary');

  const intents = get(catalog.get(PDFName.of('OutputIntents'))) as PDFArray | undefined;
  const intent = intents ? (get(intents.get(0)) as PDFDict) : undefined;
  if (!intent || text(intent.get(PDFName.of('S'))) !== 'GTS_PDFA1') problems.push('no PDF/A output intent');
  const profile = streamBytes(get(intent?.get(PDFName.of('DestOutputProfile'))));
  if (!profile.subarray(0, 200).toString('latin1').includes('RGB')) problems.push('the output intent has no RGB ICC profile');
  if (!/sRGB/.test(text(get(intent?.get(PDFName.of('OutputConditionIdentifier')))) ?? '')) problems.push('the output intent is not sRGB');

  const fonts = new Map<string, { name: string; embedded: boolean; subset: boolean }>();
  for (const page of pdf.getPages()) {
    const resources = get(page.node.get(PDFName.of('Resources'))) as PDFDict | undefined;
    const fontDict = get(resources?.get(PDFName.of('Font'))) as PDFDict | undefined;
    for (const [, ref] of fontDict?.entries() ?? []) {
      const font = get(ref) as PDFDict;
      const name = text(font.get(PDFName.of('BaseFont'))) ?? '?';
      const descendants = get(font.get(PDFName.of('DescendantFonts'))) as PDFArray | undefined;
      const described = descendants ? (get(descendants.get(0)) as PDFDict) : font;
      const descriptor = get(described.get(PDFName.of('FontDescriptor'))) as PDFDict | undefined;
      const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor?.has(PDFName.of(k)));
      fonts.set(name, { name, embedded, subset: /^[A-Z]{6}\+/.test(name) });
    }
  }
  for (const f of fonts.values()) {
    if (!f.embedded) problems.push(`font ${f.name} is not embedded`);
    if (!f.subset) problems.push(`font ${f.name} is not a subset`);
  }

  const attachments: PdfaReport['attachments'] = [];
  const af = get(catalog.get(PDFName.of('AF'))) as PDFArray | undefined;
  for (let i = 0; i < (af?.size() ?? 0); i++) {
    const spec = get(af!.get(i)) as PDFDict;
    const ef = get(spec.get(PDFName.of('EF'))) as PDFDict | undefined;
    const file = get(ef?.get(PDFName.of('F'))) as PDFRawStream | undefined;
    const params = get(file?.dict.get(PDFName.of('Params'))) as PDFDict | undefined;
    const entry = {
      name: text(get(spec.get(PDFName.of('UF')))) ?? text(get(spec.get(PDFName.of('F')))) ?? '',
      relationship: text(spec.get(PDFName.of('AFRelationship'))),
      mime: text(file?.dict.get(PDFName.of('Subtype'))),
      modDate: !!params?.has(PDFName.of('ModDate')),
      content: streamBytes(file),
    };
    if (!entry.relationship) problems.push(`attachment ${entry.name} has no AFRelationship`);
    if (!entry.mime) problems.push(`attachment ${entry.name} has no MIME type`);
    if (!entry.modDate) problems.push(`attachment ${entry.name} has no ModDate`);
    attachments.push(entry);
  }
  return { version, xmp, fonts: [...fonts.values()], attachments, problems };
}
