import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webApp from './web-app.ts';

/**
 * The web app's files as a browser gets them: a build laid out as Vite writes it, with the Brotli
 * and gzip copies the build writes beside its text files, served over real HTTP.
 */

const INDEX = `<!doctype html><html><head><title>Fleetwatt</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "driver ${i}" }`).join(', ')}];`;

let dir: string;
let app: FastifyInstance;
let base: string;

function writeWithCopies(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  writeWithCopies(path.join(dir, 'index.html'), INDEX);
  writeWithCopies(path.join(dir, 'assets/index-abc123.js'), SCRIPT);
  // A file the build left uncompressed (too small to gain).
  fs.writeFileSync(path.join(dir, 'assets/tiny-def456.js'), 'export {};');
  app = Fastify();
  await app.register(webApp, { root: dir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A GET with node:http, so the body arrives as the server encoded it. */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.get(`${base}${url}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

describe('the web app over HTTP', () => {
  it('sends a browser that accepts Brotli the Brotli copy of a script, cached for good', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without Brotli, and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends a file without a compressed copy as it is', async () => {
    const res = await get('/assets/tiny-def456.js', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('export {};');
  });

  it("answers the app's own paths with index.html, compressed and never cached", async () => {
    for (const url of ['/', '/dashboard/home']) {
      const res = await get(url, 'br');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.body).toString()).toBe(INDEX);
    }
  });

  it('answers an unknown API path with problem+json, not the app', async () => {
    const res = await get('/backend/nothing-here', 'br');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
