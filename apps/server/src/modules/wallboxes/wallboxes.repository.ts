import type { MeterVerificationState, OcppVersion, WallboxConnectorStatus, WallboxSearch } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, Present, RowOf } from '../../db/rows.ts';
import type { companies, ocppTransactions, users, wallboxCommands, wallboxes } from '../../db/schema/index.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { likePattern, Params } from '../../lib/sql.ts';

export type WallboxRow = RowOf<
  typeof wallboxes,
  | 'id'
  | 'company_id'
  | 'user_id'
  | 'identity'
  | 'meter_public_key'
  | 'rfid_tag'
  | 'vendor'
  | 'model'
  | 'serial_number'
  | 'firmware_version'
  | 'ocpp_version'
  | 'connector_status'
  | 'last_seen_at'
  | 'connected_instance'
  | 'connected_since'
  | 'created_at'
> & {
  company_name: ColumnOf<typeof companies, 'name'>;
  driver_name: string;
  charging: boolean;
};

export type TransactionRow = RowOf<
  typeof ocppTransactions,
  | 'id'
  | 'company_id'
  | 'wallbox_id'
  | 'transaction_id'
  | 'connector_id'
  | 'id_tag'
  | 'started_at'
  | 'stopped_at'
  | 'meter_start_wh'
  | 'meter_stop_wh'
  | 'stop_reason'
  | 'signed_data'
  | 'verification'
  | 'verification_message'
  | 'session_id'
>;

const SELECT = `
  select w.id, w.company_id, c.name as company_name, w.user_id,
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as driver_name,
         w.identity, w.meter_public_key, w.rfid_tag, w.vendor, w.model, w.serial_number, w.firmware_version,
         w.ocpp_version, w.connector_status, w.last_seen_at, w.connected_instance, w.connected_since, w.created_at,
         exists (select 1 from ocpp_transactions t where t.wallbox_id = w.id and t.stopped_at is null) as charging
    from wallboxes w
    join companies c on c.id = w.company_id
    join users u on u.id = w.user_id`;

const SORTS: Record<WallboxSearch['sortField'], string> = {
  identity: 'w.identity',
  driverName: 'driver_name',
  lastSeenAt: 'w.last_seen_at',
  createdAt: 'w.created_at',
};

/** The wallbox queries; every read of a request takes the caller's scope. */
export function wallboxesRepository(db: SqlClient) {
  return {
    async search(scope: TenantScope, q: WallboxSearch, onlineSince: Date) {
      const p = new Params();
      const where: string[] = [];
      if (scope.companyId) where.push(`w.company_id = ${p.add(scope.companyId)}`);
      if (q.companyId) where.push(`w.company_id = ${p.add(q.companyId)}`);
      if (q.driverId) where.push(`w.user_id = ${p.add(q.driverId)}`);
      if (q.search) {
        const like = p.add(likePattern(q.search));
        where.push(
          `(w.identity ilike ${like} escape '\\' or u.first_name || ' ' || u.last_name ilike ${like} escape '\\' or u.email ilike ${like} escape '\\'
            or w.vendor ilike ${like} escape '\\' or w.model ilike ${like} escape '\\' or w.serial_number ilike ${like} escape '\\')`,
        );
      }
      if (q.connection) {
        const online = `(w.connected_instance is not null and w.last_seen_at >= ${p.add(onlineSince.toISOString())})`;
        where.push(q.connection === 'ONLINE' ? online : `not ${online}`);
      }
      const whereSql = where.length ? `where ${where.join(' and ')}` : '';
      const [count] = await db.query<{ n: number }>(
        `select count(*)::int as n from wallboxes w join users u on u.id = w.user_id ${whereSql}`,
        p.values,
      );
      const order = `${SORTS[q.sortField]} ${q.sortDir} nulls last, w.id`;
      const rows = await db.query<WallboxRow>(
        `${SELECT} ${whereSql} order by ${order} limit ${p.add(q.pageSize)} offset ${p.add(q.pageNumber * q.pageSize)}`,
        p.values,
      );
      return { rows, total: count?.n ?? 0 };
    },

    async find(scope: TenantScope, id: string): Promise<WallboxRow | undefined> {
      const p = new Params();
      const tenant = scope.companyId ? `and w.company_id = ${p.add(scope.companyId)}` : '';
      const [row] = await db.query<WallboxRow>(`${SELECT} where w.id = ${p.add(id)} ${tenant}`, p.values);
      return row;
    },

    /** The wallbox with this identity and its password hash: the endpoint's login. */
    async byIdentity(identity: string) {
      const [row] = await db.query<RowOf<typeof wallboxes, 'id' | 'company_id' | 'user_id' | 'password_hash' | 'rfid_tag' | 'meter_public_key'>>(
        'select id, company_id, user_id, password_hash, rfid_tag, meter_public_key from wallboxes where identity = $1',
        [identity],
      );
      return row;
    },

    /** A driver (role USER) of the scope, and the driver's company. */
    async driver(scope: TenantScope, userId: string) {
      const p = new Params();
      const tenant = scope.companyId ? `and company_id = ${p.add(scope.companyId)}` : '';
      // company_id is not null: the where clause keeps only drivers with a company.
      const [row] = await db.query<Present<RowOf<typeof users, 'id' | 'company_id'>, 'company_id'>>(
        `select id, company_id from users where id = ${p.add(userId)} and role = 'USER' and company_id is not null ${tenant}`,
        p.values,
      );
      return row;
    },

    async identityTaken(identity: string): Promise<boolean> {
      const rows = await db.query('select 1 from wallboxes where identity = $1', [identity]);
      return rows.length > 0;
    },

    async insert(w: { companyId: string; userId: string; identity: string; passwordHash: string; meterPublicKey: string | null; rfidTag: string | null }) {
      const [row] = await db.query<RowOf<typeof wallboxes, 'id'>>(
        `insert into wallboxes (company_id, user_id, identity, password_hash, meter_public_key, rfid_tag)
         values ($1, $2, $3, $4, $5, $6) on conflict (identity) do nothing returning id`,
        [w.companyId, w.userId, w.identity, w.passwordHash, w.meterPublicKey, w.rfidTag],
      );
      return row?.id;
    },

    async update(id: string, change: { companyId?: string; userId?: string; meterPublicKey?: string | null; rfidTag?: string | null; passwordHash?: string }) {
      const p = new Params();
      const sets: string[] = ['updated_at = now()'];
      if (change.companyId !== undefined) sets.push(`company_id = ${p.add(change.companyId)}`);
      if (change.userId !== undefined) sets.push(`user_id = ${p.add(change.userId)}`);
      if (change.meterPublicKey !== undefined) sets.push(`meter_public_key = ${p.add(change.meterPublicKey)}`);
      if (change.rfidTag !== undefined) sets.push(`rfid_tag = ${p.add(change.rfidTag)}`);
      if (change.passwordHash !== undefined) sets.push(`password_hash = ${p.add(change.passwordHash)}`);
      await db.query(`update wallboxes set ${sets.join(', ')} where id = ${p.add(id)}`, p.values);
    },

    async remove(id: string) {
      await db.query('delete from wallboxes where id = $1', [id]);
    },

    async transactions(wallboxId: string, limit = 20) {
      return db.query<TransactionRow>(
        `select id, company_id, wallbox_id, transaction_id, connector_id, id_tag, started_at, stopped_at, meter_start_wh,
                meter_stop_wh, stop_reason, signed_data, verification, verification_message, session_id
           from ocpp_transactions where wallbox_id = $1 order by started_at desc, transaction_id desc limit $2`,
        [wallboxId, limit],
      );
    },
  };
}
export type WallboxesRepository = ReturnType<typeof wallboxesRepository>;

/** What the OCPP endpoint writes: the wallbox's reported state and its transactions. */
export function ocppRepository(db: SqlClient) {
  return {
    async connected(wallboxId: string, instance: string, version: OcppVersion) {
      await db.query(
        `update wallboxes set connected_instance = $2, connected_since = now(), last_seen_at = now(), ocpp_version = $3 where id = $1`,
        [wallboxId, instance, version],
      );
    },
    /** Only the instance that holds the connection clears it (a newer connection elsewhere stays). */
    async disconnected(wallboxId: string, instance: string) {
      await db.query(
        `update wallboxes set connected_instance = null, connected_since = null where id = $1 and connected_instance = $2`,
        [wallboxId, instance],
      );
    },
    async rfidTag(wallboxId: string): Promise<string | null> {
      const [row] = await db.query<RowOf<typeof wallboxes, 'rfid_tag'>>('select rfid_tag from wallboxes where id = $1', [wallboxId]);
      return row?.rfid_tag ?? null;
    },
    async byIdentity(identity: string) {
      return wallboxesRepository(db).byIdentity(identity);
    },
    async seen(wallboxId: string) {
      await db.query('update wallboxes set last_seen_at = now() where id = $1', [wallboxId]);
    },
    async booted(wallboxId: string, boot: { vendor: string; model: string; serialNumber: string | null; firmwareVersion: string | null }) {
      await db.query(
        `update wallboxes set vendor = $2, model = $3, serial_number = $4, firmware_version = $5, last_seen_at = now(), updated_at = now() where id = $1`,
        [wallboxId, boot.vendor, boot.model, boot.serialNumber, boot.firmwareVersion],
      );
    },
    async status(wallboxId: string, status: WallboxConnectorStatus) {
      await db.query('update wallboxes set connector_status = $2, last_seen_at = now() where id = $1', [wallboxId, status]);
    },
    /** A transaction begun; the same start sent again answers the transaction already issued. */
    async start(t: { companyId: string; wallboxId: string; connectorId: number; idTag: string; startedAt: Date; meterStartWh: number }) {
      const [row] = await db.query<RowOf<typeof ocppTransactions, 'transaction_id'>>(
        `with inserted as (
           insert into ocpp_transactions (company_id, wallbox_id, connector_id, id_tag, started_at, meter_start_wh)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (wallbox_id, connector_id, started_at, meter_start_wh) do nothing
           returning transaction_id)
         select transaction_id from inserted
         union all
         select transaction_id from ocpp_transactions
          where wallbox_id = $2 and connector_id = $3 and started_at = $5 and meter_start_wh = $6
         limit 1`,
        [t.companyId, t.wallboxId, t.connectorId, t.idTag, t.startedAt.toISOString(), t.meterStartWh],
      );
      return row!.transaction_id;
    },
    async appendMeterValues(wallboxId: string, transactionId: number, values: unknown[], signed: string[]) {
      await db.query(
        `update ocpp_transactions set meter_values = meter_values || $3::jsonb, signed_data = signed_data || $4::text[], updated_at = now()
          where wallbox_id = $1 and transaction_id = $2`,
        [wallboxId, transactionId, JSON.stringify(values), signed],
      );
    },
    /** The transaction, locked until the end of the caller's database transaction. */
    async lockTransaction(wallboxId: string, transactionId: number) {
      const [row] = await db.query<TransactionRow & RowOf<typeof wallboxes, 'user_id' | 'meter_public_key'>>(
        `select t.id, t.company_id, t.wallbox_id, t.transaction_id, t.connector_id, t.id_tag, t.started_at, t.stopped_at,
                t.meter_start_wh, t.meter_stop_wh, t.stop_reason, t.signed_data, t.verification, t.verification_message,
                t.session_id, w.user_id, w.meter_public_key
           from ocpp_transactions t join wallboxes w on w.id = t.wallbox_id
          where t.wallbox_id = $1 and t.transaction_id = $2
          for update of t`,
        [wallboxId, transactionId],
      );
      return row;
    },
    async stop(id: string, s: { stoppedAt: Date; meterStopWh: number; reason: string | null; values: unknown[]; signed: string[]; sessionId: string }) {
      await db.query(
        `update ocpp_transactions set stopped_at = $2, meter_stop_wh = $3, stop_reason = $4, meter_values = meter_values || $5::jsonb,
                signed_data = signed_data || $6::text[], session_id = $7, updated_at = now()
          where id = $1`,
        [id, s.stoppedAt.toISOString(), s.meterStopWh, s.reason, JSON.stringify(s.values), s.signed, s.sessionId],
      );
    },
    async verified(id: string, state: MeterVerificationState, message: string | null) {
      await db.query('update ocpp_transactions set verification = $2, verification_message = $3, updated_at = now() where id = $1', [id, state, message]);
    },
    /** The transaction that became this session, with the wallbox's meter key. */
    async ofSession(sessionId: string) {
      const [row] = await db.query<TransactionRow & RowOf<typeof wallboxes, 'meter_public_key'>>(
        `select t.id, t.company_id, t.wallbox_id, t.transaction_id, t.connector_id, t.id_tag, t.started_at, t.stopped_at,
                t.meter_start_wh, t.meter_stop_wh, t.stop_reason, t.signed_data, t.verification, t.verification_message,
                t.session_id, w.meter_public_key
           from ocpp_transactions t join wallboxes w on w.id = t.wallbox_id where t.session_id = $1`,
        [sessionId],
      );
      return row;
    },
    /** Connections of instances that stopped answering: cleared so the wallbox shows offline. */
    async clearStale(before: Date) {
      await db.query(
        `update wallboxes set connected_instance = null, connected_since = null where connected_instance is not null and last_seen_at < $1`,
        [before.toISOString()],
      );
    },
    async instanceOf(wallboxId: string) {
      const [row] = await db.query<RowOf<typeof wallboxes, 'connected_instance' | 'last_seen_at'>>(
        'select connected_instance, last_seen_at from wallboxes where id = $1',
        [wallboxId],
      );
      return row;
    },
    async insertCommand(wallboxId: string, instance: string, method: string, params: unknown) {
      const [row] = await db.query<RowOf<typeof wallboxCommands, 'id'>>(
        'insert into wallbox_commands (wallbox_id, instance, method, params) values ($1, $2, $3, $4) returning id',
        [wallboxId, instance, method, JSON.stringify(params)],
      );
      return row!.id;
    },
    async command(id: string) {
      const [row] = await db.query<RowOf<typeof wallboxCommands, 'id' | 'wallbox_id' | 'instance' | 'method' | 'params' | 'status'>>(
        'select id, wallbox_id, instance, method, params, status from wallbox_commands where id = $1',
        [id],
      );
      return row;
    },
    async answerCommand(id: string, status: string) {
      await db.query('update wallbox_commands set status = $2, answered_at = now() where id = $1', [id, status]);
    },
    async notify(channel: string, payload: string) {
      await db.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
}
export type OcppRepository = ReturnType<typeof ocppRepository>;
