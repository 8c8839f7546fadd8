/*
 * The XMP metadata of a PDF/A-3 document beyond the PDF/A identification that pdfkit writes: the
 * document information (title, author, subject, dates, producer) escaped as XML wants it and equal
 * to the information dictionary (ISO 19005-3, 6.6), and for a hybrid e-invoice the Factur-X /
 * ZUGFeRD properties with the PDF/A extension schema that declares them (Factur-X 1.07, ZUGFeRD 2.3,
 * "fx" namespace).
 */

export interface DocumentInfo {
  Title: string;
  Author: string;
  Subject?: string;
  Creator: string;
  Producer: string;
  CreationDate: Date;
  ModDate: Date;
}

/** The embedded invoice's description in XMP: its file name, profile and kind. */
export interface EmbeddedXmlMetadata {
  /** "factur-x.xml" for the Factur-X / ZUGFeRD profiles. */
  fileName: string;
  /** e.g. "EN 16931". */
  conformanceLevel: string;
  /** INVOICE, ORDER, ... */
  documentType: 'INVOICE';
  /** The Factur-X version: "1.0". */
  version: string;
}

export const FACTURX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const xmpDate = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

function facturX(meta: EmbeddedXmlMetadata): string {
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType>` +
    `<pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return `
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>${FACTURX_NAMESPACE}</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${property('DocumentFileName', 'The name of the embedded XML document')}
${property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}
${property('Version', 'The actual version of the standard applying to the embedded XML document')}
${property('ConformanceLevel', 'The conformance level of the embedded XML document')}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="${FACTURX_NAMESPACE}">
<fx:DocumentType>${xml(meta.documentType)}</fx:DocumentType>
<fx:DocumentFileName>${xml(meta.fileName)}</fx:DocumentFileName>
<fx:Version>${xml(meta.version)}</fx:Version>
<fx:ConformanceLevel>${xml(meta.conformanceLevel)}</fx:ConformanceLevel>
</rdf:Description>`;
}

/** The rdf:Description elements to put into the document's XMP packet. */
export function archiveMetadata(info: DocumentInfo, embedded?: EmbeddedXmlMetadata): string {
  const alt = (value: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${xml(value)}</rdf:li></rdf:Alt>`;
  return `
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<xmp:CreateDate>${xmpDate(info.CreationDate)}</xmp:CreateDate>
<xmp:ModifyDate>${xmpDate(info.ModDate)}</xmp:ModifyDate>
<xmp:CreatorTool>${xml(info.Creator)}</xmp:CreatorTool>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:format>application/pdf</dc:format>
<dc:title>${alt(info.Title)}</dc:title>
<dc:creator><rdf:Seq><rdf:li>${xml(info.Author)}</rdf:li></rdf:Seq></dc:creator>
${info.Subject ? `<dc:description>${alt(info.Subject)}</dc:description>` : ''}
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<pdf:Producer>${xml(info.Producer)}</pdf:Producer>
</rdf:Description>${embedded ? facturX(embedded) : ''}`;
}
