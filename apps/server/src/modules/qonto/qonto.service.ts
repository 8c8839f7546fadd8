import { randomBytes } from 'node:crypto';
import { paymentMessage, type Language, type QontoAuthorize, type QontoConnected, type QontoToken } from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { ProviderError } from '../../lib/provider-http.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import type { QontoClient } from '../../providers/qonto/client.ts';
import { tokensToSave } from './qonto-access.ts';
import type { QontoRepository } from './qonto.repository.ts';

/** How long the bank's answer to a connect is accepted. */
const AUTHORIZATION_TTL_MS = 15 * 60 * 1000;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * Connecting a company's bank (spec section 7): authorize hands out the bank's consent URL with a
 * one-time state bound to the company and the person; the callback trades the code for tokens.
 */
export function qontoService(config: Pick<Config, 'publicUrl'>, repo: QontoRepository, client: QontoClient) {
  const redirectUri = `${config.publicUrl}/public/qonto/callback`;

  const companyOf = (scope: TenantScope, lang: Language) => {
    if (!scope.companyId) throw badRequest(paymentMessage('selectCompany', lang), [{ field: 'companyId', message: paymentMessage('selectCompany', lang) }]);
    return scope.companyId;
  };

  return {
    async authorize(principal: Principal, scope: TenantScope, lang: Language, now = new Date()): Promise<QontoAuthorize> {
      const companyId = companyOf(scope, lang);
      const state = randomBytes(32).toString('base64url');
      await repo.addAuthorization({ state, companyId, userId: principal.userId, redirectUri, expiresAt: new Date(now.getTime() + AUTHORIZATION_TTL_MS) });
      return { url: client.authorizeUrl(state, redirectUri) };
    },

    async callback(principal: Principal, code: string, state: string, lang: Language, now = new Date()): Promise<QontoConnected> {
      const authorization = await repo.takeAuthorization(state, principal.userId, now);
      if (!authorization) throw new AppError(409, 'QONTO_STATE_INVALID', paymentMessage('stateInvalid', lang));
      try {
        const tokens = await client.exchangeCode(code, authorization.redirect_uri);
        const organization = await client.organization(tokens.access_token);
        await repo.saveTokens(
          authorization.company_id,
          tokensToSave(tokens, now),
          { iban: organization.bank_accounts[0]?.iban ?? null, organization: organization.slug },
          now,
        );
        return {
          companyId: authorization.company_id,
          companyName: (await repo.companyName(authorization.company_id)) ?? '',
          accountIban: organization.bank_accounts[0]?.iban ?? null,
        };
      } catch (err) {
        if (err instanceof ProviderError) {
          if (err.kind === 'refused') throw new AppError(409, 'QONTO_REFUSED', paymentMessage('connectFailed', lang));
          throw new AppError(502, 'PROVIDER_UNAVAILABLE', paymentMessage('connectFailed', lang));
        }
        throw err;
      }
    },

    async token(scope: TenantScope, lang: Language): Promise<QontoToken> {
      const companyId = companyOf(scope, lang);
      const connection = await repo.connection(companyId);
      if (!connection) {
        if (!(await repo.companyName(companyId))) throw notFound('The company');
        return { token: null };
      }
      // An expired connection has no token: the company connects again.
      if (connection.status !== 'CONNECTED') return { token: null };
      return {
        token: {
          status: connection.status,
          connectedAt: iso(connection.connected_at),
          expiresAt: iso(connection.expires_at),
          accountIban: connection.account_iban,
        },
      };
    },
  };
}
