// Benchmark of the character rules engine: computeCharacter on a level-20 three-class character with 40 powers,
// 30 items and tweaks, against the real rules data multiplied to >= 20,000 records; reports median and p99 per call
// and the one-time index build, with feature automation on (the bundled mechanics catalogue, as a new character has)
// and off (as characters from older builders). Run: npx tsx tests/bench/engine.bench.ts [--iterations N]
import { pathToFileURL } from 'node:url';
import { REALDATA_API, hasRealData } from '../support/realdata.ts';
import { generateRules } from './generate-rules.ts';
import { BUNDLED_RULES_DIR, loadRulesDir, RULES_FILES } from '../../core/engine/node/load-rules.ts';
import { createCharacter } from '../../core/engine/character/default-character.ts';
import type { RawCharacter } from '../../core/engine/character/types.ts';
import { computeCharacter } from '../../core/engine/compute/compute-character.ts';
import { indexRules } from '../../core/engine/rules/index-rules.ts';
import type { RulesData } from '../../core/engine/rules/types.ts';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** RulesData from the generated files (copy 0 of every record keeps its real name). */
function rulesFromGenerated(files: Map<string, unknown>): RulesData {
  const data: Record<string, unknown[]> = {};
  for (const [key, file] of Object.entries(RULES_FILES)) data[key] = (files.get(`${file}.json`) as unknown[]) ?? [];
  // The real data brings no mechanics catalogue; the bundled one attaches to it (as loadRulesDir does).
  if (data.featureMechanics!.length === 0) data.featureMechanics = [...(loadRulesDir(BUNDLED_RULES_DIR).featureMechanics ?? [])];
  return data as unknown as RulesData;
}

/** Consular 7 / Engineer 7 / Fighter 6 with 20 force and 20 tech powers, 30 items and a spread of tweaks. */
export function benchmarkCharacter(rules: RulesData): RawCharacter {
  const real = <T extends { name: string }>(list: readonly T[]) => list.filter((record) => !record.name.includes('(copy '));
  const force = real(rules.powers).filter((p) => p.powerType === 'Force').slice(0, 20).map((p) => p.name);
  const tech = real(rules.powers).filter((p) => p.powerType === 'Tech').slice(0, 20).map((p) => p.name);
  const weapons = real(rules.equipment).filter((e) => e.equipmentCategory === 'Weapon').slice(0, 10);
  const armor = real(rules.equipment).filter((e) => e.equipmentCategory === 'Armor').slice(0, 5);
  const gear = real(rules.equipment).filter((e) => !['Weapon', 'Armor'].includes(e.equipmentCategory)).slice(0, 10);
  const enhanced = real(rules.enhancedItems).filter((e) => e.requiresAttunement).slice(0, 5);
  const base = createCharacter(0, () => 0.3);
  return {
    ...base,
    name: 'Benchmark Hero',
    species: { name: 'Human', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: { Dexterity: 2, Wisdom: 1, Intelligence: 1 } },
    background: { name: real(rules.backgrounds)[0]?.name ?? 'Agent', feat: { name: real(rules.feats)[0]?.name ?? '', type: 'Feat' }, feature: '' },
    baseAbilityScores: { Strength: 12, Dexterity: 15, Constitution: 14, Intelligence: 13, Wisdom: 14, Charisma: 10 },
    experiencePoints: 355000,
    classes: [
      { name: 'Consular', levels: 7, hitPoints: [4, 4, 4, 4, 4, 4], abilityScoreImprovements: [{ type: 'Ability Score Improvement', abilitiesIncreased: [{ name: 'Wisdom', value: 2 }] }], archetype: { name: 'Way of Lightning' }, forcePowers: force },
      { name: 'Engineer', levels: 7, hitPoints: [5, 5, 5, 5, 5, 5, 5], abilityScoreImprovements: [{ type: 'Feat', name: real(rules.feats)[1]?.name ?? '' }], techPowers: tech },
      { name: 'Fighter', levels: 6, hitPoints: [6, 6, 6, 6, 6, 6], abilityScoreImprovements: [], archetype: { name: 'Tactical Specialist' }, maneuvers: real(rules.maneuvers).slice(0, 4).map((m) => m.name) },
    ],
    equipment: [
      ...weapons.map((w, i) => ({ name: w.name, quantity: 1, category: 'Equipment' as const, equipped: i < 4, ...(i === 0 ? { tweaks: { toHit: { bonus: 1 }, damage: { bonus: 1 } } } : {}) })),
      ...armor.map((a, i) => ({ name: a.name, quantity: 1, category: 'Equipment' as const, equipped: i < 2 })),
      ...gear.map((g) => ({ name: g.name, quantity: '3', category: 'Equipment' as const })),
      ...enhanced.map((e, i) => ({ name: e.name, quantity: 1, category: 'EnhancedItem' as const, attuned: i < 3 })),
    ],
    tweaks: {
      armorClass: { bonus: 1 },
      initiative: { bonus: 2 },
      hitPoints: { maximum: { bonus: 5 } },
      weapon: { toHit: { bonus: 1 } },
      abilityScores: { Dexterity: { skills: { Stealth: { proficiency: 'Expertise' }, Acrobatics: { bonus: 1 } } }, Wisdom: { savingThrowModifier: { bonus: 1 } } },
      forceCasting: { maxPoints: { bonus: 2 } },
      techCasting: { saveDC: { bonus: 1 } },
    },
  };
}

export interface EngineBenchResult {
  records: number;
  engineRecords: number;
  indexBuildMs: number;
  /** Feature automation on. */
  medianMs: number;
  p99Ms: number;
  /** The same character with feature automation off. */
  medianOffMs: number;
  /** Resources (uses per rest) the automated features give the character. */
  featureResources: number;
  iterations: number;
}

function timeCalls(character: RawCharacter, rules: ReturnType<typeof indexRules>, iterations: number): number[] {
  for (let i = 0; i < 500; i++) computeCharacter(character, rules);
  const times: number[] = new Array(iterations);
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    computeCharacter(character, rules);
    times[i] = performance.now() - start;
  }
  return times.sort((a, b) => a - b);
}

export function runEngineBenchmark(iterations = 5000): EngineBenchResult {
  const files = generateRules(REALDATA_API, 20_000);
  const records = [...files.values()].reduce<number>((n, data) => n + (Array.isArray(data) ? data.length : 0), 0);
  const rulesData = rulesFromGenerated(files);
  const engineRecords = Object.values(rulesData).reduce<number>((n, list) => n + (list as unknown[]).length, 0);
  const builds: number[] = [];
  let rules = indexRules(rulesData);
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    rules = indexRules(rulesData);
    builds.push(performance.now() - start);
  }
  const character = benchmarkCharacter(rulesData);
  const check = computeCharacter(character, rules);
  if (check.warnings.length > 0) throw new Error(`benchmark character does not resolve cleanly: ${check.warnings.join('; ')}`);
  if (!check.features) throw new Error('benchmark character does not have feature automation on');
  const featureResources = check.features.resources.length;
  const times = timeCalls(character, rules, iterations);
  const timesOff = timeCalls({ ...character, settings: { ...character.settings, isAutomatingFeatures: false } }, rules, iterations);
  builds.sort((a, b) => a - b);
  return {
    records,
    engineRecords,
    indexBuildMs: builds[2],
    medianMs: percentile(times, 50),
    p99Ms: percentile(times, 99),
    medianOffMs: percentile(timesOff, 50),
    featureResources,
    iterations,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!hasRealData('engine benchmark')) process.exit(0);
  const flag = process.argv.indexOf('--iterations');
  const result = runEngineBenchmark(flag > 0 ? Number(process.argv[flag + 1]) : 5000);
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `computeCharacter with feature automation: median ${result.medianMs.toFixed(4)} ms, p99 ${result.p99Ms.toFixed(4)} ms over ${result.iterations} calls ` +
      `(automation off: median ${result.medianOffMs.toFixed(4)} ms) ` +
      `(target median <= 0.2 ms: ${result.medianMs <= 0.2 ? 'met' : 'NOT met'}); index build ${result.indexBuildMs.toFixed(1)} ms ` +
      `for ${result.engineRecords} engine records (${result.records} records generated)`,
  );
}
