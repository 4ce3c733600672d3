// A stopping server (SIGTERM to `npm start`'s process, outside NODE_ENV=test as in production): it accepts no new
// connections, answers the requests it already has, reports draining on /health over connections still open, and
// exits within SHUTDOWN_GRACE_MS, also after a browser-like client kept connections alive over many pages and when
// its database has gone away.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFerretDbBinary, startFerretDb, type FerretDb } from '../support/ferretdb.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

const GRACE_MS = 4000;
/** Time to start a Node process and load the modules, beside the grace period itself. */
const PROCESS_SLACK_MS = 1500;
const started: ServerProcess[] = [];

/** Starts server/main.ts as `npm start` does, outside NODE_ENV=test (Apollo Server installs its own signal handlers
 * there, which is where the stop used to hang). */
async function startMain(env: Record<string, string>): Promise<ServerProcess> {
  const child = await startServerProcess({ NODE_ENV: 'development', SHUTDOWN_GRACE_MS: String(GRACE_MS), ...env });
  started.push(child);
  return child;
}

/** One request over `agent` (keep-alive); resolves with the status and body. */
function get(url: string, agent: Agent): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((done, fail) => {
    request(url, { agent }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => done({ status: res.statusCode!, body, connection: res.headers.connection }));
    })
      .on('error', fail)
      .end();
  });
}

afterAll(async () => {
  for (const child of started) await child.stop('SIGKILL');
});

describe('SIGTERM on the embedded store', () => {
  it('exits within the grace period after keep-alive traffic over many pages and queries', async () => {
    const child = await startMain({});
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    const paths = ['/', '/rules/phb', '/characters/species', '/loot/weapons', '/search?q=force', '/health', '/api/skills'];
    const queries = ['{ dataVersions { name version } }', '{ speciesList { name } }', '{ powers { name level } }'];
    const requests: Promise<unknown>[] = [];
    for (let i = 0; i < 30; i++) {
      requests.push(get(`${child.url}${paths[i % paths.length]}`, agent));
      requests.push(get(`${child.url}/graphql?query=${encodeURIComponent(queries[i % queries.length]!)}`, agent));
    }
    await Promise.all(requests);
    const sent = Date.now();
    child.proc.kill('SIGTERM');
    const { code, at } = await child.exited;
    agent.destroy();
    expect(code, child.output().slice(-2000)).toBe(0);
    expect(at - sent).toBeLessThan(GRACE_MS);
    // Every step of the stop finished on its own: none was cut short by the deadline.
    expect(child.output()).not.toMatch(/did not finish in time/);
  });

  it('answers a request in flight, reports draining on a connection still open, then exits', async () => {
    const child = await startMain({});
    // An idle keep-alive connection (a balancer's) and a request whose body is still arriving.
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(`${child.url}/health`, idle)).status).toBe(200);
    const body = JSON.stringify({ query: '{ dataVersions { name } }' });
    // 100-continue: the server's interim answer says it has taken the request (it is in flight) before its body.
    let taken!: () => void;
    const inFlight = new Promise<void>((done) => (taken = done));
    const answer = new Promise<{ status: number; text: string }>((done, fail) => {
      const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' };
      const req = request(`${child.url}/graphql`, { method: 'POST', headers }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => done({ status: res.statusCode!, text }));
      });
      req.on('error', fail);
      req.on('continue', () => {
        req.write(body.slice(0, 10));
        taken();
      });
      req.flushHeaders();
      void child.printed(/SIGTERM: stopping/).then(async () => {
        // Draining: the open connection hears 503, and is closed after that answer.
        const health = await get(`${child.url}/health`, idle);
        expect(health.status).toBe(503);
        expect(JSON.parse(health.body).status).toBe('draining');
        expect(health.connection).toBe('close');
        req.end(body.slice(10));
      });
    });
    await inFlight;
    const sent = Date.now();
    child.proc.kill('SIGTERM');
    const answered = await answer;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text).data.dataVersions.length).toBeGreaterThan(0);
    // New connections are refused once stopping.
    await expect(fetch(`${child.url}/health`)).rejects.toThrow();
    const { code, at } = await child.exited;
    idle.destroy();
    expect(code, child.output().slice(-2000)).toBe(0);
    expect(at - sent).toBeLessThan(GRACE_MS);
    expect(child.output()).not.toMatch(/did not finish in time/);
  });
});

describe.runIf(findFerretDbBinary() || process.env.REQUIRE_FERRETDB === '1')('SIGTERM with the database stopped', () => {
  let ferret: FerretDb;
  beforeAll(async () => {
    ferret = await startFerretDb();
  });
  afterAll(async () => {
    await ferret?.stop();
  });

  it('exits within the grace period while requests wait on the database', async () => {
    const child = await startMain({ MONGODB_URI: ferret.uri, MONGODB_DB: 'shutdown' });
    expect((await fetch(`${child.url}/health`)).status).toBe(200);
    await ferret.kill();
    // Requests that wait for the database (server selection) while the signal arrives.
    const waiting = Array.from({ length: 4 }, (_, i) =>
      fetch(`${child.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ species(name: "x${i}") { name } }` }) }).catch(() => undefined),
    );
    const sent = Date.now();
    child.proc.kill('SIGTERM');
    const { code, at } = await child.exited;
    await Promise.all(waiting);
    expect(code, child.output().slice(-2000)).not.toBeNull();
    expect(at - sent).toBeLessThan(GRACE_MS + PROCESS_SLACK_MS);
    await ferret.start();
  });
});
