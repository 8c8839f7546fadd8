import {
  COMPANY_FIELDS_FOR_MANAGERS,
  CURRENCY_BY_COUNTRY,
  CUSTOM_FIELD_KEYS,
  VAT_NUMBER_EXAMPLES,
  companyMessage,
  datevAccountLengthProblems,
  isValidVatNumber,
  normalizeVatNumber,
  type AssignCompany,
  type BillingData,
  type Company,
  type CompanyLanguage,
  type CompanyPolicy,
  type CompanySummary,
  type Country,
  type CreateCompany,
  type CustomField,
  type Language,
  type UpdateBillingData,
  type UpdateCompany,
  type UpdateCompanySettings,
  utcToday,
} from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest, forbidden, notFound, type FieldError } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { companyRepository, type CompanyChanges, type CompanyRepository, type CompanyRow } from './company.repository.ts';

/** Who asks, and in which language answers should read. */
export interface Caller {
  principal: Principal;
  lang: Language;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REVIEW_FIELDS = { en: 'Please review the highlighted fields', de: 'Bitte prüfen Sie die markierten Felder' };

// A new company speaks the language of its country unless told otherwise.
const LANGUAGE_BY_COUNTRY: Record<Country, CompanyLanguage> = {
  GERMANY: 'GERMAN',
  AUSTRIA: 'GERMAN',
  SWITZERLAND: 'GERMAN',
  UNITED_STATES: 'ENGLISH',
};

const camelToSnake = (key: string) => key.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

export function toCompany(row: CompanyRow, children: { id: string; name: string }[]): Company {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    domain: row.domain,
    country: row.country,
    currency: CURRENCY_BY_COUNTRY[row.country],
    language: row.language,
    parent: row.parent_id ? { id: row.parent_id, name: row.parent_name ?? '' } : null,
    subscriptionType: row.subscription_type,
    features: [...(row.features ?? [])],
    paymentPlusStartDate: row.payment_plus_start_date,
    policy: row.policy,
    address: { street: row.address_street, zip: row.address_zip, city: row.address_city },
    mileageQueryFrequency: row.mileage_query_frequency,
    tariffVerificationFrequency: row.tariff_verification_frequency,
    receiptDueDay: row.receipt_due_day,
    requireCarPlate: row.require_car_plate,
    requireCompanyName: row.require_company_name,
    requireCostCenter: row.require_cost_center,
    requireEmployeeId: row.require_employee_id,
    reimbursementMode: row.reimbursement_mode,
    layoutShowMandateText: row.layout_show_mandate_text,
    layoutShowAddress: row.layout_show_address,
    layoutShowCarPlate: row.layout_show_car_plate,
    layoutShowCompanyName: row.layout_show_company_name,
    layoutShowCostCenter: row.layout_show_cost_center,
    layoutShowEmployeeId: row.layout_show_employee_id,
    layoutShowEmbeddedTariff: row.layout_show_embedded_tariff,
    reportingShowAddress: row.reporting_show_address,
    reportingShowCarPlate: row.reporting_show_car_plate,
    reportingShowCompanyName: row.reporting_show_company_name,
    reportingShowCostCenter: row.reporting_show_cost_center,
    reportingShowEmployeeId: row.reporting_show_employee_id,
    reportingShowEmbeddedTariff: row.reporting_show_embedded_tariff,
    exportDefaultFormat: row.export_default_format,
    exportZipEnabled: row.export_zip_enabled,
    datevConsultantNumber: row.datev_consultant_number,
    datevClientNumber: row.datev_client_number,
    datevChartOfAccounts: row.datev_chart_of_accounts,
    datevAccountLength: Number(row.datev_account_length),
    datevExpenseAccount: row.datev_expense_account,
    datevPayableAccount: row.datev_payable_account,
    billing: toBilling(row),
    paymentAccountId: row.payment_account_id,
    children,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function toBilling(row: CompanyRow): BillingData {
  return {
    contactName: row.billing_contact_name,
    contactEmail: row.billing_contact_email,
    street: row.billing_street,
    zip: row.billing_zip,
    city: row.billing_city,
    vatNumber: row.vat_number,
  };
}

/** The column changes of a company body (create or edit); fields left out are not touched. */
function companyChanges(body: UpdateCompany): CompanyChanges {
  return {
    name: body.name,
    email: body.email,
    domain: body.domain,
    country: body.country,
    language: body.language,
    parent_id: body.parentId,
    subscription_type: body.subscriptionType,
    features: body.features,
    payment_plus_start_date: body.paymentPlusStartDate,
    address_street: body.address?.street,
    address_zip: body.address?.zip,
    address_city: body.address?.city,
  };
}

/**
 * The rules about one company. Reach: an administrator reaches every company; a fleet manager their
 * own company and, while it is PRO, its child companies (the same companies they may select). A
 * company outside reach answers 404, as if it did not exist. Every change runs in one transaction
 * that first locks the company's row, so checks and writes see the same state.
 */
export function companyService(database: Database) {
  const invalid = (lang: Language, errors: FieldError[]) => badRequest(REVIEW_FIELDS[lang], errors);

  async function reaches(repo: CompanyRepository, principal: Principal, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    if (principal.role === 'ADMINISTRATOR') return repo.exists(id);
    if (principal.role !== 'FLEETMANAGER' || !principal.companyId) return false;
    return repo.isManagedBy(id, principal.companyId);
  }

  /** The company's row, locked, inside a transaction; 404 when it is outside the caller's reach. */
  async function change<T>(caller: Caller, id: string, fn: (repo: CompanyRepository, row: CompanyRow) => Promise<T>) {
    return database.transaction(async (tx) => {
      const repo = companyRepository(tx);
      if (!(await reaches(repo, caller.principal, id))) throw notFound('company');
      const row = await repo.find(id, true);
      if (!row) throw notFound('company');
      return fn(repo, row);
    });
  }

  /** The company's row when it is in reach. */
  async function rowInReach(caller: Caller, id: string): Promise<CompanyRow> {
    const repo = companyRepository(database);
    if (!(await reaches(repo, caller.principal, id))) throw notFound('company');
    const row = await repo.find(id);
    if (!row) throw notFound('company');
    return row;
  }

  async function read(repo: CompanyRepository, id: string): Promise<Company> {
    const row = await repo.find(id);
    if (!row) throw notFound('company');
    return toCompany(row, await repo.children(id));
  }

  /** A parent must exist, be PRO, and be neither the company nor below it. */
  async function checkParent(repo: CompanyRepository, lang: Language, companyId: string | null, parentId: string) {
    const parent = await repo.find(parentId, true);
    if (!parent) return { field: 'parentId', message: companyMessage('parentUnknown', lang) };
    if (companyId && (await repo.isSelfOrDescendant(companyId, parentId))) {
      return { field: 'parentId', message: companyMessage('parentCycle', lang) };
    }
    if (parent.subscription_type !== 'PRO') return { field: 'parentId', message: companyMessage('parentNotPro', lang) };
    return null;
  }

  /** Rules that hold between fields after a change: Payment+ reimbursement needs the PaymentPlus feature. */
  function checkPaymentPlus(lang: Language, next: { features: string[]; reimbursementMode: string }, blame: 'features' | 'reimbursementMode') {
    if (next.reimbursementMode === 'PAYMENT_PLUS' && !next.features.includes('PaymentPlus')) {
      return blame === 'features'
        ? { field: 'features', message: companyMessage('paymentPlusFeature', lang) }
        : { field: 'reimbursementMode', message: companyMessage('paymentPlusMode', lang) };
    }
    return null;
  }

  return {
    /** GET /companies/{id}. */
    async get(caller: Caller, id: string): Promise<Company> {
      const repo = companyRepository(database);
      if (!(await reaches(repo, caller.principal, id))) throw notFound('company');
      return read(repo, id);
    },

    /** GET /companies/summary: the scope's numbers, or those of one company in reach. */
    async summary(caller: Caller, scope: TenantScope, companyId?: string): Promise<CompanySummary> {
      const repo = companyRepository(database);
      if (companyId === undefined || companyId === '') return repo.summary(scope);
      if (!(await reaches(repo, caller.principal, companyId))) throw notFound('company');
      return repo.summary({ companyId });
    },

    /** POST /companies (administrators). */
    async create(caller: Caller, body: CreateCompany): Promise<Company> {
      return database.transaction(async (tx) => {
        const repo = companyRepository(tx);
        const errors: FieldError[] = [];
        if (body.parentId) {
          const problem = await checkParent(repo, caller.lang, null, body.parentId);
          if (problem) errors.push(problem);
        }
        if (errors.length) throw invalid(caller.lang, errors);
        const changes = companyChanges(body);
        changes.language = body.language ?? LANGUAGE_BY_COUNTRY[body.country];
        if (body.features.includes('PaymentPlus') && !body.paymentPlusStartDate) changes.payment_plus_start_date = utcToday();
        const id = await repo.insert(changes);
        return read(repo, id);
      });
    },

    /** PUT /companies/{id}: administrators change everything; fleet managers only name, email and address. */
    async update(caller: Caller, id: string, body: UpdateCompany): Promise<Company> {
      return change(caller, id, async (repo, row) => {
        const lang = caller.lang;
        if (caller.principal.role !== 'ADMINISTRATOR') {
          const allowed = new Set<string>(COMPANY_FIELDS_FOR_MANAGERS);
          const others = Object.entries(body).filter(([key, value]) => value !== undefined && !allowed.has(key));
          if (others.length) throw forbidden(companyMessage('managerFields', lang));
        }
        const errors: FieldError[] = [];
        if (body.parentId) {
          const problem = await checkParent(repo, lang, id, body.parentId);
          if (problem) errors.push(problem);
        }
        const features = body.features ?? row.features ?? [];
        if (body.features) {
          const modeProblem = checkPaymentPlus(lang, { features, reimbursementMode: row.reimbursement_mode }, 'features');
          if (modeProblem) errors.push(modeProblem);
        }
        if (errors.length) throw invalid(lang, errors);
        if (body.subscriptionType === 'LIGHT' && row.subscription_type === 'PRO' && (await repo.hasChildren(id))) {
          throw new AppError(409, 'CONFLICT', companyMessage('parentMustStayPro', lang));
        }
        const changes = companyChanges(body);
        const startDate = body.paymentPlusStartDate === undefined ? row.payment_plus_start_date : body.paymentPlusStartDate;
        if (features.includes('PaymentPlus') && !row.features?.includes('PaymentPlus') && !startDate) {
          changes.payment_plus_start_date = utcToday();
        }
        await repo.update(id, changes);
        return read(repo, id);
      });
    },

    /** PUT /companies/{id}/policy: administrators, or a fleet manager while the company is PRO. */
    async updatePolicy(caller: Caller, id: string, body: CompanyPolicy): Promise<Company> {
      return change(caller, id, async (repo, row) => {
        if (caller.principal.role !== 'ADMINISTRATOR' && row.subscription_type !== 'PRO') {
          throw forbidden(companyMessage('upgradeRequired', caller.lang));
        }
        await repo.update(id, { policy: body.policy });
        return read(repo, id);
      });
    },

    /** PUT /companies/{id}/settings: the options dialogs' settings; the rest stays. */
    async updateSettings(caller: Caller, id: string, body: UpdateCompanySettings): Promise<Company> {
      return change(caller, id, async (repo, row) => {
        if (body.reimbursementMode) {
          const next = { features: row.features ?? [], reimbursementMode: body.reimbursementMode };
          const problem = checkPaymentPlus(caller.lang, next, 'reimbursementMode');
          if (problem) throw invalid(caller.lang, [problem]);
        }
        const datev = {
          datevAccountLength: body.datevAccountLength ?? Number(row.datev_account_length),
          datevExpenseAccount: body.datevExpenseAccount !== undefined ? body.datevExpenseAccount : row.datev_expense_account,
          datevPayableAccount: body.datevPayableAccount !== undefined ? body.datevPayableAccount : row.datev_payable_account,
        };
        const lengthProblems = datevAccountLengthProblems(datev);
        if (lengthProblems.length) {
          const message = companyMessage('datevAccountLength', caller.lang, { length: String(datev.datevAccountLength) });
          throw invalid(caller.lang, lengthProblems.map((field) => ({ field, message })));
        }
        const changes: CompanyChanges = {};
        for (const [key, value] of Object.entries(body)) {
          if (value !== undefined) changes[camelToSnake(key) as keyof CompanyChanges] = value;
        }
        await repo.update(id, changes);
        return read(repo, id);
      });
    },

    /** PUT /companies/{id}/parent (administrators): makes the company a child of a PRO company. */
    async assignParent(caller: Caller, id: string, body: AssignCompany): Promise<Company> {
      const lang = caller.lang;
      if (!body.parentId) {
        throw badRequest(companyMessage('selectCompany', lang), [{ field: 'parentId', message: companyMessage('selectCompany', lang) }]);
      }
      const parentId = body.parentId;
      return change(caller, id, async (repo) => {
        const problem = await checkParent(repo, lang, id, parentId);
        if (problem) throw invalid(lang, [problem]);
        await repo.update(id, { parent_id: parentId });
        return read(repo, id);
      });
    },

    /** GET /companies/{id}/billing-data. */
    async billingData(caller: Caller, id: string): Promise<BillingData> {
      return toBilling(await rowInReach(caller, id));
    },

    /** PUT /companies/{id}/billing-data: the VAT number must have the shape of the company's country. */
    async updateBillingData(caller: Caller, id: string, body: UpdateBillingData): Promise<BillingData> {
      return change(caller, id, async (repo, row) => {
        let vatNumber = body.vatNumber;
        if (vatNumber) {
          if (!isValidVatNumber(row.country, vatNumber)) {
            const message = companyMessage('vatNumber', caller.lang, { example: VAT_NUMBER_EXAMPLES[row.country] });
            throw invalid(caller.lang, [{ field: 'vatNumber', message }]);
          }
          vatNumber = normalizeVatNumber(row.country, vatNumber);
        }
        await repo.update(id, {
          billing_contact_name: body.contactName,
          billing_contact_email: body.contactEmail,
          billing_street: body.street,
          billing_zip: body.zip,
          billing_city: body.city,
          vat_number: vatNumber,
        });
        const updated = await repo.find(id);
        return toBilling(updated!);
      });
    },

    /** GET /companies/{id}/custom-fields: the driver fields receipts may require, and whether they do. */
    async customFields(caller: Caller, id: string): Promise<CustomField[]> {
      const row = await rowInReach(caller, id);
      const required: Record<(typeof CUSTOM_FIELD_KEYS)[number], boolean> = {
        CAR_PLATE: row.require_car_plate,
        COMPANY_NAME: row.require_company_name,
        COST_CENTER: row.require_cost_center,
        EMPLOYEE_ID: row.require_employee_id,
      };
      return CUSTOM_FIELD_KEYS.map((key) => ({ key, required: required[key] }));
    },

    /** POST /companies/{id}/payment-account/{accountId} (administrators). */
    async linkPaymentAccount(caller: Caller, id: string, accountId: string): Promise<void> {
      await change(caller, id, (repo) => repo.update(id, { payment_account_id: accountId }));
    },
  };
}
export type CompanyService = ReturnType<typeof companyService>;
