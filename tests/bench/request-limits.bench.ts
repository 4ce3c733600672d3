// Refusal cost benchmark: while a client keeps sending requests the limits refuse (a 60 KB search text, a 32,000-
// character name filter), one after another as a retrying client would, how long /health takes to answer. Each probe
// waits at most for one refusal, so the probe times show whether a refusal is cheap (refused before any index or
// regular-expression work). Target: every probe within 100 ms. Then how long a token naming an unknown key id takes to
// be refused once its address has used up its allowance of unknown key ids (refused without a fetch of the key set).
// Target: within 500 ms.
// Run: npx tsx tests/bench/request-limits.bench.ts   (REFUSAL_BENCH_PROBES=<n>; the bundled data is enough)
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { defaultClaims, startAuthServer, startTestIdp } from '../contract/auth-support.ts';
import { startTestServer } from '../support/server.ts';

const PROBES = Number(process.env.REFUSAL_BENCH_PROBES ?? 50);
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const BODIES: Record<string, string> = {
  'search text of 60 KB': JSON.stringify({ query: 'query($t: String!) { search(text: $t) { fullName } }', variables: { t: 'force '.repeat(10_000) } }),
  'powers(name:) of 32,000 characters': JSON.stringify({ query: 'query($n: String) { powers(name: $n) { name } }', variables: { n: 'x'.repeat(32_000) } }),
};

async function main() {
  const server = await startTestServer();
  try {
    console.log(`/health while refused requests keep coming, ${PROBES} probes each (node ${process.version})`);
    for (const [label, body] of Object.entries(BODIES)) {
      await fetch(`${server.url}/health`); // a warm connection: the probes time the server, not the set-up
      let probing = true;
      let refused = 0;
      const flood = (async () => {
        while (probing) {
          const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
          await res.arrayBuffer();
          if (res.status !== 400) throw new Error(`${label}: expected a 400 refusal, got ${res.status}`);
          refused++;
        }
      })();
      const times: number[] = [];
      for (let i = 0; i < PROBES; i++) {
        const t0 = performance.now();
        const res = await fetch(`${server.url}/health`);
        await res.arrayBuffer();
        times.push(performance.now() - t0);
      }
      probing = false;
      await flood;
      times.sort((a, b) => a - b);
      const ms = (n: number) => `${n.toFixed(1)} ms`;
      console.log(
        `${label.padEnd(36)} /health p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}  max ${ms(times.at(-1)!)} (target <= 100 ms)  ${refused} refused meanwhile, load ${loadavg()[0].toFixed(1)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

async function unknownKeyRefusals() {
  const idp = await startTestIdp();
  const server = await startAuthServer(idp, { TRUST_PROXY: 'loopback' });
  const ask = async (kid: string) => {
    const res = await fetch(`${server.url}/api/user`, {
      headers: { authorization: `Bearer ${idp.token(defaultClaims('x'), { kid })}`, 'x-forwarded-for': '203.0.113.70' },
    });
    await res.arrayBuffer();
    return res.status;
  };
  try {
    // The address's allowance of unknown key ids is used up first (each of these may wait for a fetch).
    for (let i = 0; i < 10; i++) await ask(`guess-${i}`);
    const hits = idp.hits();
    const times: number[] = [];
    for (let i = 0; i < PROBES; i++) {
      const t0 = performance.now();
      const status = await ask(`past-allowance-${i}`);
      times.push(performance.now() - t0);
      if (status !== 401) throw new Error(`an unknown key id past the allowance: expected 401, got ${status}`);
    }
    times.sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `${'unknown key id past the allowance'.padEnd(36)} refused p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}  max ${ms(times.at(-1)!)} (target <= 500 ms)  key-set fetches meanwhile: ${idp.hits() - hits}, load ${loadavg()[0].toFixed(1)}`,
    );
  } finally {
    await server.stop();
    await idp.close();
  }
}

await main();
await unknownKeyRefusals();
