import { describe, expect, it } from 'vitest';
import { CharacterImportError, importCharacter } from './import-character.ts';
import { characterImportProblem } from './import-problem.ts';

describe('why import text is not a character', () => {
  it('a truncated file is not valid JSON: it stops short', () => {
    const whole = JSON.stringify({ name: 'Kira Sol', classes: [{ name: 'Fighter', levels: 3 }] }, null, 2);
    expect(characterImportProblem(whole.slice(0, 40))).toBe('This is not valid JSON: it stops before the JSON is complete (the file may be cut short).');
  });
  it('a broken character inside says where it breaks', () => {
    expect(characterImportProblem('{\n  "name": "Kira",\n  "classes": [}\n}')).toBe('This is not valid JSON: it breaks at line 3, column 15 (} is not expected there).');
  });
  it('an object of unknown fields is refused, naming what was found, rather than imported empty', () => {
    const text = '{"foo": 1, "bar": 2}';
    expect(characterImportProblem(text)).toBe('None of the fields found (foo, bar) belongs to a character, so nothing would be imported: is this the right file?');
    expect(() => importCharacter(text)).toThrow(CharacterImportError);
    expect(() => importCharacter(text)).toThrow(/foo, bar/);
  });
  it('a character, even a small one, has no problem', () => {
    expect(characterImportProblem('{"name":"Kira Sol"}')).toBeUndefined();
    expect(characterImportProblem('')).toBeUndefined();
  });
});
