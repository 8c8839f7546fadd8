import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_DIR } from '../paths.ts';

/** The EPC's pain.001.001.09 schema beside the project (../shared/schemas). */
export const PAIN_001_XSD = join(REPO_DIR, '../shared/schemas/pain.001.001.09.xsd');

/** Whether Debian's xmllint (libxml2-utils) is there to check files against a schema. */
export function hasXmllint(): boolean {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Validates an XML document against an XSD with xmllint; answers its complaints, empty when valid. */
export async function validateXml(xml: string, xsd = PAIN_001_XSD): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pain001-'));
  const file = join(dir, 'file.xml');
  try {
    await writeFile(file, xml);
    return await new Promise<string>((resolve) => {
      execFile('xmllint', ['--noout', '--schema', xsd, file], (error, _stdout, stderr) => resolve(error ? stderr || error.message : ''));
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
