import type { Database } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companies, providerConnections, users } from '../../db/schema/index.ts';
import { personName } from '../../lib/sql.ts';

export type CompanyWalletRow = RowOf<typeof companies, 'id' | 'name' | 'payment_account_id'> & { pays_through_payment_plus: boolean };

export type DriverWalletRow = RowOf<typeof users, 'kyc_status'> & {
  user_id: ColumnOf<typeof users, 'id'>;
  name: string;
  connected_account_id: ColumnOf<typeof providerConnections, 'external_account_id'>;
};

/** The Payment+ payment accounts of a company: its own (on the company) and its drivers' (their Payment+ connections). */
export function walletsRepository(database: Database) {
  return {
    async company(companyId: string): Promise<CompanyWalletRow | null> {
      const [row] = await database.query<CompanyWalletRow>(
        `select id, name, payment_account_id, 'PaymentPlus' = any(features) as pays_through_payment_plus from companies where id = $1`,
        [companyId],
      );
      return row ?? null;
    },
    /** The company's Payment+ drivers with the account their connection names (null: the one opened by their id). */
    async drivers(companyId: string): Promise<DriverWalletRow[]> {
      return database.query<DriverWalletRow>(
        `select u.id as user_id, ${personName('u')} as name, c.external_account_id as connected_account_id, u.kyc_status
           from users u
           left join provider_connections c on c.company_id = u.company_id and c.user_id = u.id and c.provider = 'PAYMENT_PLUS' and c.status = 'CONNECTED'
          where u.company_id = $1 and u.is_payment_plus and u.erased_at is null
          order by lower(${personName('u')}), u.id`,
        [companyId],
      );
    },
  };
}
