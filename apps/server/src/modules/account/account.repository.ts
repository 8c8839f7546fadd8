import type { Database } from '../../db/database.ts';
import type { ColumnOf, LeftJoined, RowOf } from '../../db/rows.ts';
import type { companies, users } from '../../db/schema/index.ts';

export type AccountRow = RowOf<typeof users, 'id' | 'email' | 'role' | 'first_name' | 'last_name' | 'onboarding_completed'> &
  LeftJoined<RowOf<typeof companies, 'subscription_type' | 'features' | 'country' | 'language'>> & {
    company_id: ColumnOf<typeof companies, 'id'> | null;
    company_name: ColumnOf<typeof companies, 'name'> | null;
    /** The company's children when it is a PRO company (the selector's list), else empty. */
    child_companies: RowOf<typeof companies, 'id' | 'name'>[];
  };

export function accountRepository(database: Database) {
  return {
    async findById(userId: string): Promise<AccountRow | undefined> {
      const rows = await database.query<AccountRow>(
        `select u.id, u.email, u.role, u.first_name, u.last_name, u.onboarding_completed,
                c.id as company_id, c.name as company_name, c.subscription_type, c.features, c.country, c.language,
                coalesce((select json_agg(json_build_object('id', k.id, 'name', k.name) order by k.name, k.id)
                            from companies k where k.parent_id = c.id and c.subscription_type = 'PRO'), '[]') as child_companies
           from users u left join companies c on c.id = u.company_id
          where u.id = $1`,
        [userId],
        // On every page load: planned once per connection, not on every call.
        { name: 'account-by-id' },
      );
      return rows[0];
    },
    async setPreferredLanguage(userId: string, language: string) {
      await database.query('update users set preferred_language = $2, updated_at = now() where id = $1', [
        userId,
        language,
      ]);
    },
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;
