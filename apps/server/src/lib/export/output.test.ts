import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ExportAborted, pace } from './output.ts';

/** A stream whose buffer is full and that nobody reads: it would never drain. */
function stalled() {
  const stream = new PassThrough({ highWaterMark: 16 });
  stream.write('more than sixteen bytes');
  return stream;
}

describe('pacing an export', () => {
  it('stops waiting for a stalled archive once the client goes away', async () => {
    const client = new PassThrough();
    const archive = stalled();
    const waiting = pace(client, archive);
    client.destroy();
    await expect(waiting).rejects.toBeInstanceOf(ExportAborted);
  });

  it('fails with the error of a stream that breaks while it waits', async () => {
    const client = new PassThrough();
    const archive = stalled();
    const waiting = pace(client, archive);
    archive.destroy(new Error('deflate failed'));
    await expect(waiting).rejects.toThrow('deflate failed');
  });

  it('fails with the error of a stream that broke before', async () => {
    const archive = new PassThrough();
    archive.on('error', () => undefined);
    archive.destroy(new Error('deflate failed'));
    await expect(pace(new PassThrough(), archive)).rejects.toThrow('deflate failed');
  });

  it('goes on once the full stream drains', async () => {
    const archive = stalled();
    const waiting = pace(new PassThrough(), archive);
    archive.resume();
    await expect(waiting).resolves.toBeUndefined();
  });
});
