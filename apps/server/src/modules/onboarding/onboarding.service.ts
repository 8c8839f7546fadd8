import {
  companyMessage,
  isValidVatNumber,
  normalizeVatNumber,
  ONBOARDING_LAST_STEP,
  USER_MESSAGES,
  VAT_NUMBER_EXAMPLES,
  type Language,
  type Onboarding,
  type OnboardingCables,
  type OnboardingCompany,
  type OnboardingReimbursement,
} from '@fleetwatt/shared';
import { badRequest, conflict, notFound, type FieldError } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { OnboardingRepository, OnboardingRow } from './onboarding.repository.ts';

const EARLIER_STEPS_FIRST = {
  en: 'Please finish the earlier onboarding steps first.',
  de: 'Bitte schließen Sie zuerst die vorherigen Onboarding-Schritte ab.',
};

const invalid = (lang: Language, errors: FieldError[]) => badRequest(USER_MESSAGES[lang].reviewFields, errors);

function toOnboarding(row: OnboardingRow): Onboarding {
  return {
    step: row.completed ? ONBOARDING_LAST_STEP : Math.min(Math.max(row.step, 1), ONBOARDING_LAST_STEP),
    completed: row.completed,
    company: {
      id: row.company_id,
      name: row.name,
      street: row.street,
      zip: row.zip,
      city: row.city,
      country: row.country,
      language: row.language,
      billingContactEmail: row.billing_contact_email,
      vatNumber: row.vat_number,
    },
    reimbursement: {
      reimbursementMode: row.reimbursement_mode,
      receiptDueDay: row.receipt_due_day,
      homeChargingRule: row.home_charging_rule ?? 'TARIFF',
    },
    cableSource: row.cable_source,
  };
}

/**
 * The onboarding wizard of a fleet manager whose company is being set up: each step saves its part
 * and moves the manager on, so a manager who comes back resumes at the step they were on.
 */
export function onboardingService(repo: OnboardingRepository) {
  async function state(principal: Principal): Promise<OnboardingRow> {
    const row = await repo.find(principal.userId);
    if (!row) throw notFound('company');
    return row;
  }

  /** The state of a manager still onboarding; a completed one changes settings on the company pages. */
  async function open(principal: Principal): Promise<OnboardingRow> {
    const row = await state(principal);
    if (row.completed) {
      throw conflict({ en: 'Onboarding is already completed.', de: 'Das Onboarding ist bereits abgeschlossen.' });
    }
    return row;
  }

  /** A step is reached only through the ones before it: Back and the drivers' Skip move, saves move on by one. */
  function reached(row: OnboardingRow, step: number): OnboardingRow {
    if (row.step < step) throw conflict(EARLIER_STEPS_FIRST);
    return row;
  }

  return {
    async get(principal: Principal): Promise<Onboarding> {
      return toOnboarding(await state(principal));
    },

    async saveCompany(principal: Principal, body: OnboardingCompany, lang: Language): Promise<Onboarding> {
      const row = await open(principal);
      if (!isValidVatNumber(body.country, body.vatNumber)) {
        throw invalid(lang, [{ field: 'vatNumber', message: companyMessage('vatNumber', lang, { example: VAT_NUMBER_EXAMPLES[body.country] }) }]);
      }
      const vatNumber = body.vatNumber ? normalizeVatNumber(body.country, body.vatNumber) : null;
      await repo.saveCompany(principal.userId, row.company_id, Math.max(row.step, 2), { ...body, vatNumber });
      return toOnboarding((await repo.find(principal.userId))!);
    },

    async saveReimbursement(principal: Principal, body: OnboardingReimbursement, lang: Language): Promise<Onboarding> {
      const row = reached(await open(principal), 2);
      if (body.reimbursementMode === 'PAYMENT_PLUS' && !row.features.includes('PaymentPlus')) {
        throw invalid(lang, [{ field: 'reimbursementMode', message: companyMessage('paymentPlusMode', lang) }]);
      }
      const homeChargingRule = row.country === 'GERMANY' ? (body.homeChargingRule ?? null) : null;
      await repo.saveReimbursement(principal.userId, row.company_id, Math.max(row.step, 3), { ...body, homeChargingRule });
      return toOnboarding((await repo.find(principal.userId))!);
    },

    async saveCables(principal: Principal, body: OnboardingCables): Promise<Onboarding> {
      const row = reached(await open(principal), 4);
      await repo.saveCables(principal.userId, row.company_id, Math.max(row.step, 5), body.cableSource);
      return toOnboarding((await repo.find(principal.userId))!);
    },

    /** Back (to any earlier step) or Skip (the drivers' step, 3 to 4): the step the manager is on now, nothing else saved. */
    async goTo(principal: Principal, step: number): Promise<Onboarding> {
      const row = await open(principal);
      if (step > row.step && !(row.step === 3 && step === 4)) throw conflict(EARLIER_STEPS_FIRST);
      await repo.setStep(principal.userId, step);
      return toOnboarding((await repo.find(principal.userId))!);
    },

    async complete(principal: Principal): Promise<Onboarding> {
      const row = reached(await open(principal), ONBOARDING_LAST_STEP);
      if (!row.street || !row.zip || !row.city || !row.billing_contact_email) throw conflict(EARLIER_STEPS_FIRST);
      await repo.complete(row.company_id, ONBOARDING_LAST_STEP);
      return toOnboarding((await repo.find(principal.userId))!);
    },
  };
}
