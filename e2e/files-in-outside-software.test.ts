import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../apps/server/src/demo/accounts.ts';
import { startProduct, type RunningProduct } from './support/product.ts';
import { apiAs, type ApiAnswer } from './support/api.ts';

/**
 * The product's documents opened with the software their readers use, none of it ours: poppler
 * (pdfinfo, pdffonts, pdfdetach), qpdf and libxml2's xmllint, from Debian's packages
 * (poppler-utils, qpdf, libxml2-utils), as `.ci/run` installs them beside chromium.
 */

let product: RunningProduct;
let admin: ReturnType<typeof apiAs>;
let manager: ReturnType<typeof apiAs>;
let dir: string;
beforeAll(async () => {
  product = await startProduct();
  admin = apiAs(product.baseUrl, 'admin@demo.test');
  manager = apiAs(product.baseUrl, 'manager@demo.test');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetwatt-outside-'));
});
afterAll(async () => {
  await product?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function ok(answer: ApiAnswer, what: string): ApiAnswer {
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`${what} answered ${answer.status}: ${answer.bytes.toString('utf8')}`);
  return answer;
}

function save(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** Runs a program and answers what it printed; a non-zero exit fails with its output. */
function run(program: string, args: string[]): string {
  return execFileSync(program, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** pdffonts' table as rows of name, embedded and subset. */
function fontsOf(file: string) {
  const lines = run('pdffonts', [file]).trim().split('\n');
  return lines.slice(2).map((line) => {
    const cells = line.trim().split(/\s+/);
    return { name: cells[0]!, embedded: cells.at(-5), subset: cells.at(-4) };
  });
}

/** What the archive needs of a PDF, as poppler and qpdf see it. */
function expectArchiveGrade(file: string) {
  expect(run('qpdf', ['--check', file])).toContain('No syntax or stream encoding errors found');
  const fonts = fontsOf(file);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((f) => f.embedded !== 'yes' || f.subset !== 'yes')).toEqual([]);
  const metadata = run('pdfinfo', ['-meta', file]);
  expect(metadata).toMatch(/pdfaid:part(>|=")3/);
  expect(metadata).toMatch(/pdfaid:conformance(>|=")B/);
}

describe('documents opened with poppler, qpdf and xmllint', () => {
  it('an invoice PDF is a PDF/A-3b with subset fonts, and carries factur-x.xml: the same well-formed e-invoice the download gives', async () => {
    const draft = ok(
      await admin('POST', '/invoices', {
        companyId: DEMO_IDS.companies.parent,
        invoiceDate: '2026-03-31',
        deliveryFrom: '2026-03-01',
        deliveryTo: '2026-03-31',
        lines: [{ product: 'Fleetwatt PRO subscription', text: 'März 2026 – Größe €', quantity: 1, unitPriceMinor: 9_900 }],
      }),
      'creating an invoice',
    ).json<{ id: string }>();
    ok(await admin('POST', `/invoices/${draft.id}/approve`), 'approving it');
    const pdf = save('invoice.pdf', ok(await admin('GET', `/invoices/${draft.id}/pdf`), 'the invoice PDF').bytes);
    expectArchiveGrade(pdf);

    expect(run('pdfdetach', ['-list', pdf])).toMatch(/1: factur-x\.xml/);
    const embedded = path.join(dir, 'embedded.xml');
    run('pdfdetach', ['-save', '1', '-o', embedded, pdf]);
    run('xmllint', ['--noout', embedded]);
    const eInvoice = ok(await admin('GET', `/invoices/${draft.id}/e-invoice`), 'the e-invoice').bytes;
    expect(fs.readFileSync(embedded).equals(eInvoice)).toBe(true);
  });

  it('a receipt PDF is a PDF/A-3b with subset fonts', async () => {
    const page = ok(await manager('GET', '/receipts/search'), 'the receipts list').json<{ results: { id: string }[] }>();
    expect(page.results.length).toBeGreaterThan(0);
    const pdf = save('receipt.pdf', ok(await manager('GET', `/receipts/${page.results[0]!.id}/pdf`), 'the receipt PDF').bytes);
    expectArchiveGrade(pdf);
  });
});
