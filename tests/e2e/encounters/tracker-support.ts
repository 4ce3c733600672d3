// Helpers of the combat tracker's browser tests: a server with sign-in over the real data, a game master signed in
// with four real characters and an encounter of them against three monsters (saved through the API as the game
// master, as the encounter pages would), the numbers the rules engine computes for those characters, and screenshots.
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { characterNumbers, newEncounter, type CharacterNumbers, type EncounterDocument } from '../../../core/engine/encounters/index.ts';
import { generateSheet, importCharacter, totalLevel, validateCharacter, type RawCharacter } from '../../../core/engine/index.ts';
import type { ToolsRulesQuery } from '../../../web/src/gql/graphql.ts';
import { indexToolsRules } from '../../../web/src/pages/tools/rules/tools-rules-data.ts';
import { REALDATA_CHARACTERS, repoRoot } from '../../support/realdata.ts';
import { expect } from '../support/fixtures.ts';
import { captureToken, signIn } from '../tools/tools-support.ts';

/** Where the screenshots of this branch's pages are kept to be looked at. */
export const SHOTS = resolve(repoRoot, '../shots/encounter-tracker');

/** The monsters of the fight: the first resists kinetic damage (its record's own list). */
export const MONSTERS = ['Dark Side Spirit', 'B2 Series, B2-A', 'Hive Rat'] as const;
export const RESISTANT = 'Dark Side Spirit';

/** The first four real characters the rules engine can compute. */
export function realCharacters(): RawCharacter[] {
  const files = ['site-diskar.json', 'site-hanSolo.json', 'site-yunedshala.json', 'site-torakStaans_3.json', 'site-senya.json'];
  return files
    .map((file) => importCharacter(readFileSync(join(REALDATA_CHARACTERS, file), 'utf8')))
    .filter((character) => validateCharacter(character).code === 0)
    .slice(0, 4);
}

async function graphql<T>(page: Page, url: string, token: string | undefined, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post(`${url}/graphql`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** What the rules engine computes for each character, from the server's own rules data. */
export async function expectedNumbers(page: Page, url: string, characters: readonly RawCharacter[]): Promise<Map<string, CharacterNumbers>> {
  const query = readFileSync(resolve(repoRoot, 'web/src/pages/tools/rules/ToolsRules.graphql'), 'utf8');
  const rules = indexToolsRules(await graphql<ToolsRulesQuery>(page, url, undefined, query));
  return new Map(characters.map((c) => [c.name, characterNumbers(generateSheet(c, rules).sheet!)]));
}

export interface PreparedFight {
  encounterId: string;
  encounter: EncounterDocument;
  characters: RawCharacter[];
}

/**
 * Signs the page in as a new game master, stores the four characters in their cloud (My Characters) and an encounter
 * whose party is those characters and whose monsters are MONSTERS, one of each.
 */
export async function prepareFight(page: Page, url: string, gameMaster: string): Promise<PreparedFight> {
  const token = captureToken(page);
  await page.goto(`${url}/tools/mycharacters`);
  await signIn(page, gameMaster);
  await expect.poll(token, { timeout: 20_000 }).toBeTruthy();
  const characters = realCharacters();
  const saved = await graphql<{ saveCharacters: { id: string; jsonData: string }[] }>(
    page,
    url,
    token(),
    'mutation ($inputs: [CharacterInput!]!) { saveCharacters(inputs: $inputs) { id jsonData } }',
    { inputs: characters.map((c) => ({ jsonData: JSON.stringify(c) })) },
  );
  const encounter: EncounterDocument = {
    ...newEncounter('Ambush in the Dune Sea'),
    party: {
      groups: [],
      characters: saved.saveCharacters.map((c, i) => ({ id: `p${i + 1}`, name: characters[i]!.name, level: Math.min(20, Math.max(1, totalLevel(characters[i]!))), source: 'local' as const, ref: c.id })),
    },
    monsters: MONSTERS.map((name) => ({ name, count: 1, locked: false })),
  };
  const made = await graphql<{ saveEncounter: { id: string } }>(page, url, token(), 'mutation ($input: EncounterInput!) { saveEncounter(input: $input) { id } }', {
    input: { jsonData: JSON.stringify(encounter) },
  });
  return { encounterId: made.saveEncounter.id, encounter, characters };
}

/** A screenshot (the viewport, or the whole page), kept for looking at. */
export async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}
