import { randomBytes } from 'node:crypto';
import { paymentMessage, type BankAuthorize, type BankConnected, type BankToken, type Language } from '@fleetwatt/shared';
import type { Config } from '../../config.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { ProviderError } from '../../lib/provider-http.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { DEFAULT_BANK, type BankRegistry } from '../../providers/bank/index.ts';
import { bankWebhookUrl } from '../../providers/bank/webhook-secret.ts';
import { tokensToStore } from './bank-access.ts';
import type { BankConnectionsRepository } from './bank-connections.repository.ts';
import type { BankTokenBox } from './token-box.ts';

/** How long the bank's answer to a connect is accepted. */
const AUTHORIZATION_TTL_MS = 15 * 60 * 1000;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * Connecting a company's bank (spec section 7): authorize hands out the bank's consent URL with a
 * one-time state bound to the company and the person; the callback trades the code for tokens,
 * which are stored sealed.
 */
export function bankConnectionsService(
  config: Pick<Config, 'publicUrl'>,
  repo: BankConnectionsRepository,
  banks: BankRegistry,
  box: BankTokenBox,
  webhook: { secret: string; log?: { warn(obj: object, msg: string): void } },
) {
  const redirectUri = `${config.publicUrl}/public/qonto/callback`;

  const companyOf = (scope: TenantScope, lang: Language) => {
    if (!scope.companyId) throw badRequest(paymentMessage('selectCompany', lang), [{ field: 'companyId', message: paymentMessage('selectCompany', lang) }]);
    return scope.companyId;
  };

  return {
    async authorize(principal: Principal, scope: TenantScope, lang: Language, now = new Date()): Promise<BankAuthorize> {
      const companyId = companyOf(scope, lang);
      const state = randomBytes(32).toString('base64url');
      await repo.addAuthorization({ state, companyId, userId: principal.userId, provider: DEFAULT_BANK, redirectUri, expiresAt: new Date(now.getTime() + AUTHORIZATION_TTL_MS) });
      return { url: banks(DEFAULT_BANK).authorizeUrl(state, redirectUri) };
    },

    async callback(principal: Principal, code: string, state: string, lang: Language, now = new Date()): Promise<BankConnected> {
      const authorization = await repo.takeAuthorization(state, principal.userId, now);
      if (!authorization) throw new AppError(409, 'BANK_STATE_INVALID', paymentMessage('stateInvalid', lang));
      const bank = banks(authorization.provider);
      try {
        const tokens = await bank.exchangeCode(code, authorization.redirect_uri);
        const organization = await bank.organization(tokens.accessToken);
        const main = organization.accounts.find((a) => a.main) ?? organization.accounts[0] ?? null;
        const stored = tokensToStore(tokens, now);
        await repo.saveTokens(
          authorization.company_id,
          authorization.provider,
          { ...stored, ...box.seal(stored) },
          { iban: main?.iban ?? null, accountId: main?.id ?? null, organization: organization.id },
          now,
        );
        // Transfer status by the bank's events as well as by looking: a refused subscription leaves the looking.
        await bank.subscribeTransferEvents(tokens.accessToken, bankWebhookUrl(config), webhook.secret).catch((err: unknown) => {
          webhook.log?.warn({ err, company: authorization.company_id }, 'the bank did not take the transfer events subscription; transfers are followed by looking');
        });
        return {
          companyId: authorization.company_id,
          companyName: (await repo.companyName(authorization.company_id)) ?? '',
          accountIban: main?.iban ?? null,
        };
      } catch (err) {
        if (err instanceof ProviderError) {
          if (err.kind === 'refused') throw new AppError(409, 'BANK_REFUSED', paymentMessage('connectFailed', lang));
          throw new AppError(502, 'PROVIDER_UNAVAILABLE', paymentMessage('connectFailed', lang));
        }
        throw err;
      }
    },

    async token(scope: TenantScope, lang: Language): Promise<BankToken> {
      const companyId = companyOf(scope, lang);
      const connection = await repo.connection(companyId);
      if (!connection) {
        if (!(await repo.companyName(companyId))) throw notFound('company');
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
          provider: connection.provider,
        },
      };
    },
  };
}
