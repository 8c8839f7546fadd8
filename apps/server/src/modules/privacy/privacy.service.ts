import {
  companyMessage,
  LOCKED_RETENTION_YEARS,
  type HomePlace,
  type Language,
  type Person,
  type PrivacySettings,
  type PrivacySettingsView,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { privacyRepository, type PersonRow, type SettingsRow } from './privacy.repository.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export const toPerson = (r: PersonRow): Person => ({
  id: r.id,
  name: r.erased_at ? '' : `${r.first_name} ${r.last_name}`.trim(),
  email: r.erased_at ? '' : r.email,
  role: r.role,
  companyId: r.company_id,
  erased: !!r.erased_at,
});

export interface Caller {
  principal: Principal;
  scope: TenantScope;
  lang: Language;
}

/** The company a settings request is about: the selected one (administrators must select one). */
function companyOf(caller: Caller): string {
  const id = caller.scope.companyId;
  if (!id) throw badRequest(companyMessage('selectCompany', caller.lang), [{ field: 'companyId', message: companyMessage('selectCompany', caller.lang) }]);
  return id;
}

/** Privacy settings of a company, and the people a data request can be about (docs/privacy.md). */
export function privacyService(database: Database) {
  const repo = privacyRepository(database);

  const view = async (companyId: string, s: SettingsRow): Promise<PrivacySettingsView> => {
    const run = await repo.lastRun();
    const { updated_at, ...settings } = s;
    return {
      ...settings,
      companyId,
      lockedYears: LOCKED_RETENTION_YEARS,
      updatedAt: iso(updated_at),
      lastRun: run ? { ranAt: new Date(run.ran_at).toISOString(), total: Number(run.total), removed: run.removed } : null,
    };
  };

  return {
    async settings(caller: Caller): Promise<PrivacySettingsView> {
      const companyId = companyOf(caller);
      return view(companyId, await repo.settings(companyId));
    },

    /** Saves the settings; the audit trail records who changed what. Existing coordinates follow at the next run. */
    async saveSettings(caller: Caller, body: PrivacySettings): Promise<PrivacySettingsView> {
      const companyId = companyOf(caller);
      await repo.saveSettings(companyId, body, caller.principal.userId);
      return view(companyId, await repo.settings(companyId));
    },

    async people(caller: Caller, search: string | undefined): Promise<{ results: Person[] }> {
      return { results: (await repo.people(caller.scope, search)).map(toPerson) };
    },

    async setHomePlace(caller: Caller, id: string, place: HomePlace | null): Promise<Person> {
      const person = await repo.person(caller.scope, id);
      if (!person || person.erased_at) throw notFound('person');
      await repo.setHomePlace(id, place);
      return toPerson(person);
    },
  };
}
