import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { ADMIN_EMAIL, call, createDraft } from './invoices.test-helpers.ts';

const C = DEMO_IDS.companies;
const server = useTestServer();

const lastNumber = async (year: number) =>
  (await server.database.query<{ last_number: number }>('select last_number from invoice_number_sequences where year = $1', [year]))[0]
    ?.last_number ?? 0;

describe('invoice numbers', () => {
  it('20 approvals at once give 1 to 20 of the year, without gaps or duplicates', async () => {
    const companies = [C.parent, C.childMunich, C.childVienna, C.light, C.zurich, C.austin];
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await createDraft(server, companies[i % companies.length]!, { invoiceDate: '2032-06-30' }));
    const answers = await Promise.all(drafts.map((d) => call(server, 'POST', `/invoices/${d.id}/approve`, { as: ADMIN_EMAIL })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => a.body.number!).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2032-${String(i + 1).padStart(4, '0')}`));
    expect(await lastNumber(2032)).toBe(20);
  });

  it('approving one draft many times at once numbers it once; the refusals take no number', async () => {
    const draft = await createDraft(server, C.parent, { invoiceDate: '2033-02-01' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(server, 'POST', `/invoices/${draft.id}/approve`, { as: ADMIN_EMAIL })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await lastNumber(2033)).toBe(1);
    const next = await createDraft(server, C.parent, { invoiceDate: '2033-03-01' });
    const approved = await call(server, 'POST', `/invoices/${next.id}/approve`, { as: ADMIN_EMAIL });
    expect(approved.body.number).toBe('2033-0002');
  });

  it('each year counts on its own, and the demo year continues where it stands', async () => {
    const year = new Date().getUTCFullYear();
    const before = await lastNumber(year);
    const draft = await createDraft(server, C.zurich, { invoiceDate: `${year}-01-02` });
    const approved = await call(server, 'POST', `/invoices/${draft.id}/approve`, { as: ADMIN_EMAIL });
    expect(approved.body.number).toBe(`${year}-${String(before + 1).padStart(4, '0')}`);
    const other = await createDraft(server, C.zurich, { invoiceDate: '2034-12-31' });
    expect((await call(server, 'POST', `/invoices/${other.id}/approve`, { as: ADMIN_EMAIL })).body.number).toBe('2034-0001');
  });
});
