// Modifications: slot and suite counting (stock ones use slots, tier-granted ones none; the suite maximum follows the
// Constitution modifier), prerequisites with the reason of each refusal, category limits, mountings fitted to
// hardpoints, weapons' size and mounting, and what installed modifications do to the sheet.
import { describe, expect, it } from 'vitest';
import type { ModificationRecord } from '../../schemas/index.ts';
import {
  assignAbility,
  fitModification,
  installModification,
  modificationRefusals,
  mountWeapon,
  removeModification,
  setAbilityMethod,
  setEquipment,
  setRole,
  setRoleOption,
  setTier,
  updateWeapon,
} from './build.ts';
import { computeStarship } from './compute.ts';
import { indexStarshipRules } from './rules.ts';
import { newStarship, type Starship } from './ship-document.ts';
import { applied, bundledStarshipRules } from './test-support/rules.ts';

const bundled = bundledStarshipRules();
// The bundled records, plus a few rulebook modifications the bundled data lacks (test records, our words).
const mod = (name: string, type: ModificationRecord['type'], grade: number, prerequisites: string[] = []): ModificationRecord => ({ name, type, grade, prerequisites, content: 'Test record.' });
const rules = indexStarshipRules({
  ...bundled.data,
  modifications: [
    ...bundled.data.modifications,
    mod('Turret Mounting', 'Weapon', 2, ['Hardpoint']),
    mod('Broadside Mounting', 'Weapon', 0, ['Two Hardpoints']),
    mod('Plating, Deflection Mk I', 'Universal', 1, ['Deflection Armor']),
    mod('Plating, Reinforced Mk I', 'Universal', 1, ['Reinforced Armor']),
    mod('Reactor, Mk I', 'Universal', 1),
    mod('Reactor, Mk II', 'Universal', 2, ['Reactor, Mk I']),
    mod('Reactor, Mk V', 'Universal', 5, []),
    mod('Thrusters, Makeshift', 'Universal', 0),
    mod('Sublight Drive, Mk I', 'Universal', 1),
    mod('Resilient Hull', 'Universal', 3),
    mod('Disguised Features', 'Universal', 0),
    mod('Secondary Transponder Code', 'Operation', 2),
    mod('Blinding Rounds', 'Weapon', 0, ['Weapon that deals fire damage']),
    mod('Quarters, Basic', 'Suite', 0),
    mod('Boarding Pods', 'Suite', 0, ['Ship size Large or larger']),
    mod('Gravity Slice', 'Engineering', 3, ['Gravity Well Projector in each limited arc']),
    mod('Gravity Well Projector', 'Engineering', 0, ['Ship size Large or larger']),
  ],
  equipment: [
    ...bundled.data.equipment,
    { name: 'Thermite cannon', type: 'Weapon', cost: 6300, weaponCategory: 'Primary', weaponSize: 'Small', damageNumberOfDice: 1, damageDieType: 12, damageType: 'fire', shortRange: 1200, longRange: 4800, reload: 0, properties: 'Power (range 1200/4800), constitution 17, melt, overheat 2' } as never,
  ],
});

function medium(con = 12): Starship {
  let ship = applied(setAbilityMethod(newStarship({ size: 'Medium' }), 'manual'));
  const scores = { Strength: 14, Dexterity: 12, Constitution: con, Intelligence: 10, Wisdom: 12, Charisma: 10 } as const;
  for (const [ability, score] of Object.entries(scores)) ship = applied(assignAbility(ship, rules, ability as keyof typeof scores, score));
  return applied(setEquipment(ship, rules, 'armor', 'Deflection armor'));
}
const install = (ship: Starship, name: string, options = {}) => {
  const change = installModification(ship, rules, name, options);
  if (!change.ok) throw new Error(`refused: ${change.reasons.join('; ')}`);
  return { ship: change.ship, id: change.id! };
};

describe('modification slots', () => {
  it('counts every installed modification, stock ones too; tier-granted ones use none', () => {
    let ship = applied(setRole(medium(), rules, 'Gunship'));
    ship = install(ship, 'Hardpoint', { stock: true }).ship;
    ship = install(ship, 'Living Quarters', { stock: true }).ship;
    ship = install(ship, 'Navcomputer').ship;
    let sheet = computeStarship(ship, rules);
    expect(sheet.modificationSlots).toEqual({ used: 3, max: 30, over: 0 });
    expect(sheet.stockModifications).toEqual({ suites: { used: 1, max: 1 }, nonSuites: { used: 1, max: 1 } });
    expect(sheet.modifications.find((m) => m.name === 'Hardpoint')).toMatchObject({ stock: true, cost: 0, usesSlot: true });
    // Tier 2: the Gunship's specialization grants a Hardpoint free, outside the slots, plus +1 to weapon damage.
    ship = applied(setTier(ship, 2));
    ship = applied(setRoleOption(ship, rules, 'specialization', 'Gunship'));
    sheet = computeStarship(ship, rules);
    expect(sheet.modificationSlots.used).toBe(3);
    expect(sheet.hardpoints.map((h) => h.label)).toEqual(['Hardpoint 1', 'Hardpoint (Role Specialization (Gunship))']);
    expect(sheet.modifications.find((m) => m.grantedBy)).toMatchObject({ name: 'Hardpoint', cost: 0, usesSlot: false, installationDC: null });
  });

  it('going over the slots is allowed (at extra cost) and counted', () => {
    let ship = medium();
    for (let i = 0; i < 32; i++) ship = install(ship, 'Hardpoint').ship;
    const sheet = computeStarship(ship, rules);
    expect(sheet.modificationSlots).toEqual({ used: 32, max: 30, over: 2 });
    expect(sheet.warnings).toContain('2 modifications over the 30 slots: each added slot costs 50% more and raises the installation DC');
  });

  it('a second stock suite on a Medium ship, and a graded stock modification, are problems', () => {
    let ship = install(medium(), 'Living Quarters', { stock: true }).ship;
    ship = { ...ship, modifications: [...ship.modifications, { id: 'x', name: 'Quarters, Basic', stock: true, hardpoints: [], weapon: null, lowered: null }] };
    expect(computeStarship(ship, rules).problems.map((p) => p.reason)).toContain('A Medium ship comes with 1 stock suite; 2 are marked stock');
    expect(modificationRefusals(medium(), rules, 'Reactor, Mk I', { stock: true })).toEqual(['Stock modifications are grade 0: Reactor, Mk I is grade 1']);
  });

  it('stock modifications stay within the allowance: one more stock suite is refused, and the free count never goes over', () => {
    const ship = install(medium(), 'Living Quarters', { stock: true }).ship;
    expect(modificationRefusals(ship, rules, 'Quarters, Basic', { stock: true })).toEqual(['A Medium ship comes with 1 free stock suite, all chosen: install Quarters, Basic at its price instead']);
    expect(installModification(ship, rules, 'Quarters, Basic', { stock: true })).toMatchObject({ ok: false, ship });
    // The non-suite allowance is its own: a stock Hardpoint still fits, a second one does not.
    const withHardpoint = install(ship, 'Hardpoint', { stock: true }).ship;
    expect(modificationRefusals(withHardpoint, rules, 'Hardpoint', { stock: true })).toEqual(['A Medium ship comes with 1 free stock modification besides suites, all chosen: install Hardpoint at its price instead']);
    // Bought at its price, the suite installs.
    const bought = install(withHardpoint, 'Quarters, Basic').ship;
    expect(computeStarship(bought, rules).stockModifications).toEqual({ suites: { used: 1, max: 1 }, nonSuites: { used: 1, max: 1 } });
  });
});

describe('suites', () => {
  it('a Medium ship holds 3 + Constitution modifier suites; one more is refused, saying why', () => {
    let ship = medium(12); // Constitution +1: 4 suites.
    for (let i = 0; i < 4; i++) ship = install(ship, 'Quarters, Basic').ship;
    expect(computeStarship(ship, rules).suites).toEqual({ used: 4, max: 4, explanation: '4 = 3 + Constitution 1' });
    expect(modificationRefusals(ship, rules, 'Living Quarters')).toEqual(['Suites are full: 5 of 4 (4 = 3 + Constitution 1)']);
    // Constitution 16 (+3): 6 suites.
    ship = applied(assignAbility(ship, rules, 'Constitution', 16));
    expect(computeStarship(ship, rules).suites.max).toBe(6);
    expect(modificationRefusals(ship, rules, 'Living Quarters')).toEqual([]);
  });

  it('one suite may be installed ten times at most', () => {
    let ship = applied(assignAbility(medium(), rules, 'Constitution', 30)); // +10: 13 suites.
    for (let i = 0; i < 10; i++) ship = install(ship, 'Quarters, Basic').ship;
    expect(modificationRefusals(ship, rules, 'Quarters, Basic')).toEqual(['A suite modification can be installed at most 10 times']);
  });

  it('Tiny ships have no suites; a Small ship with Constitution 10 has none either, until the Shuttle grants one', () => {
    expect(modificationRefusals(newStarship({ size: 'Tiny' }), rules, 'Living Quarters')).toEqual(['Requires a Small ship or larger (the ship is Tiny)', 'Suites need a Small ship or larger (the ship is Tiny)']);
    let small = applied(assignAbility(applied(setAbilityMethod(newStarship({ size: 'Small' }), 'manual')), rules, 'Constitution', 12)); // 12 - 2 = 10: -1 + 0.
    expect(computeStarship(small, rules).suites).toMatchObject({ max: 0, explanation: '0 = -1 + Constitution 0 (at least 0)' });
    small = applied(setTier(applied(setRole(small, rules, 'Shuttle')), 2));
    small = applied(setRoleOption(small, rules, 'specialization', 'Shuttle'));
    let sheet = computeStarship(small, rules);
    expect(sheet.suites.max).toBe(1);
    expect(sheet.todo.map((t) => t.text)).toContain('Choose the suite modification that Role Specialization (Shuttle) grants');
    small = { ...small, grantChoices: { specialization: ['Living Quarters'], mastery: [] } };
    sheet = computeStarship(small, rules);
    // The Shuttle's suite is free and uses no slot, but counts toward the suite maximum.
    expect(sheet.suites).toMatchObject({ used: 1, max: 1 });
    expect(sheet.modificationSlots.used).toBe(0);
  });
});

describe('prerequisites, each refusal saying why', () => {
  it('size', () => {
    expect(modificationRefusals(medium(), rules, 'Docking Bay')).toEqual(['Requires a Large ship or larger (the ship is Medium)']);
    expect(modificationRefusals(medium(), rules, 'Boarding Pods')).toEqual(['Requires a Large ship or larger (the ship is Medium)']);
    expect(modificationRefusals(newStarship({ size: 'Tiny' }), rules, 'Medical Bay')).toEqual(['Requires a Medium ship or larger (the ship is Tiny)', 'Suites need a Small ship or larger (the ship is Tiny)']);
  });

  it('another modification, and an ability score (read from the text where the record lists none)', () => {
    const ship = applied(assignAbility(medium(), rules, 'Dexterity', 10));
    // The catalogue states what the record's text says: Dexterity 11 and the previous mark.
    expect(modificationRefusals(ship, rules, 'Combat Thrusters, Mk II')).toEqual(['Requires Dexterity 11 (the ship has 10)', 'Requires the Combat Thrusters, Mk I modification']);
    const faster = applied(assignAbility(ship, rules, 'Dexterity', 14));
    const withMkI = install(faster, 'Combat Thrusters, Mk I').ship;
    expect(modificationRefusals(withMkI, rules, 'Combat Thrusters, Mk II')).toEqual([]);
    expect(modificationRefusals(ship, rules, 'Reactor, Mk II')).toEqual(['Requires the Reactor, Mk I modification']);
    expect(modificationRefusals(ship, rules, 'Fire-Linked Weapons')).toEqual(['Requires 2 Hardpoint modifications (the ship has 0)']);
  });

  it('armor, and a weapon of a damage type (the weapon it is fitted to)', () => {
    expect(modificationRefusals(medium(), rules, 'Plating, Reinforced Mk I')).toEqual(['Requires Reinforced armor (the ship has Deflection armor)']);
    expect(modificationRefusals(medium(), rules, 'Plating, Deflection Mk I')).toEqual([]);
    let ship = install(medium(), 'Hardpoint').ship;
    const hardpoint = ship.modifications[0]!.id;
    const laser = mountWeapon(ship, rules, 'Light laser cannon', { hardpoint });
    ship = applied(laser);
    expect(modificationRefusals(ship, rules, 'Blinding Rounds', { weapon: laser.id })).toEqual(['Requires a weapon that deals fire damage (it is fitted to Light laser cannon)']);
    ship = install(ship, 'Hardpoint').ship;
    const thermite = mountWeapon(ship, rules, 'Thermite cannon', { hardpoint: ship.modifications[1]!.id });
    ship = applied(thermite);
    expect(modificationRefusals(ship, rules, 'Blinding Rounds', { weapon: thermite.id })).toEqual([]);
    expect(modificationRefusals(ship, rules, 'Blinding Rounds')).toEqual(['Blinding Rounds is fitted to one weapon: choose it']);
  });

  it('a prerequisite the engine cannot judge is shown, never refused', () => {
    let ship = applied(setAbilityMethod(newStarship({ size: 'Large' }), 'manual'));
    ship = install(ship, 'Gravity Well Projector').ship;
    ship = install(ship, 'Gravity Slice').ship;
    const sheet = computeStarship(ship, rules);
    expect(sheet.modifications.find((m) => m.name === 'Gravity Slice')!.prerequisites).toEqual([
      { text: 'the Gravity Well Projector modification', met: true },
      { text: 'a Gravity Well Projector covering each limited firing arc', met: null, reason: 'Check by hand: a Gravity Well Projector covering each limited firing arc' },
    ]);
    expect(sheet.warnings).toContain('Gravity Slice: Check by hand: a Gravity Well Projector covering each limited firing arc');
  });

  it('a refused installation leaves the ship unchanged', () => {
    const ship = medium();
    const change = installModification(ship, rules, 'Docking Bay');
    expect(change).toEqual({ ok: false, ship, reasons: ['Requires a Large ship or larger (the ship is Medium)'] });
    expect(installModification(ship, rules, 'Warp Drive')).toMatchObject({ ok: false, reasons: ['Warp Drive is not in the loaded modifications'] });
  });

  it('universal and operation modifications are installed once; engineering ones may repeat', () => {
    const ship = install(medium(), 'Navcomputer').ship;
    expect(modificationRefusals(ship, rules, 'Navcomputer')).toEqual(['Operation modifications can be installed once: Navcomputer is already aboard']);
    const twice = install(install(medium(), 'Hyperdrive Slot').ship, 'Hyperdrive Slot').ship;
    expect(computeStarship(twice, rules).problems).toEqual([]);
  });
});

describe('what modifications do', () => {
  it('ability increases stop at the maximum unless the modification raises it', () => {
    let ship = applied(assignAbility(medium(), rules, 'Strength', 20));
    ship = install(ship, 'Reactor, Mk I').ship;
    let sheet = computeStarship(ship, rules);
    expect(sheet.abilities.Strength.score).toBe(20);
    expect(sheet.warnings).toContain('Reactor, Mk I: Strength cannot rise above 20; 1 of the increase is lost (the rules let it go to another score instead)');
    ship = install(ship, 'Reactor, Mk V').ship;
    sheet = computeStarship(ship, rules);
    expect(sheet.abilities.Strength).toMatchObject({ score: 22, maximum: 22 });
  });

  it('a makeshift upgrade raises one score and lowers another, which the player names', () => {
    let ship = install(medium(), 'Thrusters, Makeshift').ship;
    let sheet = computeStarship(ship, rules);
    expect(sheet.abilities.Dexterity.score).toBe(13);
    expect(sheet.todo.map((t) => t.text)).toContain('Choose the score Thrusters, Makeshift lowers by 1 (any but Dexterity; the GM picks)');
    ship = applied(fitModification(ship, rules, ship.modifications[0]!.id, { lowered: 'Charisma' }));
    sheet = computeStarship(ship, rules);
    expect(sheet.abilities.Charisma.score).toBe(9);
  });

  it('speeds, armor class, damage reduction, saves and skills', () => {
    let ship = applied(setRole(medium(), rules, 'Freighter')); // 300/150, deflection armor.
    ship = install(ship, 'Sublight Drive, Mk I').ship;
    ship = applied(assignAbility(ship, rules, 'Dexterity', 14));
    ship = install(ship, 'Combat Thrusters, Mk I').ship;
    ship = install(ship, 'Plating, Deflection Mk I').ship;
    ship = install(ship, 'Resilient Hull').ship;
    ship = install(ship, 'Disguised Features').ship;
    let sheet = computeStarship(ship, rules);
    expect(sheet.speed).toMatchObject({ flying: 350, turning: 100 });
    expect(sheet.armorClass.explanation).toBe('AC 13 = 10 + Dexterity 2 (Deflection armor allows +2) + Plating, Deflection Mk I 1');
    expect(sheet.damageReduction).toMatchObject({ value: 3, source: 'Deflection armor' });
    expect(sheet.savingThrows.find((s) => s.ability === 'Constitution')).toMatchObject({ proficient: true });
    expect(sheet.skills.find((s) => s.name === 'Swindle')).toMatchObject({ proficiency: 'proficient' });
    // A second source of Swindle makes the ship expertly equipped.
    ship = install(ship, 'Secondary Transponder Code').ship;
    sheet = computeStarship(ship, rules);
    expect(sheet.skills.find((s) => s.name === 'Swindle')).toMatchObject({ proficiency: 'expert' });
  });

  it('a modification whose prerequisite is lost stays aboard but does nothing', () => {
    let ship = install(medium(), 'Plating, Deflection Mk I').ship;
    ship = applied(setEquipment(ship, rules, 'armor', 'Lightweight armor'));
    const sheet = computeStarship(ship, rules);
    expect(sheet.modifications[0]).toMatchObject({ active: false, problems: ['Requires Deflection armor (the ship has Lightweight armor)'] });
    expect(sheet.armorClass.value).toBe(11);
  });
});

describe('hardpoints and weapons', () => {
  it('a weapon needs a free hardpoint of this ship, and a weapon of its size', () => {
    let ship = medium();
    expect(mountWeapon(ship, rules, 'Light laser cannon', { hardpoint: 'mod-9' })).toMatchObject({ ok: false, reasons: ['Light laser cannon is mounted on "mod-9", which is not a hardpoint of this ship'] });
    const { ship: withHardpoint, id: hardpoint } = install(ship, 'Hardpoint');
    ship = withHardpoint;
    expect(mountWeapon(ship, rules, 'Turbolaser battery', { hardpoint })).toMatchObject({ ok: false, reasons: ['Turbolaser battery is a weapon for Huge and Gargantuan ships, not for a Medium ship'] });
    ship = applied(mountWeapon(ship, rules, 'Light laser cannon', { hardpoint }));
    expect(mountWeapon(ship, rules, 'Twin laser cannon', { hardpoint })).toMatchObject({ ok: false, reasons: ['Hardpoint 1 already holds Light laser cannon: one weapon per hardpoint'] });
    // Carried without a hardpoint, it is listed with what is missing.
    ship = applied(mountWeapon(ship, rules, 'Twin laser cannon'));
    const sheet = computeStarship(ship, rules);
    expect(sheet.hardpoints).toEqual([{ id: hardpoint, label: 'Hardpoint 1', granted: false, mountings: [], weapon: 'weapon-1' }]);
    expect(sheet.weapons[1]!.problems).toEqual(['Twin laser cannon is on no hardpoint: mount it on a free hardpoint']);
    expect(sheet.todo.map((t) => t.text)).toContain('2 weapons but 1 hardpoint: add Hardpoint modifications');
  });

  it('mountings are fitted to hardpoints; removing a hardpoint frees its weapon and mounting', () => {
    let { ship, id: hardpoint } = install(medium(), 'Hardpoint');
    expect(modificationRefusals(ship, rules, 'Turret Mounting')).toEqual(['Turret Mounting is fitted to one hardpoint: choose it']);
    ship = install(ship, 'Turret Mounting', { hardpoints: [hardpoint] }).ship;
    ship = applied(mountWeapon(ship, rules, 'Light laser cannon', { hardpoint }));
    expect(computeStarship(ship, rules).hardpoints[0]).toMatchObject({ mountings: ['Turret Mounting'], weapon: 'weapon-1' });
    expect(modificationRefusals(ship, rules, 'Broadside Mounting', { hardpoints: [hardpoint, hardpoint] })).toEqual([
      'Requires 2 Hardpoint modifications (the ship has 1)',
      'Broadside Mounting is fitted to two different hardpoints: choose them',
    ]);
    ship = applied(removeModification(ship, hardpoint));
    expect(ship.weapons[0]!.hardpoint).toBeNull();
    expect(ship.modifications[0]!.hardpoints).toEqual([]);
    expect(applied(updateWeapon(ship, rules, 'weapon-1', { hardpoint: null })).weapons[0]!.hardpoint).toBeNull();
  });

  it('a hyperdrive needs a hyperdrive slot, which comes with a class 15 hyperdrive; the navcomputer is the modification', () => {
    let ship = medium();
    expect(setEquipment(ship, rules, 'hyperdrive', 'Hyperdrive, class 1.0')).toMatchObject({ ok: false, reasons: ['Requires a Hyperdrive Slot modification'] });
    ship = install(ship, 'Hyperdrive Slot').ship;
    expect(computeStarship(ship, rules).equipment.hyperdrive).toEqual({ name: 'Class 15 hyperdrive (comes with Hyperdrive Slot)', hyperdriveClass: 15 });
    ship = applied(setEquipment(ship, rules, 'hyperdrive', 'Hyperdrive, class 1.0'));
    ship = install(ship, 'Navcomputer').ship;
    const sheet = computeStarship(ship, rules);
    expect(sheet.equipment).toMatchObject({ hyperdrive: { name: 'Hyperdrive, class 1.0', hyperdriveClass: 1 }, navcomputer: { name: 'Navcomputer', level: 1 } });
    expect(sheet.skills.find((s) => s.name === 'Astrogation')).toMatchObject({ proficiency: 'proficient' });
  });

  it('class 1.5 and class 15 are different hyperdrives: the one chosen is installed, at its price', () => {
    const withBoth = indexStarshipRules({
      ...bundled.data,
      equipment: [
        ...bundled.data.equipment,
        { name: 'Hyperdrive, class 1.5', type: 'Hyperdrive', cost: 12500 } as never,
        { name: 'Hyperdrive, class 15', type: 'Hyperdrive', cost: 0 } as never,
      ],
    });
    expect(withBoth.equipment('Hyperdrive, class 1.5')).toMatchObject({ record: { name: 'Hyperdrive, class 1.5' }, rules: { hyperdriveClass: 1.5, cost: 12500 } });
    expect(withBoth.equipment('Hyperdrive, class 15')).toMatchObject({ record: { name: 'Hyperdrive, class 15' }, rules: { hyperdriveClass: 15, cost: 500 } });
    const slotted = applied(installModification(medium(), withBoth, 'Hyperdrive Slot'));
    const ship = applied(setEquipment(slotted, withBoth, 'hyperdrive', 'Hyperdrive, class 1.5'));
    expect(ship.equipment.hyperdrive).toBe('Hyperdrive, class 1.5');
    const sheet = computeStarship(ship, withBoth);
    expect(sheet.equipment.hyperdrive).toEqual({ name: 'Hyperdrive, class 1.5', hyperdriveClass: 1.5 });
    expect(sheet.costs.equipment - computeStarship(slotted, withBoth).costs.equipment).toBe(12500 * withBoth.sizes.get('Medium')!.rules.costs.equipmentMultiplier);
  });

  it('fires per round: Strength modifier (at least 1) times the size modifier, rounded up', () => {
    // Medium, Strength 14 (+2): 2 x 1.5 = 3. Strength 8 (-1): at least 1 x 1.5 = 1.5 -> 2.
    expect(computeStarship(medium(), rules).firesPerRound).toBe(3);
    expect(computeStarship(applied(assignAbility(medium(), rules, 'Strength', 8)), rules).firesPerRound).toBe(2);
  });
});
