// Mapper for monsters: the canonical stat block's grouped members back into the legacy flat fields.
import { capitalize, contentFields, enumNumber, legacyJson, pascal } from './legacy-shapes.ts';
import type { Mapper } from './mapping.ts';

const ABILITIES = ['strength', 'dexterity', 'constitution', 'intelligence', 'wisdom', 'charisma'] as const;

/** The legacy numbers of the conditions a monster can be immune to. */
const CONDITION_NUMBERS: Record<string, number> = {
  Blinded: 1, Charmed: 2, Deafened: 3, Frightened: 4, Grappled: 5, Incapacitated: 6, Invisible: 7, Paralyzed: 8, Petrified: 9,
  Poisoned: 10, Prone: 11, Restrained: 12, Shocked: 13, Stunned: 14, Unconscious: 15, Exhaustion: 16,
};

interface Affinity {
  types?: string[];
  conditions?: string[];
  other?: string[];
}

interface Behavior {
  name: string;
  behaviorType: string;
  description: string;
  descriptionWithLinks?: string;
  attackType: string;
  attackBonus: number;
  usageLimit?: string;
  range?: string;
  targets?: string;
  averageDamage?: number;
  damageRoll?: string;
  damageType?: string;
}

interface Monster {
  key: string;
  name: string;
  sourceKey?: string;
  contentSet?: string;
  size: string;
  types: string[];
  alignment: string;
  armor: { class: number; type?: string };
  hitPoints: { average: number; roll: string };
  speed: { walk: number; text: string };
  abilities: Record<(typeof ABILITIES)[number], { score: number; modifier: number }>;
  savingThrows?: string[];
  skills?: string[];
  senses?: string[];
  languages: string[];
  damageVulnerabilities?: Affinity;
  damageResistances?: Affinity;
  damageImmunities?: Affinity;
  conditionImmunities?: Affinity;
  challengeRating: string;
  experiencePoints: number;
  behaviors: Behavior[];
  flavorText?: string;
  sectionText: string;
}

/** A damage or condition list as the legacy shape held it: names, their numbers, and the free-text rest. */
function affinity(field: string, value: Affinity | undefined, names: string[], number: (name: string) => number) {
  const parsedJson = legacyJson(names);
  const other = value?.other ?? null;
  return {
    [field]: names,
    [`${field}Parsed`]: names.map(number),
    [`${field}ParsedJson`]: parsedJson,
    [`${field}Other`]: other,
    [`${field}OtherJson`]: legacyJson(other),
  };
}

export const mapMonster: Mapper<Monster> = (doc) => {
  const damageNames = (a: Affinity | undefined) => (a?.types ?? []).map(capitalize);
  const behaviors = doc.behaviors.map((b) => {
    const type = pascal(b.behaviorType);
    const attackType = pascal(b.attackType);
    const damageType = b.damageType ? pascal(b.damageType) : 'Unknown';
    return {
      name: b.name,
      monsterBehaviorTypeEnum: enumNumber('monsterBehaviorType', type),
      monsterBehaviorType: type,
      description: b.description,
      // The legacy shape repeated the description when it had no links to add.
      descriptionWithLinks: b.descriptionWithLinks ?? b.description,
      attackTypeEnum: enumNumber('attackType', attackType),
      attackType,
      restrictions: b.usageLimit ?? null,
      attackBonus: b.attackBonus,
      range: b.range ?? null,
      numberOfTargets: b.targets ?? null,
      damage: b.averageDamage === undefined ? null : String(b.averageDamage),
      damageRoll: b.damageRoll ?? null,
      damageTypeEnum: enumNumber('damageType', damageType),
      damageType,
    };
  });
  const size = capitalize(doc.size);
  const scores = Object.fromEntries(ABILITIES.flatMap((a) => [[a, doc.abilities[a].score], [`${a}Modifier`, doc.abilities[a].modifier]]));
  const list = (v: string[] | undefined) => v ?? null;
  const withJson = (field: string, v: unknown) => ({ [field]: v, [`${field}Json`]: legacyJson(v) });
  return [
    {
      resource: 'monster',
      record: {
        name: doc.name,
        flavorText: doc.flavorText ?? '',
        sectionText: doc.sectionText,
        sizeEnum: enumNumber('size', size),
        size,
        ...withJson('types', doc.types),
        alignment: doc.alignment,
        armorClass: doc.armor.class,
        armorType: doc.armor.type ?? null,
        hitPoints: doc.hitPoints.average,
        hitPointRoll: doc.hitPoints.roll,
        speed: doc.speed.walk,
        speeds: doc.speed.text,
        ...scores,
        ...withJson('savingThrows', list(doc.savingThrows)),
        ...withJson('skills', list(doc.skills)),
        ...affinity('damageImmunities', doc.damageImmunities, damageNames(doc.damageImmunities), (n) => enumNumber('damageType', n)),
        ...affinity('damageResistances', doc.damageResistances, damageNames(doc.damageResistances), (n) => enumNumber('damageType', n)),
        ...affinity('damageVulnerabilities', doc.damageVulnerabilities, damageNames(doc.damageVulnerabilities), (n) => enumNumber('damageType', n)),
        ...affinity('conditionImmunities', doc.conditionImmunities, (doc.conditionImmunities?.conditions ?? []).map(capitalize), (n) => CONDITION_NUMBERS[n] ?? 0),
        ...withJson('senses', list(doc.senses)),
        ...withJson('languages', doc.languages),
        challengeRating: doc.challengeRating,
        experiencePoints: doc.experiencePoints,
        ...withJson('behaviors', behaviors),
        imageUrls: [],
        imageUrlsJson: '[]',
        ...contentFields(doc),
      },
    },
  ];
};
