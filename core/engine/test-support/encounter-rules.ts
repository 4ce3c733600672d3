// The bundled encounter rules catalogue, indexed, for the encounter engine's tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexEncounterRules, type EncounterRuleInput, type EncounterRules } from '../encounters/rules.ts';

export const BUNDLED_ENCOUNTER_RULES_FILE = join(import.meta.dirname, '../../../seed/data/encounterRules.json');

export const ENCOUNTER_RULES: EncounterRules = indexEncounterRules(JSON.parse(readFileSync(BUNDLED_ENCOUNTER_RULES_FILE, 'utf8')) as EncounterRuleInput[]);
