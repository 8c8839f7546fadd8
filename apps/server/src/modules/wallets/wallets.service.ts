import {
  KYC_STATUSES,
  walletMessage,
  type KycDocumentSent,
  type KycDocumentType,
  type KycStatus,
  type Language,
  type Wallet,
  type Wallets,
} from '@fleetwatt/shared';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { ProviderError } from '../../lib/provider-http.ts';
import type { TenantScope } from '../../plugins/tenancy.ts';
import { DOCUMENT_TYPE, driverAccountIdOf, kycStatusOf, walletStatusOf } from '../../providers/lemonway/api.ts';
import type { WalletProvider } from '../../providers/lemonway/client.ts';
import { walletsRepository } from './wallets.repository.ts';

type Repo = ReturnType<typeof walletsRepository>;

const storedKyc = (value: string | null): KycStatus | null => (KYC_STATUSES as readonly string[]).includes(value ?? '') ? (value as KycStatus) : null;

/**
 * The selected company's Payment+ accounts with what Lemonway reports of each (decision 0052), and
 * KYC documents sent to one of them. Lemonway is asked live; an account it cannot answer for shows
 * no status rather than failing the whole list.
 */
export function walletsService(repo: Repo, wallet: WalletProvider) {
  async function companyOf(scope: TenantScope, lang: Language) {
    if (!scope.companyId) throw badRequest(walletMessage('selectCompany', lang), [{ field: 'companyId', message: walletMessage('selectCompany', lang) }]);
    const company = await repo.company(scope.companyId);
    if (!company) throw notFound('company');
    return company;
  }

  async function live(accountId: string): Promise<Pick<Wallet, 'status'> & { kyc: KycStatus | null }> {
    try {
      const account = await wallet.account(accountId);
      return { status: walletStatusOf(account.status), kyc: kycStatusOf(account.status) };
    } catch (err) {
      if (err instanceof ProviderError) return { status: null, kyc: null };
      throw err;
    }
  }

  return {
    async list(scope: TenantScope, lang: Language): Promise<Wallets> {
      const company = await companyOf(scope, lang);
      const drivers = (await repo.drivers(company.id)).map((d) => ({ ...d, account_id: driverAccountIdOf(d.user_id, d.connected_account_id) }));
      const accounts: Omit<Wallet, 'status' | 'kycStatus'>[] = [
        ...(company.payment_account_id ? [{ owner: 'COMPANY' as const, userId: null, name: company.name, accountId: company.payment_account_id }] : []),
        ...drivers.map((d) => ({ owner: 'DRIVER' as const, userId: d.user_id, name: d.name, accountId: d.account_id })),
      ];
      const stored = new Map(drivers.map((d) => [d.account_id, storedKyc(d.kyc_status)]));
      const wallets = await Promise.all(
        accounts.map(async (a) => {
          const now = await live(a.accountId);
          return { ...a, status: now.status, kycStatus: now.kyc ?? stored.get(a.accountId) ?? null };
        }),
      );
      return { companyId: company.id, wallets };
    },

    async sendDocument(
      scope: TenantScope,
      accountId: string,
      upload: { type: string | undefined; fileName: string; bytes: Buffer },
      lang: Language,
    ): Promise<KycDocumentSent> {
      const company = await companyOf(scope, lang);
      if (!company.pays_through_payment_plus) throw conflict(walletMessage('notPaymentPlus', lang));
      const own = company.payment_account_id === accountId || (await repo.drivers(company.id)).some((d) => driverAccountIdOf(d.user_id, d.connected_account_id) === accountId);
      if (!own) throw notFound('item');
      const type = upload.type as KycDocumentType | undefined;
      if (!type || !(type in DOCUMENT_TYPE)) throw badRequest(walletMessage('documentType', lang), [{ field: 'type', message: walletMessage('documentType', lang) }]);
      try {
        const documentId = await wallet.uploadDocument(accountId, { fileName: upload.fileName, type: DOCUMENT_TYPE[type], content: upload.bytes });
        return { accountId, documentId, type, fileName: upload.fileName };
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        if (err.kind === 'refused') throw new AppError(502, 'PROVIDER_UNAVAILABLE', walletMessage('providerRefused', lang, { reason: err.message.replace(/^.*answered \d+: /, '') }));
        throw new AppError(502, 'PROVIDER_UNAVAILABLE', walletMessage('providerDown', lang));
      }
    },
  };
}
