// Matching the user's own characters on the results page, in the browser.
import { describe, expect, it } from 'vitest';
import { createCharacter, type RawCharacter } from '../../../../core/engine/index.ts';
import { matchCharacters } from './character-matches.ts';

function character(name: string, species: string, cls: string, archetype: string | undefined, notes = ''): RawCharacter {
  const c = createCharacter(0, () => 0.5);
  return {
    ...c,
    name,
    notes,
    species: { ...c.species, name: species },
    classes: [{ name: cls, levels: 3, hitPoints: [], abilityScoreImprovements: [], ...(archetype ? { archetype: { name: archetype } } : {}) } as RawCharacter['classes'][number]],
  };
}

const kara = character('Kara Venn', "Twi'lek", 'Operative', 'Saboteur Practice', 'Owes a debt to the Hutt cartel on Nar Shaddaa.');
const brask = character('Brask', 'Wookiee', 'Berserker', undefined);

describe('matchCharacters', () => {
  it('finds characters by name, species, class, archetype or notes, with where it matched', () => {
    expect(matchCharacters([kara, brask], 'kara').map((m) => [m.character.name, m.matchedField, m.detail])).toEqual([['Kara Venn', 'Name', 'Kara Venn']]);
    expect(matchCharacters([kara, brask], 'wookiee')[0]).toMatchObject({ matchedField: 'Species', detail: 'Wookiee' });
    expect(matchCharacters([kara, brask], 'twilek')[0]!.character).toBe(kara);
    expect(matchCharacters([kara, brask], 'saboteur')[0]).toMatchObject({ matchedField: 'Class', detail: 'Operative 3 (Saboteur Practice)' });
    expect(matchCharacters([kara, brask], 'hutt cartel')[0]).toMatchObject({ matchedField: 'Notes', detail: 'Owes a debt to the Hutt cartel on Nar Shaddaa.' });
  });

  it('needs every word somewhere, each as the start of a word', () => {
    expect(matchCharacters([kara, brask], 'kara operative').map((m) => m.character.name)).toEqual(['Kara Venn']);
    expect(matchCharacters([kara, brask], 'kara wookiee')).toEqual([]);
    expect(matchCharacters([kara, brask], 'berserk').map((m) => m.character.name)).toEqual(['Brask']);
    expect(matchCharacters([kara, brask], 'erserker')).toEqual([]);
    expect(matchCharacters([kara, brask], '  ')).toEqual([]);
  });
});
