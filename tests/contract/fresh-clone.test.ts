// A fresh clone's `npm test` loads every real-data suite: with ../shared hidden, the suites step aside with their one
// printed line instead of failing to load. The check itself (tests/support/fresh-clone.ts, which CI runs over every
// suite naming ../shared) is shown to catch a suite that reads the data while vitest collects it, and the two engine
// suites that did so are shown to load now.
import { describe, expect, it } from 'vitest';
import { collectWithoutShared } from '../support/fresh-clone.ts';

const FIXTURES = 'tests/contract/fixtures/collection';
const READS_WHILE_COLLECTED = `${FIXTURES}/reads-while-collected.fixture.ts`;
const READS_IN_A_HOOK = `${FIXTURES}/reads-in-a-hook.fixture.ts`;
const ENGINE_SUITES = ['core/engine/encounters/real-data.test.ts', 'core/engine/starships/real-data.test.ts'];

describe('loading the real-data suites without ../shared', () => {
  it('fails on a suite that reads the real data while collected, naming the file and the missing file', async () => {
    const result = await collectWithoutShared([READS_WHILE_COLLECTED, READS_IN_A_HOOK], { config: `${FIXTURES}/vitest.config.ts` });
    expect(result.code, result.output).not.toBe(0);
    expect(result.failed).toEqual([expect.stringContaining(READS_WHILE_COLLECTED)]);
    expect(result.output).toMatch(/ENOENT[^\n]*monster\.json/);
    // The suite written the right way stepped aside with its line.
    expect(result.stepAside.get(READS_IN_A_HOOK)).toEqual([expect.stringMatching(/^\[realdata\] .* not found: skipping "fixture: reads in a hook"/)]);
  });

  it('loads the encounter and starship engine suites, each stepping aside with its one line', async () => {
    const result = await collectWithoutShared(ENGINE_SUITES);
    expect(result.code, result.output).toBe(0);
    expect(result.failed).toEqual([]);
    expect(result.silent).toEqual([]);
    expect(result.stepAside.get(ENGINE_SUITES[0]!)).toEqual([expect.stringContaining('skipping "encounter engine on the real monsters"')]);
    expect(result.stepAside.get(ENGINE_SUITES[1]!)).toEqual([expect.stringContaining('skipping "starship engine on real data"')]);
    // Loaded, not run: every test of the two files was left out.
    expect(result.output).toMatch(/Test Files\s+2 skipped \(2\)/);
  });
});
