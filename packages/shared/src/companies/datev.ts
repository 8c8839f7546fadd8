import { z } from 'zod';

/*
 * What the DATEV month-close file needs from the company (docs/decisions/0033): the tax
 * consultant's and the client's numbers in DATEV, the chart of accounts and its account length, and
 * the two accounts every booking uses. Ranges are those of the DATEV format's header (fields 11, 12
 * and 14).
 */

export const DATEV_CHARTS = ['SKR03', 'SKR04'] as const;
export type DatevChart = (typeof DATEV_CHARTS)[number];

export const DATEV_CONSULTANT_MIN = 1001;
export const DATEV_CONSULTANT_MAX = 9_999_999;
export const DATEV_CLIENT_MIN = 1;
export const DATEV_CLIENT_MAX = 99_999;
export const DATEV_ACCOUNT_LENGTH_MIN = 4;
export const DATEV_ACCOUNT_LENGTH_MAX = 8;
export const DATEV_DEFAULT_ACCOUNT_LENGTH = 4;

/**
 * The standard accounts of each chart, four digits: running costs of vehicles, debited with the
 * reimbursement, against wages and salaries payable, where payroll pays it out.
 */
export const DATEV_CHART_ACCOUNTS: Record<DatevChart, { expense: string; payable: string }> = {
  SKR03: { expense: '4530', payable: '1740' },
  SKR04: { expense: '6530', payable: '3720' },
};

/**
 * An account at the company's account length: DATEV lengthens general ledger accounts with
 * trailing zeros (4530 at five digits is 45300).
 */
export function datevAccountAt(account: string, length: number): string {
  return account.length >= length ? account : account.padEnd(length, '0');
}

/** The accounts the file books on: the company's own ones, else its chart's at its account length. */
export function datevAccounts(settings: {
  datevChartOfAccounts: DatevChart;
  datevAccountLength: number;
  datevExpenseAccount: string | null;
  datevPayableAccount: string | null;
}): { expense: string; payable: string } {
  const chart = DATEV_CHART_ACCOUNTS[settings.datevChartOfAccounts];
  return {
    expense: settings.datevExpenseAccount ?? datevAccountAt(chart.expense, settings.datevAccountLength),
    payable: settings.datevPayableAccount ?? datevAccountAt(chart.payable, settings.datevAccountLength),
  };
}

/** An account number in a settings body: digits only; empty means the chart's own account. */
export const zDatevAccount = () =>
  z
    .string()
    .trim()
    .max(DATEV_ACCOUNT_LENGTH_MAX)
    .nullable()
    .transform((v) => v || null)
    .pipe(
      z
        .string()
        .regex(/^[1-9]\d{3,7}$/, { message: `Must be ${DATEV_ACCOUNT_LENGTH_MIN} to ${DATEV_ACCOUNT_LENGTH_MAX} digits, not starting with 0` })
        .nullable(),
    );

/** The DATEV settings as the company answers them. */
export const ZDatevSettingsShape = {
  datevConsultantNumber: z.number().int().min(DATEV_CONSULTANT_MIN).max(DATEV_CONSULTANT_MAX).nullable(),
  datevClientNumber: z.number().int().min(DATEV_CLIENT_MIN).max(DATEV_CLIENT_MAX).nullable(),
  datevChartOfAccounts: z.enum(DATEV_CHARTS),
  datevAccountLength: z.number().int().min(DATEV_ACCOUNT_LENGTH_MIN).max(DATEV_ACCOUNT_LENGTH_MAX),
  datevExpenseAccount: z.string().nullable(),
  datevPayableAccount: z.string().nullable(),
};

/** The same in a settings body: account numbers trimmed and checked, empty meaning the chart's own. */
export const ZDatevSettingsInputShape = {
  ...ZDatevSettingsShape,
  datevExpenseAccount: zDatevAccount(),
  datevPayableAccount: zDatevAccount(),
};

/** An own account must have exactly the company's account length (DATEV header field 14). */
export function datevAccountLengthProblems(settings: {
  datevAccountLength: number;
  datevExpenseAccount: string | null;
  datevPayableAccount: string | null;
}): ('datevExpenseAccount' | 'datevPayableAccount')[] {
  return (['datevExpenseAccount', 'datevPayableAccount'] as const).filter((key) => {
    const account = settings[key];
    return account !== null && account.length !== settings.datevAccountLength;
  });
}
