import type { MileageQueryFrequency } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import type { RowOf } from '../../db/rows.ts';
import type { mileageRequests } from '../../db/schema/index.ts';

export interface AskingCompany {
  id: string;
  name: string;
  language: 'ENGLISH' | 'GERMAN';
  frequency: MileageQueryFrequency;
}

export interface PendingMail {
  id: string;
  company_id: string;
  company_name: string;
  company_language: 'ENGLISH' | 'GERMAN';
  frequency: MileageQueryFrequency;
  email: string;
  first_name: string;
  last_name: string;
  preferred_language: string | null;
  last_km: number | null;
  last_read_at: Date | null;
}

/** The questions for odometer readings: one per driver and period, then a notification and a mail. */
export function mileageRequestsRepository(db: SqlClient) {
  return {
    /** Companies whose mileage query frequency asks for readings. */
    askingCompanies() {
      return db.query<AskingCompany>(
        `select id, name, language, mileage_query_frequency as frequency from companies
          where mileage_query_frequency <> 'NOT_REQUIRED' order by id`,
      );
    },

    /**
     * Records the question for every driver of the company without a reading since the period
     * began; a driver already asked for this period is skipped. Answers the new requests' ids.
     */
    async insertRequests(company: AskingCompany, period: { start: Date; end: Date }, now: Date): Promise<string[]> {
      const rows = await db.query<RowOf<typeof mileageRequests, 'id'>>(
        `insert into mileage_requests (company_id, user_id, frequency, period_start, period_end)
         select u.company_id, u.id, $2, $3, $4 from users u
          where u.company_id = $1 and u.role = 'USER'
            and not exists (
              select 1 from mileage_readings r
               where r.company_id = u.company_id and r.user_id = u.id and r.read_at >= $3 and r.read_at <= $5
            )
         on conflict (company_id, user_id, period_start) do nothing
         returning id`,
        [company.id, company.frequency, period.start.toISOString(), period.end.toISOString(), now.toISOString()],
      );
      return rows.map((r) => r.id);
    },

    /** A notification per new request, in the driver's language (else the company's). */
    async notify(requestIds: string[], texts: { en: { title: string; message: string }; de: { title: string; message: string } }) {
      if (!requestIds.length) return;
      await db.query(
        `with asked as (
           select m.id, m.company_id, m.user_id,
                  coalesce(u.preferred_language, case c.language when 'GERMAN' then 'de' else 'en' end) like 'de%' as german
             from mileage_requests m join users u on u.id = m.user_id join companies c on c.id = m.company_id
            where m.id = any($1::uuid[])
         ), noted as (
           insert into notifications (company_id, user_id, title, message)
           select company_id, user_id, case when german then $4 else $2 end, case when german then $5 else $3 end from asked
           returning id, company_id, user_id
         )
         update mileage_requests m set notification_id = n.id
           from noted n where m.id = any($1::uuid[]) and m.company_id = n.company_id and m.user_id = n.user_id`,
        [`{${requestIds.join(',')}}`, texts.en.title, texts.en.message, texts.de.title, texts.de.message],
      );
    },

    /** Requests of the company and period whose mail has not gone out, with what the mail says. */
    pendingMails(companyId: string, periodStart: Date) {
      return db.query<PendingMail>(
        `select m.id, m.company_id, c.name as company_name, c.language as company_language, m.frequency,
                u.email, u.first_name, u.last_name, u.preferred_language, l.odometer_km as last_km, l.read_at as last_read_at
           from mileage_requests m
           join users u on u.id = m.user_id
           join companies c on c.id = m.company_id
           left join lateral (
             select r.odometer_km, r.read_at from mileage_readings r
              where r.company_id = m.company_id and r.user_id = m.user_id
              order by r.read_at desc, r.id desc limit 1
           ) l on true
          where m.company_id = $1 and m.period_start = $2 and m.mailed_at is null
          order by m.id`,
        [companyId, periodStart.toISOString()],
      );
    },

    /** Claims a request's mail; false when another run claimed it first. */
    async claimMail(requestId: string, now: Date): Promise<boolean> {
      const rows = await db.query(`update mileage_requests set mailed_at = $2 where id = $1 and mailed_at is null returning id`, [
        requestId,
        now.toISOString(),
      ]);
      return rows.length === 1;
    },

    async setEmail(requestId: string, emailId: string) {
      await db.query('update mileage_requests set email_id = $2 where id = $1', [requestId, emailId]);
    },
  };
}
