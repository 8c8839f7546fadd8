import type { TestServer } from '../../../test/harness.ts';
import { callApi } from '../../../test/api.ts';
import { renderUtilityBill } from '../../demo/tariff-pdf.ts';

/** Calls the API as a demo account (real token), with JSON or a FormData body, through the harness's one client. */
export function apiAs(server: TestServer) {
  return <T = unknown>(email: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    callApi<T>(server, method, path, { as: email, body, headers });
}

/** A real one-page PDF bill, as drivers upload them. */
export function samplePdf(): Promise<Buffer> {
  return renderUtilityBill({
    german: true,
    provider: 'Stadtwerke Test',
    customerName: 'Test Driver',
    street: 'Teststraße 1',
    zipCity: '10115 Berlin',
    customerNumber: '1234567890',
    billDate: new Date(Date.UTC(2026, 0, 5)),
    serviceStart: '2026-01-01',
    pricePerKwh: 3250,
    currency: 'EUR',
    baseFeeMonthlyMinor: 1200,
    eco: true,
    dynamic: false,
  });
}

/** A 1x1 PNG. */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The multipart form of an upload. */
export function uploadForm(bytes: Buffer, fileName: string, fields: Record<string, string> = {}, type = 'application/octet-stream') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  return form;
}

/** Fixtures of one test file: fresh drivers, their documents, tariffs and sessions. */
export function tariffFixtures(server: TestServer) {
  const call = apiAs(server);
  let seq = 0;
  return {
    call,
    /** A new driver of the company (as its data would be after adding one). */
    async driver(companyId: string, country: string | null = null): Promise<string> {
      seq += 1;
      const [row] = await server.database.query<{ id: string }>(
        `insert into users (company_id, role, email, first_name, last_name, country)
         values ($1, 'USER', $2, 'Tara', $3, $4) returning id`,
        [companyId, `tariff-test-${seq}-${Date.now()}@example.test`, `Tester${seq}`, country],
      );
      return row!.id;
    },
    async document(email: string, userId: string): Promise<string> {
      const res = await call<{ id: string }>(email, 'POST', '/documents', uploadForm(await samplePdf(), 'bill.pdf', { userId }));
      if (res.status !== 201) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
      return res.body.id;
    },
    /** A tariff through the API (PENDING), optionally validated by the administrator. */
    async tariff(
      userId: string,
      fields: { startDate: string; endDate?: string | null; pricePerKwh: number; baseFeeMonthlyMinor?: number | null; dynamic?: boolean; priceSeriesId?: string },
      options: { as?: string; validate?: boolean } = {},
    ): Promise<{ id: string; number: number }> {
      const as = options.as ?? 'admin@demo.test';
      const documentId = await this.document(as, userId);
      const res = await call<{ id: string; number: number }>(as, 'POST', '/tariffs', { userId, documentId, ...fields });
      if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
      if (options.validate) {
        const v = await call('admin@demo.test', 'POST', `/tariffs/${res.body.id}/validate`, {});
        if (v.status !== 200) throw new Error(`validate failed: ${JSON.stringify(v.body)}`);
      }
      return res.body;
    },
    /** A session recorded by hand and priced as ingestion prices it. */
    async session(companyId: string, userId: string, start: string, wattHours: number, durationSeconds = 3600): Promise<string> {
      const [row] = await server.database.query<{ id: string }>(
        `insert into charging_sessions (company_id, user_id, start_date, duration_seconds, watt_hours, currency, source)
         values ($1, $2, $3, $4, $5, (select case country when 'SWITZERLAND' then 'CHF' when 'UNITED_STATES' then 'USD' else 'EUR' end from companies where id = $1), 'MANUAL')
         returning id`,
        [companyId, userId, start, durationSeconds, wattHours],
      );
      const { repriceStoredSessions } = await import('../pricing/pricing.ts');
      await repriceStoredSessions(server.database, { companyId, sessionIds: [row!.id] });
      return row!.id;
    },
    async priceOf(sessionId: string) {
      const [row] = await server.database.query<{
        tariff_id: string | null;
        tariff_price: number | null;
        price_basis: string | null;
        expense_minor: number;
        reimbursable: boolean;
      }>(`select tariff_id, tariff_price, price_basis, expense_minor, reimbursable from charging_sessions where id = $1`, [sessionId]);
      return row!;
    },
  };
}
