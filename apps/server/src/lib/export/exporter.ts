import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportFormat, Language } from '@fleetwatt/shared';
import type { ExportColumn } from './columns.ts';
import { csvHeader, csvRowFormatter } from './csv.ts';
import { ExportAborted, abortArchive, pace, pipeArchive, write, zipArchive } from './output.ts';
import { openXlsx } from './xlsx.ts';
import { giveBackMemorySoon } from './give-back-memory.ts';

export interface ExportSpec<Row> {
  /** File name without extension, e.g. "companies-2026-11-21". */
  fileName: string;
  columns: readonly ExportColumn<Row>[];
  /** Read once, front to back; see keysetRows for a database source. */
  rows: AsyncIterable<Row>;
  /** Language of number and date formats in XLSX (headers come translated in the columns). */
  lang?: Language;
  sheetName?: string;
  /** Rows a sheet of the XLSX holds before the rows continue on the next (the format's limit unless a test asks less). */
  rowsPerSheet?: number;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  CSV: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ZIP: 'application/zip',
};

const EXTENSIONS: Record<ExportFormat, string> = { CSV: 'csv', XLSX: 'xlsx', ZIP: 'zip' };

/** The download's name: the base name made safe for a header, plus the format's extension. */
export function exportFileName(base: string, format: ExportFormat): string {
  return `${safeBaseName(base)}.${EXTENSIONS[format]}`;
}

function safeBaseName(base: string): string {
  return base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'export';
}

export function contentDisposition(fileName: string): string {
  return `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`;
}

export { ExportAborted };

declare module 'fastify' {
  interface FastifyInstance {
    /** EXPORT_ROWS_PER_SHEET: where an XLSX export continues on the next sheet. */
    exportRowsPerSheet?: number;
  }
}

// Rows between two checks of the outputs' buffers.
const PACE_EVERY = 500;
// CSV text collected before one write.
const CSV_CHUNK = 64 * 1024;

/** `also` sees each row too and answers whether it would like a pace now (see XlsxWriter.addRow). */
async function writeCsv<Row>(out: Writable, spec: ExportSpec<Row>, lang: Language, also?: (row: Row) => boolean, watch: () => Writable[] = () => []) {
  let buffer = csvHeader(spec.columns, lang);
  const csvRow = csvRowFormatter(spec.columns);
  let n = 0;
  for await (const row of spec.rows) {
    const wantsPace = also?.(row) ?? false;
    buffer += csvRow(row);
    if (buffer.length >= CSV_CHUNK) {
      await write(out, buffer);
      buffer = '';
    }
    if (++n % PACE_EVERY === 0 || wantsPace) await pace(out, ...watch());
  }
  if (buffer) await write(out, buffer);
}

/**
 * Writes the whole file to `out` and ends it. CSV and XLSX stream straight through; ZIP holds the
 * XLSX and the CSV: the rows are read once, the XLSX goes into the archive as it is produced while
 * the CSV waits in a temporary file (a ZIP writes its entries one after another), then follows.
 */
export async function writeExport<Row>(format: ExportFormat, out: Writable, spec: ExportSpec<Row>): Promise<void> {
  const lang = spec.lang ?? 'en';
  const sheetName = spec.sheetName ?? spec.fileName;

  if (format === 'CSV') {
    await writeCsv(out, spec, lang);
    out.end();
    await finished(out, { readable: false });
    return;
  }

  if (format === 'XLSX') {
    const xlsx = openXlsx(out, spec.columns, sheetName, lang, { rowsPerSheet: spec.rowsPerSheet });
    try {
      let n = 0;
      for await (const row of spec.rows) {
        const wantsPace = xlsx.addRow(row);
        if (++n % PACE_EVERY === 0 || wantsPace) await pace(out, ...xlsx.streams);
      }
      await xlsx.finish();
    } catch (err) {
      xlsx.abort();
      throw err;
    }
    return;
  }

  const dir = await mkdtemp(join(tmpdir(), 'fleetwatt-export-'));
  try {
    const zip = zipArchive(6);
    const zipDone = pipeArchive(zip, out);

    const base = safeBaseName(spec.fileName);
    const xlsxEntry = new PassThrough();
    // The workbook is compressed already.
    zip.append(xlsxEntry, { name: `${base}.xlsx`, store: true });
    const xlsx = openXlsx(xlsxEntry, spec.columns, sheetName, lang, { rowsPerSheet: spec.rowsPerSheet });

    const csvPath = join(dir, `${base}.csv`);
    const csvFile = createWriteStream(csvPath);
    try {
      await writeCsv(csvFile, spec, lang, (row) => xlsx.addRow(row), () => [...xlsx.streams, xlsxEntry, zip, out]);
      csvFile.end();
      await finished(csvFile);
      await xlsx.finish();
      zip.append(createReadStream(csvPath), { name: `${base}.csv` });
      await Promise.all([zip.finalize(), zipDone]);
    } catch (err) {
      csvFile.destroy();
      xlsx.abort();
      abortArchive(zip, out);
      throw err;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Puts the first row in hand before anything is sent, so a failing query still answers problem+json.
 * The rows after it come straight from the source's iterator: no generator in between, whose every
 * step would cost a few promises per row.
 */
async function primed<T>(source: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const it = source[Symbol.asyncIterator]();
  let first: IteratorResult<T> | null = await it.next();
  const iterator: AsyncIterator<T> = {
    next() {
      const head = first;
      first = null;
      return head ? Promise.resolve(head) : it.next();
    },
    async return(value?: unknown) {
      first = null;
      return (await it.return?.(value)) ?? { done: true, value: undefined };
    },
  };
  return { [Symbol.asyncIterator]: () => iterator };
}

/**
 * Answers the request with the file: content type, `attachment; filename="<name>.<ext>"`, and a
 * body written while rows arrive. A failure after the first byte can only cut the download short;
 * it is logged.
 */
export async function sendExport<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  format: ExportFormat,
  spec: ExportSpec<Row>,
): Promise<FastifyReply> {
  const rows = await primed(spec.rows);
  const rowsPerSheet = spec.rowsPerSheet ?? request.server.exportRowsPerSheet;
  const out = new PassThrough();
  out.once('close', () => giveBackMemorySoon());
  writeExport(format, out, { ...spec, rows, rowsPerSheet }).catch((err: unknown) => {
    // A client that goes away mid-download is no failure of ours.
    if (err instanceof ExportAborted || out.destroyed) {
      request.log.info({ reason: (err as Error).message }, 'export ended early');
      return;
    }
    request.log.error({ err }, 'export failed');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition(exportFileName(spec.fileName, format)))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(out);
}
