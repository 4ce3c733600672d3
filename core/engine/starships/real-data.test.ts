// The starship engine on the full data set of ../shared/realdata/api: every size, equipment item, modification,
// deployment and venture loads; every size builds at every tier; the bundled catalogue attaches to those records by
// name; every prerequisite written in the data is read; every weapon mounts on a ship of its size.
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API } from '../../../tests/support/realdata.ts';
import { RECORD_SCHEMAS } from '../../schemas/index.ts';
import { STARSHIP_SIZES, type StarshipSize } from '../../schemas/starship-mechanics.ts';
import { loadStarshipRulesDir, STARSHIP_RULES_FILES } from '../node/load-starship-rules.ts';
import { assignAbility, installModification, mountWeapon, setEquipment, setParagon, setRole, setRoleOption, setTier, setTierIncrease } from './build.ts';
import { computeStarship } from './compute.ts';
import { indexStarshipRules, nameKey } from './rules.ts';
import { newStarship, type Starship } from './ship-document.ts';
import { applied } from './test-support/rules.ts';

describe.runIf(hasRealData('starship engine on real data'))('starship engine on the real data', () => {
  // Read in a hook, never while vitest collects: without the data the suite steps aside instead of failing to load.
  let data: ReturnType<typeof loadStarshipRulesDir>;
  let rules: ReturnType<typeof indexStarshipRules>;
  beforeAll(() => {
    data = loadStarshipRulesDir(REALDATA_API);
    rules = indexStarshipRules(data);
  });

  it('every size, equipment item, modification, deployment and venture satisfies its record schema', () => {
    const counts: Record<string, number> = {};
    for (const [key, file] of Object.entries(STARSHIP_RULES_FILES)) {
      if (key === 'mechanics') continue;
      const schema = RECORD_SCHEMAS[file as keyof typeof RECORD_SCHEMAS];
      const records = data[key as keyof typeof data] as readonly unknown[];
      const failures = records.flatMap((record, i) => {
        const parsed = schema.safeParse(record);
        return parsed.success ? [] : [`${file}[${i}]: ${parsed.error.issues[0]!.message}`];
      });
      expect(failures).toEqual([]);
      counts[key] = records.length;
    }
    expect(counts).toEqual({ sizes: 6, equipment: 104, modifications: 257, deployments: 6, ventures: 67 });
  });

  it('the bundled catalogue names only loaded records (besides the granted names the rules text uses and the data lacks)', () => {
    const missing: string[] = [];
    for (const entry of data.mechanics) {
      const list = { size: data.sizes, equipment: data.equipment, modification: data.modifications, deployment: data.deployments, venture: data.ventures }[entry.kind as 'size'];
      if (list && !list.some((r) => nameKey(r.name) === nameKey(entry.name))) missing.push(`${entry.kind} ${entry.name}`);
    }
    expect(missing).toEqual([]);
    const granted = new Set<string>();
    for (const [, size] of rules.sizes) {
      for (const role of size.rules.roles) {
        for (const name of [role.armor, role.shield, role.reactor, role.powerCoupling]) if (name) expect(rules.equipment(name)?.record, `${role.name}: ${name}`).toBeDefined();
        for (const effect of [...role.specialization.effects, ...role.mastery.effects]) if (effect.kind === 'freeModifications') for (const name of effect.names) if (!rules.modification(name)) granted.add(name);
      }
    }
    // The chapter's names for these have no record of that name; each size's note says so.
    expect([...granted].sort()).toEqual(['Comms Package, Premium', 'Comms Package, Prototype', 'Scanner, Premium']);
  });

  it('reads every prerequisite the data writes (the one naming firing arcs is shown for the player to confirm)', () => {
    const unread = data.modifications.flatMap((m) => rules.modification(m.name)!.prerequisites.filter((p) => p.kind === 'unchecked').map((p) => `${m.name}: ${(p as { text: string }).text}`));
    expect(unread).toEqual(['Gravity Slice: a Gravity Well Projector covering each limited firing arc']);
    const unreadVentures = data.ventures.flatMap((v) => rules.venture(v.name)!.prerequisites.filter((p) => p.kind === 'unchecked').map((p) => `${v.name}: ${(p as { text: string }).text}`));
    expect(unreadVentures).toEqual([]);
    // Spot checks of the reading.
    expect(rules.modification('Pressor Beam Generator')!.prerequisites).toEqual([{ kind: 'size', size: 'Large', compare: 'atLeast' }, { kind: 'modification', name: 'Tractor Beam' }]);
    expect(rules.modification('Plating,Reinforced  Mk II')!.prerequisites).toEqual([{ kind: 'armor', name: 'Reinforced Armor' }, { kind: 'modification', name: 'Plating, Reinforced Mk I' }]);
    expect(rules.venture('Multitasker, Legendary')!.prerequisites).toEqual([{ kind: 'venture', name: 'Multitasker, Improved' }, { kind: 'rank', minimum: 5 }]);
    expect(rules.venture('Shield Tweaker')!.prerequisites).toEqual([{ kind: 'casting', power: 'tech', level: 1 }]);
  });

  /** A ship of a size at a tier, every choice made: the first role, standard array, tier improvements and options. */
  function built(size: StarshipSize, tier: number): Starship {
    const sizeRules = rules.sizes.get(size)!.rules;
    const role = sizeRules.roles[0]!.name;
    let ship = applied(setRole(newStarship({ size }), rules, role));
    const scores = { Strength: 15, Dexterity: 14, Constitution: 13, Intelligence: 12, Wisdom: 10, Charisma: 8 } as const;
    for (const [a, s] of Object.entries(scores)) ship = applied(assignAbility(ship, rules, a as keyof typeof scores, s));
    ship = applied(setEquipment(ship, rules, 'shield', sizeRules.roles[0]!.shield ?? 'Directional shield'));
    ship = applied(setTier(ship, tier));
    for (let t = 1; t <= tier; t++) ship = applied(setTierIncrease(ship, t, { Strength: 1, Wisdom: 1 }));
    if (tier >= 2) ship = applied(setRoleOption(ship, rules, 'specialization', role));
    if (tier >= 4) ship = applied(setRoleOption(ship, rules, 'mastery', role));
    if (tier >= 5) ship = applied(setParagon(ship, rules, sizeRules.paragonIncreases ? { abilities: ['Charisma', 'Intelligence', 'Constitution'].slice(0, sizeRules.paragonIncreases.length) as never } : { role }));
    return ship;
  }

  it('every size builds at every tier without error', () => {
    for (const size of STARSHIP_SIZES) {
      for (let tier = 0; tier <= 5; tier++) {
        const sheet = computeStarship(built(size, tier), rules);
        const where = `${size} tier ${tier}`;
        expect(sheet.problems, where).toEqual([]);
        expect(sheet.hullPoints, where).toBeGreaterThan(0);
        expect(sheet.shieldCapacity, where).toBeGreaterThan(0);
        expect(sheet.armorClass.value, where).toBeGreaterThanOrEqual(5);
        expect(sheet.speed.flying, where).toBeGreaterThan(0);
        expect(sheet.features.filter((f) => f.tier <= tier).length, where).toBe(sheet.features.length);
        expect(sheet.todo.filter((t) => t.step === 'tiers' || t.step === 'abilities' || t.step === 'role'), where).toEqual([]);
      }
    }
  });

  it('every modification can be judged on every size (installed or refused with reasons, never an error)', () => {
    for (const size of STARSHIP_SIZES) {
      const ship = built(size, 5);
      for (const mod of data.modifications) {
        const change = installModification(ship, rules, mod.name, { stock: false });
        if (change.ok) expect(computeStarship(change.ship, rules).modifications.find((m) => m.id === change.id)!.name).toBe(mod.name);
        else expect(change.reasons.length, `${size}: ${mod.name}`).toBeGreaterThan(0);
      }
    }
  });

  it('every weapon mounts on a hardpoint of a ship of its size, and is refused on the other sizes, saying why', () => {
    for (const weapon of data.equipment.filter((e) => e.type === 'Weapon')) {
      const weaponSize = (weapon as { weaponSize?: string }).weaponSize;
      for (const size of ['Medium', 'Huge'] as const) {
        const base = built(size, 0);
        const hardpoint = installModification(base, rules, 'Hardpoint');
        const change = mountWeapon(applied(hardpoint), rules, weapon.name, { hardpoint: hardpoint.id });
        const fits = (weaponSize === 'Huge') === (size === 'Huge');
        if (fits) {
          expect(change.ok, `${weapon.name} on ${size}`).toBe(true);
          const computed = computeStarship(change.ship, rules).weapons[0]!;
          expect(computed.saveDC, weapon.name).toBeGreaterThan(0);
        } else expect(change, `${weapon.name} on ${size}`).toMatchObject({ ok: false, reasons: [expect.stringMatching(/is a weapon for .* ships, not for a (Medium|Huge) ship$/)] });
      }
    }
  });

  it('tertiary launchers take their damage from the ammunition, at the ship size', () => {
    let ship = built('Medium', 0);
    const hardpoint = installModification(ship, rules, 'Hardpoint');
    ship = applied(mountWeapon(applied(hardpoint), rules, 'Missile launcher', { hardpoint: hardpoint.id, ammunition: 'Concussion missile' }));
    expect(computeStarship(ship, rules).weapons[0]).toMatchObject({ mode: 'save', save: 'Dexterity', damage: '2d8', damageType: 'Energy', range: [600, 2400], reload: 8 });
    let huge = built('Huge', 0);
    const hp = installModification(huge, rules, 'Hardpoint');
    huge = applied(mountWeapon(applied(hp), rules, 'Assault missile launcher', { hardpoint: hp.id, ammunition: 'Concussion missile' }));
    expect(computeStarship(huge, rules).weapons[0]).toMatchObject({ damage: '4d8', reload: 8 });
  });

  it('every deployment at rank 5 lists its features with the catalogue uses', () => {
    for (const deployment of data.deployments) {
      const ship = { ...newStarship(), crew: [{ id: 'c', name: 'Ace', characterId: null, proficiencyBonus: 4, piloting: 'none' as const, deployment: deployment.name as never, rank: 5, otherRanks: [], ventures: [], gunningStyles: [], options: [], featureUses: {} }] };
      const ranks = computeStarship(ship, rules).crew[0]!.deployments[0]!;
      expect(ranks.features.length, deployment.name).toBe(9);
      expect(ranks.options?.known).toBe(6);
      expect(ranks.features.filter((f) => f.uses).length, deployment.name).toBeGreaterThan(0);
    }
  });
});
