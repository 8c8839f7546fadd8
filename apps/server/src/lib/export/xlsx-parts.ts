import { xmlEscape } from './xlsx-xml.ts';

/*
 * The fixed parts of a workbook (ECMA-376 part 1, SpreadsheetML). Each sheet's rows stream between
 * sheetStart and SHEET_END; styles.xml comes from CellStyles. The parts that list the sheets are
 * written last, once the rows have told how many sheets there are (readers find parts by name).
 */

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The path of the n-th sheet (from 1). */
export const sheetPath = (n: number) => `xl/worksheets/sheet${n}.xml`;
export const STYLES_PATH = 'xl/styles.xml';

function relationships(rels: readonly (readonly [id: string, type: string, target: string])[]): string {
  return (
    `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_REL_NS}">` +
    rels.map(([id, type, target]) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`).join('') +
    '</Relationships>'
  );
}

function contentTypes(sheets: number): string {
  const override = (part: string, type: string) => `<Override PartName="/${part}" ContentType="application/${type}"/>`;
  return (
    `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    override('xl/workbook.xml', 'vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml') +
    Array.from({ length: sheets }, (_, i) => override(sheetPath(i + 1), 'vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml')).join('') +
    override(STYLES_PATH, 'vnd.openxmlformats-officedocument.spreadsheetml.styles+xml') +
    override('docProps/core.xml', 'vnd.openxmlformats-package.core-properties+xml') +
    override('docProps/app.xml', 'vnd.openxmlformats-officedocument.extended-properties+xml') +
    '</Types>'
  );
}

function coreProperties(created: Date): string {
  const when = `${created.toISOString().slice(0, 19)}Z`;
  return (
    `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    '<dc:creator>Fleetwatt</dc:creator>' +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

function appProperties(): string {
  return (
    `${XML_DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
    '<Application>Fleetwatt</Application></Properties>'
  );
}

function workbook(sheetNames: readonly string[]): string {
  const sheets = sheetNames.map((name, i) => `<sheet name="${xmlEscape(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
  return (
    `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<bookViews><workbookView activeTab="0"/></bookViews>' +
    `<sheets>${sheets}</sheets>` +
    '</workbook>'
  );
}

/** The parts that do not depend on the rows, as [path, content], in the order they go into the file. */
export function fixedParts(created: Date): [string, string][] {
  return [
    [
      '_rels/.rels',
      relationships([
        ['rId1', `${REL_NS}/officeDocument`, 'xl/workbook.xml'],
        ['rId2', 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties', 'docProps/core.xml'],
        ['rId3', `${REL_NS}/extended-properties`, 'docProps/app.xml'],
      ]),
    ],
    ['docProps/core.xml', coreProperties(created)],
    ['docProps/app.xml', appProperties()],
  ];
}

/** The parts that list the sheets, written after the rows. */
export function workbookParts(sheetNames: readonly string[]): [string, string][] {
  const n = sheetNames.length;
  return [
    ['[Content_Types].xml', contentTypes(n)],
    ['xl/workbook.xml', workbook(sheetNames)],
    [
      'xl/_rels/workbook.xml.rels',
      relationships([
        ...sheetNames.map((_, i) => [`rId${i + 1}`, `${REL_NS}/worksheet`, `worksheets/sheet${i + 1}.xml`] as const),
        [`rId${n + 1}`, `${REL_NS}/styles`, 'styles.xml'],
      ]),
    ],
  ];
}

/**
 * The sheet up to its first data row: the header row frozen in place (a pane split below row 1),
 * the column widths, and the header itself, given as finished cell XML.
 */
export function sheetStart(widths: readonly number[], headerCells: string, selected = true): string {
  const cols = widths.length
    ? `<cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`
    : '';
  return (
    `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<sheetViews><sheetView${selected ? ' tabSelected="1"' : ''} workbookViewId="0">` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    cols +
    `<sheetData><row r="1" s="1" customFormat="1">${headerCells}</row>`
  );
}

export const SHEET_END = '</sheetData></worksheet>';

