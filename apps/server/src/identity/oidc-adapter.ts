import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { SqlClient } from '../db/database.ts';
import type { RowOf } from '../db/rows.ts';
import type { oidcModels } from '../db/schema/index.ts';

type Row = RowOf<typeof oidcModels, 'payload' | 'consumed_at'>;

const SELECT = 'select payload, consumed_at from oidc_models';
// Rows without an expiry live until destroyed; expired rows are treated as absent.
const LIVE = '(expires_at is null or expires_at > $3::timestamptz)';

function toPayload(row: Row | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  if (!row.consumed_at) return row.payload;
  const consumedAt = row.consumed_at instanceof Date ? row.consumed_at : new Date(row.consumed_at);
  return { ...row.payload, consumed: Math.floor(consumedAt.getTime() / 1000) };
}

const nowIso = () => new Date().toISOString();

/**
 * Storage for the identity provider's models in PostgreSQL (PGlite or pg), so sessions, sign-in
 * pages and codes survive a restart and are shared by every server instance.
 */
export function createOidcAdapter(sql: SqlClient): new (kind: string) => Adapter {
  return class PostgresOidcAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
      await sql.query(
        `insert into oidc_models (kind, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3::jsonb, $4, $5, $6, $7::timestamptz)
         on conflict (kind, id) do update set
           payload = excluded.payload, grant_id = excluded.grant_id, user_code = excluded.user_code,
           uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = null`,
        [
          this.kind,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresAt,
        ],
      );
    }

    async find(id: string) {
      const rows = await sql.query<Row>(`${SELECT} where kind = $1 and id = $2 and ${LIVE}`, [this.kind, id, nowIso()]);
      return toPayload(rows[0]);
    }

    async findByUid(uid: string) {
      const rows = await sql.query<Row>(`${SELECT} where kind = $1 and uid = $2 and ${LIVE} limit 1`, [
        this.kind,
        uid,
        nowIso(),
      ]);
      return toPayload(rows[0]);
    }

    async findByUserCode(userCode: string) {
      const rows = await sql.query<Row>(`${SELECT} where kind = $1 and user_code = $2 and ${LIVE} limit 1`, [
        this.kind,
        userCode,
        nowIso(),
      ]);
      return toPayload(rows[0]);
    }

    async consume(id: string) {
      await sql.query('update oidc_models set consumed_at = now() where kind = $1 and id = $2', [this.kind, id]);
    }

    async destroy(id: string) {
      await sql.query('delete from oidc_models where kind = $1 and id = $2', [this.kind, id]);
    }

    async revokeByGrantId(grantId: string) {
      await sql.query('delete from oidc_models where kind = $1 and grant_id = $2', [this.kind, grantId]);
    }
  };
}

/** Removes rows that expired; reads ignore them anyway, this only keeps the table small. */
export async function sweepExpiredOidcModels(sql: SqlClient): Promise<void> {
  await sql.query('delete from oidc_models where expires_at < $1::timestamptz', [nowIso()]);
}
