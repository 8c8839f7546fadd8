import { Writable } from 'node:stream';

/** A sink that keeps everything written to it, for reading a small export back. */
export function collect(): { sink: Writable; buffer(): Buffer } {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      chunks.push(Buffer.from(chunk));
      cb();
    },
  });
  return { sink, buffer: () => Buffer.concat(chunks) };
}

/** A sink that only counts bytes, as a fast client would take them. */
export function countingSink(): { sink: Writable; bytes(): number } {
  let n = 0;
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      n += chunk.length;
      cb();
    },
  });
  return { sink, bytes: () => n };
}

export async function* fromArray<T>(rows: readonly T[]): AsyncGenerator<T> {
  for (const row of rows) yield row;
}
