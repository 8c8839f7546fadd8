import type { CableSource, CompanyLanguage, CompanyPriceRule, Country, ReimbursementMode } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import type { ColumnOf, RowOf } from '../../db/rows.ts';
import type { companies, companyPriceRules, users } from '../../db/schema/index.ts';

export type OnboardingRow = RowOf<
  typeof companies,
  | 'name'
  | 'country'
  | 'language'
  | 'billing_contact_email'
  | 'vat_number'
  | 'reimbursement_mode'
  | 'receipt_due_day'
  | 'cable_source'
  | 'features'
> & {
  step: ColumnOf<typeof users, 'onboarding_step'>;
  completed: ColumnOf<typeof users, 'onboarding_completed'>;
  company_id: ColumnOf<typeof companies, 'id'>;
  street: ColumnOf<typeof companies, 'address_street'>;
  zip: ColumnOf<typeof companies, 'address_zip'>;
  city: ColumnOf<typeof companies, 'address_city'>;
  home_charging_rule: ColumnOf<typeof companyPriceRules, 'rule'> | null;
};

/** The wizard's state lives on the manager (step, completed) and on their company (what each step saved). */
export function onboardingRepository(database: Database) {
  return {
    async find(userId: string): Promise<OnboardingRow | undefined> {
      const rows = await database.query<OnboardingRow>(
        `select u.onboarding_step as step, u.onboarding_completed as completed, c.id as company_id, c.name,
                c.address_street as street, c.address_zip as zip, c.address_city as city, c.country, c.language,
                c.billing_contact_email, c.vat_number, c.reimbursement_mode, c.receipt_due_day, c.cable_source, c.features,
                (select r.rule from company_price_rules r where r.company_id = c.id and r.country = 'GERMANY') as home_charging_rule
           from users u join companies c on c.id = u.company_id
          where u.id = $1`,
        [userId],
      );
      return rows[0];
    },

    async saveCompany(userId: string, companyId: string, step: number, c: {
      name: string; street: string; zip: string; city: string; country: Country; language: CompanyLanguage; billingContactEmail: string; vatNumber: string | null;
    }) {
      await database.transaction(async (tx) => {
        await tx.query(
          `update companies set name = $2, address_street = $3, address_zip = $4, address_city = $5, country = $6, language = $7,
                  billing_contact_email = $8, vat_number = $9, updated_at = now() where id = $1`,
          [companyId, c.name, c.street, c.zip, c.city, c.country, c.language, c.billingContactEmail, c.vatNumber],
        );
        await tx.query('update users set onboarding_step = $2 where id = $1', [userId, step]);
      });
    },

    async saveReimbursement(userId: string, companyId: string, step: number, r: {
      reimbursementMode: ReimbursementMode; receiptDueDay: number; homeChargingRule: CompanyPriceRule | null;
    }) {
      await database.transaction(async (tx) => {
        await tx.query('update companies set reimbursement_mode = $2, receipt_due_day = $3, updated_at = now() where id = $1', [
          companyId,
          r.reimbursementMode,
          r.receiptDueDay,
        ]);
        // A company still being set up has no sessions to price again: the rule is simply stored.
        if (r.homeChargingRule) {
          await tx.query(
            `insert into company_price_rules (company_id, country, rule, updated_by) values ($1, 'GERMANY', $2, $3)
             on conflict (company_id, country) do update set rule = excluded.rule, updated_by = excluded.updated_by, updated_at = now()`,
            [companyId, r.homeChargingRule, userId],
          );
        }
        await tx.query('update users set onboarding_step = $2 where id = $1', [userId, step]);
      });
    },

    async saveCables(userId: string, companyId: string, step: number, cableSource: CableSource | null) {
      await database.transaction(async (tx) => {
        await tx.query('update companies set cable_source = $2, updated_at = now() where id = $1', [companyId, cableSource]);
        await tx.query('update users set onboarding_step = $2 where id = $1', [userId, step]);
      });
    },

    async setStep(userId: string, step: number) {
      await database.query('update users set onboarding_step = $2 where id = $1', [userId, step]);
    },

    /** Completes onboarding for every manager of the company: it is set up now. */
    async complete(companyId: string, step: number) {
      await database.query(
        `update users set onboarding_completed = true, onboarding_step = $2, updated_at = now()
          where company_id = $1 and role = 'FLEETMANAGER' and not onboarding_completed`,
        [companyId, step],
      );
    },
  };
}

export type OnboardingRepository = ReturnType<typeof onboardingRepository>;
