import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@fleetwatt/shared';
import { useTestServer } from '../../../test/harness.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';
import { ADMIN_EMAIL, LIGHT_EMAIL, MANAGER_EMAIL, call, createDraft, createOpen, draftBody } from './invoices.test-helpers.ts';

const C = DEMO_IDS.companies;
const server = useTestServer();

const post = (path: string, body?: unknown, as = ADMIN_EMAIL) => call(server, 'POST', path, { as, body });

describe('invoice drafts', () => {
  it('a new draft copies the billing contact and address from the company, and they stay editable', async () => {
    const draft = await createDraft(server, C.parent);
    expect(draft).toMatchObject({
      status: 'DRAFT',
      number: null,
      kind: 'SERVICE',
      companyName: 'Voltwerk Holding GmbH',
      currency: 'EUR',
      billingContactEmail: 'billing@voltwerk.demo.test',
      vatNumber: 'DE318452761',
      totalNetMinor: 9_900,
      taxRateBp: 1900,
      taxMinor: 1_881,
      totalGrossMinor: 11_781,
      paidMinor: 0,
    });
    const [company] = await server.database.query<{ billing_contact_name: string; billing_street: string }>(
      'select billing_contact_name, billing_street from companies where id = $1',
      [C.parent],
    );
    expect(draft.billingContactName).toBe(company!.billing_contact_name);
    expect(draft.billingStreet).toBe(company!.billing_street);

    const edited = await call(server, 'PUT', `/invoices/${draft.id}`, {
      as: ADMIN_EMAIL,
      body: {
        ...draftBody(C.parent),
        companyId: undefined,
        billingContactName: 'Accounts Payable',
        billingStreet: 'Neue Straße 5',
        lines: [
          { product: 'Charging cable', text: 'FWC-1', quantity: 2, unitPriceMinor: 34_900 },
          { product: 'Setup', quantity: 1, unitPriceMinor: 5_000 },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ billingContactName: 'Accounts Payable', billingStreet: 'Neue Straße 5', totalNetMinor: 74_800 });
    expect(edited.body.lines.map((l) => [l.position, l.product, l.netMinor])).toEqual([
      [1, 'Charging cable', 69_800],
      [2, 'Setup', 5_000],
    ]);
  });

  it('bad input answers 400 with field messages and creates nothing', async () => {
    const [before] = await server.database.query<{ n: number }>('select count(*)::int as n from invoices');
    const res = await post('/invoices', {
      ...draftBody(C.parent),
      deliveryFrom: '2026-04-01',
      deliveryTo: '2026-03-01',
      lines: [{ product: '', quantity: 0, unitPriceMinor: -1 }],
    });
    expect(res.status).toBe(400);
    const fields = (res.body as unknown as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['lines.0.product', 'lines.0.quantity', 'lines.0.unitPriceMinor']));
    const noLines = await post('/invoices', { ...draftBody(C.parent), lines: [] });
    expect(noLines.status).toBe(400);
    const unknownCompany = await post('/invoices', draftBody('10000000-0000-4000-8000-00000000ffff'));
    expect(unknownCompany.status).toBe(400);
    const [after] = await server.database.query<{ n: number }>('select count(*)::int as n from invoices');
    expect(after!.n).toBe(before!.n);
  });

  it('a draft can be deleted; an approved invoice cannot', async () => {
    const draft = await createDraft(server, C.light);
    expect((await call(server, 'DELETE', `/invoices/${draft.id}`, { as: ADMIN_EMAIL })).status).toBe(204);
    expect((await call(server, 'GET', `/invoices/${draft.id}`, { as: ADMIN_EMAIL })).status).toBe(404);
    const open = await createOpen(server, C.light);
    expect((await call(server, 'DELETE', `/invoices/${open.id}`, { as: ADMIN_EMAIL })).status).toBe(409);
  });
});

describe('the invoice state machine', () => {
  it('approve: DRAFT -> OPEN with the next number of the year; a second approval is refused', async () => {
    const draft = await createDraft(server, C.parent, { invoiceDate: '2031-01-15' });
    const approved = await post(`/invoices/${draft.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'OPEN', number: '2031-0001' });
    expect(approved.body.approvedAt).not.toBeNull();
    const again = await post(`/invoices/${draft.id}/approve`);
    expect(again.status).toBe(409);
    expect((again.body as unknown as { detail: string }).detail).toBe('Only a draft invoice can be approved; this invoice is OPEN.');
    const edit = await call(server, 'PUT', `/invoices/${draft.id}`, { as: ADMIN_EMAIL, body: { ...draftBody(C.parent), companyId: undefined } });
    expect(edit.status).toBe(409);
  });

  it('record payments: OPEN -> PARTIALLYPAID -> PAID by amounts; an overpayment is refused', async () => {
    const open = await createOpen(server, C.parent); // gross 117.81
    const part = await post(`/invoices/${open.id}/payments`, { amountMinor: 5_000 });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({ status: 'PARTIALLYPAID', paidMinor: 5_000, openMinor: 6_781 });
    const over = await post(`/invoices/${open.id}/payments`, { amountMinor: 6_782 });
    expect(over.status).toBe(400);
    expect((over.body as unknown as { errors: { field: string; message: string }[] }).errors).toEqual([
      { field: 'amountMinor', message: 'Amount: Must not be more than the open amount of €67.81' },
    ]);
    const rest = await post(`/invoices/${open.id}/payments`, { amountMinor: 6_781 });
    expect(rest.body).toMatchObject({ status: 'PAID', paidMinor: 11_781, openMinor: 0 });
    const more = await post(`/invoices/${open.id}/payments`, { amountMinor: 1 });
    expect(more.status).toBe(409);
  });

  it('refund: PAID -> PARTIALLYPAID -> OPEN, never more than was paid', async () => {
    const open = await createOpen(server, C.parent);
    const paid = await post(`/invoices/${open.id}/payments`, { amountMinor: 11_781 });
    const payment = paid.body.payments[0]!;
    expect(payment.refundableMinor).toBe(11_781);
    const half = await post(`/invoices/${open.id}/payments/${payment.id}/refund`, { amountMinor: 5_000 });
    expect(half.status).toBe(200);
    expect(half.body).toMatchObject({ status: 'PARTIALLYPAID', paidMinor: 6_781 });
    const tooMuch = await post(`/invoices/${open.id}/payments/${payment.id}/refund`, { amountMinor: 6_782 });
    expect(tooMuch.status).toBe(400);
    const rest = await post(`/invoices/${open.id}/payments/${payment.id}/refund`, {});
    expect(rest.body).toMatchObject({ status: 'OPEN', paidMinor: 0 });
    expect(rest.body.payments.map((p) => [p.status, p.amountMinor])).toEqual([
      ['SUCCEEDED', 11_781],
      ['REFUNDED', 5_000],
      ['REFUNDED', 6_781],
    ]);
    const refundARefund = await post(`/invoices/${open.id}/payments/${rest.body.payments[1]!.id}/refund`, {});
    expect(refundARefund.status).toBe(409);
  });

  it('retry: a failed payment is collected again once, and only a failed one', async () => {
    const open = await createOpen(server, C.parent);
    await server.database.query(
      `insert into invoice_payments (company_id, invoice_id, status, amount_minor, currency, paid_at, method)
       values ($1, $2, 'FAILED', 11781, 'EUR', now(), 'SEPA_DIRECT_DEBIT')`,
      [C.parent, open.id],
    );
    const withFailed = (await call(server, 'GET', `/invoices/${open.id}`, { as: ADMIN_EMAIL })).body;
    const failed = withFailed.payments[0]!;
    expect(failed).toMatchObject({ status: 'FAILED', canRetry: true });
    expect(withFailed.status).toBe('OPEN');
    const retried = await post(`/invoices/${open.id}/payments/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'PAID', paidMinor: 11_781 });
    expect(retried.body.payments[1]).toMatchObject({ status: 'SUCCEEDED', relatedPaymentId: failed.id });
    expect((await post(`/invoices/${open.id}/payments/${failed.id}/retry`)).status).toBe(409);
    expect((await post(`/invoices/${open.id}/payments/${retried.body.payments[1]!.id}/retry`)).status).toBe(409);
  });

  it('cancel: OPEN without payments -> CANCELLED; with payments, as a draft, or twice it is refused', async () => {
    const open = await createOpen(server, C.childMunich);
    const cancelled = await post(`/invoices/${open.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED' });
    expect(cancelled.body.cancelledAt).not.toBeNull();
    expect((await post(`/invoices/${open.id}/cancel`)).status).toBe(409);
    expect((await post(`/invoices/${open.id}/payments`, { amountMinor: 100 })).status).toBe(409);
    expect((await post(`/invoices/${open.id}/approve`)).status).toBe(409);
    expect((await post(`/invoices/${open.id}/send`)).status).toBe(409);

    const draft = await createDraft(server, C.childMunich);
    expect((await post(`/invoices/${draft.id}/cancel`)).status).toBe(409);
    expect((await post(`/invoices/${draft.id}/payments`, { amountMinor: 100 })).status).toBe(409);
    expect((await post(`/invoices/${draft.id}/send`)).status).toBe(409);
    expect((await post(`/invoices/${draft.id}/sync`)).status).toBe(409);

    const part = await createOpen(server, C.childMunich);
    await post(`/invoices/${part.id}/payments`, { amountMinor: 100 });
    const refusedPart = await post(`/invoices/${part.id}/cancel`);
    expect(refusedPart.status).toBe(409);
    expect((refusedPart.body as unknown as { detail: string }).detail).toBe(
      'An invoice with payments cannot be cancelled. Refund the payments first.',
    );
    const paid = await createOpen(server, C.childMunich);
    await post(`/invoices/${paid.id}/payments`, { amountMinor: paid.totalGrossMinor });
    expect((await post(`/invoices/${paid.id}/cancel`)).status).toBe(409);
  });

  it('refusals speak German when asked', async () => {
    const draft = await createDraft(server, C.parent);
    const res = await call(server, 'POST', `/invoices/${draft.id}/cancel`, { as: ADMIN_EMAIL, headers: { 'accept-language': 'de' } });
    expect(res.status).toBe(409);
    expect((res.body as unknown as { detail: string }).detail).toBe('Nur eine offene Rechnung kann storniert werden; diese Rechnung ist DRAFT.');
  });
});

describe('sending an invoice out', () => {
  it("mails the PDF to the billing contact in the company's language and sets the date sent", async () => {
    const open = await createOpen(server, C.parent);
    const sent = await post(`/invoices/${open.id}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body.sentAt).not.toBeNull();
    const [mail] = await server.database.query<{ to_address: string; subject: string; body_text: string; attachments: { fileName: string; contentType: string }[] }>(
      `select to_address, subject, body_text, attachments from email_outbox where company_id = $1 order by created_at desc limit 1`,
      [C.parent],
    );
    expect(mail).toMatchObject({ to_address: 'billing@voltwerk.demo.test', subject: `Rechnung ${open.number} von Fleetwatt` });
    expect(mail!.body_text).toContain(`anbei erhalten Sie unsere Rechnung ${open.number} über 117,81 €`);
    expect(mail!.attachments).toEqual([expect.objectContaining({ fileName: `invoice-${open.number}.pdf`, contentType: 'application/pdf' })]);

    const austin = await createOpen(server, C.austin);
    await post(`/invoices/${austin.id}/send`);
    const [english] = await server.database.query<{ subject: string }>(
      'select subject from email_outbox where company_id = $1 order by created_at desc limit 1',
      [C.austin],
    );
    expect(english!.subject).toBe(`Invoice ${austin.number} from Fleetwatt`);
  });

  it('without a billing email the invoice is not sent', async () => {
    const open = await createOpen(server, C.parent, { billingContactEmail: null });
    const res = await post(`/invoices/${open.id}/send`);
    expect(res.status).toBe(409);
    const after = await call(server, 'GET', `/invoices/${open.id}`, { as: ADMIN_EMAIL });
    expect(after.body.sentAt).toBeNull();
  });
});

describe('who may do what', () => {
  let open: Invoice;
  beforeAll(async () => {
    open = await createOpen(server, C.parent);
  });

  it("a fleet manager reads and downloads the own company's approved invoices, but changes nothing", async () => {
    const list = await call<{ results: Invoice[] }>(server, 'GET', '/invoices/search?pageSize=200', { as: MANAGER_EMAIL });
    expect(list.status).toBe(200);
    expect(list.body.results.length).toBeGreaterThan(0);
    expect(list.body.results.every((i) => i.companyId === C.parent && i.status !== 'DRAFT')).toBe(true);
    expect((await call(server, 'GET', `/invoices/${open.id}`, { as: MANAGER_EMAIL })).status).toBe(200);
    const pdf = await call(server, 'GET', `/invoices/${open.id}/pdf`, { as: MANAGER_EMAIL });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    for (const [method, path] of [
      ['POST', `/invoices/${open.id}/payments`],
      ['POST', `/invoices/${open.id}/cancel`],
      ['POST', `/invoices/${open.id}/sync`],
      ['POST', '/invoices'],
    ] as const) {
      expect((await call(server, method, path, { as: MANAGER_EMAIL, body: {} })).status).toBe(403);
    }
  });

  it("a fleet manager never sees a draft, nor another company's invoice (404)", async () => {
    const draft = await createDraft(server, C.parent);
    expect((await call(server, 'GET', `/invoices/${draft.id}`, { as: MANAGER_EMAIL })).status).toBe(404);
    expect((await call(server, 'GET', `/invoices/${open.id}`, { as: LIGHT_EMAIL })).status).toBe(404);
    expect((await call(server, 'GET', `/invoices/${open.id}/pdf`, { as: LIGHT_EMAIL })).status).toBe(404);
    expect((await call(server, 'GET', `/invoices/${open.id}/e-invoice`, { as: LIGHT_EMAIL })).status).toBe(404);
    const light = await call<{ results: Invoice[] }>(server, 'GET', `/invoices/search?companyId=${C.parent}`, { as: LIGHT_EMAIL });
    expect(light.body.results).toEqual([]);
  });

  it('an administrator with a selected company acts only inside it; drivers and strangers are refused', async () => {
    const scoped = await call(server, 'GET', `/invoices/${open.id}`, { as: ADMIN_EMAIL, headers: { 'x-child-company-id': C.zurich } });
    expect(scoped.status).toBe(404);
    expect((await call(server, 'POST', `/invoices/${open.id}/cancel`, { as: ADMIN_EMAIL, headers: { 'x-child-company-id': C.zurich } })).status).toBe(404);
    expect((await call(server, 'GET', '/invoices/search', { as: 'driver@demo.test' })).status).toBe(403);
    expect((await call(server, 'GET', '/invoices/search')).status).toBe(401);
    expect((await call(server, 'GET', '/invoices/not-an-id', { as: ADMIN_EMAIL })).status).toBe(404);
  });
});
