// The My Starships list's own rules: the summary line and an import that names what is wrong with its text.
import { describe, expect, it } from 'vitest';
import { newStarship } from '../../../../../../core/engine/starships/ship-document.ts';
import { importStarshipText, isLoadableStarshipText, StarshipImportError, starshipSummary } from './starship-list.ts';

describe('My Starships', () => {
  it('summarises a ship by size, role and tier', () => {
    expect(starshipSummary({ size: 'Medium', role: 'Freighter', tier: 2 })).toBe('Medium Freighter, tier 2');
    expect(starshipSummary({ size: 'Tiny', role: null, tier: 0 })).toBe('Tiny ship, tier 0: no role chosen');
  });

  it('imports an exported ship as a new one: the cloud id and owner are dropped, defaults filled in', () => {
    const text = JSON.stringify({ ...newStarship({ name: 'Ebon Hawk', size: 'Small' }), id: 'cloud-9', userId: 'someone', localId: 'temp-ebonhawk' });
    const ship = importStarshipText(text);
    expect(ship).toMatchObject({ name: 'Ebon Hawk', size: 'Small', localId: 'temp-ebonhawk', weapons: [] });
    expect(ship).not.toHaveProperty('id');
    expect(ship).not.toHaveProperty('userId');
  });

  it('names what is wrong with text that is no starship', () => {
    const problem = (text: string) => {
      try {
        importStarshipText(text);
      } catch (error) {
        expect(error).toBeInstanceOf(StarshipImportError);
        return (error as Error).message;
      }
      throw new Error('imported');
    };
    expect(problem('{"name":')).toMatch(/^This is not JSON: /);
    expect(problem('[1]')).toBe('This is not a starship: a starship file holds one JSON object.');
    expect(problem('{"name":"Kira","classes":[],"species":{"name":"Human"}}')).toBe('This is a character, not a starship: import it on My Characters.');
    expect(problem(JSON.stringify({ ...newStarship(), size: 'Colossal' }))).toMatch(/^This is not a starship: size: /);
    expect(problem(JSON.stringify({ ...newStarship(), schemaVersion: 7 }))).toMatch(/newer version of the site \(format 7\)/);
  });

  it('offers Load only for a non-empty JSON object', () => {
    expect(isLoadableStarshipText('{}')).toBe(false);
    expect(isLoadableStarshipText('[1]')).toBe(false);
    expect(isLoadableStarshipText('{"size":"Medium"}')).toBe(true);
  });
});
