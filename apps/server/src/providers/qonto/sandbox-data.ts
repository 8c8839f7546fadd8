import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { RowOf } from '../../db/rows.ts';
import type { sandboxQontoBeneficiaries, sandboxQontoOrganizations, sandboxQontoTransactions, sandboxQontoTransfers } from '../../db/schema/index.ts';
import { makeIban } from '../../demo/iban.ts';
import { qontoAmount, type QontoBeneficiary, type QontoMatchResult, type QontoTransaction, type QontoTransfer } from './api.ts';
import { utcDay } from '@fleetwatt/shared';

/* The bank sandbox's rows and how they read on the wire (Qonto's field names). */

export const hex = (bytes = 12) => randomBytes(bytes).toString('hex');
export const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const uuidOf = (seed: string) => {
  const h = digest(seed);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export type TransferRow = RowOf<
  typeof sandboxQontoTransfers,
  | 'id'
  | 'organization_id'
  | 'idempotency_key'
  | 'beneficiary_name'
  | 'beneficiary_iban'
  | 'beneficiary_id'
  | 'bank_account_id'
  | 'amount_cents'
  | 'currency'
  | 'reference'
  | 'note'
  | 'status'
  | 'decline_reason'
  | 'transaction_id'
  | 'created_at'
  | 'updated_at'
>;
export const TRANSFER_COLUMNS =
  'id, organization_id, idempotency_key, beneficiary_name, beneficiary_iban, beneficiary_id, bank_account_id, amount_cents, currency, reference, note, status, decline_reason, transaction_id, created_at, updated_at';

export const toTransfer = (r: TransferRow): QontoTransfer => ({
  id: r.id,
  initiator_id: uuidOf(`initiator:${r.organization_id}`),
  bank_account_id: r.bank_account_id ?? '',
  amount: Number(r.amount_cents) / 100,
  amount_cents: Number(r.amount_cents),
  amount_currency: r.currency,
  status: r.status,
  beneficiary_id: r.beneficiary_id ?? '',
  reference: r.reference,
  note: r.note,
  declined_reason: r.decline_reason,
  scheduled_date: utcDay(new Date(r.created_at)),
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
  processed_at: r.status === 'pending' ? null : iso(r.updated_at),
  completed_at: r.status === 'settled' ? iso(r.updated_at) : null,
  transaction_id: r.transaction_id,
});

export type TransactionRow = RowOf<
  typeof sandboxQontoTransactions,
  | 'id'
  | 'organization_id'
  | 'amount_cents'
  | 'currency'
  | 'side'
  | 'operation_type'
  | 'status'
  | 'label'
  | 'reference'
  | 'note'
  | 'counterparty_iban'
  | 'emitted_at'
  | 'settled_at'
  | 'updated_at'
> &
  RowOf<typeof sandboxQontoOrganizations, 'bank_account_id'>;

export const toTransaction = (r: TransactionRow): QontoTransaction => {
  const cents = Number(r.amount_cents);
  const amount = cents / 100;
  return {
    id: uuidOf(`transaction:${r.id}`),
    transaction_id: r.id,
    amount,
    amount_cents: cents,
    settled_balance: null,
    settled_balance_cents: null,
    attachment_ids: [],
    local_amount: amount,
    local_amount_cents: cents,
    side: r.side,
    operation_type: r.operation_type,
    currency: r.currency,
    local_currency: r.currency,
    label: r.label,
    settled_at: iso(r.settled_at),
    emitted_at: iso(r.emitted_at)!,
    updated_at: iso(r.updated_at)!,
    status: r.status,
    note: r.note,
    reference: r.reference,
    vat_amount: null,
    vat_amount_cents: null,
    vat_rate: null,
    initiator_id: null,
    label_ids: [],
    attachment_lost: false,
    attachment_required: false,
    card_last_digits: r.operation_type === 'card' ? '4242' : null,
    category: r.side === 'credit' ? 'other_income' : 'other_expense',
    cashflow_category: null,
    cashflow_subcategory: null,
    subject_type: r.operation_type === 'card' ? 'Card' : r.operation_type === 'transfer' ? 'Transfer' : 'Income',
    bank_account_id: r.bank_account_id ?? '',
    transfer: r.counterparty_iban
      ? { counterparty_account_number: r.counterparty_iban, counterparty_name: r.label, counterparty_bic: null, counterparty_iban: r.counterparty_iban }
      : null,
  };
};

export type BeneficiaryRow = RowOf<typeof sandboxQontoBeneficiaries, 'id' | 'name' | 'iban' | 'bic' | 'email' | 'trusted' | 'created_at' | 'updated_at'>;
export const toBeneficiary = (r: BeneficiaryRow): QontoBeneficiary => ({
  id: r.id,
  name: r.name,
  email: r.email,
  activity_tag: null,
  iban: r.iban,
  bic: r.bic,
  currency: 'EUR',
  status: 'validated',
  trusted: r.trusted,
  created_at: iso(r.created_at)!,
  updated_at: iso(r.updated_at)!,
});

export const toMeta = (page: number, perPage: number, total: number) => {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return { current_page: page, next_page: page < pages ? page + 1 : null, prev_page: page > 1 ? page - 1 : null, total_pages: pages, total_count: total, per_page: perPage };
};

/** A name as banks compare them: letters without accents, lower case, words in order, single spaces. */
const normalized = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const kept = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length]!;
}

/**
 * Verification of Payee as the payee's bank answers it: the holder's name it keeps for the IBAN
 * against the name given. Same name: match; a typo, a missing word or initials: close match with
 * the kept name; anything else: no match; a bank that cannot answer: not possible.
 */
export async function payeeMatch(database: Database, iban: string, name: string): Promise<{ result: QontoMatchResult; matchedName?: string }> {
  const [kept] = await database.query<{ holder_name: string | null; reachable: boolean }>('select holder_name, reachable from sandbox_qonto_payees where iban = $1', [iban]);
  if (kept && !kept.reachable) return { result: 'MATCH_RESULT_NOT_POSSIBLE' };
  if (!kept?.holder_name) return { result: 'MATCH_RESULT_MATCH' };
  const given = normalized(name);
  const holder = normalized(kept.holder_name);
  if (given === holder) return { result: 'MATCH_RESULT_MATCH' };
  const givenWords = given.split(' ');
  const holderWords = holder.split(' ');
  const initials = givenWords.length === holderWords.length && givenWords.every((w, i) => w === holderWords[i] || (w.length === 1 && holderWords[i]!.startsWith(w)));
  const subset = givenWords.every((w) => holderWords.includes(w)) || holderWords.every((w) => givenWords.includes(w));
  if (distance(given, holder) <= Math.max(2, Math.floor(holder.length / 8)) || initials || subset) {
    return { result: 'MATCH_RESULT_CLOSE_MATCH', matchedName: kept.holder_name };
  }
  return { result: 'MATCH_RESULT_NO_MATCH' };
}

/** A bank account with a little history of its own, so a first sync has something to bring in. */
export async function openOrganization(database: Database, id: string): Promise<void> {
  const seed = digest(id);
  const account = String(BigInt(`0x${seed.slice(0, 12)}`) % 10_000_000_000n).padStart(10, '0');
  const iban = makeIban('DE', `10010010${account}`);
  const created = await database.query(
    `insert into sandbox_qonto_organizations (id, slug, legal_name, bank_account_id, iban, bic, balance_cents)
     values ($1, $2, 'Sandbox GmbH', $3, $4, 'QNTODEB2XXX', 5000000) on conflict (id) do nothing returning id`,
    [id, `sandbox-${seed.slice(0, 8)}`, uuidOf(`account:${id}`), iban],
  );
  if (!created.length) return;
  const day = 86_400_000;
  const now = Date.now();
  const history: [number, 'credit' | 'debit', string, string, string][] = [
    [2, 'credit', 'income', 'Customer payment · Invoice 2031', 'RE-2031'],
    [5, 'debit', 'card', 'Office supplies', 'CARD-4471'],
    [9, 'debit', 'transfer', 'Electricity · home charging refund', 'Charging costs'],
    [14, 'credit', 'income', 'Customer payment · Invoice 2019', 'RE-2019'],
  ];
  for (const [i, [ago, side, type, label, reference]] of history.entries()) {
    const at = new Date(now - ago * day);
    const amount = 1_500 + (parseInt(seed.slice(12 + i * 4, 16 + i * 4), 16) % 90_000);
    await database.query(
      `insert into sandbox_qonto_transactions (id, organization_id, amount_cents, currency, side, operation_type, status, label, reference, emitted_at, settled_at, created_at, updated_at)
       values ($1, $2, $3, 'EUR', $4, $5, 'completed', $6, $7, $8, $8, $8, $8)`,
      [`txn-${seed.slice(0, 10)}-${i + 1}`, id, amount, side, type, label, reference, at],
    );
  }
}

export { qontoAmount };
