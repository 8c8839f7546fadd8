import { timingSafeEqual } from 'node:crypto';
import type { PaymentPlusNotification } from '@fleetwatt/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { kycStatusOf, METHOD, NOTIFICATION, paymentStatusOf, TX_STATUS } from '../../providers/lemonway/api.ts';
import type { WalletProvider } from '../../providers/lemonway/client.ts';
import type { PayoutService } from './payout.service.ts';
import { payoutRepository } from './payout.repository.ts';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Lemonway's notifications. They carry no signature, so a notification is only a hint: it must
 * come to the secret URL, and what it names (the money-in, the account) is read back from the API
 * before anything is written. Every write is idempotent and follows the state read, so the same
 * notification twice, or an older one after a newer, changes nothing more.
 */
export function walletNotificationsService(database: Database, wallet: WalletProvider, payouts: PayoutService, expectedToken: string) {
  return {
    async receive(token: string, notification: PaymentPlusNotification, now = new Date()): Promise<void> {
      if (!same(token, expectedToken)) throw new AppError(404, 'NOT_FOUND', 'Not found');
      const repo = payoutRepository(database);
      switch (notification.NotifCategory) {
        case NOTIFICATION.MONEY_IN_WIRE_RECEIVED: {
          const id = Number(notification.IdTransaction);
          if (!Number.isSafeInteger(id)) return;
          const company = await repo.companyByWallet(notification.ExtId);
          if (!company) return;
          const tx = await wallet.transaction(METHOD.MONEY_IN_TRANSFER, id);
          if (!tx || tx.creditAccountId !== notification.ExtId) return;
          const status = paymentStatusOf(tx);
          if (!status) return;
          await database.transaction(async (db) => {
            const payouts = payoutRepository(db);
            const received = tx.status === TX_STATUS.SUCCESS ? await payouts.receiveTopUps(company.id, tx.comment, tx.amount, String(tx.id), now) : [];
            await payouts.recordMoneyIn({
              companyId: company.id,
              reimbursementIds: received.map((r) => r.reimbursement_id),
              status,
              amountMinor: tx.amount,
              bookedAt: new Date(tx.date * 1000),
              note: tx.comment,
              externalId: `moneyin-${tx.id}`,
              now,
            });
          });
          if (tx.status === TX_STATUS.SUCCESS) await payouts.continueCompany(company.id, now);
          return;
        }
        case NOTIFICATION.ACCOUNT_STATUS:
        case NOTIFICATION.DOCUMENT_STATUS: {
          const driver = await repo.driverByWallet(notification.ExtId);
          if (!driver) return;
          const account = await wallet.account(notification.ExtId);
          await repo.setDriverKyc(driver.id, kycStatusOf(account.status));
          return;
        }
        default:
          return;
      }
    },
  };
}
