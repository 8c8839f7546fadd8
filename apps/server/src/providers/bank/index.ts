import type { Config } from '../../config.ts';
import { qontoBank } from '../qonto/client.ts';
import type { BankProvider } from './bank-provider.ts';

export type * from './bank-provider.ts';

/**
 * The banks a company can connect, by the value stored with its connection. A second bank is a
 * folder in providers/ implementing BankProvider and one line here.
 */
const BANKS: Record<string, (config: Pick<Config, 'providers'>) => BankProvider> = {
  QONTO: qontoBank,
};

/** The bank new connections are made with. */
export const DEFAULT_BANK = 'QONTO';

export type BankRegistry = (provider: string) => BankProvider;

/** The configured banks, each built once. */
export function bankRegistry(config: Pick<Config, 'providers'>): BankRegistry {
  const built = new Map<string, BankProvider>();
  return (provider) => {
    const make = BANKS[provider];
    if (!make) throw new Error(`No bank provider named ${provider}`);
    if (!built.has(provider)) built.set(provider, make(config));
    return built.get(provider)!;
  };
}
