import { z } from 'zod';

/**
 * POST /backend/public/payment-plus/notifications/{token}: a notification of the payment
 * institution (Lemonway), form-encoded or JSON, every value a string. The body is only a hint:
 * the product reads the transaction or account it names back from the institution's API.
 */
export const ZPaymentPlusNotification = z.object({
  ExtId: z.string().min(1).max(256),
  IntId: z.string().max(50).optional(),
  NotifCategory: z.coerce.number().int(),
  NotifDate: z.string().max(40).optional(),
  IdTransaction: z.string().max(50).optional(),
  Amount: z.string().max(30).optional(),
  Status: z.string().max(5).optional(),
});
export type PaymentPlusNotification = z.infer<typeof ZPaymentPlusNotification>;

export const ZPaymentPlusNotificationParams = z.object({ token: z.string().min(16).max(200) });
