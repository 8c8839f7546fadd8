import { LOCALE_OF, mileageMessage, type Language, type MileageQueryFrequency } from '@fleetwatt/shared';
import { longDate } from '../../lib/mail-language.ts';
import { renderMail, type MailMessage } from '../../providers/mail/index.ts';
import type { PendingMail } from './mileage-requests.repository.ts';

/** The driver's language: the one chosen in the app, else the company's. */
export function languageOf(m: Pick<PendingMail, 'preferred_language' | 'company_language'>): Language {
  if (m.preferred_language) return m.preferred_language.toLowerCase().startsWith('de') ? 'de' : 'en';
  return m.company_language === 'GERMAN' ? 'de' : 'en';
}

const PERIOD_KEY: Record<Exclude<MileageQueryFrequency, 'NOT_REQUIRED'>, Parameters<typeof mileageMessage>[0]> = {
  DAILY: 'periodDAILY',
  WEEKLY: 'periodWEEKLY',
  BIWEEKLY: 'periodBIWEEKLY',
  MONTHLY: 'periodMONTHLY',
  BIMONTHLY: 'periodBIMONTHLY',
};

/** The mail that asks a driver for the odometer, with the last reading on file. */
export function mileageQueryMail(m: PendingMail): MailMessage {
  const lang = languageOf(m);
  const name = `${m.first_name} ${m.last_name}`.trim();
  const period = m.frequency === 'NOT_REQUIRED' ? '' : mileageMessage(PERIOD_KEY[m.frequency], lang);
  const last =
    m.last_km !== null && m.last_read_at
      ? mileageMessage('mailLastReading', lang, {
          km: new Intl.NumberFormat(LOCALE_OF[lang]).format(Number(m.last_km)),
          date: longDate(new Date(m.last_read_at), lang),
        })
      : mileageMessage('mailNoReading', lang);
  const body = renderMail({
    lang,
    greeting: mileageMessage('mailGreeting', lang, { name }),
    paragraphs: [mileageMessage('mailBody', lang, { company: m.company_name, period }), last],
    signature: mileageMessage('mailSignature', lang),
  });
  return { to: m.email, subject: mileageMessage('mailSubject', lang), companyId: m.company_id, ...body };
}
