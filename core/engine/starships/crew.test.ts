// The crew: a weapon's attack uses its gunner's proficiency (once they hold a deployment rank), the ship's saves use
// the helm's, deployment features come with their uses, and ventures are checked against their prerequisites.
import { describe, expect, it } from 'vitest';
import { addCrewMember, assignAbility, chooseVenture, installModification, mountWeapon, removeCrewMember, setRole, setSavingThrows, updateCrewMember, updateWeapon } from './build.ts';
import { computeStarship } from './compute.ts';
import { crewRest, useCrewFeature } from './play.ts';
import { newStarship, type Starship } from './ship-document.ts';
import { applied, bundledStarshipRules } from './test-support/rules.ts';

const rules = bundledStarshipRules();

/** A Medium gunship (Strength 15, Wisdom 13) with one hardpoint holding a light laser cannon. */
function gunship(): Starship {
  let ship = applied(setRole(newStarship({ size: 'Medium' }), rules, 'Gunship')); // +1 Strength.
  const scores = { Strength: 15, Dexterity: 14, Constitution: 12, Intelligence: 10, Wisdom: 13, Charisma: 8 } as const;
  for (const [a, s] of Object.entries(scores)) ship = applied(assignAbility(ship, rules, a as keyof typeof scores, s));
  const hardpoint = installModification(ship, rules, 'Hardpoint');
  ship = applied(hardpoint);
  return applied(mountWeapon(ship, rules, 'Light laser cannon', { hardpoint: hardpoint.id }));
}

describe('crew proficiency on the ship rolls', () => {
  it("a weapon's attack adds its gunner's proficiency; its damage the ship's Strength modifier", () => {
    let ship = gunship();
    // Nobody aboard: Wisdom +1 only. Damage 1d8 + Strength 3 (15 + 1 = 16).
    let weapon = computeStarship(ship, rules).weapons[0]!;
    expect(weapon).toMatchObject({ mode: 'attack', attackBonus: 1, saveDC: 9, damage: '1d8 + 3', damageNotation: '1d8+3', damageType: 'energy', range: [800, 3200], gunner: null });
    const added = addCrewMember(ship, { name: 'Dash', proficiencyBonus: 3, deployment: 'Gunner', rank: 1 });
    ship = applied(added);
    weapon = computeStarship(ship, rules).weapons[0]!;
    expect(weapon).toMatchObject({ attackBonus: 4, saveDC: 12, gunner: { id: added.id, name: 'Dash', fromHelm: false } });
    expect(weapon.notes[0]).toBe("Attack + 4 = Wisdom 1 + Dash's proficiency 3");
  });

  it('a crewmember without a deployment rank adds no proficiency', () => {
    const ship = applied(addCrewMember(gunship(), { name: 'Rookie', proficiencyBonus: 2, deployment: 'Gunner', rank: 0 }));
    expect(computeStarship(ship, rules).weapons[0]!.attackBonus).toBe(1);
  });

  it('an assigned gunner wins over the gunner deployment; the page may pass a character’s current proficiency', () => {
    let ship = applied(addCrewMember(gunship(), { name: 'Dash', proficiencyBonus: 3, deployment: 'Gunner', rank: 1 }));
    const other = addCrewMember(ship, { name: 'Vinto', characterId: 'char-7', proficiencyBonus: 2, deployment: 'Operator', rank: 2 });
    ship = applied(updateWeapon(applied(other), rules, 'weapon-1', { gunner: other.id }));
    expect(computeStarship(ship, rules).weapons[0]!.attackBonus).toBe(3);
    expect(computeStarship(ship, rules, { crewFacts: { [other.id!]: { proficiencyBonus: 5 } } }).weapons[0]!.attackBonus).toBe(6);
    // Removing the crewmember frees the weapon: the gunner deployment fires it again.
    ship = applied(removeCrewMember(ship, other.id!));
    expect(computeStarship(ship, rules).weapons[0]).toMatchObject({ attackBonus: 4, gunner: { name: 'Dash' } });
  });

  it('fired from the helm, with no gunner aboard: the pilot’s proficiency, and disadvantage noted', () => {
    const ship = applied(addCrewMember(gunship(), { name: 'Han', proficiencyBonus: 3, deployment: 'Pilot', rank: 1, piloting: 'proficient' }));
    const sheet = computeStarship(ship, rules);
    expect(sheet.helm).toMatchObject({ name: 'Han', proficiency: 3 });
    expect(sheet.weapons[0]!.gunner).toMatchObject({ name: 'Han', fromHelm: true });
    expect(sheet.weapons[0]!.notes).toContain('Fired from the helm: disadvantage on the attack roll (a Weapon Slave Array, Mk II on its hardpoint removes it)');
    expect(sheet.weapons[0]!.disadvantageFrom).toEqual(['Fired from the helm']);
  });

  it("saves and checks use the helm's proficiency; a helm proficient in Piloting equips the ship for Maneuvering", () => {
    let ship = applied(setSavingThrows(gunship(), rules, ['Strength', 'Dexterity']));
    ship = applied(addCrewMember(ship, { name: 'Han', proficiencyBonus: 3, deployment: 'Pilot', rank: 1, piloting: 'expert' }));
    const sheet = computeStarship(ship, rules);
    expect(sheet.savingThrows.find((s) => s.ability === 'Strength')).toMatchObject({ modifier: 6, proficient: true, explanation: "+6 = Strength 3 + helm's proficiency 3 (chosen)" });
    expect(sheet.savingThrows.find((s) => s.ability === 'Wisdom')).toMatchObject({ modifier: 1, proficient: false });
    expect(sheet.skills.find((s) => s.name === 'Maneuvering')).toMatchObject({ proficiency: 'expert', modifier: 8 });
  });
});

describe('deployments and ventures', () => {
  it('lists the deployment features up to the rank, with their uses from the catalogue', () => {
    let ship = applied(addCrewMember(gunship(), { name: 'Han', proficiencyBonus: 3, deployment: 'Pilot', rank: 2 }));
    const id = ship.crew[0]!.id;
    const pilot = computeStarship(ship, rules).crew[0]!.deployments[0]!;
    expect(pilot).toMatchObject({ deployment: 'Pilot', rank: 2, options: { feature: 'Piloting Procedure', noun: 'tactics', known: 3 } });
    // The bundled deployment's own features up to rank 2 (the venture choice is counted apart).
    expect(pilot.features.map((f) => `${f.name} (${f.rank})`)).toEqual(['Flight Maneuvers (1)', 'Evasive Flying (2)', 'Sure Hands (2)']);
    ship = applied(updateCrewMember(ship, id, { rank: 3 }));
    expect(computeStarship(ship, rules).crew[0]!.deployments[0]!.options?.known).toBe(4);
  });

  it('ventures: one per rank, prerequisites checked, each refusal saying why', () => {
    let ship = applied(addCrewMember(gunship(), { name: 'Dash', proficiencyBonus: 3, deployment: 'Gunner', rank: 1 }));
    const id = ship.crew[0]!.id;
    expect(chooseVenture(ship, rules, id, 'Deadeye Gunner')).toMatchObject({ ok: false, reasons: ['Requires rank 3 (rank 1)'] });
    expect(chooseVenture(ship, rules, id, 'Ace Dogfighter')).toMatchObject({ ok: false, reasons: ['Requires 1 rank in pilot'] });
    expect(chooseVenture(ship, rules, id, 'Force-Guided Flight')).toMatchObject({ ok: true });
    ship = applied(chooseVenture(ship, rules, id, 'Steady Hands'));
    expect(chooseVenture(ship, rules, id, 'Multitasker')).toMatchObject({ ok: false, reasons: ['Dash has 1 venture to choose (one per deployment rank)'] });
    // A character reference with known powers: the casting prerequisite is judged.
    const sheet = computeStarship({ ...ship, crew: [{ ...ship.crew[0]!, ventures: ['Force-Guided Flight'] }] }, rules, { crewFacts: { [id]: { casting: { force: 0, tech: 3 } } } });
    expect(sheet.crew[0]!.ventures[0]).toMatchObject({ name: 'Force-Guided Flight', allowed: false });
    expect(sheet.problems.map((p) => p.reason)).toContain('Dash: Force-Guided Flight: Requires casting force powers');
  });

  it('limited deployment features are spent and come back after the rest they name', () => {
    // The Pilot's "Dependable Pilot" of the rulebook: uses equal to the ranks, regained after a long rest.
    const pilotRecord = { name: 'Pilot', features: [{ name: 'Dependable Pilot', content: 'Test record.', tier: 3 }] };
    const local = { ...rules, deployment: (name: string) => (name === 'Pilot' ? { record: pilotRecord as never, rules: rules.deployment('Pilot')!.rules, note: undefined } : rules.deployment(name)) };
    let ship = applied(addCrewMember(gunship(), { name: 'Han', proficiencyBonus: 3, deployment: 'Pilot', rank: 3 }));
    const id = ship.crew[0]!.id;
    for (let i = 0; i < 3; i++) ship = useCrewFeature(ship, local, id, 'Dependable Pilot').ship;
    expect(useCrewFeature(ship, local, id, 'Dependable Pilot').refused).toBe('Dependable Pilot has no uses left (they come back after a long rest)');
    expect(crewRest(ship, local, id, 'short').crew[0]!.featureUses).toEqual({ 'Dependable Pilot': 3 });
    expect(crewRest(ship, local, id, 'long').crew[0]!.featureUses).toEqual({});
  });
});
