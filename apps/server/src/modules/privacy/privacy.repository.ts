import { PRIVACY_DEFAULTS, RETENTION_KINDS, type PrivacySettings } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companyPrivacySettings, retentionRuns, users } from '../../db/schema/index.ts';
import { likePattern, personName } from '../../lib/sql.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';

const column = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The settings under their names in the shared contract (the query aliases each column), and when they last changed. */
export type SettingsRow = PrivacySettings & { updated_at: ColumnOf<typeof companyPrivacySettings, 'updated_at'> | null };

export type PersonRow = RowOf<typeof users, 'id' | 'email' | 'first_name' | 'last_name' | 'role' | 'company_id' | 'erased_at'>;

const PERSON_COLUMNS = 'u.id, u.email, u.first_name, u.last_name, u.role, u.company_id, u.erased_at';

export function privacyRepository(db: SqlClient) {
  return {
    /** The company's settings, the defaults where it has none. */
    async settings(companyId: string): Promise<SettingsRow> {
      const [row] = await db.query<SettingsRow>(
        `select ${RETENTION_KINDS.map((k) => `${column(k)} as "${k}"`).join(', ')}, updated_at from company_privacy_settings where company_id = $1`,
        [companyId],
      );
      return row ?? { ...PRIVACY_DEFAULTS, updated_at: null };
    },

    async saveSettings(companyId: string, s: PrivacySettings, userId: string): Promise<void> {
      const cols = RETENTION_KINDS.map(column);
      await db.query(
        `insert into company_privacy_settings (company_id, ${cols.join(', ')}, updated_by)
         values ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')}, $${cols.length + 2})
         on conflict (company_id) do update set ${cols.map((c) => `${c} = excluded.${c}`).join(', ')},
            updated_by = excluded.updated_by, updated_at = now()`,
        [companyId, ...RETENTION_KINDS.map((k) => s[k]), userId],
      );
    },

    async lastRun() {
      const [row] = await db.query<RowOf<typeof retentionRuns, 'ran_at' | 'total' | 'removed'>>(
        'select ran_at, total, removed from retention_runs order by ran_at desc, id desc limit 1',
      );
      return row;
    },

    /** Drivers and fleet managers of the scope (administrators too when no company is selected), by name. */
    async people(scope: TenantScope, search: string | undefined): Promise<PersonRow[]> {
      const params: unknown[] = [];
      const where: string[] = [];
      if (scope.companyId) where.push(`u.company_id = $${params.push(scope.companyId)}`);
      if (search) {
        const p = `$${params.push(likePattern(search))}`;
        where.push(`(u.email ilike ${p} escape '\\' or ${personName('u')} ilike ${p} escape '\\')`);
      }
      return db.query<PersonRow>(
        `select ${PERSON_COLUMNS} from users u ${where.length ? `where ${where.join(' and ')}` : ''}
          order by u.erased_at is not null, lower(u.last_name), lower(u.first_name), u.id limit 200`,
        params,
      );
    },

    /** One person in the scope. */
    async person(scope: TenantScope, id: string, lock = false): Promise<PersonRow | undefined> {
      const params: unknown[] = [id];
      const scoped = scope.companyId ? `and u.company_id = $${params.push(scope.companyId)}` : '';
      const [row] = await db.query<PersonRow>(`select ${PERSON_COLUMNS} from users u where u.id = $1 ${scoped} ${lock ? 'for update' : ''}`, params);
      return row;
    },

    async paymentDetails(id: string): Promise<RowOf<typeof users, 'iban' | 'account_holder'>> {
      const [row] = await db.query<RowOf<typeof users, 'iban' | 'account_holder'>>('select iban, account_holder from users where id = $1', [id]);
      return row ?? { iban: null, account_holder: null };
    },

    async setHomePlace(id: string, place: { latitude: number; longitude: number } | null): Promise<void> {
      await db.query('update users set home_latitude = $2, home_longitude = $3, updated_at = now() where id = $1', [
        id,
        place?.latitude ?? null,
        place?.longitude ?? null,
      ]);
    },
  };
}

export type PrivacyRepository = ReturnType<typeof privacyRepository>;
