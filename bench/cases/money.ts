/**
 * The benchmark's cases for a customer's money and records (receipts, reimbursements, payment
 * transactions, invoices, the audit trail, invites): the lists with the filters and sorts their
 * pages offer, for the company with 2,000 drivers and across all companies, first and deep pages.
 */
import { createHash } from 'node:crypto';
import type { CaseContext, ReadCase, Who } from '../cases.ts';

/** The seed's id of a row (bench/seed/steps.ts `uid`). */
function seedId(kind: string, n: number): string {
  const hex = createHash('md5').update(`${kind}:${n}`).digest('hex');
  const shaped = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${shaped.slice(0, 8)}-${shaped.slice(8, 12)}-${shaped.slice(12, 16)}-${shaped.slice(16, 20)}-${shaped.slice(20)}`;
}

/** The last closed month (receipts, reimbursements and invoices of the current month come later). */
const closed = (c: CaseContext) => c.month;
const period = (c: CaseContext) => `year=${closed(c).year}&month=${closed(c).month}`;
const page = (n: number, size = 50) => `pageNumber=${n - 1}&pageSize=${size}`;

const company = (name: string, path: (c: CaseContext) => string): ReadCase => ({ kind: 'read', name, who: 'manager', scope: 'company', path });
/** Administrators' pages narrowed to one company (reimbursements and payments are theirs only). */
const oneOfAll = (name: string, path: (c: CaseContext) => string): ReadCase => ({ kind: 'read', name, who: 'admin', scope: 'company', path });
const all = (name: string, path: (c: CaseContext) => string, who: Who = 'admin'): ReadCase => ({ kind: 'read', name, who, scope: 'all', path });

const DRIVER_1 = seedId('driver', 1);
const COMPANY_1 = seedId('company', 1);

export const MONEY_CASES: ReadCase[] = [
  // Receipts
  company('receipts, 2,000 drivers, every period, newest first, page 1', () => `/backend/receipts/search?${page(1)}`),
  company('receipts, 2,000 drivers, every period, newest first, page 1,000', () => `/backend/receipts/search?${page(1000)}`),
  company('receipts, 2,000 drivers, one month, driver A-Z, page 1', (c) => `/backend/receipts/search?${period(c)}&sortField=driverName&sortDir=ASC&${page(1)}`),
  company('receipts, 2,000 drivers, one year, expense DESC, page 200', (c) => `/backend/receipts/search?year=${closed(c).year}&sortField=expense&sortDir=DESC&${page(200)}`),
  company('receipts, 2,000 drivers, drafts not sent, page 1', () => `/backend/receipts/search?status=DRAFT&sent=false&${page(1)}`),
  company('receipts, one driver, every period', () => `/backend/receipts/search?driverId=${DRIVER_1}&${page(1)}`),
  all('receipts, all companies, newest first, page 1', () => `/backend/receipts/search?${page(1)}`),
  all('receipts, all companies, newest first, page 5,000', () => `/backend/receipts/search?${page(5000)}`),
  all('receipts, all companies, one month, company A-Z, page 1', (c) => `/backend/receipts/search?${period(c)}&sortField=companyName&sortDir=ASC&${page(1)}`),
  all('receipts, all companies, every period, energy DESC, page 1', () => `/backend/receipts/search?sortField=energy&sortDir=DESC&${page(1)}`),
  all('receipts, all companies, one month, drafts, page 1', (c) => `/backend/receipts/search?${period(c)}&status=DRAFT&${page(1)}`),
  // Reimbursements and the receipts view beside them
  oneOfAll('reimbursements, one company of 2,000 drivers, newest first, page 1', () => `/backend/reimbursements/search?companyId=${COMPANY_1}&${page(1)}`),
  oneOfAll('reimbursements, one company of 2,000 drivers, requiring action', () => `/backend/reimbursements/search?companyId=${COMPANY_1}&filter=requiresAction&${page(1)}`),
  all('reimbursements, all companies, newest first, page 1', () => `/backend/reimbursements/search?${page(1)}`),
  all('reimbursements, all companies, expense DESC, page 100', () => `/backend/reimbursements/search?sortField=expense&${page(100)}`),
  all('reimbursements, all companies, pending', () => `/backend/reimbursements/search?filter=pending&${page(1)}`),
  oneOfAll('reimbursement receipts, one company of 2,000 drivers, one month, page 1', (c) => `/backend/reimbursements/receipts?companyId=${COMPANY_1}&${period(c)}&${page(1)}`),
  all('reimbursement receipts, all companies, one month, open, page 1', (c) => `/backend/reimbursements/receipts?${period(c)}&state=open&${page(1)}`),
  all('reimbursement receipts, all companies, every period, page 1,000', () => `/backend/reimbursements/receipts?${page(1000)}`),
  // Payment transactions
  oneOfAll('payment transactions, one company of 2,000 drivers, newest first, page 1', () => `/backend/payment-transactions/search?companyId=${COMPANY_1}&${page(1)}`),
  oneOfAll('payment transactions, one company of 2,000 drivers, one year, amount DESC, page 100', (c) => `/backend/payment-transactions/search?companyId=${COMPANY_1}&year=${c.year}&sortField=amount&${page(100)}`),
  oneOfAll('payment transactions, one company of 2,000 drivers, text search', () => `/backend/payment-transactions/search?companyId=${COMPANY_1}&q=${encodeURIComponent('Müller 1')}&${page(1)}`),
  all('payment transactions, all companies, newest first, page 1', () => `/backend/payment-transactions/search?${page(1)}`),
  all('payment transactions, all companies, newest first, page 2,000', () => `/backend/payment-transactions/search?${page(2000)}`),
  all('payment transactions, all companies, one month, counterparty A-Z', (c) => `/backend/payment-transactions/search?${period(c)}&sortField=counterparty&sortDir=ASC&${page(1)}`),
  all('payment transactions, all companies, credits, not linked', () => `/backend/payment-transactions/search?side=CREDIT&linked=false&${page(1)}`),
  // Invoices (administrators)
  all('invoices, one company', () => `/backend/invoices/search?companyId=${COMPANY_1}&${page(1)}`),
  all('invoices, all companies, newest first, page 1', () => `/backend/invoices/search?${page(1)}`),
  all('invoices, all companies, company A-Z, page 100', () => `/backend/invoices/search?sortField=companyName&sortDir=ASC&${page(100)}`),
  all('invoices, all companies, open', () => `/backend/invoices/search?status=OPEN&${page(1)}`),
  all('invoices, all companies, one month, gross DESC', (c) => `/backend/invoices/search?${period(c)}&sortField=totalGross&sortDir=DESC&${page(1)}`),
  // The audit trail
  company('audit trail, 2,000 drivers, newest first, page 1', () => `/backend/audit-events?${page(1)}`),
  company('audit trail, 2,000 drivers, newest first, page 1,000', () => `/backend/audit-events?${page(1000)}`),
  company('audit trail, 2,000 drivers, invoices only', () => `/backend/audit-events?entity=invoices&${page(1)}`),
  company('audit trail, 2,000 drivers, one receipt', () => `/backend/audit-events?entityId=${seedId('receipt', 100 + 3)}&${page(1)}`),
  company('audit trail, 2,000 drivers, one month, updates', (c) => `/backend/audit-events?action=update&from=${closed(c).year}-${String(closed(c).month).padStart(2, '0')}-01&to=${closed(c).year}-${String(closed(c).month).padStart(2, '0')}-28&${page(1)}`),
  all('audit trail, all companies, newest first, page 1', () => `/backend/audit-events?${page(1)}`),
  all('audit trail, all companies, newest first, page 5,000', () => `/backend/audit-events?${page(5000)}`),
  all('audit trail, all companies, by actor', () => `/backend/audit-events?actor=manager-17&${page(1)}`),
  all('audit trail, all companies, reimbursements only', () => `/backend/audit-events?entity=reimbursements&${page(1)}`),
  // Invites
  company('invites, 2,000 drivers, newest first, page 1', () => `/backend/invites/search?${page(1, 25)}`),
  company('invites, 2,000 drivers, address search', () => `/backend/invites/search?email=driver-15&${page(1, 25)}`),
  company('invites, 2,000 drivers, expired', () => `/backend/invites/search?status=EXPIRED&${page(1, 25)}`),
  all('invites, all companies, newest first, page 1', () => `/backend/invites/search?${page(1, 25)}`),
  all('invites, all companies, address A-Z, page 400', () => `/backend/invites/search?sortField=email&sortDir=ASC&${page(400, 25)}`),
];
