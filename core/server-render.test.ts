// JSON embedded in a page's <script> element cannot end the element, and parses back to the same value.
import { describe, expect, it } from 'vitest';
import { canonicalPattern } from './resources.ts';
import { ROUTES } from './routes.ts';
import { scriptJson } from './server-render.ts';

describe('scriptJson', () => {
  it('escapes what could close the element or start a comment, and round-trips', () => {
    const value = { text: '</script><script>alert(1)</script> <!-- x --> \u2028\u2029' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<\/?script|<!--/i);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('canonicalPattern', () => {
  it('names the section page of a record the handbook shows too, and leaves other pages alone', () => {
    expect(canonicalPattern(ROUTES.phbSpeciesItem.pattern)).toBe(ROUTES.speciesItem.pattern);
    expect(canonicalPattern(ROUTES.phbClass.pattern)).toBe(ROUTES.class.pattern);
    expect(canonicalPattern(ROUTES.sotgDeployment.pattern)).toBe(ROUTES.deployment.pattern);
    expect(canonicalPattern(ROUTES.speciesItem.pattern)).toBe(ROUTES.speciesItem.pattern);
    expect(canonicalPattern(ROUTES.phbSpecies.pattern)).toBe(ROUTES.phbSpecies.pattern);
    expect(canonicalPattern(ROUTES.monster.pattern)).toBe(ROUTES.monster.pattern);
  });
});
