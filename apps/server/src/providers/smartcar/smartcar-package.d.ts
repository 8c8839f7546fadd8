// The official smartcar package ships no type declarations; this covers the part of its API the product uses.
declare module 'smartcar' {
  export interface Meta {
    dataAge?: Date;
    fetchedAt?: Date;
    unitSystem?: string;
    requestId?: string;
  }

  export interface Access {
    accessToken: string;
    refreshToken: string;
    expiration: Date;
    refreshExpiration: Date;
  }

  export class SmartcarError extends Error {
    statusCode: number;
    type?: string;
    code?: string | null;
    description?: string;
    docURL?: string;
    requestId?: string;
    retryAfter?: string;
    resolution?: { type: string | null; url?: string };
    suggestedUserMessage?: string;
  }

  export class AuthClient {
    constructor(options: { clientId: string; clientSecret: string; redirectUri?: string; mode?: 'live' | 'test' | 'simulated' });
    getAuthUrl(scope: string[], options?: { state?: string; forcePrompt?: boolean; user?: string; flags?: Record<string, string | boolean> }): string;
    exchangeCode(code: string): Promise<Access>;
    exchangeRefreshToken(token: string): Promise<Access>;
  }

  export type BatchItem<T> = () => T & { meta: Meta };

  export class Vehicle {
    constructor(id: string, token: string, options?: { unitSystem?: 'metric' | 'imperial' });
    batch(paths: string[]): Promise<Record<string, BatchItem<Record<string, unknown>> | undefined>>;
    disconnect(): Promise<{ status: string; meta: Meta }>;
  }

  export function getUser(accessToken: string): Promise<{ id: string; meta: Meta }>;
  export function getVehicles(accessToken: string, paging?: { limit?: number; offset?: number }): Promise<{ vehicles: string[]; paging: { count: number; offset: number }; meta: Meta }>;
  export function hashChallenge(amt: string, challenge: string): string;
  export function verifyPayload(amt: string, signature: string, body: unknown): boolean;

  const smartcar: {
    AuthClient: typeof AuthClient;
    Vehicle: typeof Vehicle;
    SmartcarError: typeof SmartcarError;
    getUser: typeof getUser;
    getVehicles: typeof getVehicles;
    hashChallenge: typeof hashChallenge;
    verifyPayload: typeof verifyPayload;
  };
  export default smartcar;
}
