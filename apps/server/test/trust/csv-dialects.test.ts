import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../harness.ts';

/**
 * A company name chosen at sign-up reaches the administrators' company export. Opened in a
 * spreadsheet, no cell of the file may start a formula, whichever list separator the reader's
 * locale uses (Germany, Austria and Switzerland: semicolon; United States: comma; a tab-separated
 * import) and whether or not the reader honours quotes.
 */
const NAMES = ['Probe;=SUM(1+1);x', 'Probe,=1+1', 'Probe\t@SUM(A1)', 'Probe; -2+3', '=Probe\n+cmd', 'Probe "quoted"; +1'];
const DIALECTS = { 'de-DE': ';', 'de-AT': ';', 'de-CH': ';', 'en-US': ',', tab: '\t' } as const;

const server = useTestServer();
beforeAll(async () => {
  for (const name of NAMES) {
    await server.database.query(
      `insert into companies (name, email, country, language, subscription_type) values ($1, 'probe@example.com', 'GERMANY', 'GERMAN', 'LIGHT')`,
      [name],
    );
  }
});

/** The cells a spreadsheet makes of the file, splitting on `separator`, honouring quotes or not. */
function cells(csv: string, separator: string, quotes: boolean): string[] {
  const out: string[] = [];
  if (!quotes) return csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i]!;
    if (quoted) {
      if (ch === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === separator || ch === '\n' || ch === '\r') {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

// A cell a spreadsheet would evaluate: starts with a formula character and is not a plain number.
const isFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);

describe('CSV exports opened in a spreadsheet', () => {
  it.each(Object.entries(DIALECTS))('hold no formula cell for %s', async (_locale, separator) => {
    const token = await server.token('admin@demo.test');
    const res = await fetch(`${server.baseUrl}/backend/companies/search?name=Probe&export=CSV`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const csv = (await res.text()).replace(/^\uFEFF/, '');
    expect(cells(csv, ',', true).filter((c) => c.includes('Probe'))).toHaveLength(NAMES.length);
    for (const quotes of [true, false]) {
      const formulas = cells(csv, separator, quotes).filter(isFormula);
      expect(formulas, `quotes honoured: ${quotes}`).toEqual([]);
    }
    // Read as the file is written (comma, quotes), every name comes back whole, quoted where needed.
    const names = cells(csv, ',', true);
    expect(names).toContain("Probe;'=SUM(1+1);x");
    expect(names).toContain("Probe,'=1+1");
  });
});
