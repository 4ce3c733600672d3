// The multiclassing prerequisites over GraphQL, as the sheet's level up reads them (the ToolsRules query): every
// bundled row exactly as stored, narrowed by class name; the level-up engine checks a new class the same from the
// answer as from the file. Over HTTP against the real server on the bundled data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexPrerequisites, unmetMulticlassMinimums } from '../../core/engine/levelup/index.ts';
import { loadRulesDir } from '../../core/engine/node/load-rules.ts';
import { indexRules } from '../../core/engine/rules/index-rules.ts';
import { blankCharacter } from '../../core/engine/character/default-character.ts';
import type { MulticlassPrerequisiteRecord } from '../../core/schemas/index.ts';
import { SEED_DIR, seedRecords } from '../support/seed-data.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

const QUERY = '{ multiclassPrerequisites { className requirements { anyOf minimum } } }';

describe('multiclassPrerequisites over GraphQL', () => {
  it('serves every bundled row as stored, and the engine reads the answer as it reads the file', async () => {
    const res = await server.graphql<{ multiclassPrerequisites: MulticlassPrerequisiteRecord[] }>(QUERY);
    expect(res.body.errors).toBeUndefined();
    const bundled = seedRecords<MulticlassPrerequisiteRecord>('multiclassPrerequisites');
    expect(res.body.data!.multiclassPrerequisites).toEqual(bundled);
    const rules = indexRules(loadRulesDir(SEED_DIR));
    const fighter = { ...blankCharacter(), name: 'Probe', classes: [{ name: 'Fighter', levels: 1, hitPoints: [], abilityScoreImprovements: [] }] };
    const fromServed = unmetMulticlassMinimums(fighter, { rules, prerequisites: indexPrerequisites(res.body.data!.multiclassPrerequisites) }, 'Scout');
    expect(fromServed).toEqual(unmetMulticlassMinimums(fighter, { rules, prerequisites: indexPrerequisites(bundled) }, 'Scout'));
    expect(fromServed.length).toBeGreaterThan(0);
  });

  it('narrows by class name in any case', async () => {
    const res = await server.graphql<{ multiclassPrerequisites: MulticlassPrerequisiteRecord[] }>('{ multiclassPrerequisites(className: "engineer") { className requirements { anyOf minimum } } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.multiclassPrerequisites).toEqual([{ className: 'Engineer', requirements: [{ anyOf: ['Intelligence'], minimum: 13 }] }]);
  });
});
