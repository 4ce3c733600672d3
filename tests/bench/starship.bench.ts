// Benchmark of the starship engine: computeStarship on a Gargantuan tier-5 ship with 40 modifications, 12 weapons on
// hardpoints, 6 crewmembers and every tier choice made, against the real data when present (else the bundled data);
// reports median and p99 per call (target: median <= 0.2 ms) and the one-time rules index build.
// Run: npx tsx tests/bench/starship.bench.ts [--iterations N]
import { pathToFileURL } from 'node:url';
import { BUNDLED_RULES_DIR } from '../../core/engine/node/load-rules.ts';
import { loadStarshipRulesDir } from '../../core/engine/node/load-starship-rules.ts';
import { computeStarship } from '../../core/engine/starships/compute.ts';
import { indexStarshipRules, type StarshipRules } from '../../core/engine/starships/rules.ts';
import { newStarship, type Starship } from '../../core/engine/starships/ship-document.ts';
import { hasRealData, REALDATA_API } from '../support/realdata.ts';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A Gargantuan warship at tier 5: 40 modifications (12 of them hardpoints), 12 weapons, a crew of six. */
export function benchmarkShip(rules: StarshipRules): Starship {
  const data = rules.data;
  const hardpoints = Array.from({ length: 12 }, (_, i) => ({ id: `hp-${i + 1}`, name: 'Hardpoint', stock: false, hardpoints: [], weapon: null, lowered: null }));
  // Other modifications the real data holds (any the bundled data lacks are still counted and judged).
  const names = data.modifications.map((m) => m.name).filter((n) => n !== 'Hardpoint');
  const others = names.slice(0, 28).map((name, i) => ({ id: `mod-${i + 1}`, name, stock: i < 6, hardpoints: [], weapon: null, lowered: null }));
  const weaponNames = data.equipment.filter((e) => e.type === 'Weapon' && (e as { weaponSize?: string }).weaponSize === 'Huge').map((e) => e.name);
  const weapons = hardpoints.map((hp, i) => ({ id: `w-${i + 1}`, name: weaponNames[i % weaponNames.length]!, hardpoint: hp.id, gunner: `crew-${(i % 3) + 1}`, ammunition: null }));
  const crewMember = (n: number, deployment: 'Pilot' | 'Gunner' | 'Technician' | 'Mechanic' | 'Operator' | 'Coordinator') => ({
    id: `crew-${n}`,
    name: `Crew ${n}`,
    characterId: null,
    proficiencyBonus: 4,
    piloting: 'proficient' as const,
    deployment,
    rank: 4,
    otherRanks: [],
    ventures: data.ventures.slice(n, n + 2).map((v) => v.name),
    gunningStyles: [],
    options: [],
    featureUses: {},
  });
  return {
    ...newStarship({ size: 'Gargantuan', name: 'Benchmark Dreadnought' }),
    tier: 5,
    role: 'Warship',
    roleSpecialization: 'Warship',
    roleMastery: 'Flag Ship',
    paragon: { role: null, abilities: ['Strength', 'Wisdom', 'Constitution'] },
    abilityScores: { method: 'standardArray', assigned: { Strength: 15, Dexterity: 12, Constitution: 14, Intelligence: 10, Wisdom: 13, Charisma: 8 } },
    tierIncreases: [1, 2, 3, 4, 5].map((tier) => ({ tier, increases: { Strength: 1, Wisdom: 1 } })),
    savingThrows: ['Strength'],
    equipment: { armor: 'Reinforced armor', shield: 'Fortress shield', reactor: 'Power core reactor', powerCoupling: 'Distributed power coupling', hyperdrive: null },
    modifications: [...hardpoints, ...others],
    weapons,
    crew: [crewMember(1, 'Gunner'), crewMember(2, 'Gunner'), crewMember(3, 'Pilot'), crewMember(4, 'Technician'), crewMember(5, 'Mechanic'), crewMember(6, 'Coordinator')],
    helm: 'crew-3',
    state: { ...newStarship().state, hullPointsLost: 40, shieldPointsLost: 25, systemDamage: 1, conditions: ['Ionized'] },
  };
}

export interface StarshipBenchResult {
  dataSet: string;
  modifications: number;
  weapons: number;
  indexBuildMs: number;
  medianMs: number;
  p99Ms: number;
  iterations: number;
}

export function runStarshipBench(iterations: number): StarshipBenchResult {
  const real = hasRealData('starship benchmark');
  const t0 = performance.now();
  const rules = indexStarshipRules(loadStarshipRulesDir(real ? REALDATA_API : BUNDLED_RULES_DIR));
  const indexBuildMs = performance.now() - t0;
  const ship = benchmarkShip(rules);
  const check = computeStarship(ship, rules);
  if (check.weapons.length !== 12 || check.modifications.filter((m) => !m.grantedBy).length !== 40) throw new Error('the benchmark ship is not the one described');
  for (let i = 0; i < 500; i++) computeStarship(ship, rules);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    computeStarship(ship, rules);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { dataSet: real ? 'real data' : 'bundled data', modifications: ship.modifications.length, weapons: ship.weapons.length, indexBuildMs, medianMs: percentile(times, 50), p99Ms: percentile(times, 99), iterations };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--iterations');
  const iterations = at >= 0 ? Number(process.argv[at + 1]) : 20_000;
  const result = runStarshipBench(iterations);
  console.log(`computeStarship, Gargantuan tier 5, ${result.modifications} modifications, ${result.weapons} weapons (${result.dataSet}):`);
  console.log(`  median ${result.medianMs.toFixed(3)} ms, p99 ${result.p99Ms.toFixed(3)} ms over ${result.iterations} calls; rules index ${result.indexBuildMs.toFixed(1)} ms once`);
  const met = result.medianMs <= 0.2;
  console.log(`  target median <= 0.2 ms: ${met ? 'met' : 'MISSED'}`);
  if (!met) process.exitCode = 1;
}
