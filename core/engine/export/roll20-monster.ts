// Monster export to the Roll20 character format: an NPC of the SW5e sheet 2.4, in the same file as a character's
// (roll20.ts: the file's frame, the sheet's attribute names, the failure text), schema_version 2, 3 legendary
// actions, every attribute and repeating row keyed by a '-M' + 18 character id. The monster page downloads it.
import type { MonsterRecord } from '../../schemas/index.ts';
import { MONSTER_ABILITIES } from '../../text/monster-abilities.ts';
import { monsterTypeLine } from '../../text/monster-kind.ts';
import { roll20File, ROLL20_SHEET_VERSION, sheetName, withExportFailure, type Roll20Attribute, type Roll20Character } from './roll20.ts';
import { makeRowId } from './row-id.ts';

/** A record's fields as GraphQL answers them: an optional field comes as null. */
type AsQueried<T> = { [K in keyof T]: undefined extends T[K] ? T[K] | null : T[K] };

/** Shown before the error's name and message when an export fails. */
export const MONSTER_EXPORT_FAILED = 'Error exporting character. Please report to #website-bug-reports in the chat service.';
/** Legendary creatures take three legendary actions per round. */
export const LEGENDARY_ACTIONS_PER_ROUND = 3;

type Behavior = AsQueried<Pick<
  MonsterRecord['behaviors'][number],
  'name' | 'monsterBehaviorType' | 'description' | 'restrictions' | 'attackType' | 'attackBonus' | 'range' | 'numberOfTargets' | 'damageRoll' | 'damageType'
>>;

/** The monster fields the export reads (the detail page's query selects them all). */
export type ExportableMonster = AsQueried<Pick<
  MonsterRecord,
  | 'name'
  | 'size'
  | 'types'
  | 'alignment'
  | 'armorClass'
  | 'armorType'
  | 'hitPoints'
  | 'hitPointRoll'
  | 'speeds'
  | 'strength'
  | 'strengthModifier'
  | 'dexterity'
  | 'dexterityModifier'
  | 'constitution'
  | 'constitutionModifier'
  | 'intelligence'
  | 'intelligenceModifier'
  | 'wisdom'
  | 'wisdomModifier'
  | 'charisma'
  | 'charismaModifier'
  | 'savingThrows'
  | 'skills'
  | 'damageVulnerabilities'
  | 'damageVulnerabilitiesOther'
  | 'damageResistances'
  | 'damageResistancesOther'
  | 'damageImmunities'
  | 'damageImmunitiesOther'
  | 'conditionImmunities'
  | 'conditionImmunitiesOther'
  | 'senses'
  | 'languages'
  | 'challengeRating'
  | 'experiencePoints'
>> & { behaviors: Behavior[]; imageUrls?: string[] | null };

export class MonsterExportError extends Error {
  override name = 'MonsterExportError';
}

/** '{name}_roll20.json', with characters that file systems refuse replaced. */
export function monsterFileName(name: string): string {
  const safe = name.trim().replace(/[\\/:*?"<>|]+/g, '-') || 'monster';
  return `${safe}_roll20.json`;
}

/** 'Str +15' / 'Perception +8' -> ['str', 15]; undefined when the entry has no trailing signed number. */
export function parseBonus(entry: string): [string, number] | undefined {
  const match = /^(.*?)\s*([+-−]\s*\d+)\s*$/.exec(entry.trim());
  if (!match) return undefined;
  return [match[1].trim().toLowerCase(), Number(match[2].replace(/\s|−/g, (c) => (c === '−' ? '-' : '')))];
}

const joinWithOther = (list: readonly string[] | null | undefined, other: readonly string[] | null | undefined) =>
  [...(list ?? []), ...(other ?? [])].filter(Boolean).join(', ');

function buildAttributes(monster: ExportableMonster, rowId: () => string): Roll20Attribute[] {
  const attribs: Roll20Attribute[] = [];
  const set = (name: string, current: string | number, max: string | number = '') => attribs.push({ name, current, max, id: rowId() });
  const row = (section: string, fields: Record<string, string | number>) => {
    const id = rowId();
    for (const [field, value] of Object.entries(fields)) set(`repeating_${section}_${id}_${field}`, value);
  };

  set('version', ROLL20_SHEET_VERSION);
  set('npc', '1');
  set('npc_name', monster.name);
  set('npc_type', monsterTypeLine(monster));
  set('npc_ac', monster.armorClass);
  set('npc_actype', monster.armorType ?? '');
  set('hp', monster.hitPoints, monster.hitPoints);
  set('npc_hpformula', monster.hitPointRoll ?? '');
  set('npc_speed', monster.speeds ?? '');
  for (const { key: ability } of MONSTER_ABILITIES) {
    set(ability, monster[ability]);
    set(`${ability}_base`, String(monster[ability]));
    set(`${ability}_mod`, monster[`${ability}Modifier`]);
  }
  const saves = (monster.savingThrows ?? []).map(parseBonus).filter((s): s is [string, number] => Boolean(s));
  for (const [ability, bonus] of saves) {
    const short = MONSTER_ABILITIES.find(({ key, abbr }) => ability === abbr || ability === key)?.abbr;
    if (short) set(`npc_${short}_save_base`, String(bonus));
  }
  set('npc_saving_flag', saves.length ? '1' : '');
  const skills = (monster.skills ?? []).map(parseBonus).filter((s): s is [string, number] => Boolean(s));
  for (const [skill, bonus] of skills) set(`npc_${sheetName(skill)}_base`, String(bonus));
  set('npc_skills_flag', skills.length ? '1' : '');
  set('npc_vulnerabilities', joinWithOther(monster.damageVulnerabilities, monster.damageVulnerabilitiesOther));
  set('npc_resistances', joinWithOther(monster.damageResistances, monster.damageResistancesOther));
  set('npc_immunities', joinWithOther(monster.damageImmunities, monster.damageImmunitiesOther));
  set('npc_condition_immunities', joinWithOther(monster.conditionImmunities, monster.conditionImmunitiesOther));
  set('npc_senses', (monster.senses ?? []).join(', '));
  set('npc_languages', (monster.languages ?? []).join(', '));
  set('npc_challenge', monster.challengeRating);
  set('npc_xp', monster.experiencePoints);

  const titled = (b: Behavior) => (b.restrictions ? `${b.name} (${b.restrictions})` : b.name);
  const description = (b: Behavior) => (b.description ?? '').trim();
  const legendary = monster.behaviors.filter((b) => b.monsterBehaviorType === 'Legendary');
  set('npc_legendary_actions', String(LEGENDARY_ACTIONS_PER_ROUND));
  set('npc_legendary_actions_flag', legendary.length ? '1' : '0');
  for (const behavior of monster.behaviors) {
    switch (behavior.monsterBehaviorType) {
      case 'Trait':
        row('npctrait', { name: titled(behavior), description: description(behavior) });
        break;
      case 'Reaction':
        row('npcreaction', { name: titled(behavior), description: description(behavior) });
        break;
      case 'Legendary':
        row('npcaction-l', { name: titled(behavior), description: description(behavior) });
        break;
      case 'Action': {
        const attack = behavior.attackType && behavior.attackType !== 'None';
        row('npcaction', {
          name: titled(behavior),
          description: description(behavior),
          attack_flag: attack ? 'on' : '0',
          attack_type: attack ? (behavior.attackType!.startsWith('Melee') ? 'Melee' : 'Ranged') : '',
          attack_tohit: attack ? (behavior.attackBonus ?? 0) : '',
          attack_range: behavior.range ?? '',
          attack_target: behavior.numberOfTargets ?? '',
          attack_damage: behavior.damageRoll ?? '',
          attack_damagetype: behavior.damageType && !/^(unknown|none)$/i.test(behavior.damageType) ? behavior.damageType.toLowerCase() : '',
        });
        break;
      }
      default:
        row('npctrait', { name: titled(behavior), description: description(behavior) });
    }
  }
  return attribs;
}

/** The Roll20 file; a failure is raised with MONSTER_EXPORT_FAILED followed by the error's name and message. */
export function toRoll20Monster(monster: ExportableMonster, rowId: () => string = () => makeRowId()): Roll20Character {
  return withExportFailure(MONSTER_EXPORT_FAILED, MonsterExportError, () =>
    roll20File({ name: monster.name, avatar: monster.imageUrls?.[0] ?? '', bio: '', attribs: buildAttributes(monster, rowId) }),
  );
}
