// The GET cache in front of Apollo: a repeated anonymous query is answered without reaching the executor behind
// it, until the data version changes; errors and signed-in requests always reach it.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CacheBudget } from '../cache-budget.ts';
import type { VersionTracker } from '../versions/version-tracker.ts';
import { anonymousGetCache } from './anonymous-get-cache.ts';

let version = 1;
let executions = 0;
let base = '';
let close: () => void;

beforeAll(async () => {
  const versions = { master: async () => ({ name: 'MASTERVERSION', version }) } as unknown as VersionTracker;
  const app = express();
  // Stands in for Apollo: counts executions and answers as expressMiddleware does (one res.send of the JSON text).
  app.use('/graphql', anonymousGetCache({ versions, cacheBudget: new CacheBudget(1024 * 1024) }), (req, res) => {
    executions++;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    const failing = String(req.query.operationName) === 'Failing';
    // Apollo marks an answer holding a field hinted maxAge 0 (a polled share link) no-store.
    if (String(req.query.operationName) === 'Polled') res.setHeader('cache-control', 'no-store');
    res.send(JSON.stringify(failing ? { errors: [{ message: 'no' }] } : { data: { n: executions, v: version } }));
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  close = () => server.close();
});
afterAll(() => close?.());

it('executes a repeated anonymous query once per data version', async () => {
  const before = executions;
  const a = await (await fetch(`${base}?operationName=Q`)).json();
  const b = await (await fetch(`${base}?operationName=Q`)).json();
  expect(b).toEqual(a);
  expect(executions - before).toBe(1);
  version++;
  const c = await (await fetch(`${base}?operationName=Q`)).json();
  expect(c.data.v).toBe(version);
  expect(executions - before).toBe(2);
});

it('never keeps an answer with errors, and never answers a signed-in request from the cache', async () => {
  const before = executions;
  await fetch(`${base}?operationName=Failing`);
  await fetch(`${base}?operationName=Failing`);
  expect(executions - before).toBe(2);
  await fetch(`${base}?operationName=Shared`);
  await fetch(`${base}?operationName=Shared`, { headers: { authorization: 'Bearer x' } });
  await fetch(`${base}?operationName=Shared`, { headers: { authorization: 'Bearer x' } });
  expect(executions - before).toBe(5);
});

it('never keeps an answer Apollo marked no-store, and passes the mark on', async () => {
  const before = executions;
  const first = await fetch(`${base}?operationName=Polled`);
  const second = await fetch(`${base}?operationName=Polled`);
  expect(first.headers.get('cache-control')).toBe('no-store');
  expect(second.headers.get('cache-control')).toBe('no-store');
  // Not the cache's ETag (this stand-in Express app adds its own weak one; the real server sends none).
  expect(second.headers.get('etag') ?? '').not.toMatch(/gql-/);
  expect((await second.json()).data.n).toBe((await first.json()).data.n + 1);
  expect(executions - before).toBe(2);
});
