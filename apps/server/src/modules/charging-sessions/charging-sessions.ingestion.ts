import {
  type ErrorCode,
  chargingSessionMessage,
  type ChargingSessionIngest,
  type ChargingSessionIngestResult,
  type Currency,
  type IngestItemResult,
  type Language,
  type ManualChargingSession,
  type SessionSource,
} from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { priceSessions } from '../pricing/pricing.ts';
import { ingestionRepository, ingestKey, type CableRow, type IngestionRepository, type NewSession, type StoredKey } from './ingestion.repository.ts';
import { endOf, errorCodeOf, reviewFlagsOf, spansOverlap, type SessionFacts } from './session-checks.ts';

/** How far before a batch's first start stored sessions are read for the overlap check. */
const OVERLAP_LOOKBACK_MS = 2 * 24 * 3600_000;

/**
 * The metered home sources that may both see one charge: a driver's cable plugged into their own
 * wallbox reports the charge the wallbox reports. A session overlapping the driver's session of the
 * other source goes to review as an overlap, so the charge is never reimbursed twice.
 */
const OTHER_METER: Partial<Record<SessionSource, SessionSource>> = { CABLE: 'WALLBOX', WALLBOX: 'CABLE' };

/** A session that passed the cable check, before its error code, review flags and price. */
interface Candidate extends SessionFacts {
  /** Null for a wallbox's session: no cable, so no cable overlap check. */
  cable: CableRow | null;
  mobileIdentifierIndex: number | null;
}

/**
 * Error code, review flags and price of sessions of one driver in one company, in a handful of
 * queries for the whole batch: the driver's car battery, the cables' stored sessions around the
 * batch (overlaps), and the driver's tariffs (pricing core).
 */
async function prepare(
  client: SqlClient,
  repo: IngestionRepository,
  context: { companyId: string; userId: string; currency: Currency; source: SessionSource; now: Date },
  candidates: readonly Candidate[],
): Promise<NewSession[]> {
  if (!candidates.length) return [];
  const { companyId, userId, now } = context;
  const cableIds = [...new Set(candidates.flatMap((c) => (c.cable ? [c.cable.id] : [])))];
  const starts = candidates.map((c) => c.startDate.getTime());
  const ends = candidates.map((c) => endOf(c.startDate, c.durationSeconds));
  // One connection inside a transaction: the queries run one after another.
  const battery = await repo.batteryCapacityWh(companyId, userId);
  // The stored sessions that may overlap the batch start in this window.
  const around = { from: new Date(Math.min(...starts) - OVERLAP_LOOKBACK_MS), to: new Date(Math.max(...ends) + 1) };
  const stored = cableIds.length ? await repo.sessionsOfCables(companyId, cableIds, around) : [];
  const otherMeter = OTHER_METER[context.source];
  const otherMeterSessions = otherMeter ? await repo.sessionsOfDriver(companyId, userId, [otherMeter], around) : [];
  const otherMeterSpans = otherMeterSessions.map((s) => ({ start: new Date(s.start_date).getTime(), end: endOf(new Date(s.start_date), s.duration_seconds) }));

  // Every span per cable: stored sessions and the batch's own, each with its key.
  const spans = new Map<string, { key: string; start: number; end: number }[]>();
  const addSpan = (cableId: string, key: string, start: Date, duration: number) => {
    const list = spans.get(cableId) ?? [];
    list.push({ key, start: start.getTime(), end: endOf(start, duration) });
    spans.set(cableId, list);
  };
  for (const s of stored) addSpan(s.cable_id, ingestKey(s.cable_id, new Date(s.start_date), s.mobile_identifier_index), new Date(s.start_date), s.duration_seconds);
  // A stored session with the same key is this very session sent again, not an overlap; a hand-entered
  // session has no app index, so its key is its own.
  const keys = candidates.map((c, i) =>
    c.mobileIdentifierIndex === null || !c.cable ? `manual|${i}` : ingestKey(c.cable.id, c.startDate, c.mobileIdentifierIndex),
  );
  candidates.forEach((c, i) => {
    if (c.cable) addSpan(c.cable.id, keys[i]!, c.startDate, c.durationSeconds);
  });

  const checked = candidates.map((c, i) => {
    const errorCode = errorCodeOf(c, { now, cableCreatedAt: c.cable ? new Date(c.cable.created_at) : null });
    const own = { start: c.startDate.getTime(), end: endOf(c.startDate, c.durationSeconds) };
    const overlaps =
      (c.cable ? (spans.get(c.cable.id) ?? []) : []).some((other) => other.key !== keys[i] && spansOverlap(own, other)) ||
      otherMeterSpans.some((other) => spansOverlap(own, other));
    return { c, errorCode, flags: reviewFlagsOf({ errorCode, wattHours: c.wattHours, batteryCapacityWh: battery, overlaps }) };
  });
  const prices = await priceSessions(
    client,
    companyId,
    checked.map(({ c, errorCode, flags }) => ({
      userId,
      startDate: c.startDate,
      durationSeconds: c.durationSeconds,
      wattHours: c.wattHours,
      errorCode,
      reviewStatus: flags.reviewStatus,
    })),
  );
  return checked.map(({ c, errorCode, flags }, i) => ({
    companyId,
    userId,
    cableId: c.cable?.id ?? null,
    cableHardwareId: c.cable?.hardware_id ?? null,
    mobileIdentifierIndex: c.mobileIdentifierIndex,
    startDate: c.startDate,
    durationSeconds: c.durationSeconds,
    wattHours: c.wattHours,
    meterStartWh: c.meterStartWh,
    meterEndWh: c.meterEndWh,
    energyDifferenceWh: c.energyDifferenceWh,
    ...prices[i]!,
    currency: context.currency,
    errorCode,
    ...flags,
    source: context.source,
    externalOperator: null,
    externalReference: null,
  }));
}

/** The energy difference as stored: the meters' when both are known, else what the app sent. */
function energyDifference(meterStartWh: number | null, meterEndWh: number | null, sent: number | null): number | null {
  return meterStartWh !== null && meterEndWh !== null ? meterEndWh - meterStartWh : sent;
}

function rejected(index: number, status: number, code: ErrorCode, message: string): IngestItemResult {
  return { index, outcome: 'REJECTED', id: null, errorCode: null, reviewStatus: null, problem: { status, code, message } };
}

/** Whether the driver had the cable at `at`: it is theirs now, or an assignment covered that moment. */
function hadCable(cable: CableRow, userId: string, at: Date, assignments: { cable_id: string; assigned_at: Date; unassigned_at: Date | null }[]) {
  if (cable.user_id === userId) return true;
  const t = at.getTime();
  return assignments.some(
    (a) => a.cable_id === cable.id && new Date(a.assigned_at).getTime() <= t && (a.unassigned_at === null || t < new Date(a.unassigned_at).getTime()),
  );
}

/**
 * Records sessions the driver's app sent, idempotently on (cable, start, app index): a session
 * already stored, or sent twice in the same request, is a DUPLICATE answering the stored id. A
 * cable the company does not have answers 404 for that item, one the driver never had 403.
 */
export async function ingestSessions(
  client: SqlClient,
  driver: { userId: string; companyId: string | null },
  items: readonly ChargingSessionIngest[],
  lang: Language,
  now = new Date(),
): Promise<ChargingSessionIngestResult> {
  const companyId = driver.companyId;
  const results: (IngestItemResult | undefined)[] = new Array(items.length);
  if (!companyId) {
    const message = chargingSessionMessage('noCompany', lang);
    return summarize(items.map((_, i) => rejected(i, 409, 'CONFLICT', message)));
  }
  const repo = ingestionRepository(client);
  const hardwareIds = [...new Set(items.map((s) => s.cableHardwareId))];
  const currency = await repo.companyCurrency(companyId);
  const cables = await repo.cablesByHardwareId(companyId, hardwareIds);
  const byHardwareId = new Map(cables.map((c) => [c.hardware_id, c]));
  const assignments = await repo.assignments(companyId, driver.userId, cables.map((c) => c.id));

  // Cable checks, then one candidate per key: a repeat inside the request points at the first.
  const candidates: Candidate[] = [];
  const candidateIndex: number[] = [];
  const firstOfKey = new Map<string, number>();
  const repeatOf = new Map<number, string>();
  items.forEach((item, index) => {
    const cable = byHardwareId.get(item.cableHardwareId);
    const startDate = new Date(item.startDate);
    if (!cable) {
      results[index] = rejected(index, 404, 'NOT_FOUND', chargingSessionMessage('unknownCable', lang, { hardwareId: item.cableHardwareId }));
      return;
    }
    if (!hadCable(cable, driver.userId, startDate, assignments)) {
      results[index] = rejected(index, 403, 'FORBIDDEN', chargingSessionMessage('cableNotYours', lang, { hardwareId: item.cableHardwareId }));
      return;
    }
    const key = ingestKey(cable.id, startDate, item.mobileIdentifierIndex);
    if (firstOfKey.has(key)) {
      repeatOf.set(index, key);
      return;
    }
    firstOfKey.set(key, index);
    const meterStartWh = item.meterStartWh ?? null;
    const meterEndWh = item.meterEndWh ?? null;
    candidates.push({
      cable,
      mobileIdentifierIndex: item.mobileIdentifierIndex,
      startDate,
      durationSeconds: item.durationSeconds,
      wattHours: item.wattHours ?? null,
      meterStartWh,
      meterEndWh,
      energyDifferenceWh: energyDifference(meterStartWh, meterEndWh, item.energyDifferenceWh ?? null),
    });
    candidateIndex.push(index);
  });

  const rows = await prepare(
    client,
    repo,
    { companyId, userId: driver.userId, currency: currency ?? 'EUR', source: 'CABLE', now },
    candidates,
  );
  const inserted = await repo.insertMany(rows);
  const stored = new Map<string, { row: StoredKey; created: boolean }>();
  for (const row of inserted) stored.set(ingestKey(row.cable_id, new Date(row.start_date), row.mobile_identifier_index), { row, created: true });
  const missing = rows.filter((r) => !stored.has(ingestKey(r.cableId, r.startDate, r.mobileIdentifierIndex)));
  const earlier = await repo.storedByIngestKey(
    companyId,
    missing.map((r) => ({ cableId: r.cableId!, startDate: r.startDate, mobileIdentifierIndex: r.mobileIdentifierIndex! })),
  );
  for (const row of earlier) stored.set(ingestKey(row.cable_id, new Date(row.start_date), row.mobile_identifier_index), { row, created: false });

  const outcome = (index: number, key: string, repeat: boolean): IngestItemResult => {
    const hit = stored.get(key);
    // Unreachable unless the stored row vanished between the two statements.
    if (!hit) return rejected(index, 409, 'CONFLICT', chargingSessionMessage('saveFailed', lang));
    return {
      index,
      outcome: hit.created && !repeat ? 'CREATED' : 'DUPLICATE',
      id: hit.row.id,
      errorCode: hit.row.error_code,
      reviewStatus: hit.row.review_status,
      problem: null,
    };
  };
  candidateIndex.forEach((index, i) => {
    const r = rows[i]!;
    results[index] = outcome(index, ingestKey(r.cableId, r.startDate, r.mobileIdentifierIndex), false);
  });
  for (const [index, key] of repeatOf) results[index] = outcome(index, key, true);
  return summarize(results as IngestItemResult[]);
}

function summarize(results: IngestItemResult[]): ChargingSessionIngestResult {
  const count = (o: IngestItemResult['outcome']) => results.filter((r) => r.outcome === o).length;
  return { created: count('CREATED'), duplicates: count('DUPLICATE'), rejected: count('REJECTED'), results };
}

/**
 * A session an administrator enters for a driver from a cable of the driver's company (source
 * MANUAL): the same checks and pricing as the app's sessions. Answers the new session's id.
 */
export async function createManualSession(
  client: SqlClient,
  scope: { companyId: string | null },
  body: ManualChargingSession,
  lang: Language,
  now = new Date(),
): Promise<string> {
  const repo = ingestionRepository(client);
  const driver = await repo.driver(scope.companyId, body.userId);
  if (!driver?.company_id) throw new AppError(404, 'NOT_FOUND', chargingSessionMessage('driverNotFound', lang));
  const companyId = driver.company_id;
  const cable = await repo.cable(companyId, body.cableId);
  if (!cable) {
    const message = chargingSessionMessage('cableOfOtherCompany', lang);
    throw new AppError(400, 'VALIDATION_FAILED', message, [{ field: 'cableId', message }]);
  }
  const meterStartWh = body.meterStartWh ?? null;
  const meterEndWh = body.meterEndWh ?? null;
  const [row] = await prepare(
    client,
    repo,
    { companyId, userId: driver.id, currency: (await repo.companyCurrency(companyId)) ?? 'EUR', source: 'MANUAL', now },
    [
      {
        cable,
        mobileIdentifierIndex: null,
        startDate: new Date(body.startDate),
        durationSeconds: body.durationSeconds,
        wattHours: body.wattHours,
        meterStartWh,
        meterEndWh,
        energyDifferenceWh: energyDifference(meterStartWh, meterEndWh, null),
      },
    ],
  );
  const [stored] = await repo.insertMany([row!]);
  return stored!.id;
}

/**
 * A finished wallbox transaction of a driver (source WALLBOX, decision 0044): the meter readings
 * give the energy; the same checks and pricing as every other session. The caller makes it land
 * once (the wallbox transaction's row holds the session's id). Answers the new session.
 */
export async function recordWallboxSession(
  client: SqlClient,
  input: { companyId: string; userId: string; startDate: Date; durationSeconds: number; meterStartWh: number; meterEndWh: number },
  now = new Date(),
): Promise<{ id: string; errorCode: number; reviewStatus: string }> {
  const repo = ingestionRepository(client);
  const wattHours = input.meterEndWh - input.meterStartWh;
  const [row] = await prepare(
    client,
    repo,
    { companyId: input.companyId, userId: input.userId, currency: (await repo.companyCurrency(input.companyId)) ?? 'EUR', source: 'WALLBOX', now },
    [
      {
        cable: null,
        mobileIdentifierIndex: null,
        startDate: input.startDate,
        durationSeconds: input.durationSeconds,
        wattHours,
        meterStartWh: input.meterStartWh,
        meterEndWh: input.meterEndWh,
        energyDifferenceWh: wattHours,
      },
    ],
  );
  const [stored] = await repo.insertMany([row!]);
  return { id: stored!.id, errorCode: stored!.error_code, reviewStatus: stored!.review_status };
}
