/**
 * Where a bank connection was started (the company page, a reimbursement), so the callback page
 * leads back there: the page the user was on is one their role may see. Kept for the tab, as the
 * bank returns in the tab that started the connection.
 */
const STORAGE_KEY = 'fleetwatt.bankReturn';

export function rememberBankReturn(path: string) {
  try {
    sessionStorage.setItem(STORAGE_KEY, path);
  } catch {
    // Without storage the callback page leads to the company or the dashboard.
  }
}

/** The dashboard page the connection was started on, or null (started elsewhere, or not in this tab). */
export function bankReturn(): string | null {
  try {
    const path = sessionStorage.getItem(STORAGE_KEY);
    return path && path.startsWith('/dashboard/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
