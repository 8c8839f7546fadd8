import { z } from 'zod';
import { VEHICLE_CHARGING_STATUSES } from '@fleetwatt/shared';

/*
 * The wire format of the connected-car data provider (CarApi), shared by the client and the
 * sandbox. OAuth 2.0 authorisation code flow:
 *   GET  /oauth/authorize?response_type=code&client_id&redirect_uri&state&scope&login_hint  consent page
 *   POST /oauth/token      grant_type=authorization_code|refresh_token (form, client basic auth)
 *   POST /oauth/revoke     token=<refresh token> (form, client basic auth)
 * and the API with the access token as bearer:
 *   GET  /v1/user                      the account
 *   GET  /v1/vehicles                  the cars the owner shared
 *   GET  /v1/vehicles/{id}/telemetry   the car's latest report
 */

export const CAR_API_SCOPE = 'vehicle:read odometer:read battery:read location:read';

export const ZTokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.string(),
  scope: z.string().optional(),
});
export type TokenResponse = z.infer<typeof ZTokenResponse>;

export const ZCarApiUser = z.object({ id: z.string().min(1) });

export const ZCarApiVehicle = z.object({
  id: z.string().min(1),
  make: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  vin: z.string().nullable(),
  batteryCapacityWh: z.number().int().nullable(),
});
export type CarApiVehicle = z.infer<typeof ZCarApiVehicle>;
export const ZCarApiVehicleList = z.object({ vehicles: z.array(ZCarApiVehicle) });

export const ZCarApiTelemetry = z.object({
  vehicleId: z.string(),
  /** When the car made this report; an offline car keeps answering its last one. */
  recordedAt: z.iso.datetime(),
  odometerKm: z.number().int().nullable(),
  batteryPercent: z.number().int().min(0).max(100).nullable(),
  batteryRangeKm: z.number().int().nullable(),
  chargingStatus: z.enum(VEHICLE_CHARGING_STATUSES),
  pluggedIn: z.boolean().nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});
export type CarApiTelemetry = z.infer<typeof ZCarApiTelemetry>;
