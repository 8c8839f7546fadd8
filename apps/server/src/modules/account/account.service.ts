import { CURRENCY_BY_COUNTRY, type Account, type Country } from '@fleetwatt/shared';
import { notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { AccountRepository } from './account.repository.ts';

type AccountCompany = NonNullable<Account['company']>;

export function accountService(repo: AccountRepository) {
  return {
    /** The signed-in user; children are listed only for a PRO company, as the selector needs. */
    async get(principal: Principal): Promise<Account> {
      const row = await repo.findById(principal.userId);
      if (!row) throw notFound('account');
      const company: AccountCompany | null =
        row.company_id && row.company_name
          ? {
              id: row.company_id,
              name: row.company_name,
              subscriptionType: row.subscription_type as AccountCompany['subscriptionType'],
              features: (row.features ?? []) as AccountCompany['features'],
              country: row.country as Country,
              currency: CURRENCY_BY_COUNTRY[row.country as Country],
              language: row.language as AccountCompany['language'],
            }
          : null;
      const childCompanies = company && principal.role === 'FLEETMANAGER' ? row.child_companies : [];
      return {
        id: row.id,
        username: `${row.first_name} ${row.last_name}`.trim() || row.email,
        email: row.email,
        role: principal.role,
        onboardingCompleted: row.onboarding_completed,
        company,
        childCompanies,
      };
    },
    setLanguage: (principal: Principal, language: string) => repo.setPreferredLanguage(principal.userId, language),
  };
}
