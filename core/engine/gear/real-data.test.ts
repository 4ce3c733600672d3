// The gear engine on the real rules data (read at test time): every covered weapon, armor, shield and score item
// applied on a probe character while equipped (and attuned when required), and not otherwise; attunement slots by
// level; chassis slots and rarity ceilings; cybernetic side effects by count; the 16 real characters' figures unchanged.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRealData, REALDATA_API, REALDATA_CHARACTERS } from '../../../tests/support/realdata.ts';
import { importCharacter } from '../character/import-character.ts';
import type { CharacterEquipment, RawCharacter } from '../character/types.ts';
import { computeCharacter, type ComputedCharacter } from '../compute/compute-character.ts';
import { loadRulesDir } from '../node/load-rules.ts';
import { indexRules, type IndexedRules } from '../rules/index-rules.ts';
import type { RulesData } from '../rules/types.ts';
import { installAugmentation, installDroidCustomization, installModification, removeModification } from './install.ts';
import { RARITIES } from './gear-rules.ts';

const enhanced = (name: string, extra: Partial<CharacterEquipment> = {}): CharacterEquipment => ({ name, quantity: 1, category: 'EnhancedItem', equipped: true, ...extra });

describe.runIf(hasRealData('gear engine real data'))('gear on the real data', () => {
  let data: RulesData;
  let rules: IndexedRules;
  let probe: RawCharacter;
  const sheet = (equipment: CharacterEquipment[], patch: Partial<RawCharacter> = {}): ComputedCharacter => computeCharacter({ ...probe, ...patch, equipment }, rules);
  const weaponNamed = (s: ComputedCharacter, name: string) => s.weapons.find((w) => w.name === name);

  beforeAll(() => {
    data = loadRulesDir(REALDATA_API);
    rules = indexRules(data);
    // A plain operative of level 1 (Han Solo's export) with nothing carried, scores 10 to 15.
    probe = { ...importCharacter(readFileSync(join(REALDATA_CHARACTERS, 'site-hanSolo.json'), 'utf8')), equipment: [], customEquipment: [], tweaks: {} };
    probe.baseAbilityScores = { Strength: 12, Dexterity: 14, Constitution: 13, Intelligence: 10, Wisdom: 11, Charisma: 15 };
  });

  /** A base weapon for an enhanced weapon: the one its subtype names, else a blaster, vibroweapon or lightweapon by its words. */
  function baseFor(subtype: string): string {
    if (rules.equipment.get(subtype)?.equipmentCategory === 'Weapon') return rules.equipment.get(subtype)!.name;
    if (/vibro/i.test(subtype)) return 'Vibrodagger';
    if (/light|saber/i.test(subtype)) return 'Brightsaber';
    return 'Blaster pistol';
  }

  it('every weapon with an attack or damage bonus adds it to the base weapon while equipped and attuned, and only then', () => {
    let checked = 0;
    for (const item of data.enhancedItems.filter((i) => i.type === 'Weapon')) {
      const bonus = rules.gearMechanics.find(item.name)?.effects.find((e) => e.kind === 'weaponBonus');
      if (bonus?.kind !== 'weaponBonus') continue;
      const base = baseFor(item.subtype ?? '');
      const plain = weaponNamed(sheet([{ name: base, quantity: 1, category: 'Equipment', equipped: true }]), base)!;
      const name = `${item.name} (${base})`;
      const used = weaponNamed(sheet([enhanced(item.name, { baseItem: base, attuned: true })]), name);
      expect(used, name).toBeDefined();
      expect([used!.attackBonus, used!.damageBonus], name).toEqual([plain.attackBonus + (bonus.attack ?? 0), plain.damageBonus + (bonus.damage ?? 0)]);
      if (bonus.extraDice) expect(used!.extraDamageDice).toEqual([bonus.extraDice]);
      // Carried but not attuned (when it asks for attunement): the plain weapon's figures.
      if (item.requiresAttunement) {
        const unattuned = weaponNamed(sheet([enhanced(item.name, { baseItem: base })]), name)!;
        expect([unattuned.attackBonus, unattuned.damageBonus], name).toEqual([plain.attackBonus, plain.damageBonus]);
      }
      expect(weaponNamed(sheet([enhanced(item.name, { baseItem: base, attuned: true, equipped: false })]), name), name).toBeUndefined();
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('every armor and shield with an AC bonus adds it over its base item while worn (and attuned when required)', () => {
    let checked = 0;
    const plainAc = (base: string) => sheet([{ name: base, quantity: 1, category: 'Equipment', equipped: true }]).armorClass;
    for (const item of data.enhancedItems.filter((i) => i.type === 'Armor' || i.type === 'Shield')) {
      const bonus = rules.gearMechanics.find(item.name)?.effects.find((e) => e.kind === 'acBonus');
      if (bonus?.kind !== 'acBonus') continue;
      const base = item.type === 'Shield' ? 'Medium physical shield' : 'Combat suit';
      expect(sheet([enhanced(item.name, { baseItem: base, attuned: true })]).armorClass, item.name).toBe(plainAc(base) + bonus.value);
      expect(sheet([enhanced(item.name, { baseItem: base, attuned: true, equipped: false })]).armorClass, item.name).toBe(sheet([]).armorClass);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(10);
    // Armor (Fine) on a combat suit: the combined item, its base's AC plus one.
    const fine = sheet([enhanced('Armor (Fine)', { baseItem: 'Combat suit' })]);
    expect(fine.gear?.items[0]).toMatchObject({ displayName: 'Armor (Fine) (Combat suit)', active: true, effects: ['+1 to AC'] });
  });

  it('every item that sets or raises a score, and every resistance item, applies on the probe', () => {
    let checked = 0;
    for (const item of data.enhancedItems) {
      const entry = rules.gearMechanics.find(item.name);
      if (!entry || ['ItemModification', 'Consumable'].includes(item.type)) continue;
      for (const effect of entry.effects) {
        const worn = sheet([enhanced(item.name, { attuned: true })]);
        if (effect.kind === 'abilitySet') expect(worn.abilityScores[effect.ability].value, item.name).toBe(Math.max(effect.value, probe.baseAbilityScores[effect.ability] as number));
        else if (effect.kind === 'abilityIncrease') {
          const plain = sheet([]).abilityScores[effect.ability].value;
          const cap = (effect.maximum ?? 20) + (effect.maximumIncrease ?? 0);
          expect(worn.abilityScores[effect.ability].value, item.name).toBe(effect.value > 0 ? Math.max(plain, Math.min(plain + effect.value, cap)) : plain + effect.value);
        }
        else if (effect.kind === 'resistance') expect(worn.gear?.resistances, item.name).toEqual(expect.arrayContaining(effect.damage));
        else continue;
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
    const belt = sheet([enhanced('CNS Strength Enhancer', { attuned: true })]);
    expect(belt.abilityScores.Strength).toMatchObject({ value: 23, modifier: 6 });
    expect(sheet([enhanced('CNS Strength Enhancer')]).abilityScores.Strength.value).toBe(12);
  });

  it('attunement: the proficiency bonus at levels 1, 5, 11 and 17, plus Investigative Attunement; cost by rarity; over the limit is said', () => {
    const atLevel = (levels: number, patch: Partial<RawCharacter> = {}) => sheet([], { classes: [{ ...probe.classes[0]!, levels }], ...patch }).attunement.maximum;
    expect([1, 5, 11, 17].map((level) => atLevel(level))).toEqual([2, 3, 4, 6]);
    expect(atLevel(1, { customFeats: ['Investigative Attunement'] })).toBe(3);
    const worn = sheet([enhanced('CNS Strength Enhancer', { attuned: true }), enhanced("Mandalorian Beskar'gam", { baseItem: 'Combat suit', attuned: true })]);
    expect(worn.attunement.items.map((i) => i.cost)).toEqual([2, 1]);
    expect(worn.attunement.current).toBe(3);
    expect(worn.attunement.overLimit).toMatch(/3 slots, over the maximum of 2/);
    // A chassis asks for attunement only once something is installed in it.
    expect(sheet([enhanced('Blaster Chassis (Prototype)', { baseItem: 'Blaster pistol', attuned: true })]).attunement.current).toBe(0);
  });

  it('chassis: four modification slots and augment slots by rarity; installing keeps the subtype, the rarity ceiling and the free slots', () => {
    for (const rarity of RARITIES) {
      const s = sheet([enhanced(`Blaster Chassis (${rarity})`, { baseItem: 'Blaster pistol' })]);
      expect(s.gear?.items[0]?.chassis, rarity).toMatchObject({ accepts: 'blaster', modificationSlots: 4, augmentSlots: { Standard: 0, Premium: 0, Prototype: 1, Advanced: 1, Legendary: 2, Artifact: 2 }[rarity] });
    }
    const start = { ...probe, equipment: [enhanced('Blaster Chassis (Prototype)', { baseItem: 'Blaster pistol', attuned: true })] };
    const wrongKind = installModification(start, rules, 0, 'Absorbing Amplifier Mk I');
    expect(wrongKind).toEqual({ ok: false, error: expect.stringMatching(/is a wristpad modification; Blaster Chassis \(Prototype\) takes blaster modifications/) });
    const tooRare = installModification(start, rules, 0, 'Accuracy Focus Mk IV');
    expect(rules.enhancedItems.get('Accuracy Focus Mk IV')?.rarityOptions).toEqual(['Advanced']);
    expect(tooRare.ok ? '' : tooRare.error).toMatch(/a prototype chassis houses modifications of its own rarity or lower/);
    expect(installModification(start, rules, 0, 'No Such Part')).toEqual({ ok: false, error: expect.stringMatching(/Unknown item "No Such Part"/) });
    const accuracy = installModification(start, rules, 0, 'Accuracy Focus Mk II');
    expect(accuracy).toMatchObject({ ok: true, check: { tool: "Armstech's implements", dc: 14 } });
    if (!accuracy.ok) return;
    const plain = weaponNamed(sheet([{ name: 'Blaster pistol', quantity: 1, category: 'Equipment', equipped: true }]), 'Blaster pistol')!;
    const modded = weaponNamed(computeCharacter(accuracy.character, rules), 'Blaster Chassis (Prototype) (Blaster pistol)')!;
    expect(modded.attackBonus).toBe(plain.attackBonus + 1);
    expect(computeCharacter(accuracy.character, rules).attunement.current).toBe(1);
    // Fill the four base slots with standard and premium blaster modifications, then a fifth is refused.
    const blasterMods = data.enhancedItems.filter((i) => i.type === 'ItemModification' && i.subtype === 'blaster' && ['Standard', 'Premium'].includes(i.rarityOptions[0]!)).map((i) => i.name);
    let character = accuracy.character;
    for (const name of blasterMods.filter((n) => n !== 'Accuracy Focus Mk II').slice(0, 3)) {
      const step = installModification(character, rules, 0, name);
      expect(step.ok, name).toBe(true);
      if (step.ok) character = step.character;
    }
    const full = installModification(character, rules, 0, blasterMods.find((n) => !character.equipment[0]!.modifications!.includes(n))!);
    expect(full).toEqual({ ok: false, error: expect.stringMatching(/all 4 modification slots taken \(a chassis has four base slots\)/) });
    const augment = installModification(character, rules, 0, 'Strength Augment (Basic)');
    expect(augment.ok).toBe(true);
    if (!augment.ok) return;
    expect(installModification(augment.character, rules, 0, 'Dexterity Augment (Basic)')).toEqual({ ok: false, error: expect.stringMatching(/all 1 augment slot taken/) });
    expect(computeCharacter(augment.character, rules).abilityScores.Strength.value).toBe(13);
    const removed = removeModification(augment.character, rules, 0, 'Strength Augment (Basic)');
    expect(removed.ok && removed.character.equipment[0]!.modifications).toHaveLength(4);
  });

  it('cybernetic augmentations: prerequisites checked, a body supports its proficiency bonus, side effects by count', () => {
    const weak = { ...probe, baseAbilityScores: { ...probe.baseAbilityScores, Constitution: 12 } };
    expect(installAugmentation(weak, rules, 'Active Camouflage Core')).toEqual({ ok: false, error: '"Active Camouflage Core" requires Constitution 13; the character has 12.' });
    // Stored without the check (an older file, a score lowered since): the sheet names the rule broken.
    expect(computeCharacter({ ...weak, equipment: [enhanced('Active Camouflage Core')] }, rules).gear?.problems).toEqual(['Active Camouflage Core requires Constitution 13; the character has 12.']);
    const first = installAugmentation(probe, rules, 'Active Camouflage Core');
    expect(first).toMatchObject({ ok: true, check: { tool: "Biotech's implements", dc: 22 } });
    const augmentations = data.enhancedItems.filter((i) => i.type === 'CyberneticAugmentation' && !i.prerequisite?.trim()).map((i) => i.name);
    const sideEffects: number[] = [];
    const vulnerable: boolean[] = [];
    for (let count = 0; count <= 6; count++) {
      const s = sheet(augmentations.slice(0, count).map((name) => enhanced(name)), { classes: [{ ...probe.classes[0]!, levels: 17 }] });
      sideEffects.push(s.gear?.cybernetics.sideEffects.length ?? 0);
      vulnerable.push(s.gear?.vulnerabilities.includes('Ion') ?? false);
    }
    expect(sideEffects).toEqual([0, 0, 1, 1, 2, 2, 3]);
    expect(vulnerable).toEqual([false, false, false, false, true, true, true]);
    // A level 1 body (proficiency bonus 2) takes a third one no more.
    let character: RawCharacter = probe;
    for (const name of augmentations.slice(0, 2)) {
      const step = installAugmentation(character, rules, name);
      if (step.ok) character = step.character;
    }
    expect(installAugmentation(character, rules, augmentations[2]!)).toEqual({ ok: false, error: expect.stringMatching(/2 augmentations are installed already: a body supports as many as its proficiency bonus \(2\)/) });
    expect(installDroidCustomization(probe, rules, 'Analysis Protocol')).toEqual({ ok: false, error: expect.stringMatching(/Only droids can take droid customizations/) });
    const droid = { ...probe, species: { ...probe.species, name: 'Droid, Class II' } };
    expect(installDroidCustomization(droid, rules, 'Analysis Protocol')).toEqual({ ok: false, error: expect.stringMatching(/requires a Class I droid; the character is Droid, Class II/) });
  });

  it("the 16 real characters' figures are the same with and without the gear catalogue (their gear is plain or not in use)", () => {
    const without = indexRules({ ...data, gearMechanics: [] });
    const files = readdirSync(REALDATA_CHARACTERS).filter((f) => f.endsWith('.json') && f !== 'INDEX.json');
    expect(files).toHaveLength(16);
    for (const file of files) {
      const character = importCharacter(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8'));
      const { gear: _with, ...withGear } = computeCharacter(character, rules);
      const { gear: _without, ...plain } = computeCharacter(character, without);
      expect(withGear, file).toEqual(plain);
    }
  });
});
