import { xmlEscape } from './xlsx-xml.ts';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
// Ids below 164 are Excel's built-in number formats.
const FIRST_CUSTOM_FORMAT = 164;

/**
 * The cell styles of one workbook: 0 is the default, 1 the bold header, then one per number
 * format in the order the rows first use it. Formats come from the rows (a money column's currency
 * may change from row to row), so styles.xml is written after the sheet.
 */
export class CellStyles {
  static readonly HEADER = 1;
  private readonly formats = new Map<string, number>();

  /** The style index of a number format, made on first use. */
  of(numFmt: string): number {
    let style = this.formats.get(numFmt);
    if (style === undefined) {
      style = CellStyles.HEADER + 1 + this.formats.size;
      this.formats.set(numFmt, style);
    }
    return style;
  }

  xml(): string {
    const codes = [...this.formats.keys()];
    const numFmts = codes.length
      ? `<numFmts count="${codes.length}">${codes
          .map((code, i) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + i}" formatCode="${xmlEscape(code)}"/>`)
          .join('')}</numFmts>`
      : '';
    const formatXfs = codes
      .map((_, i) => `<xf numFmtId="${FIRST_CUSTOM_FORMAT + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`)
      .join('');
    return (
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="${MAIN_NS}">${numFmts}` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
      '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${2 + codes.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
      `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${formatXfs}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>'
    );
  }
}
