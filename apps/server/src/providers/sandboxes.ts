import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app.ts';
import { stripeSandbox } from './stripe/sandbox.ts';
import { qontoSandbox } from './qonto/sandbox.ts';
import { smartcarSandbox } from './smartcar/sandbox.ts';
import { lemonwaySandbox } from './lemonway/sandbox.ts';

/**
 * The built-in sandboxes of the outside services, each under /sandbox/<name> and speaking the same
 * HTTP API as the real service, so the clients run over real HTTP everywhere. A sandbox is mounted
 * only while its service has no URL configured. Each registers itself here with one line.
 */
const SANDBOXES: { name: string; enabled(deps: AppDeps): boolean; plugin: FastifyPluginAsync<AppDeps> }[] = [
  { name: 'car-api', enabled: (deps) => deps.config.providers.carData.sandbox, plugin: smartcarSandbox },
  { name: 'qonto', enabled: (deps) => deps.config.providers.qonto.sandbox, plugin: qontoSandbox },
  { name: 'stripe', enabled: (deps) => deps.config.providers.stripe.sandbox, plugin: stripeSandbox },
  { name: 'lemonway', enabled: (deps) => deps.config.providers.lemonway.sandbox, plugin: lemonwaySandbox },
];

export const sandboxRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  for (const sandbox of SANDBOXES) {
    if (sandbox.enabled(deps)) await app.register(sandbox.plugin, { ...deps, prefix: `/sandbox/${sandbox.name}` });
  }
};
