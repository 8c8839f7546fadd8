import { configureApiClient, setChildCompanyId } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import type { Auth } from '../features/auth/index.ts';
import { clearCompanySelection } from './company-selection.ts';

/** Everything kept about the signed-in user in this tab: cached data and the selected company. */
export function clearUserData() {
  queryClient.clear();
  clearCompanySelection();
  setChildCompanyId(null);
}

/** Every API call asks the auth for its token; a 401 logs the user out. */
export function connectApiClient(auth: Auth) {
  configureApiClient({
    getAccessToken: () => auth.getAccessToken(),
    onUnauthorized: () => void auth.logout(),
  });
}
