import type { JobDefinition } from './scheduler.ts';

/** Every recurring job of the product; each area adds its own here. */
export const ALL_JOBS: JobDefinition[] = [];
