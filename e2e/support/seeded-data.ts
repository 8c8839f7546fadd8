import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runProduct } from './run-product.ts';

/**
 * Runs once before the journeys: the product starts on an empty data folder (migrations, demo data,
 * keys) and stops; every journey file's product starts on a copy of that folder.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleetwatt-e2e-template-'));
  const product = await runProduct(dir);
  await product.stop();
  project.provide('productDataTemplate', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
