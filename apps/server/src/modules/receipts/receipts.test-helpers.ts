import type { Receipt } from '@fleetwatt/shared';
import type { TestServer } from '../../../test/harness.ts';
import { callApi, type Answer, type CallOptions } from '../../../test/api.ts';
import { DEMO_IDS } from '../../demo/seed-demo.ts';

export const PARENT = DEMO_IDS.companies.parent;
export const DANIEL = DEMO_IDS.users.driver;

export type { Answer };

/** Calls the API as the demo account with that email (null: without a token), through the harness's one client. */
export function caller(server: TestServer) {
  return <T = unknown>(email: string | null, path: string, init: CallOptions & { method?: string } = {}): Promise<Answer<T>> =>
    callApi<T>(server, init.method ?? 'GET', path, { ...init, as: email });
}

/** The receipt in force of a driver's month, straight from the table. */
export async function currentReceipt(server: TestServer, userId: string, year: number, month: number) {
  const [row] = await server.database.query<{ id: string; number: number; status: string }>(
    `select id, number, status from receipts where user_id = $1 and period_year = $2 and period_month = $3 and superseded_at is null`,
    [userId, year, month],
  );
  return row;
}

/** Count, energy and expense of a receipt's sessions, summed by the database. */
export async function sessionSums(server: TestServer, receiptId: string) {
  const [row] = await server.database.query<{ n: number; wh: number; ex: number }>(
    `select count(*)::int as n, coalesce(sum(watt_hours), 0)::bigint as wh, coalesce(sum(expense_minor), 0)::bigint as ex
       from charging_sessions where receipt_id = $1`,
    [receiptId],
  );
  return { count: Number(row!.n), energyWh: Number(row!.wh), expenseMinor: Number(row!.ex) };
}

/** The driver's reimbursable sessions of a month (in any or no receipt). */
export async function reimbursableOfMonth(server: TestServer, userId: string, companyId: string, from: Date, to: Date) {
  const [row] = await server.database.query<{ n: number; wh: number; ex: number }>(
    `select count(*)::int as n, coalesce(sum(watt_hours), 0)::bigint as wh, coalesce(sum(expense_minor), 0)::bigint as ex
       from charging_sessions where user_id = $1 and company_id = $2 and start_date >= $3 and start_date < $4 and reimbursable`,
    [userId, companyId, from, to],
  );
  return { count: Number(row!.n), energyWh: Number(row!.wh), expenseMinor: Number(row!.ex) };
}

export type { Receipt };
