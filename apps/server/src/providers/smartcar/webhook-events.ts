import { z } from 'zod';

/*
 * Smartcar's webhook deliveries, as far as the product reads them. Each is signed: SC-Signature is
 * the hex HMAC-SHA256 of the raw body keyed with the application management token. A new webhook
 * is first sent a VERIFY event whose challenge must come back hashed the same way
 * (`{ "challenge": <hex> }`) before Smartcar delivers anything else. VEHICLE_STATE carries a car's
 * changed signals, VEHICLE_ERROR a car's trouble; both name the car in data.vehicle.id.
 */

const ZVehicleRef = z.object({ id: z.string().min(1) }).loose();

export const ZWebhookEvent = z.discriminatedUnion('eventType', [
  z.object({ eventId: z.string().optional(), eventType: z.literal('VERIFY'), data: z.object({ challenge: z.string().min(1) }).loose() }).loose(),
  z.object({ eventId: z.string(), eventType: z.literal('VEHICLE_STATE'), data: z.object({ vehicle: ZVehicleRef }).loose() }).loose(),
  z.object({ eventId: z.string(), eventType: z.literal('VEHICLE_ERROR'), data: z.object({ vehicle: ZVehicleRef }).loose() }).loose(),
]);
export type WebhookEvent = z.infer<typeof ZWebhookEvent>;
