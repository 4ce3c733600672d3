// The notes of what a player applies by hand are written for the player: no word of the engine or its data (the
// catalogue, the bundled or loaded rules, what is "not stored yet"), and no feat still asks for the expertise the
// engine now applies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_RULES_DIR } from '../node/load-rules.ts';

const entries = JSON.parse(readFileSync(join(BUNDLED_RULES_DIR, 'featureMechanics.json'), 'utf8')) as { sourceName: string; name: string; reason?: string; effects?: { kind: string; expertiseIfProficient?: boolean }[] }[];

describe('applied-by-hand notes', () => {
  it("speak the player's words, never the engine's", () => {
    const jargon = /catalogue|bundled|loaded rules|\bengine\b|not stored( yet)?\b|applied (to|by) the sheet yet|vocabulary/i;
    expect(entries.filter((e) => e.reason && jargon.test(e.reason)).map((e) => `${e.sourceName} / ${e.name}: ${e.reason}`)).toEqual([]);
  });

  it('no note asks for the expertise a skill feat grants when already proficient: the sheet applies it', () => {
    expect(entries.filter((e) => /expertise instead when already proficient in the skill/i.test(e.reason ?? '')).map((e) => e.name)).toEqual([]);
    const brawny = entries.find((e) => e.name === 'Brawny')!;
    expect(brawny.effects?.some((e) => e.kind === 'proficiency' && e.expertiseIfProficient)).toBe(true);
  });
});
