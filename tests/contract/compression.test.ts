// Compression over HTTP: the web app's precompressed files (brotli, gzip) are sent as built, with immutable caching
// for hashed assets and working ETags; API answers (REST and GraphQL) are compressed per response.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let dist: string;
let server: TestServer;
const script = `console.log(${JSON.stringify('the app '.repeat(2000))});\n`;
const html = `<!doctype html><html><head><title>SW5E</title></head><body>${'<p>shell</p>'.repeat(300)}</body></html>`;

/** A build folder as web/vite.config.ts writes it: each text file with its .br and .gz copies. */
function writeBuild(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const [name, text] of [['index.html', html], ['assets/app-3f2a1b.js', script]] as const) {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  // A file the build left uncompressed (too small).
  writeFileSync(join(dir, 'assets/tiny-9c8d7e.js'), 'export {};\n');
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sw5e-dist-'));
  writeBuild(dist);
  server = await startTestServer({ WEB_DIST: dist });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

/**
 * The status of a revalidation as a browser sends it. Not fetch(): a request with If-None-Match makes fetch add
 * Cache-Control: no-cache, which asks the server to skip its freshness check.
 */
function revalidate(path: string, headers: Record<string, string>): Promise<number> {
  const url = new URL(path, server.url);
  return new Promise((done, fail) => {
    httpGet({ host: url.hostname, port: url.port, path: url.pathname, headers }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode!));
    }).on('error', fail);
  });
}

describe('the web app files', () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year, with an ETag that revalidates', async () => {
    const res = await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await res.text()).toBe(script);
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await revalidate('/assets/app-3f2a1b.js', { 'accept-encoding': 'br', 'if-none-match': etag! })).toBe(304);
  });

  it('sends the gzip copy when brotli is not accepted, and the original when nothing is', async () => {
    const gz = await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script);
    const plain = await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(script);
    const tiny = await get('/assets/tiny-9c8d7e.js', { 'accept-encoding': 'br' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};\n');
  });

  it('sends the page shell precompressed for every page route, revalidated on each visit', async () => {
    const res = await get('/loot/weapons', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(html);
  });
});

describe('API answers', () => {
  it('REST: compressed as accepted, and the ETag still answers 304', async () => {
    const res = await get('/api/monster', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = (await res.json()) as unknown[];
    expect(body.length).toBeGreaterThan(0);
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(await revalidate('/api/monster', { 'accept-encoding': 'gzip', 'if-none-match': etag })).toBe(304);
    const br = await get('/api/monster', { 'accept-encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.json()).toEqual(body);
  });

  it('GraphQL: compressed as accepted', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ query: '{ monsters { name size types alignment } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    const body = (await res.json()) as { data: { monsters: unknown[] } };
    expect(body.data.monsters.length).toBeGreaterThan(0);
  });
});
