// A character using a homebrew pack: the pack's species and feat compute like official ones, the character keeps
// the last known values of what it uses, computes the same when the pack is gone (naming it), and takes the pack's
// current values when it is back.
import { describe, expect, it } from 'vitest';
import { createCharacter } from './default-character.ts';
import { characterRules, homebrewSnapshot, setPackEnabled, withHomebrewSnapshot } from './character-homebrew.ts';
import { computeCharacter } from '../compute/compute-character.ts';
import { loadHomebrewFolder } from '../node/load-homebrew.ts';
import { BUNDLED_RULES_DIR, loadRulesDir } from '../node/load-rules.ts';
import { indexRules } from '../rules/index-rules.ts';
import type { HomebrewPack } from '../../homebrew/pack.ts';
import type { RawCharacter } from './types.ts';

const PACK_FOLDER = new URL('../../../seed/homebrew/dune-sea-drifters', import.meta.url).pathname;
const official = loadRulesDir(BUNDLED_RULES_DIR);
const pack = loadHomebrewFolder(PACK_FOLDER);
const ref = { id: 'pack-1', name: pack.name, via: 'own' as const };

const base = (): RawCharacter =>
  setPackEnabled(
    {
      ...createCharacter(),
      name: 'Sera Vos',
      species: { name: 'Kessari', abilityScoreImprovementSelectedOption: 0, abilityScoreImprovement: {} },
      background: { name: 'Agent', feature: '' },
      baseAbilityScores: { Strength: 15, Dexterity: 14, Constitution: 13, Intelligence: 8, Wisdom: 12, Charisma: 10 },
      classes: [{ name: 'Berserker', levels: 4, hitPoints: [7, 7, 7], abilityScoreImprovements: [{ type: 'Feat', name: 'Dune Runner' }] }],
    },
    ref,
    true,
  );

const sheetOf = (character: RawCharacter, packs: { id: string; pack: HomebrewPack }[]) => {
  const made = characterRules(official, character, packs);
  return { made, sheet: computeCharacter(character, indexRules(made.data)) };
};

describe('a character with homebrew', () => {
  it('computes with its enabled pack and records the entries it uses', () => {
    const character = base();
    const { made, sheet } = sheetOf(character, [{ id: 'pack-1', pack }]);
    expect(made.missingPacks).toEqual([]);
    // 14 + 2 (species) + 1 (the feat's half increase) = 17; speed 35 from the species' Speed trait.
    expect(sheet.abilityScores.Dexterity.value).toBe(17);
    expect(sheet.speed.base).toBe(35);
    expect(sheet.features).toMatchObject({ resistances: ['Fire'] });
    const snapshot = homebrewSnapshot(character, made.data);
    expect(snapshot.map((e) => [e.type, e.record.name, e.pack, e.packId])).toEqual([
      ['species', 'Kessari', pack.name, 'pack-1'],
      ['feat', 'Dune Runner', pack.name, 'pack-1'],
    ]);
    expect(snapshot[0]!.mechanics?.[0]).toMatchObject({ sourceName: 'Kessari' });
    expect(snapshot[0]!.record).not.toHaveProperty('homebrewPack');
  });

  it('keeps the last known values when the pack is gone, says which, and takes the current ones when it is back', () => {
    const first = sheetOf(base(), [{ id: 'pack-1', pack }]);
    const kept = withHomebrewSnapshot(base(), first.made.data);
    const gone = sheetOf(kept, []);
    expect(gone.made.missingPacks).toEqual([pack.name]);
    expect(gone.sheet.abilityScores.Dexterity.value).toBe(17);
    expect(gone.sheet.speed.base).toBe(35);
    expect(gone.sheet.features).toMatchObject({ resistances: ['Fire'] });
    expect(gone.sheet.warnings).toEqual(first.sheet.warnings);
    // Still the same snapshot while the pack is away: nothing is lost.
    expect(withHomebrewSnapshot(kept, gone.made.data)).toBe(kept);
    // Disabled rather than deleted: the same.
    const disabled = setPackEnabled(kept, ref, false);
    expect(sheetOf(disabled, [{ id: 'pack-1', pack }]).sheet.speed.base).toBe(35);

    // The pack back with a faster Kessari: its current values win over the snapshot.
    const faster: HomebrewPack = {
      ...pack,
      entries: pack.entries.map((e) =>
        e.record.name === 'Kessari' ? { ...e, record: { ...e.record, traits: (e.record.traits as { name: string; description: string }[]).map((t) => (t.name === 'Speed' ? { ...t, description: 'A Kessari runs 40 feet each turn.' } : t)) } } : e,
      ),
    };
    const back = sheetOf(kept, [{ id: "pack-1", pack: faster }]);
    expect(back.made.missingPacks).toEqual([]);
    expect(back.sheet.speed.base).toBe(40);
  });

  it('leaves out an entry named like an official record, saying so', () => {
    const clash: HomebrewPack = { ...pack, entries: [{ ...pack.entries[0]!, record: { ...pack.entries[0]!.record, name: 'Human' } }] };
    const made = characterRules(official, base(), [{ id: 'pack-1', pack: clash }]);
    expect(made.clashes[0]).toMatch(/"Human" \(species\) of pack .* is already a name in the official data/);
    expect(made.data.species.filter((s) => s.name === 'Human')).toHaveLength(1);
  });
});
