// Benchmark of the combat tracker's reducer with 20 combatants (16 bundled monsters read from their records, 4 player
// characters), mid-fight with conditions and a long log: a damage entry (a typed hit through the target's defenses)
// and a next-turn press (its recharge rolls made, the turn ended and the next begun), each followed by the players'
// view, as the page and the share link would compute them. Reports p50, p95 and p99 per press against the page's
// 16 ms repaint budget, of which the reducer should be a small part. Run: npx tsx tests/bench/encounter-tracker.bench.ts [--iterations N]
import { pathToFileURL } from 'node:url';
import { DAMAGE_TYPES } from '../../core/engine/damage/damage-types.ts';
import { newEncounter, nextTurn, playerView, type TrackerState } from '../../core/engine/encounters/index.ts';
import { benchmarkFight } from './tracker-fight.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export interface TrackerBenchResult {
  combatants: number;
  iterations: number;
  stateBytes: number;
  damage: { p50: number; p95: number; p99: number };
  nextTurn: { p50: number; p95: number; p99: number };
}

export function runTrackerBenchmark(iterations = 5000): TrackerBenchResult {
  const { rules, reduce, roller, state } = benchmarkFight();
  const doc = newEncounter('Benchmark');
  const start = state;

  const time = (press: (s: TrackerState, i: number) => TrackerState) => {
    let s = start;
    for (let i = 0; i < 500; i++) s = press(s, i);
    s = start;
    const times: number[] = new Array(iterations);
    for (let i = 0; i < iterations; i++) {
      // Heal everyone now and then so the fight never runs out of standing creatures.
      if (i % 200 === 0) s = start;
      const t0 = performance.now();
      s = press(s, i);
      playerView({ ...doc, tracker: s });
      times[i] = performance.now() - t0;
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
  };
  const damage = time((s, i) => reduce(s, { type: 'damage', id: s.combatants[i % s.combatants.length]!.id, amount: 1 + (i % 7), damageType: DAMAGE_TYPES[i % DAMAGE_TYPES.length] }));
  const next = time((s) => reduce(s, nextTurn(s, roller, rules)));
  return { combatants: start.combatants.length, iterations, stateBytes: JSON.stringify(start).length, damage, nextTurn: next };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flag = process.argv.indexOf('--iterations');
  const result = runTrackerBenchmark(flag > 0 ? Number(process.argv[flag + 1]) : 5000);
  console.log(JSON.stringify(result, null, 2));
  const line = (what: string, r: { p50: number; p95: number; p99: number }) =>
    `${what}: p50 ${r.p50.toFixed(3)} ms, p95 ${r.p95.toFixed(3)} ms, p99 ${r.p99.toFixed(3)} ms (target: a small part of the 16 ms p95 repaint budget, <= 1.6 ms: ${r.p95 <= 1.6 ? 'met' : 'NOT met'})`;
  console.log(`${result.combatants} combatants, ${result.iterations} presses each, tracker state ${result.stateBytes} bytes of JSON`);
  console.log(line('damage entry + players\' view', result.damage));
  console.log(line('next turn (with its recharge rolls) + players\' view', result.nextTurn));
}
