import type { Config } from '../../config.ts';
import { stripeBilling } from '../stripe/client.ts';
import type { BillingProvider } from './billing-provider.ts';

export * from './billing-provider.ts';

/**
 * The billing providers by the value stored with a company's customer. A second provider is a
 * folder in providers/ implementing BillingProvider and one line here.
 */
const PROVIDERS: Record<string, (config: Pick<Config, 'providers'>) => BillingProvider> = {
  STRIPE: stripeBilling,
};

/** The provider new customers and invoices go to. */
export const DEFAULT_BILLING = 'STRIPE';

const built = new WeakMap<object, Map<string, BillingProvider>>();

/** The configured provider, built once per configuration. */
export function billingProvider(config: Pick<Config, 'providers'>, provider = DEFAULT_BILLING): BillingProvider {
  const make = PROVIDERS[provider];
  if (!make) throw new Error(`No billing provider named ${provider}`);
  let byName = built.get(config.providers);
  if (!byName) built.set(config.providers, (byName = new Map()));
  if (!byName.has(provider)) byName.set(provider, make(config));
  return byName.get(provider)!;
}
