import type { Writable } from 'node:stream';
import archiver, { type Archiver } from 'archiver';

// What an archive may hold between its input and its output; archiver's own default is 1 MB on
// each side, which a slow client would see as 2 MB more of the export held in memory.
const ARCHIVE_BUFFER = 64 * 1024;

/** The client went away or the output was destroyed: stop reading rows, nothing to report. */
export class ExportAborted extends Error {
  constructor() {
    super('export output closed');
    this.name = 'ExportAborted';
  }
}

/**
 * Resolves once `stream` drains. Every watched stream counts: when any of them fails or closes
 * first, the drain may never come (a stalled pipe behind a closed socket), so the wait ends with
 * that stream's error, or as aborted.
 */
function waitForDrain(stream: Writable, watched: readonly Writable[]): Promise<void> {
  const all = watched.includes(stream) ? watched : [stream, ...watched];
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      stream.off('drain', onDrain);
      for (const s of all) {
        s.off('close', onClose);
        s.off('error', onError);
      }
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new ExportAborted());
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    stream.on('drain', onDrain);
    for (const s of all) {
      s.on('close', onClose);
      s.on('error', onError);
    }
  });
}

/**
 * Backpressure: wait while any output holds more than its buffer allows, then give the event loop
 * (compression, the socket) a turn. This is what keeps memory flat whatever the number of rows.
 */
export async function pace(...streams: Writable[]): Promise<void> {
  for (const s of streams) {
    throwIfBroken(streams);
    if (s.writableNeedDrain) await waitForDrain(s, streams);
  }
  await new Promise<void>((resolve) => setImmediate(resolve));
}

export async function write(stream: Writable, chunk: string): Promise<void> {
  throwIfBroken([stream]);
  if (!stream.write(chunk)) await waitForDrain(stream, [stream]);
}

function throwIfBroken(streams: readonly Writable[]): void {
  const broken = streams.find((s) => s.destroyed);
  if (broken) throw broken.errored ?? new ExportAborted();
}

/** A ZIP writer with a small buffer, so that backpressure reaches whoever feeds it. */
export function zipArchive(level: number): Archiver {
  return archiver('zip', { zlib: { level }, highWaterMark: ARCHIVE_BUFFER });
}

/**
 * Pipes an archive into `out`. The promise settles when `out` has taken the whole archive, fails
 * with the archive's error, or with ExportAborted when `out` closes before that.
 */
export function pipeArchive(zip: Archiver, out: Writable): Promise<void> {
  const done = new Promise<void>((resolve, reject) => {
    zip.on('error', (err: Error) => {
      reject(err);
      // archiver only reports its failures; destroyed, it shows as broken to whoever paces on it.
      zip.destroy(err);
    });
    out.on('error', reject);
    out.on('close', () => reject(new ExportAborted()));
    out.on('finish', resolve);
  });
  // Nobody may be awaiting yet when it fails; the failure surfaces at the next pace or at the end.
  done.catch(() => undefined);
  zip.pipe(out);
  return done;
}

/** Stops an archive without ending `out`: a cut-off archive must never look like a whole one. */
export function abortArchive(zip: Archiver, out: Writable): void {
  zip.unpipe(out);
  zip.abort();
  zip.destroy();
}
