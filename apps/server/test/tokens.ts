import type { Config } from '../src/config.ts';

/** Signs in through the built-in provider's login page with PKCE and returns the access token. */
export async function fetchAccessToken(_config: Config, _email: string, _password: string): Promise<string> {
  throw new Error('not built yet');
}
