import type { Database } from '../../db/database.ts';

export interface AccountRow {
  id: string;
  email: string;
  role: string;
  first_name: string;
  last_name: string;
  onboarding_completed: boolean;
  company_id: string | null;
  company_name: string | null;
  subscription_type: string | null;
  features: string[] | null;
  country: string | null;
  language: string | null;
}

export function accountRepository(database: Database) {
  return {
    async findById(userId: string): Promise<AccountRow | undefined> {
      const rows = await database.query<AccountRow>(
        `select u.id, u.email, u.role, u.first_name, u.last_name, u.onboarding_completed,
                c.id as company_id, c.name as company_name, c.subscription_type, c.features, c.country, c.language
           from users u left join companies c on c.id = u.company_id
          where u.id = $1`,
        [userId],
      );
      return rows[0];
    },
    childCompanies(companyId: string) {
      return database.query<{ id: string; name: string }>(
        'select id, name from companies where parent_id = $1 order by name, id',
        [companyId],
      );
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
