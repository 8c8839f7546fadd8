import {
  CURRENCY_BY_COUNTRY,
  DRIVER_REQUIRED_FIELDS,
  USER_MESSAGES,
  ibanMessage,
  ibanProblem,
  issueMessage,
  normalizeIban,
  totalPages,
  type CreateDriver,
  type Currency,
  type Driver,
  type DriverCustomField,
  type DriverListItem,
  type DriverNotification,
  type DriverNotificationInput,
  type DriverPage,
  type DriverSubscription,
  type DriverSubscriptionSummary,
  type Language,
  type PaymentAccount,
  type PaymentAccountInput,
  type UpdateDriver,
  type UserExport,
  type UserSearch,
  type UserSimpleItem,
  type UserSimpleSearch,
} from '@fleetwatt/shared';
import { SIMPLE_SEARCH_LIMIT } from '@fleetwatt/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { ExportSpec } from '../../lib/export/index.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { completenessOf } from './users.completeness.ts';
import { DRIVERS_SHEET_NAME, driverExportColumns } from './users.export.ts';
import {
  usersRepository,
  type DriverDetailRow,
  type DriverFields,
  type DriverListRow,
  type MonthRange,
  type UsersRepository,
} from './users.repository.ts';


/**
 * The period of the y/m filter in UTC: the current month when both are absent, the whole year when
 * only the year is given (the month dropdown's empty option), else the calendar month.
 */
export function monthRange(query: { year?: number; month?: number }, now = new Date()): MonthRange & { label: string } {
  if (query.year !== undefined && query.month === undefined) {
    const year = query.year;
    return { label: String(year), from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
  }
  const year = query.year ?? now.getUTCFullYear();
  const month = query.month ?? now.getUTCMonth() + 1;
  return {
    label: `${year}-${String(month).padStart(2, '0')}`,
    from: new Date(Date.UTC(year, month - 1, 1)),
    to: new Date(Date.UTC(year, month, 1)),
  };
}

const currencyOf = (country: string | null): Currency | null =>
  country ? (CURRENCY_BY_COUNTRY[country as keyof typeof CURRENCY_BY_COUNTRY] ?? null) : null;

function subscriptionOf(row: DriverListRow): DriverSubscriptionSummary | null {
  return row.license_status && row.license_end ? { status: row.license_status, endDate: row.license_end } : null;
}

const userNameOf = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

export function toListItem(row: DriverListRow): DriverListItem {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    userName: userNameOf(row),
    email: row.email,
    companyId: row.company_id,
    companyName: row.company_name,
    subscription: subscriptionOf(row),
    energyWh: Number(row.energy_wh),
    expenseMinor: Number(row.expense_minor),
    currency: currencyOf(row.company_country),
    isPaymentPlus: row.is_payment_plus,
    cable: row.cable_id && row.cable_hardware_id ? { id: row.cable_id, hardwareId: row.cable_hardware_id } : null,
    tariffStatus: row.tariff_status,
    completeness: completenessOf(row),
  };
}

function toDriver(row: DriverDetailRow): Driver {
  const item = toListItem(row);
  return {
    id: row.id,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    userName: item.userName,
    email: row.email,
    idNumber: row.id_number,
    carPlate: row.car_plate,
    licenseKey: row.license_key,
    tariff:
      row.tariff_id && row.tariff_status && row.tariff_start
        ? {
            id: row.tariff_id,
            number: Number(row.tariff_number),
            status: row.tariff_status,
            pricePerKwh: Number(row.tariff_price),
            currency: row.tariff_currency as Currency,
            startDate: row.tariff_start,
            endDate: row.tariff_end,
          }
        : null,
    mileage:
      row.mileage_km !== null && row.mileage_read_at && row.mileage_source
        ? { odometerKm: Number(row.mileage_km), readAt: new Date(row.mileage_read_at).toISOString(), source: row.mileage_source }
        : null,
    cable: item.cable,
    nextReceiptNumber: Number(row.next_receipt_number),
    companyId: row.company_id,
    companyName: row.company_name,
    currency: item.currency,
    costCenter: row.cost_center,
    receiptRecipientEmail: row.receipt_recipient_email,
    employeeId: row.employee_id,
    address: { street: row.street, zip: row.zip, city: row.city, country: row.country },
    paymentAccount: paymentAccountOf(row),
    kycStatus: row.kyc_status,
    subscription: item.subscription,
    completeness: item.completeness,
  };
}

function paymentAccountOf(row: DriverDetailRow): PaymentAccount {
  return { iban: row.iban, holder: row.account_holder, isPaymentPlus: row.is_payment_plus, kycStatus: row.kyc_status };
}

function fieldsOf(body: UpdateDriver): DriverFields {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    idNumber: body.idNumber,
    carPlate: body.carPlate,
    costCenter: body.costCenter,
    employeeId: body.employeeId,
    receiptRecipientEmail: body.receiptRecipientEmail,
    street: body.street,
    zip: body.zip,
    city: body.city,
    country: body.country,
  };
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/** A missing or empty value, as opposed to a wrong one. */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'invalid_type') return (issue as { input?: unknown }).input === undefined;
  return issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1;
}

/**
 * The 400 for a driver form that failed its schema: a message per field and, when a required
 * field is empty, the add-driver form's 'Please fill in the required fields.' (spec section 5).
 */
export function invalidDriverBody(schema: z.ZodType, body: unknown, lang: Language): AppError {
  const result = schema.safeParse(body, { reportInput: true });
  const issues = result.success ? [] : result.error.issues;
  const errors = issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'body', message: issueMessage(issue, lang) }));
  const required = new Set<PropertyKey>(DRIVER_REQUIRED_FIELDS);
  const missingRequired = issues.some((i) => (i.path.length === 0 || required.has(i.path[0]!)) && isMissing(i));
  const m = USER_MESSAGES[lang];
  return badRequest(missingRequired ? m.requiredFields : m.reviewFields, errors);
}

export function usersService(database: Database) {
  const reads = usersRepository(database);
  const filterOf = (query: UserSearch) => ({ role: query.role, userName: query.userName?.trim() || undefined });
  const sortOf = (query: UserSearch) => ({ field: query.sortField, dir: query.sortDir });

  /** A driver of the scope or 404; inside a transaction it is locked for the change. */
  async function driverOf(repo: UsersRepository, scope: TenantScope, id: string, lock = false): Promise<DriverDetailRow> {
    const row = await repo.findDriver(scope, id, monthRange({}), { lock });
    if (!row) throw notFound('driver');
    return row;
  }

  /** Runs a change in one transaction and answers the driver as it is afterwards. */
  function change(fn: (repo: UsersRepository) => Promise<string>): Promise<Driver> {
    return database.transaction(async (tx) => {
      const repo = usersRepository(tx);
      const id = await fn(repo);
      return toDriver(await driverOf(repo, { companyId: null }, id));
    });
  }

  return {
    /** The drivers table: one page, sorted over every driver of the scope. */
    async search(scope: TenantScope, query: UserSearch): Promise<DriverPage> {
      const { rows, total } = await reads.search(scope, filterOf(query), sortOf(query), monthRange(query), {
        number: query.pageNumber,
        size: query.pageSize,
      });
      return { results: rows.map(toListItem), totalCount: total, totalPages: totalPages(total, query.pageSize) };
    },

    /** The whole filtered drivers table, in list order. */
    exportSpec(principal: Principal, scope: TenantScope, query: UserExport, lang: Language): ExportSpec<DriverListRow> {
      const month = monthRange(query);
      return {
        fileName: `drivers-${month.label}`,
        sheetName: DRIVERS_SHEET_NAME[lang],
        columns: driverExportColumns(lang, { paymentPlus: principal.role === 'ADMINISTRATOR' }),
        rows: reads.all(scope, filterOf(query), sortOf(query), month),
        lang,
      };
    },

    /** Up to 20 users for a picker. A company outside the scope answers 404. */
    async simpleSearch(scope: TenantScope, query: UserSimpleSearch): Promise<UserSimpleItem[]> {
      if (query.companyId && scope.companyId && query.companyId !== scope.companyId) throw notFound('company');
      const rows = await reads.simpleSearch(
        scope,
        { role: query.role, userName: query.name?.trim() || undefined, companyId: query.companyId },
        SIMPLE_SEARCH_LIMIT,
      );
      return rows.map((r) => ({ id: r.id, name: r.name || r.email, email: r.email, companyId: r.company_id, companyName: r.company_name }));
    },

    async get(scope: TenantScope, id: string): Promise<Driver> {
      return toDriver(await driverOf(reads, scope, id));
    },

    /**
     * Adds a driver to the scope's company. An administrator without a selected company names the
     * company; a company outside the scope answers 404; a used email 409.
     */
    async create(scope: TenantScope, body: CreateDriver, lang: Language): Promise<Driver> {
      const m = USER_MESSAGES[lang];
      let companyId = scope.companyId;
      if (body.companyId && scope.companyId && body.companyId !== scope.companyId) throw notFound('company');
      if (!companyId) {
        if (!body.companyId) throw badRequest(m.requiredFields, [{ field: 'companyId', message: m.companyRequired }]);
        companyId = body.companyId;
      }
      const target = companyId;
      return change(async (repo) => {
        if (!(await repo.companyExists(target))) throw notFound('company');
        if (await repo.emailTaken(body.email)) throw conflict(m.emailTaken);
        try {
          return await repo.insertDriver(target, fieldsOf(body));
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(m.emailTaken);
          throw err;
        }
      });
    },

    /** Edits a driver's fields; an email already used by someone else answers 409. */
    async update(scope: TenantScope, id: string, body: UpdateDriver, lang: Language): Promise<Driver> {
      const m = USER_MESSAGES[lang];
      return change(async (repo) => {
        await driverOf(repo, scope, id, true);
        if (await repo.emailTaken(body.email, id)) throw conflict(m.emailTaken);
        try {
          await repo.updateDriver(id, fieldsOf(body));
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict(m.emailTaken);
          throw err;
        }
        return id;
      });
    },

    /** Takes the driver out of the company; the cable stays with the company, unassigned. */
    async removeFromCompany(scope: TenantScope, id: string): Promise<void> {
      await database.transaction(async (tx) => {
        const repo = usersRepository(tx);
        const driver = await driverOf(repo, scope, id, true);
        if (!driver.company_id) return;
        await repo.unassignDriverCables(id, driver.company_id, new Date());
        await repo.setCompany(id, null);
      });
    },

    async getPaymentAccount(scope: TenantScope, id: string): Promise<PaymentAccount> {
      return paymentAccountOf(await driverOf(reads, scope, id));
    },

    /**
     * Sets the driver's IBAN (normalised and checked) and holder. Payment+ is an administrator's
     * decision: a fleet manager who sends a different isPaymentPlus gets 403.
     */
    async setPaymentAccount(principal: Principal, scope: TenantScope, id: string, body: PaymentAccountInput, lang: Language) {
      return database.transaction(async (tx) => {
        const repo = usersRepository(tx);
        const driver = await driverOf(repo, scope, id, true);
        const problem = ibanProblem(body.iban ?? '');
        if (problem) {
          const message = ibanMessage(problem, lang);
          throw badRequest(message, [{ field: 'iban', message }]);
        }
        const changesPaymentPlus = body.isPaymentPlus !== undefined && body.isPaymentPlus !== driver.is_payment_plus;
        if (changesPaymentPlus && principal.role !== 'ADMINISTRATOR') throw forbidden(USER_MESSAGES[lang].paymentPlusAdminOnly);
        await repo.setPaymentAccount(id, {
          iban: normalizeIban(body.iban ?? ''),
          holder: body.holder ?? null,
          ...(body.isPaymentPlus !== undefined ? { isPaymentPlus: body.isPaymentPlus } : {}),
        });
        return paymentAccountOf(await driverOf(repo, { companyId: null }, id));
      });
    },

    /** An administrator moves a driver to another company; the cable stays behind, unassigned. */
    async assignCompany(scope: TenantScope, id: string, companyId: string): Promise<Driver> {
      return change(async (repo) => {
        const driver = await driverOf(repo, scope, id, true);
        if (!(await repo.companyExists(companyId))) throw notFound('company');
        if (driver.company_id === companyId) return id;
        if (driver.company_id) await repo.unassignDriverCables(id, driver.company_id, new Date());
        await repo.setCompany(id, companyId);
        return id;
      });
    },

    /**
     * Gives a cable of the driver's company to the driver: the cable's and the driver's open
     * assignments close, a new one opens. A cable of another company answers 404.
     */
    async assignCable(principal: Principal, scope: TenantScope, id: string, cableId: string, lang: Language): Promise<Driver> {
      return change(async (repo) => {
        const driver = await driverOf(repo, scope, id, true);
        const companyId = driver.company_id;
        const cable = companyId ? await repo.lockCable(cableId, companyId) : undefined;
        if (!companyId || !cable) throw notFound('cable');
        if (cable.user_id === id) throw conflict(USER_MESSAGES[lang].cableAlreadyAssigned);
        const now = new Date();
        await repo.unassignDriverCables(id, companyId, now);
        await repo.assignCable(cableId, companyId, id, principal.userId, now);
        return id;
      });
    },

    /** Stores a notification for the driver (the app shows it). */
    async notify(principal: Principal, scope: TenantScope, id: string, body: DriverNotificationInput, lang: Language): Promise<DriverNotification> {
      return database.transaction(async (tx) => {
        const repo = usersRepository(tx);
        const driver = await driverOf(repo, scope, id);
        if (!driver.company_id) throw conflict(USER_MESSAGES[lang].driverWithoutCompany);
        const row = await repo.insertNotification({
          companyId: driver.company_id,
          userId: id,
          title: body.title,
          message: body.message,
          sentBy: principal.userId,
        });
        return {
          id: row.id,
          userId: row.user_id,
          companyId: row.company_id,
          title: row.title,
          message: row.message,
          createdAt: new Date(row.created_at).toISOString(),
        };
      });
    },

    /** The company's configurable driver fields, whether each is required, and the driver's value. */
    async customFields(scope: TenantScope, id: string): Promise<DriverCustomField[]> {
      const d = await driverOf(reads, scope, id);
      return [
        { key: 'CAR_PLATE', required: !!d.require_car_plate, value: d.car_plate },
        { key: 'COMPANY_NAME', required: !!d.require_company_name, value: d.company_name },
        { key: 'COST_CENTER', required: !!d.require_cost_center, value: d.cost_center },
        { key: 'EMPLOYEE_ID', required: !!d.require_employee_id, value: d.employee_id },
      ];
    },

    /** The driver's current license; 404 when the driver has none. */
    async subscription(scope: TenantScope, id: string): Promise<DriverSubscription> {
      const driver = await driverOf(reads, scope, id);
      const row = driver.company_id ? await reads.currentSubscription(id, driver.company_id) : undefined;
      if (!row) throw notFound('subscription');
      return {
        id: row.id,
        status: row.status,
        type: row.type,
        licenseKey: row.license_key,
        startDate: row.start_date,
        expirationDate: row.expiration_date,
        renewalStatus: row.renewal_status,
        cable: row.cable_id && row.cable_hardware_id ? { id: row.cable_id, hardwareId: row.cable_hardware_id } : null,
      };
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
