import type { Config } from '../../config.ts';
import { smartcarCarData } from '../smartcar/client.ts';
import type { CarDataProvider } from './car-data-provider.ts';

export * from './car-data-provider.ts';

/**
 * The connected-car data platforms, by the name an installation configures (CAR_DATA_PLATFORM). A
 * second platform is a folder in providers/ implementing CarDataProvider and one line here.
 */
const PLATFORMS: Record<string, (config: Pick<Config, 'providers'>) => CarDataProvider> = {
  SMARTCAR: smartcarCarData,
};

export const CAR_DATA_PLATFORMS = Object.keys(PLATFORMS);

/** The installation's car data platform. */
export function carDataProvider(config: Pick<Config, 'providers'>): CarDataProvider {
  const make = PLATFORMS[config.providers.carData.platform];
  if (!make) throw new Error(`No car data platform named ${config.providers.carData.platform}`);
  return make(config);
}
