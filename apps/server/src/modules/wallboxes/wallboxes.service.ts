import { randomBytes } from 'node:crypto';
import {
  type Language,
  METER_SIGNATURE_FAILURES,
  type MeterSignatureFailure,
  notFoundMessages,
  OCPP_PATH_PREFIX,
  type RegisterWallbox,
  type UpdateWallbox,
  type WallboxCommand,
  type WallboxCommandResult,
  type WallboxConnection,
  type WallboxCreated,
  type WallboxDetail,
  type WallboxListItem,
  wallboxMessage,
  type WallboxSearch,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { AppError } from '../../lib/errors.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { type TransactionRow, type WallboxRow, wallboxesRepository } from './wallboxes.repository.ts';
import type { WallboxCommands } from './wallbox-commands.ts';

/** The heartbeat interval the product asks wallboxes for (BootNotification's answer), in seconds. */
export const HEARTBEAT_INTERVAL_SECONDS = 300;
/** A wallbox not heard from for two intervals counts as offline, whatever instance claimed it. */
export const STALE_AFTER_MS = 2 * HEARTBEAT_INTERVAL_SECONDS * 1000;

/** Where and how a wallbox connects: `wss://` and security profile 2 when the product is served over https. */
export function connectionOf(publicUrl: string, identity: string): WallboxConnection {
  const url = new URL(publicUrl);
  const tls = url.protocol === 'https:';
  const base = `${tls ? 'wss' : 'ws'}://${url.host}${url.pathname.replace(/\/$/, '')}`;
  return { url: `${base}${OCPP_PATH_PREFIX}${encodeURIComponent(identity)}`, securityProfile: tls ? 2 : 1, username: identity, ocppVersions: ['ocpp1.6'] };
}

/** A new password: 24 letters and digits (OCPP's Basic auth password is 16 to 40 characters). */
function newPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return [...randomBytes(24)].map((b) => alphabet[b % alphabet.length]).join('');
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function isOnline(row: Pick<WallboxRow, 'connected_instance' | 'last_seen_at'>, now = Date.now()): boolean {
  return row.connected_instance !== null && row.last_seen_at !== null && now - new Date(row.last_seen_at).getTime() < STALE_AFTER_MS;
}

function listItem(r: WallboxRow): WallboxListItem {
  return {
    id: r.id,
    companyId: r.company_id,
    companyName: r.company_name,
    driverId: r.user_id,
    driverName: r.driver_name,
    identity: r.identity,
    vendor: r.vendor,
    model: r.model,
    serialNumber: r.serial_number,
    firmwareVersion: r.firmware_version,
    ocppVersion: r.ocpp_version,
    connection: isOnline(r) ? 'ONLINE' : 'OFFLINE',
    connectorStatus: r.connector_status,
    charging: r.charging,
    lastSeenAt: iso(r.last_seen_at),
    createdAt: iso(r.created_at)!,
  };
}

/** The reason code the check stored before its detail (meter-verification.ts writes "REASON: detail"). */
function failureOf(message: string | null): MeterSignatureFailure | null {
  const code = message?.split(':')[0];
  return (METER_SIGNATURE_FAILURES as readonly string[]).includes(code ?? '') ? (code as MeterSignatureFailure) : null;
}

function transaction(t: TransactionRow) {
  return {
    id: t.id,
    transactionId: t.transaction_id,
    idTag: t.id_tag,
    startedAt: iso(t.started_at)!,
    stoppedAt: iso(t.stopped_at),
    meterStartWh: t.meter_start_wh,
    meterStopWh: t.meter_stop_wh,
    stopReason: t.stop_reason,
    sessionId: t.session_id,
    signed: t.signed_data.length > 0,
    verification: t.verification,
    verificationFailure: failureOf(t.verification_message),
    verificationMessage: t.verification_message,
  };
}

/** Registering and managing wallboxes (decision 0044); the endpoint itself is ocpp-endpoint.ts. */
export function wallboxesService(database: Database, deps: { publicUrl: string; commands?: WallboxCommands }) {
  const repo = wallboxesRepository(database);
  const notFound = (lang: Language) => new AppError(404, 'NOT_FOUND', notFoundMessages('wallbox')[lang]);

  async function detail(scope: TenantScope, id: string, lang: Language): Promise<WallboxDetail> {
    const row = await repo.find(scope, id);
    if (!row) throw notFound(lang);
    const online = isOnline(row);
    return {
      ...listItem(row),
      meterPublicKey: row.meter_public_key,
      rfidTag: row.rfid_tag,
      heartbeatIntervalSeconds: HEARTBEAT_INTERVAL_SECONDS,
      connectedSince: online ? iso(row.connected_since) : null,
      instructions: connectionOf(deps.publicUrl, row.identity),
      transactions: (await repo.transactions(row.id)).map(transaction),
    };
  }

  async function driverOf(scope: TenantScope, driverId: string, lang: Language) {
    const driver = await repo.driver(scope, driverId);
    if (!driver) {
      const message = wallboxMessage('driverNotFound', lang);
      throw new AppError(400, 'VALIDATION_FAILED', message, [{ field: 'driverId', message }]);
    }
    return driver;
  }

  return {
    async search(scope: TenantScope, query: WallboxSearch) {
      const { rows, total } = await repo.search(scope, query, new Date(Date.now() - STALE_AFTER_MS));
      return { results: rows.map(listItem), totalCount: total, totalPages: Math.ceil(total / query.pageSize) };
    },

    get: detail,

    async register(scope: TenantScope, body: RegisterWallbox, lang: Language): Promise<WallboxCreated> {
      const driver = await driverOf(scope, body.driverId, lang);
      const taken = () => {
        const message = wallboxMessage('identityTaken', lang);
        return new AppError(409, 'CONFLICT', message, [{ field: 'identity', message }]);
      };
      if (await repo.identityTaken(body.identity)) throw taken();
      const password = newPassword();
      const id = await repo.insert({
        companyId: driver.company_id,
        userId: driver.id,
        identity: body.identity,
        passwordHash: await hashPassword(password),
        meterPublicKey: body.meterPublicKey,
        rfidTag: body.rfidTag,
      });
      if (!id) throw taken();
      return { wallbox: await detail(scope, id, lang), password };
    },

    async update(scope: TenantScope, id: string, body: UpdateWallbox, lang: Language): Promise<WallboxDetail> {
      const row = await repo.find(scope, id);
      if (!row) throw notFound(lang);
      const driver = body.driverId ? await driverOf(scope, body.driverId, lang) : undefined;
      await repo.update(id, { companyId: driver?.company_id, userId: driver?.id, meterPublicKey: body.meterPublicKey, rfidTag: body.rfidTag });
      return detail(scope, id, lang);
    },

    async remove(scope: TenantScope, id: string, lang: Language) {
      const row = await repo.find(scope, id);
      if (!row) throw notFound(lang);
      await repo.remove(id);
      await deps.commands?.disconnect(id);
    },

    /** A new password, shown once; the old one stops working at the wallbox's next connection. */
    async newPassword(scope: TenantScope, id: string, lang: Language): Promise<WallboxCreated> {
      const row = await repo.find(scope, id);
      if (!row) throw notFound(lang);
      const password = newPassword();
      await repo.update(id, { passwordHash: await hashPassword(password) });
      return { wallbox: await detail(scope, id, lang), password };
    },

    async command(scope: TenantScope, id: string, body: WallboxCommand, lang: Language): Promise<WallboxCommandResult> {
      const row = await repo.find(scope, id);
      if (!row) throw notFound(lang);
      if (!deps.commands || !isOnline(row)) throw new AppError(409, 'CONFLICT', wallboxMessage('offline', lang));
      const params = body.command === 'Reset' ? { type: body.type } : { requestedMessage: body.message, connectorId: body.message === 'StatusNotification' || body.message === 'MeterValues' ? 1 : undefined };
      const status = await deps.commands.send(id, body.command, params);
      if (status === null) throw new AppError(503, 'SERVICE_UNAVAILABLE', wallboxMessage('commandTimedOut', lang));
      if (status === 'Offline') throw new AppError(409, 'CONFLICT', wallboxMessage('offline', lang));
      return { status };
    },
  };
}
export type WallboxesService = ReturnType<typeof wallboxesService>;
