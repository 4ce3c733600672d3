// Test support, not shipped: converts a folder of the legacy API's data (the shapes of ../shared/realdata/api) into
// the canonical content format (sw5e-database: content/<type>/<key>.json), following that repository's own account
// of the mapping (../shared/sw5e-database/mapping.md). It is written apart from the importer on purpose: the real
// JSON Schemas judge its output, and the importer must then serve from it what it served from the legacy data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanText } from '../../core/text/display-text.ts';

// The legacy records are read loosely on purpose: this converter copes with whatever the old export holds.
type Legacy = Record<string, any>;
type Canon = Record<string, unknown> & { key: string };

/** The canonical documents by content type, and what the conversion set aside (with why). */
export interface Converted {
  types: Map<string, Canon[]>;
  skipped: { what: string; why: string }[];
}

// ---- the format's global rules ----------------------------------------------------------------------------------

/** 'Adept Specialist' -> 'adept-specialist': lower case, every run of other characters one dash. */
export const slug = (...parts: (string | number | null | undefined)[]) =>
  parts
    .filter((p) => p !== null && p !== undefined && p !== '')
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Two tables of the same header printed side by side in the books (1-4 | 5-8) were split in the export: rejoined. */
function rejoinTables(md: string): string {
  const lines = md.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // A blank line, then the same header and separator as the table just above: drop the gap and the header.
    if (line === '' && out.length >= 1 && out.at(-1)!.startsWith('|')) {
      let start = out.length - 1;
      while (start > 0 && out[start - 1]!.startsWith('|')) start--;
      const header = out[start];
      const separator = out[start + 1];
      if (header && separator && lines[i + 1] === header && lines[i + 2] === separator) {
        i += 2;
        continue;
      }
    }
    out.push(line);
  }
  return out.join('\n');
}

/**
 * The export lost some characters as U+FFFD: an apostrophe inside a word ("don\uFFFDt"), otherwise a dash. Repaired
 * as the canonical corpus repairs them; whatever is left the site's display rule shows as a dash.
 */
function repair(s: string): string {
  return cleanText(s.replace(/(\w)\uFFFD(s|t|m|d|ll|re|ve)\b/g, "$1'$2").replace(/\uFFFD/g, '\u2014'));
}

/** Text as the format stores it: LF line ends, no trailing spaces, no replacement characters, trimmed. */
export function text(s: unknown): string | undefined {
  if (typeof s !== 'string') return undefined;
  const t = rejoinTables(
    repair(s)
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((l) => l.replace(/\s+$/, ''))
      .join('\n'),
  ).trim();
  return t || undefined;
}

/** Removes nulls, blank strings, empty arrays and empty objects, at every depth. */
export function prune<T>(value: T): T | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return (value.trim() === '' ? undefined : value) as T | undefined;
  if (Array.isArray(value)) {
    const items = value.map(prune).filter((v) => v !== undefined);
    return (items.length ? items : undefined) as T | undefined;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as object)
      .map(([k, v]) => [k, prune(v)] as const)
      .filter(([, v]) => v !== undefined);
    return (entries.length ? Object.fromEntries(entries) : undefined) as T | undefined;
  }
  return value;
}

const lower = (s: unknown) => (typeof s === 'string' ? s.toLowerCase() : undefined);
/** 'SimpleBlaster' -> 'simpleBlaster'. */
const camel = (s: unknown) => (typeof s === 'string' && s ? s.charAt(0).toLowerCase() + s.slice(1) : undefined);
const sourceKey = (r: Legacy) => (r.contentSource && r.contentSource !== 'None' ? String(r.contentSource).toLowerCase() : undefined);
const contentSet = (r: Legacy) => (r.contentType === 'ExpandedContent' ? 'expanded-content' : 'core');
const classified = (r: Legacy, source = sourceKey(r)) => ({ sourceKey: source, contentSet: contentSet(r) });
const DASHES = new Set(['\u2014', '\u2013', '-', '\uFFFD', '']);
const isDash = (cell: unknown) => typeof cell !== 'string' || DASHES.has(cell.trim());
const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

function read(dir: string, resource: string): Legacy[] {
  try {
    return JSON.parse(readFileSync(join(dir, `${resource}.json`), 'utf8')) as Legacy[];
  } catch {
    return [];
  }
}

// ---- one converter per legacy resource ------------------------------------------------------------------------

function species(r: Legacy): Canon {
  const options = (r.abilitiesIncreased ?? [])
    .map((option: Legacy[]) => ({
      increases: option.map((inc) => {
        const any = /^any (\w+)$/i.exec(inc.abilities?.[0] ?? '');
        return any ? { amount: inc.amount, anyAbilityCount: WORD_NUMBERS[any[1]!.toLowerCase()] ?? 1 } : { amount: inc.amount, abilities: inc.abilities.map(lower) };
      }),
    }))
    .filter((o: { increases: unknown[] }) => o.increases.length);
  return {
    key: slug(r.name),
    name: r.name,
    size: lower(r.size),
    homeworld: text(r.homeworld),
    nativeLanguage: text(r.language),
    lore: text(r.flavorText),
    traits: (r.traits ?? []).map((t: Legacy) => ({ name: text(t.name), description: text(t.description) })),
    abilityScoreIncreaseOptions: options,
    physique: { heightAverage: text(r.heightAverage), heightModifier: text(r.heightRollMod), weightAverage: text(r.weightAverage), weightModifier: text(r.weightRollMod) },
    appearance: {
      distinctions: text(r.distinctions),
      skinColorOptions: text(r.skinColorOptions),
      hairColorOptions: text(r.hairColorOptions),
      eyeColorOptions: text(r.eyeColorOptions),
      colorScheme: text(r.colorScheme),
      manufacturer: text(r.manufacturer),
    },
    imageUrls: (r.imageUrls ?? []).map((u: string) => encodeURI(u)),
    halfHumanTraits: Object.entries(r.halfHumanTableEntries ?? {}).map(([speciesName, traitName]) => ({ speciesName, traitName })),
    ...classified(r),
  };
}

const joined = (list: unknown) => (Array.isArray(list) && list.length && !(list.length === 1 && list[0] === 'None') ? list.join(', ') : undefined);

function klass(r: Legacy): Canon {
  const headers: string[] = JSON.parse(r.levelChangeHeadersJson || '[]');
  const others = headers.filter((h) => !['Level', 'Proficiency Bonus', 'Features'].includes(h));
  const progression = Object.entries(r.levelChanges ?? {})
    .map(([level, cells]) => {
      const row = cells as Record<string, string>;
      const labels = others.length ? others : Object.keys(row).filter((h) => !['Level', 'Proficiency Bonus', 'Features'].includes(h));
      return {
        level: Number(level),
        proficiencyBonus: Number(String(row['Proficiency Bonus']).replace('+', '')),
        features: isDash(row.Features) ? undefined : row.Features!.split(',').map((f) => f.trim()),
        entries: labels.filter((l) => !isDash(row[l])).map((label) => ({ label, value: row[label]!.trim() })),
      };
    })
    .sort((a, b) => a.level - b.level);
  const skills = r.skillChoicesList ?? [];
  return {
    key: slug(r.name),
    name: r.name,
    summary: text(r.summary),
    primaryAbility: lower(r.primaryAbility),
    hitPoints: {
      dieFaces: r.hitDiceDieType,
      atFirstLevel: text(r.hitPointsAtFirstLevel),
      atFirstLevelValue: r.hitPointsAtFirstLevelNumber || undefined,
      atHigherLevels: text(r.hitPointsAtHigherLevels),
      atHigherLevelsAverage: r.hitPointsAtHigherLevelsNumber || undefined,
    },
    proficiencies: {
      armor: joined(r.armorProficiencies),
      weapons: joined(r.weaponProficiencies),
      tools: joined(r.toolProficiencies),
      savingThrows: (r.savingThrows ?? []).map(lower),
      skills: { choose: r.numSkillChoices, from: skills.length === 1 && skills[0] === 'Any' ? undefined : skills, text: text(r.skillChoices) },
    },
    multiclassProficiencies: joined(r.multiClassProficiencies),
    startingEquipment: text((r.equipmentLines ?? []).join('\n')),
    startingWealth: text(r.startingWealthVariant),
    casterType: lower(r.casterType),
    casterRatio: r.casterRatio,
    archetypeLabel: text(r.archetypeFlavorName),
    archetypeIntroduction: text(r.archetypeFlavorText),
    lore: text(r.flavorText),
    creatingCharacter: text(r.creatingText),
    quickBuild: text(r.quickBuildText),
    description: text(r.classFeatureText),
    imageUrls: r.imageUrls,
    progression,
    ...classified(r),
  };
}

function archetype(r: Legacy): Canon {
  const progression = Object.entries(r.leveledTable ?? {})
    .map(([level, cells]) => ({
      level: Number(level),
      entries: (cells as Legacy[]).filter((c) => typeof c.value === 'string' && c.value.trim()).map((c) => ({ label: c.key, value: c.value.trim() })),
    }))
    .filter((row) => row.entries.length)
    .sort((a, b) => a.level - b.level);
  return {
    key: slug(r.name),
    name: r.name,
    className: r.className,
    casterType: lower(r.casterType),
    casterRatio: r.casterRatio,
    classCasterType: lower(r.classCasterType),
    description: text(r.text),
    progression,
    ...classified(r),
  };
}

const rollTable = (rows: Legacy[] | null) => (rows ?? []).map((x) => ({ roll: x.roll, name: text(x.name), description: text(x.description) }));

function background(r: Legacy): Canon {
  return {
    key: slug(r.name),
    name: r.name,
    lore: text(r.flavorText),
    skillProficiencies: text(r.skillProficiencies),
    toolProficiencies: text(r.toolProficiencies),
    languageProficiencies: text(r.languages),
    startingEquipment: text(r.equipment),
    feature: { name: text(r.featureName), description: text(r.featureText) },
    suggestedCharacteristics: text(r.suggestedCharacteristics),
    personalityTraitOptions: rollTable(r.personalityTraitOptions),
    idealOptions: rollTable(r.idealOptions),
    bondOptions: rollTable(r.bondOptions),
    flawOptions: rollTable(r.flawOptions),
    featOptions: rollTable(r.featOptions),
    variant: r.flavorName ? { name: text(r.flavorName), description: text(r.flavorDescription), options: rollTable(r.flavorOptions) } : undefined,
    ...classified(r),
  };
}

function feat(r: Legacy): Canon {
  return {
    key: slug(r.name),
    name: r.name,
    prerequisite: text(r.prerequisite),
    abilityScoreIncreases: r.attributesIncreased ? [...new Set((r.attributesIncreased as string[]).map((a) => a.toLowerCase()))] : undefined,
    description: text(r.text),
    ...classified(r),
  };
}

function power(r: Legacy): Canon {
  return {
    key: slug(r.name),
    name: r.name,
    powerType: lower(r.powerType),
    level: r.level,
    forceAlignment: lower(r.forceAlignment),
    castingTime: { period: camel(r.castingPeriod), text: text(r.castingPeriodText) },
    range: text(r.range),
    duration: text(r.duration),
    concentration: r.concentration,
    prerequisite: text(r.prerequisite),
    description: text(r.description),
    ...classified(r),
  };
}

function maneuver(r: Legacy): Canon {
  const description = text(r.description) ?? '';
  return {
    key: slug(r.name),
    name: r.name,
    maneuverType: lower(r.type),
    // The canonical corpus counts a maneuver's dice from its text: it either spends a superiority die or not.
    superiorityDice: /superiority di(e|ce)/i.test(description) ? 1 : 0,
    prerequisite: text(r.prerequisite),
    improves: /\((Improved|Greater)\)$/.test(r.name) ? r.name.replace(/\s*\((Improved|Greater)\)$/, '') : undefined,
    description,
    ...classified(r),
  };
}

function improvement(kind: 'class' | 'multiclass' | 'splashclass') {
  const label = { class: 'Class', multiclass: 'Multiclass', splashclass: 'Splashclass' }[kind];
  return (r: Legacy): Canon => ({
    key: slug(r.name, kind, 'improvement'),
    name: `${r.name} ${label} Improvement`,
    className: r.name,
    improvementType: kind,
    prerequisite: text(r.prerequisite),
    description: text(r.description),
    ...classified(r),
  });
}

/** A lead sentence, then '- ' bullets; an italic prerequisite line first, if any. */
function splitBenefits(raw: unknown) {
  let body = text(raw) ?? '';
  let prerequisite: string | undefined;
  const pre = /^_\*\*Prerequisite:\*\*\s*(.+?)_\s*\n/.exec(body);
  if (pre) {
    prerequisite = pre[1]!.trim();
    body = body.slice(pre[0].length);
  }
  const lines = body.split('\n');
  const first = lines.findIndex((l) => l.startsWith('- '));
  const lead = (first < 0 ? lines : lines.slice(0, first)).join('\n').trim();
  const benefits: string[] = [];
  for (const line of first < 0 ? [] : lines.slice(first)) {
    if (line.startsWith('- ')) benefits.push(line.slice(2).trim());
    else if (line.trim() && benefits.length) benefits[benefits.length - 1] += `\n${line}`;
  }
  return { prerequisite, description: lead, benefits };
}

const option = (r: Legacy, field: 'description' | 'text') => ({ key: slug(r.name), name: r.name, ...splitBenefits(r[field]), ...classified(r) });

const WEAPON_GROUPS = ['blade', 'carbine', 'crushing', 'heavy', 'polearm', 'rifle', 'sidearm', 'trip'];
const weaponOption = (r: Legacy): Canon => {
  const { prerequisite: _p, ...rest } = option(r, 'description');
  return { ...rest, weaponGroup: WEAPON_GROUPS.find((g) => r.name.toLowerCase().startsWith(g)) };
};

function lightsaberForm(r: Legacy): Canon {
  let body = text(r.description) ?? '';
  let prerequisite: string | undefined;
  const pre = /^_\*\*Prerequisite:\*\*\s*(.+?)_\s*\n/.exec(body);
  if (pre) {
    prerequisite = pre[1]!.trim();
    body = body.slice(pre[0].length);
  }
  const effects = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((description) => ({ timing: /^As a part of the bonus action to adopt this form/i.test(description) ? 'onAdopt' : 'active', description }));
  return { key: slug(r.name), name: r.name, prerequisite, effects, ...classified(r) };
}

function equipment(records: Legacy[]): Canon[] {
  const byKey = new Map<string, Canon>();
  for (const r of records) {
    const key = slug(r.name);
    const classification = r.weaponClassification && r.weaponClassification !== 'Unknown' ? camel(r.weaponClassification) : undefined;
    const existing = byKey.get(key);
    if (existing) {
      // One weapon in several proficiency groups was one legacy record per group.
      if (classification) existing.additionalWeaponClassifications = [...((existing.additionalWeaponClassifications as string[]) ?? []), classification];
      continue;
    }
    byKey.set(key, {
      key,
      name: r.name,
      category: camel(r.equipmentCategory),
      costInCredits: r.cost,
      weight: Number(r.weight) || 0,
      description: text(r.description),
      properties: r.properties ? [...new Set((r.properties as string[]).map((p) => camel(p.trim())))] : undefined,
      weaponClassification: classification,
      damage:
        r.damageNumberOfDice > 0 && r.damageType !== 'Unknown'
          ? { numberOfDice: r.damageNumberOfDice, dieFaces: r.damageDieType, type: lower(r.damageType) }
          : undefined,
      armorClassification: r.armorClassification && r.armorClassification !== 'Unknown' ? lower(r.armorClassification) : undefined,
      armorClass: text(r.ac),
      stealthDisadvantage: Boolean(r.stealthDisadvantage),
      ...classified(r),
    });
  }
  return [...byKey.values()];
}

function enhancedItem(r: Legacy): Canon {
  const prerequisite = text(r.prerequisite);
  return {
    key: slug(r.name),
    name: r.name,
    itemType: camel(r.type),
    rarity: lower(r.rarityOptions?.[0]),
    requiresAttunement: Boolean(r.requiresAttunement),
    subtype: lower(text(r.subtype)),
    prerequisite: prerequisite ? prerequisite.charAt(0).toUpperCase() + prerequisite.slice(1) : undefined,
    description: text(r.text),
    ...classified(r),
  };
}

/** The glossary text opens with its own name as a small heading: dropped, the name is the document's. */
function property(r: Legacy): Canon {
  const description = (text(r.content) ?? '').replace(/^#{1,6}\s+[^\n]*\n?/, '').trim();
  return { key: slug(r.name), name: r.name, contentSet: contentSet(r), description };
}

/** The export ran a stat block's lore paragraphs together before each bold-italic run-in heading: split again. */
const paragraphs = (t: string | undefined) => t?.replace(/([^\n])(\*\*\*[A-Z][^*\n]*\.\*\*\*)/g, '$1\n\n$2');

function monster(r: Legacy): Canon {
  const affinity = (names: string[] | null, other: string[] | null) => ({ types: (names ?? []).map((n) => n.toLowerCase()), other: other ?? undefined });
  return {
    key: slug(r.name),
    name: r.name,
    size: lower(r.size),
    types: r.types,
    alignment: text(r.alignment),
    armor: { class: r.armorClass, type: text(r.armorType) },
    hitPoints: { average: r.hitPoints, roll: text(r.hitPointRoll) },
    speed: { walk: r.speed, text: text(r.speeds) },
    abilities: Object.fromEntries(
      ['strength', 'dexterity', 'constitution', 'intelligence', 'wisdom', 'charisma'].map((a) => [a, { score: r[a], modifier: r[`${a}Modifier`] }]),
    ),
    savingThrows: r.savingThrows,
    skills: r.skills,
    senses: r.senses,
    languages: (r.languages ?? []).filter((l: string) => !isDash(l)).length ? r.languages : ['None'],
    damageVulnerabilities: affinity(r.damageVulnerabilities, r.damageVulnerabilitiesOther),
    damageResistances: affinity(r.damageResistances, r.damageResistancesOther),
    damageImmunities: affinity(r.damageImmunities, r.damageImmunitiesOther),
    conditionImmunities: { conditions: (r.conditionImmunities ?? []).map((n: string) => n.toLowerCase()), other: r.conditionImmunitiesOther ?? undefined },
    challengeRating: r.challengeRating,
    experiencePoints: r.experiencePoints,
    behaviors: (r.behaviors ?? []).map((b: Legacy) => {
      const description = text(b.description);
      const withLinks = text(b.descriptionWithLinks);
      return {
        name: text(b.name),
        behaviorType: lower(b.monsterBehaviorType),
        description,
        descriptionWithLinks: withLinks !== description ? withLinks : undefined,
        attackType: camel(b.attackType ?? 'None'),
        attackBonus: b.attackBonus ?? 0,
        usageLimit: text(b.restrictions),
        range: text(b.range),
        targets: text(b.numberOfTargets)?.replace(/\.$/, ''),
        averageDamage: b.damage !== null && b.damage !== undefined && /^\d+$/.test(String(b.damage).trim()) ? Number(b.damage) : undefined,
        damageRoll: text(b.damageRoll),
        damageType: b.damageType && b.damageType !== 'Unknown' ? lower(b.damageType) : undefined,
      };
    }),
    flavorText: paragraphs(text(r.flavorText)),
    sectionText: paragraphs(text(r.sectionText)),
    ...classified(r),
  };
}

function referenceTable(r: Legacy): Canon {
  return { key: slug(r.name), name: r.name, contentSet: contentSet(r), body: text(r.content) };
}

function chapters(records: Legacy[], book: string, ruleType: 'chapter' | 'variant', keyPrefix?: string): Canon[] {
  return records.map((r) => ({
    key: keyPrefix ? slug(keyPrefix, r.chapterName) : slug(r.chapterName),
    name: r.chapterName,
    sourceKey: book,
    contentSet: r.contentType === 'ExpandedContent' ? 'expanded-content' : 'core',
    ruleType,
    chapterNumber: ruleType === 'chapter' ? r.chapterNumber : undefined,
    body: text(r.contentMarkdown),
  }));
}

function starshipRule(r: Legacy): Canon {
  return { key: slug(r.chapterName), title: r.chapterName, sourceKey: 'sotg', contentSet: 'core', chapterNumber: r.chapterNumber, body: text(r.contentMarkdown) };
}

const ABILITY_NAMES = ['strength', 'dexterity', 'constitution', 'intelligence', 'wisdom', 'charisma'];

/** A size's rules were only prose in the legacy data (its numeric fields all 0): read back from the page text. */
function baseSize(r: Legacy): Canon {
  const full = text(r.fullText) ?? '';
  const bullets = (section: string) => {
    const m = new RegExp(`#### ${section}[^\\n]*\\n(?:___\\n)?((?:- [^\\n]*\\n?)+)`).exec(full);
    return Object.fromEntries((m?.[1] ?? '').split('\n').filter(Boolean).map((l) => {
      const b = /^- \*\*(.+?):?\*\*:?\s*(.*)$/.exec(l);
      return b ? [b[1]!.replace(/:$/, ''), b[2]!.trim()] : [l, ''];
    }));
  };
  const dice = (t: string | undefined) => {
    const m = /(\d+)d(\d+)/.exec(t ?? '');
    return m ? { number: Number(m[1]), faces: Number(m[2]) } : undefined;
  };
  const pool = (label: string, section: string) => {
    const b = bullets(section);
    return {
      diceAtTier0: dice(b[`${label} Dice at Tier 0`]),
      firstDiePoints: b[`${label} Points for 1st ${label} Die`],
      subsequentDiePoints: b[`${label} Points for each subsequent ${label} Die`],
    };
  };
  const adjustments = Object.entries(bullets('Ability Score Adjustments')).map(([ability, mod]) => ({ ability: ability.toLowerCase(), modifier: Number(mod) }));
  const mods = bullets('Modifications');
  // The tier table: | Tier | Features | <Die> | Hull & Shield Dice | AC Upgrade |
  const tableLines = full.split('\n').filter((l) => /^\|\s*\d+\s*\|/.test(l));
  const header = full.split('\n').find((l) => /^\|\s*Tier\s*\|/.test(l)) ?? '';
  const dieName = header.split('|').map((c) => c.trim())[3] ?? '';
  const tiers = tableLines.map((l) => {
    const c = l.split('|').map((x) => x.trim());
    return {
      tier: Number(c[1]),
      features: c[2]!.split(',').map((f) => f.trim()).filter(Boolean),
      die: /^d\d+$/.test(c[3]!) ? c[3] : undefined,
      hullAndShieldDice: c[4],
      armorClassBonus: Number(c[5]!.replace('+', '')) || 0,
    };
  });
  // Roles: the '#### <Role>' blocks under '### Role'.
  const roleSection = /\n### Role\n[\s\S]*?(?=\n### )/.exec(full)?.[0] ?? '';
  const roles = [...roleSection.matchAll(/#### ([^\n]+)\n((?:- [^\n]*\n?)+)/g)].map((m) => {
    const b = Object.fromEntries(m[2]!.split('\n').filter(Boolean).map((l) => {
      const x = /^- \*\*(.+?):\*\*\s*(.*)$/.exec(l);
      return x ? [x[1]!, x[2]!.trim()] : [l, ''];
    }));
    const asi = /([+-]\d+)\s+(\w+)/.exec(b['Ability Score Adjustment'] ?? '');
    const speed = /(\d+)\/(\d+)/.exec(b['Speed/Turning'] ?? '');
    return {
      name: m[1]!.trim(),
      abilityScoreAdjustments: asi ? [{ ability: asi[2]!.toLowerCase(), modifier: Number(asi[1]) }] : [],
      armor: b.Armor,
      shields: b.Shields,
      reactor: b.Reactor,
      powerCoupling: b['Power Coupling'],
      speed: speed ? Number(speed[1]) : undefined,
      turning: speed ? Number(speed[2]) : undefined,
    };
  });
  // Features: every '### ' section after the roles.
  const afterRoles = full.slice(full.indexOf(roleSection) + roleSection.length);
  const features = [...afterRoles.matchAll(/(?:^|\n)### ([^\n]+)\n([\s\S]*?)(?=\n### |$)/g)].map((m) => ({ name: m[1]!.trim(), description: m[2]!.trim() }));
  const lore = (text(r.flavorText) ?? '').split(/\n#####\s/)[0]!.trim();
  const suites = mods['Maximum Suite Systems'];
  return {
    key: slug(r.name),
    name: r.name,
    sourceKey: 'sotg',
    contentSet: 'core',
    lore,
    abilityScoreAdjustments: adjustments.filter((a) => ABILITY_NAMES.includes(a.ability)),
    hull: pool('Hull', 'Hull Points'),
    shields: pool('Shield', 'Shield Points'),
    modifications: {
      maximumSuiteSystems: suites && !isDash(suites) ? suites : undefined,
      baseModificationSlots: Number(mods['Base Modification Slots']) || 0,
      stockModifications: mods['Stock Modifications'],
    },
    savingThrows: bullets('Proficiently Equipped')['Saving Throws'],
    tierProgression: { dieName, tiers },
    roles,
    features,
  };
}

function deployment(r: Legacy): Canon {
  const featureText = text(r.featureText) ?? '';
  const rankProgression = featureText
    .split('\n')
    .map((l) => /^\|\s*(\d+)(?:st|nd|rd|th)\s*\|\s*(.+?)\s*\|$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ rank: Number(m[1]), features: m[2]!.split(',').map((f) => f.trim()) }));
  const features = [...featureText.matchAll(/(?:^|\n)### ([^\n]+)\n([\s\S]*?)(?=\n### |$)/g)].map((m) => ({ name: m[1]!.trim(), description: m[2]!.trim() }));
  return { key: slug(r.name), name: r.name, sourceKey: 'sotg', contentSet: 'core', role: text(r.description), rankProgression, features };
}

function starshipEquipment(r: Legacy): Canon {
  const category = camel(r.type);
  const isWeapon = r.type === 'Weapon';
  const clauses: string[] = typeof r.properties === 'string' ? r.properties.split(',').map((c: string) => c.trim()).filter(Boolean) : [];
  const properties = clauses.map((c) => camel(c.replace(/\s*\(range [^)]*\)/i, '').trim())!).filter(Boolean);
  const damageType = r.damageType && !isDash(r.damageType) ? String(r.damageType).toLowerCase() : undefined;
  return {
    key: slug(r.name),
    name: r.name,
    sourceKey: 'sotg',
    contentSet: contentSet(r),
    category,
    costInCredits: r.cost,
    description: text(r.description),
    weapon: isWeapon && r.weaponCategory !== 'None' ? { mounting: lower(r.weaponCategory), weaponSize: lower(r.weaponSize) } : undefined,
    properties: properties.length ? [...new Set(properties)] : undefined,
    damage: r.damageNumberOfDice > 0 ? { numberOfDice: r.damageNumberOfDice, dieFaces: r.damageDieType, type: damageType } : undefined,
    range: r.shortRange > 0 ? { normal: r.shortRange, long: r.longRange } : undefined,
    shield:
      r.type === 'Shield' && text(r.capacityMultiplier) && text(r.regenerationRateCoefficient)
        ? { capacityMultiplier: text(r.capacityMultiplier), regenerationRateCoefficient: text(r.regenerationRateCoefficient) }
        : undefined,
    reactor: r.type === 'Reactor' && text(r.powerDiceRecover) ? { powerDiceRecovered: text(r.powerDiceRecover), fuelCostModifier: text(r.fuelCostsModifier) } : undefined,
    powerCoupling:
      r.type === 'PowerCoupling'
        ? { centralStorageCapacity: r.centralStorageCapacity ? Number(r.centralStorageCapacity) : undefined, systemStorageCapacity: r.systemStorageCapacity ? Number(r.systemStorageCapacity) : undefined }
        : undefined,
    hyperdriveClass: text(r.hyperDriveClass),
  };
}

const SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'];
const MOUNTINGS = ['primary', 'secondary', 'tertiary', 'quaternary'];
const SHIP_DAMAGE = ['energy', 'fire', 'ion', 'kinetic'];

/** A size range in words ('Medium or larger') as the sizes it admits. */
function sizesOf(phrase: string): string[] | undefined {
  const m = /\b(tiny|small|medium|large|huge|gargantuan)\b(?:\s+or\s+(larger|smaller))?/i.exec(phrase);
  if (!m) return undefined;
  const i = SIZES.indexOf(m[1]!.toLowerCase());
  return m[2]?.toLowerCase() === 'larger' ? SIZES.slice(i) : m[2]?.toLowerCase() === 'smaller' ? SIZES.slice(0, i + 1) : [SIZES[i]!];
}

function modification(r: Legacy, modNames: Map<string, string>, equipmentNames: Set<string>): Canon {
  const prerequisites = (r.prerequisites as string[])
    .flatMap((p) => p.split(';'))
    .map((p) => p.trim())
    .filter(Boolean)
    .map((t) => {
      const lowerText = t.toLowerCase();
      const counted = /^(?:(a|an|one|two|three|four)\s+)?(.+?)s?$/i.exec(t);
      const count = counted?.[1] ? (WORD_NUMBERS[counted[1].toLowerCase()] ?? 1) : undefined;
      const named = modNames.get(lowerText) ?? modNames.get(counted?.[2]?.toLowerCase() ?? '');
      if (named) return { kind: 'modification', text: t, modificationName: named, count: count && count > 1 ? count : undefined };
      if (/^ship size/i.test(t) && !/,/.test(t)) return { kind: 'shipSize', text: t, shipSizes: sizesOf(t) };
      const mountings = MOUNTINGS.filter((m) => new RegExp(`\\b${m}\\b`, 'i').test(t));
      if (mountings.length && /weapon/i.test(t)) return { kind: 'weaponMounting', text: t, mountings };
      const damage = SHIP_DAMAGE.filter((d) => new RegExp(`\\b${d} damage\\b`, 'i').test(t));
      if (damage.length) return { kind: 'weaponDamageType', text: t, damageTypes: damage };
      if (equipmentNames.has(lowerText)) return { kind: 'equipment', text: t, equipmentName: t };
      return { kind: 'other', text: t };
    });
  // Eight names were printed in capitals in the export.
  const name = r.name === r.name.toUpperCase() ? r.name.toLowerCase().replace(/\b\w/g, (c: string) => c.toUpperCase()) : r.name;
  return {
    key: slug(name),
    name,
    sourceKey: 'sotg',
    contentSet: 'core',
    modificationType: lower(r.type),
    grade: r.grade,
    prerequisites,
    description: text(r.content),
  };
}

function venture(r: Legacy, ventureNames: Set<string>): Canon {
  const prerequisites = (r.prerequisites as string[]).map((p) => p.trim()).filter(Boolean).map((t) => {
    let m = /^at least (\d+) ranks? in (\w+)/i.exec(t);
    if (m) return { kind: 'deploymentRank', text: t, deploymentName: m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1).toLowerCase(), rank: Number(m[1]) };
    m = /^rank (\d+)$/i.exec(t);
    if (m) return { kind: 'deploymentRank', text: t, rank: Number(m[1]) };
    m = /^at least (\d+) levels? in (\w+)/i.exec(t);
    if (m) return { kind: 'classLevel', text: t, className: m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1).toLowerCase(), level: Number(m[1]) };
    if (ventureNames.has(t.toLowerCase())) return { kind: 'venture', text: t, ventureName: t };
    if (/ability to cast/i.test(t)) return { kind: 'casting', text: t };
    return { kind: 'other', text: t };
  });
  // The printed text repeats each prerequisite as an italic first line: the list holds them now.
  const description = (text(r.content) ?? '').replace(/^(?:_\*\*Prerequisite:\*\*[^\n]*\n)+/, '').trim();
  return { key: slug(r.name), name: r.name, sourceKey: 'sotg', contentSet: 'core', prerequisites, description };
}

/** The five books, with titles (facts) and an attribution line of our own for the test corpus. */
const SOURCES: Canon[] = [
  { key: 'phb', title: "Star Wars 5e Player's Handbook", shelfName: "Player's Handbook", abbreviation: 'PHB', isOfficial: false, isCoreRulebook: true, order: 1 },
  { key: 'sotg', title: 'Starships of the Galaxy', abbreviation: 'SotG', isOfficial: false, isCoreRulebook: true, order: 2 },
  { key: 'wh', title: 'Wretched Hives', abbreviation: 'WH', isOfficial: false, isCoreRulebook: true, order: 3 },
  { key: 'snv', title: 'Scum and Villainy', abbreviation: 'SnV', isOfficial: false, isCoreRulebook: true, order: 4 },
  { key: 'ec', title: 'Expanded Content', abbreviation: 'EC', isOfficial: false, isCoreRulebook: false, order: 5 },
].map((s) => ({ ...s, attribution: 'Test corpus converted from the legacy data; content by the Star Wars 5e community.' }));

/** The legacy credits text: '### <Category>' sections holding 'Name for what they did' lines or comma lists. */
function credits(markdown: string): { categories: Canon[]; credits: Canon[] } {
  const categories: Canon[] = [];
  const people: Canon[] = [];
  const body = text(markdown) ?? '';
  for (const [, title, section] of body.matchAll(/(?:^|\n)### ([^\n]+)\n([\s\S]*?)(?=\n### |$)/g)) {
    const key = slug(title);
    const lines = section!.split('\n').map((l) => l.trim()).filter((l) => l && l !== '___' && !l.startsWith('>'));
    // Sentences (ending in '.' or ':') describe the category; the other lines name people.
    const prose = lines.filter((l) => /[.:]$/.test(l) && !/ for /.test(l));
    categories.push({ key, title: title!.trim(), order: categories.length + 1, description: prose.join(' ') || undefined });
    let order = 0;
    for (const line of lines.filter((l) => !prose.includes(l))) {
      const names = line.includes(', ') && !/ for /.test(line) ? line.split(/,\s*/) : [line];
      for (const entry of names) {
        const m = /^(.+?) for (.+)$/.exec(entry);
        const name = (m ? m[1]! : entry).trim();
        if (!name) continue;
        const creditKey = slug(key, name);
        if (!creditKey || people.some((p) => p.key === creditKey)) continue;
        people.push({ key: creditKey, name, categoryKey: key, contribution: m?.[2]?.trim(), order: ++order });
      }
    }
  }
  return { categories, credits: people };
}

/** Converts the legacy data folder into canonical documents by type. */
export function convertLegacy(dir: string): Converted {
  const types = new Map<string, Canon[]>();
  const skipped: Converted['skipped'] = [];
  const add = (type: string, docs: Canon[]) => {
    const list = types.get(type) ?? [];
    const keys = new Set(list.map((d) => d.key));
    for (const raw of docs) {
      const doc = prune(raw) as Canon;
      if (keys.has(doc.key)) {
        skipped.push({ what: `${type}/${doc.key}`, why: 'a second legacy record with the same key: the canonical corpus holds one document per key' });
        continue;
      }
      keys.add(doc.key);
      list.push(doc);
    }
    types.set(type, list);
  };

  add('species', read(dir, 'species').map(species));
  add('class', read(dir, 'class').map(klass));
  add('archetype', read(dir, 'archetype').map(archetype));
  add('background', read(dir, 'background').map(background));
  add('feat', read(dir, 'feat').map(feat));

  // A feature's book is its parent's.
  const parents = new Map<string, Legacy>();
  for (const [kind, resource] of [['Class', 'class'], ['Archetype', 'archetype'], ['Species', 'species']] as const) for (const r of read(dir, resource)) parents.set(`${kind}|${r.name}`, r);
  add(
    'feature',
    read(dir, 'feature')
      .filter((r) => ['Class', 'Archetype', 'Species'].includes(r.source))
      .map((r) => {
        const parent = parents.get(`${r.source}|${r.sourceName}`);
        return {
          key: slug(r.source, r.sourceName, r.name, r.level),
          name: r.name,
          grantedBy: lower(r.source),
          grantedByName: r.sourceName,
          level: r.level ?? undefined,
          description: text(r.text),
          ...(parent ? classified(parent) : {}),
        };
      }),
  );
  add('power', read(dir, 'power').map(power));
  add('maneuver', read(dir, 'maneuvers').map(maneuver));
  add('class-improvement', [
    ...read(dir, 'classImprovement').map(improvement('class')),
    ...read(dir, 'multiclassImprovement').map(improvement('multiclass')),
    ...read(dir, 'splashclassImprovement').map(improvement('splashclass')),
  ]);
  add('fighting-style', read(dir, 'fightingStyle').map((r) => option(r, 'description')));
  add('fighting-mastery', read(dir, 'fightingMastery').map((r) => option(r, 'text')));
  add('lightsaber-form', read(dir, 'lightsaberForm').map(lightsaberForm));
  add('weapon-focus', read(dir, 'weaponFocus').map(weaponOption));
  add('weapon-supremacy', read(dir, 'weaponSupremacy').map(weaponOption));
  add('equipment', equipment(read(dir, 'equipment')));
  add('enhanced-item', read(dir, 'enhancedItem').map(enhancedItem));
  add('weapon-property', read(dir, 'weaponProperty').map(property));
  add('armor-property', read(dir, 'armorProperty').map(property));
  const tables = read(dir, 'referenceTable');
  for (const t of tables.filter((t) => !text(t.content))) skipped.push({ what: `reference-table/${slug(t.name)}`, why: 'an empty table: the canonical corpus skips it' });
  add('reference-table', tables.filter((t) => text(t.content)).map(referenceTable));
  const monsters = read(dir, 'monster');
  const CHALLENGE = /^(0|1\/8|1\/4|1\/2|[1-9]|[12]\d|30)$/;
  for (const m of monsters.filter((m) => !CHALLENGE.test(String(m.challengeRating)))) {
    skipped.push({ what: `monster/${slug(m.name)}`, why: `its challenge rating "${m.challengeRating}" is not a rating: the format refuses it` });
  }
  add('monster', monsters.filter((m) => CHALLENGE.test(String(m.challengeRating))).map(monster));

  const phb = read(dir, 'PlayerHandbookRule');
  for (const c of phb.filter((c) => !text(c.contentMarkdown))) skipped.push({ what: `rule/phb-${slug(c.chapterName)}`, why: 'an empty chapter: the canonical corpus skips it' });
  add('rule', [
    ...chapters(phb.filter((c) => text(c.contentMarkdown)), 'phb', 'chapter', 'phb'),
    ...chapters(read(dir, 'WretchedHivesRule'), 'wh', 'chapter', 'wh'),
    ...chapters(read(dir, 'ExpandedContent'), 'ec', 'chapter', 'ec'),
    ...chapters(read(dir, 'VariantRule'), 'ec', 'variant'),
  ]);
  add('starship-rule', read(dir, 'StarshipRule').map(starshipRule));
  add('starship-base-size', read(dir, 'starshipBaseSize').map(baseSize));
  add('starship-deployment', read(dir, 'StarshipDeployment').map(deployment));
  add('starship-equipment', read(dir, 'starshipEquipment').map(starshipEquipment));
  const mods = read(dir, 'starshipModification');
  const modNames = new Map(mods.map((m) => [String(m.name).toLowerCase(), String(m.name)]));
  const equipmentNames = new Set(read(dir, 'starshipEquipment').map((e) => String(e.name).toLowerCase()));
  add('starship-modification', mods.map((m) => modification(m, modNames, equipmentNames)));
  const ventures = read(dir, 'starshipVenture');
  const ventureNames = new Set(ventures.map((v) => String(v.name).toLowerCase()));
  add('starship-venture', ventures.map((v) => venture(v, ventureNames)));
  add('source', SOURCES);
  let creditText: unknown;
  try {
    creditText = JSON.parse(readFileSync(join(dir, 'Credit.json'), 'utf8'));
  } catch {
    creditText = undefined;
  }
  if (typeof creditText === 'string') {
    const parsed = credits(creditText);
    add('credit-category', parsed.categories);
    add('credit', parsed.credits);
  }
  return { types, skipped };
}
