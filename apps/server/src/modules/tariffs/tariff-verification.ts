import { utcDay, tariffMessage, tariffPeriodText, type CompanyLanguage, type Language } from '@fleetwatt/shared';
import type { SqlClient } from '../../db/database.ts';
import { LANGUAGE_OF } from '../../lib/mail-language.ts';
import { renderMail, type MailMessage } from '../../providers/mail/index.ts';
import { repriceStoredSessions } from '../pricing/pricing.ts';

const GREETING: Record<Language, string> = { en: 'Hello,', de: 'Guten Tag,' };
const SIGNATURE: Record<Language, string> = { en: 'Your Fleetwatt team', de: 'Ihr Fleetwatt-Team' };

interface DueTariff {
  id: string;
  company_id: string;
  user_id: string;
  number: number;
  start_date: string;
  end_date: string | null;
  email: string;
  first_name: string;
  preferred_language: string | null;
  company_language: CompanyLanguage;
}

/**
 * The verification frequency of decisions.md, for the day `now` falls on (UTC):
 * - a VALID, still current tariff of a QUARTERLY or YEARLY company without a due date gets one
 *   (validation day plus the period; when the company switched later, that may be today);
 * - a company that no longer asks for verification clears the due dates;
 * - every VALID tariff due on or before the day goes back to PENDING with the review topic
 *   "Verification due", its sessions are priced again (not reimbursable until validated) and the
 *   driver gets a notification. The status change is the guard, so a second run finds nothing.
 * Answers the mails to send once the transaction has committed.
 */
export async function applyTariffVerification(tx: SqlClient, now: Date): Promise<{ due: number; mails: MailMessage[] }> {
  const day = utcDay(now);
  await tx.query(
    `update tariffs t set next_verification_date = null, updated_at = now()
       from companies c
      where c.id = t.company_id and t.status = 'VALID' and t.next_verification_date is not null
        and c.tariff_verification_frequency not in ('QUARTERLY', 'YEARLY')`,
  );
  await tx.query(
    `update tariffs t
        set next_verification_date = greatest(
              ((coalesce(t.reviewed_at, t.updated_at) at time zone 'UTC')::date
                + case c.tariff_verification_frequency when 'QUARTERLY' then interval '3 months' else interval '12 months' end)::date,
              $1::date),
            updated_at = now()
       from companies c
      where c.id = t.company_id and t.status = 'VALID' and t.next_verification_date is null
        and c.tariff_verification_frequency in ('QUARTERLY', 'YEARLY')
        and coalesce(t.end_date, 'infinity'::date) >= $1::date`,
    [day],
  );
  const due = await tx.query<DueTariff>(
    `with due as (
       update tariffs t
          set status = 'PENDING', rejection_reason = null, review_topic = null, review_description = null,
              reviewed_at = $2, reviewed_by = null, next_verification_date = null, updated_at = now()
         from companies c
        where c.id = t.company_id and t.status = 'VALID' and t.next_verification_date <= $1::date
          and c.tariff_verification_frequency in ('QUARTERLY', 'YEARLY')
          and coalesce(t.end_date, 'infinity'::date) >= $1::date
        returning t.id, t.company_id, t.user_id, t.number, t.start_date::text, t.end_date::text, c.language as company_language)
     select d.*, u.email, u.first_name, u.preferred_language from due d join users u on u.id = d.user_id`,
    [day, now],
  );
  if (!due.length) return { due: 0, mails: [] };

  const langOf = (t: DueTariff): Language =>
    t.preferred_language?.toLowerCase().startsWith('de') ? 'de' : t.preferred_language?.toLowerCase().startsWith('en') ? 'en' : LANGUAGE_OF[t.company_language];
  // The review topic speaks the company's language; the driver's notice the driver's.
  for (const t of due) {
    const companyLang = LANGUAGE_OF[t.company_language];
    await tx.query(`update tariffs set review_topic = $2, review_description = $3 where id = $1`, [
      t.id,
      tariffMessage('verificationDueTopic', companyLang),
      tariffMessage('verificationDueDescription', companyLang),
    ]);
  }
  const notices = due.map((t) => {
    const lang = langOf(t);
    const params = { number: t.number, period: tariffPeriodText(t.start_date, t.end_date, lang) };
    return { t, lang, title: tariffMessage('verificationDueTitle', lang), message: tariffMessage('verificationDueMessage', lang, params) };
  });
  await tx.query(
    `insert into notifications (company_id, user_id, title, message)
     select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[])`,
    [notices.map((n) => n.t.company_id), notices.map((n) => n.t.user_id), notices.map((n) => n.title), notices.map((n) => n.message)],
  );
  const byCompany = new Map<string, string[]>();
  for (const t of due) byCompany.set(t.company_id, [...(byCompany.get(t.company_id) ?? []), t.id]);
  for (const [companyId, tariffIds] of byCompany) await repriceStoredSessions(tx, { companyId, tariffIds });

  const mails = notices.map(({ t, lang, title, message }) => ({
    to: t.email,
    subject: title,
    companyId: t.company_id,
    ...renderMail({ lang, greeting: GREETING[lang], paragraphs: [message], signature: SIGNATURE[lang] }),
  }));
  return { due: due.length, mails };
}
