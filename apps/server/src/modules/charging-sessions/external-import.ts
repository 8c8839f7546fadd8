import {
  EXTERNAL_CSV_HEADER,
  ZExternalSessionRow,
  chargingSessionMessage,
  issueMessage,
  sessionExpenseMinor,
  type Currency,
  type ExternalSessionImport,
  type ExternalSessionImportResult,
  type ExternalSessionRow,
  type Language,
} from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import { AppError, type FieldError } from '../../lib/errors.ts';
import { ingestionRepository, type NewSession } from './ingestion.repository.ts';
import { errorCodeOf, reviewFlagsOf } from './session-checks.ts';

/** Splits CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** An exact integer from a decimal text with at most `places` decimals ("0.49" at 4 places = 4900); NaN otherwise. */
export function decimalToInt(text: string, places: number): number {
  const m = /^\s*(\d+)(?:[.,](\d+))?\s*$/.exec(text);
  if (!m || (m[2]?.length ?? 0) > places) return Number.NaN;
  return Number(m[1]) * 10 ** places + Number((m[2] ?? '').padEnd(places, '0') || '0');
}

/** The rows of a CSV file with the import header, as the JSON rows would carry them. */
function rowsOfCsv(csv: string, lang: Language): unknown[] {
  const [header, ...lines] = parseCsv(csv);
  const expected = EXTERNAL_CSV_HEADER.join(',');
  if (!header || header.map((h) => h.trim().toLowerCase()).join(',') !== expected) {
    const message = chargingSessionMessage('importHeader', lang, { header: expected });
    throw new AppError(400, 'VALIDATION_FAILED', message, [{ field: 'csv', message }]);
  }
  return lines.map((f) => ({
    externalReference: f[0]?.trim(),
    driverEmail: f[1]?.trim(),
    startDate: f[2]?.trim(),
    durationSeconds: /^\s*\d+\s*$/.test(f[3] ?? '') ? Number(f[3]) : f[3],
    wattHours: decimalToInt(f[4] ?? '', 3),
    pricePerKwh: decimalToInt(f[5] ?? '', 4),
    operator: f[6]?.trim(),
  }));
}

/**
 * Imports public-charging sessions (source EXTERNAL) for one company: each row names the driver by
 * email and carries the operator's price. All rows are checked first; any bad row answers 400 with
 * every problem and stores nothing. Idempotent on (company, external reference).
 */
export async function importExternalSessions(
  client: SqlClient,
  companyId: string,
  body: ExternalSessionImport,
  lang: Language,
  now = new Date(),
): Promise<ExternalSessionImportResult> {
  const repo = ingestionRepository(client);
  const currency: Currency | undefined = await repo.companyCurrency(companyId);
  if (!currency) throw new AppError(404, 'NOT_FOUND', chargingSessionMessage('companyRequired', lang));
  const raw: unknown[] = body.rows ?? (body.csv !== undefined ? rowsOfCsv(body.csv, lang) : []);
  if (!raw.length) {
    const message = chargingSessionMessage('importEmpty', lang);
    throw new AppError(400, 'VALIDATION_FAILED', message, [{ field: body.csv !== undefined ? 'csv' : 'rows', message }]);
  }

  const errors: FieldError[] = [];
  const rows: ExternalSessionRow[] = [];
  const rowNumbers: number[] = [];
  const seen = new Set<string>();
  raw.forEach((value, i) => {
    const row = i + 1;
    const parsed = ZExternalSessionRow.safeParse(value, { reportInput: true });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ field: `rows.${i}`, message: chargingSessionMessage('importRowInvalid', lang, { row, message: issueMessage(issue, lang) }) });
      }
      return;
    }
    if (seen.has(parsed.data.externalReference)) {
      errors.push({
        field: `rows.${i}`,
        message: chargingSessionMessage('importDuplicateReference', lang, { row, reference: parsed.data.externalReference }),
      });
    }
    seen.add(parsed.data.externalReference);
    rows.push({ ...parsed.data, driverEmail: parsed.data.driverEmail.toLowerCase() });
    rowNumbers.push(row);
  });
  const drivers = new Map((await repo.driversByEmail(companyId, [...new Set(rows.map((r) => r.driverEmail))])).map((d) => [d.email, d.id]));
  rows.forEach((r, i) => {
    if (!drivers.has(r.driverEmail)) {
      const row = rowNumbers[i]!;
      errors.push({ field: `rows.${row - 1}`, message: chargingSessionMessage('importRowDriver', lang, { row, email: r.driverEmail }) });
    }
  });
  if (errors.length) throw new AppError(400, 'VALIDATION_FAILED', errors[0]!.message, errors);

  const sessions: NewSession[] = rows.map((r) => {
    const startDate = new Date(r.startDate);
    const errorCode = errorCodeOf(
      { startDate, durationSeconds: r.durationSeconds, wattHours: r.wattHours, meterStartWh: null, meterEndWh: null, energyDifferenceWh: null },
      { now, cableCreatedAt: null },
    );
    return {
      companyId,
      userId: drivers.get(r.driverEmail)!,
      cableId: null,
      cableHardwareId: null,
      mobileIdentifierIndex: null,
      startDate,
      durationSeconds: r.durationSeconds,
      wattHours: r.wattHours,
      meterStartWh: null,
      meterEndWh: null,
      energyDifferenceWh: null,
      tariffId: null,
      tariffPrice: r.pricePerKwh,
      priceBasis: null,
      expenseMinor: sessionExpenseMinor(r.wattHours, r.pricePerKwh),
      currency,
      // Paid on the road with the company's charge card: shown, never reimbursed to the driver.
      reimbursable: false,
      errorCode,
      ...reviewFlagsOf({ errorCode, wattHours: r.wattHours, batteryCapacityWh: null, overlaps: false }),
      source: 'EXTERNAL',
      externalOperator: r.operator,
      externalReference: r.externalReference,
    };
  });
  const stored = await repo.insertMany(sessions);
  return { created: stored.length, duplicates: sessions.length - stored.length };
}
