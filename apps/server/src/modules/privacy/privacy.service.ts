import {
  companyMessage,
  type ErasureResult,
  type PersonExport,
  LOCKED_RETENTION_YEARS,
  privacyMessage,
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
import { accessLog } from '../audit/access-log.ts';
import { erasePerson } from './person-erasure.ts';
import { exportPerson } from './person-export.ts';
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

    /** Everything kept about the person (Art. 15 and 20 GDPR); the export is a line in the audit trail. */
    async exportPerson(caller: Caller, id: string, now = new Date()): Promise<PersonExport> {
      const person = await repo.person(caller.scope, id);
      if (!person) throw notFound('person');
      const data = await exportPerson(database, { id, email: person.email, name: `${person.first_name} ${person.last_name}`.trim() }, now);
      const counts = Object.fromEntries(Object.entries(data.tables).map(([t, rows]) => [t, rows.length]));
      await accessLog(database).record({ companyId: person.company_id, entity: 'users', entityId: id, action: 'export', details: { tables: counts } });
      return data;
    },

    /**
     * Erases the person (Art. 17 GDPR) once their email is typed again to confirm: what the law
     * requires to keep is kept without the name, everything else removed. One audit line records it.
     */
    async erasePerson(caller: Caller, id: string, confirmEmail: string, now = new Date()): Promise<ErasureResult> {
      return database.transaction(async (tx) => {
        const locked = privacyRepository(tx);
        const person = await locked.person(caller.scope, id, true);
        if (!person || person.erased_at) throw notFound('person');
        const field = (key: 'confirmEmail', message: string) => badRequest(message, [{ field: key, message }]);
        if (id === caller.principal.userId) throw field('confirmEmail', privacyMessage('notYourself', caller.lang));
        if (confirmEmail.trim().toLowerCase() !== person.email.toLowerCase()) throw field('confirmEmail', privacyMessage('confirmEmail', caller.lang));
        const money = await locked.paymentDetails(id);
        const result = await erasePerson(tx, {
          id,
          email: person.email,
          name: `${person.first_name} ${person.last_name}`.trim(),
          iban: money.iban,
          accountHolder: money.account_holder,
        });
        await accessLog(tx).record({ companyId: person.company_id, entity: 'users', entityId: id, action: 'erase', details: result });
        return { personId: id, erasedAt: now.toISOString(), ...result };
      });
    },

    async setHomePlace(caller: Caller, id: string, place: HomePlace | null): Promise<Person> {
      const person = await repo.person(caller.scope, id);
      if (!person || person.erased_at) throw notFound('person');
      await repo.setHomePlace(id, place);
      return toPerson(person);
    },
  };
}
