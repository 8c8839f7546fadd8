import {
  CABLE_IMPORT_MAX_LINES,
  cableMessage,
  isHardwareId,
  normalizeHardwareId,
  type CableImportLine,
  type Language,
} from '@fleetwatt/shared';
import { badRequest } from '../../lib/errors.ts';

export interface ParsedCableLine {
  line: number;
  hardwareId: string;
  firmwareVersion: string | null;
  /** Set when the line is decided without the database: INVALID or a repeat within the file. */
  verdict: Omit<CableImportLine, 'line' | 'hardwareId'> | null;
}

const HEADER = /^hardware[\s_-]*id(entifier)?$/i;

/** The cells of one CSV line (comma or semicolon, quotes as RFC 4180 has them). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',' || ch === ';') {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out.map((c) => c.trim());
}

/**
 * Reads a CSV of hardware IDs: the first column is the ID, an optional second one the firmware
 * version; a header line and blank lines are skipped. IDs are kept in capitals; a malformed one is
 * INVALID and one repeated in the file a DUPLICATE of its first appearance.
 */
export function parseCableCsv(csv: string, lang: Language): ParsedCableLine[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const out: ParsedCableLine[] = [];
  const seen = new Set<string>();
  lines.forEach((text, index) => {
    const [first = '', second = ''] = cells(text);
    if (!first && !second) return;
    if (out.length === 0 && HEADER.test(first)) return;
    const hardwareId = normalizeHardwareId(first);
    const firmwareVersion = second ? second.slice(0, 40) : null;
    let verdict: ParsedCableLine['verdict'] = null;
    if (!isHardwareId(hardwareId)) verdict = { result: 'INVALID', message: cableMessage('hardwareIdFormat', lang) };
    else if (seen.has(hardwareId)) verdict = { result: 'DUPLICATE', message: cableMessage('importDuplicateInFile', lang) };
    seen.add(hardwareId);
    out.push({ line: index + 1, hardwareId: hardwareId || first, firmwareVersion, verdict });
  });
  if (!out.length) throw badRequest(cableMessage('importEmpty', lang), [{ field: 'csv', message: cableMessage('importEmpty', lang) }]);
  if (out.length > CABLE_IMPORT_MAX_LINES) {
    const message = cableMessage('importTooLong', lang, { max: CABLE_IMPORT_MAX_LINES });
    throw badRequest(message, [{ field: 'csv', message }]);
  }
  return out;
}
