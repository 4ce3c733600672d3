// The 43 real documents of the canonical format (../shared/sw5e-database/samples), imported by `importCanonical`
// into a store the real server then serves: each is visible over REST and GraphQL with its members mapped to the
// legacy fields as mapping.md says. The expectations below restate mapping.md per type, from the document itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDef, type ResourceKey } from '../../core/resources.ts';
import { importCanonical } from '../../seed/canonical/import-canonical.ts';
import { formatIssue } from '../../seed/importer.ts';
import { openEmbeddedStore } from '../../server/store/index.ts';
import { hasCanonicalMaterial, makeCheckout, sampleDocuments, type CanonicalDocument } from '../support/canonical-checkout.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

// Documents are read loosely: each expectation restates mapping.md for its own type.
type Doc = Record<string, any>;
type Rec = Record<string, unknown>;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];
const classified = (d: Doc) => ({
  contentType: d.contentSet === 'expanded-content' ? 'ExpandedContent' : 'Core',
  contentSource: ({ phb: 'PHB', wh: 'WH', snv: 'SnV', sotg: 'SotG', ec: 'EC' } as Record<string, string>)[d.sourceKey] ?? 'None',
});

/** Where a sample shows up: its resource, the record's name there, and the legacy fields mapping.md gives it. */
interface Expectation {
  resource: ResourceKey;
  name: string;
  fields: Rec;
  /** Members only the REST answer carries (canonical structure kept beside the legacy fields). */
  restOnly?: Rec;
}

const EXPECT: Record<string, (d: Doc) => Expectation | Expectation[]> = {
  species: (d) => ({
    resource: 'species',
    name: d.name,
    fields: {
      flavorText: d.lore,
      language: d.nativeLanguage ?? null,
      size: d.size ? cap(d.size) : null,
      homeworld: d.homeworld ?? null,
      traits: d.traits,
      heightAverage: d.physique?.heightAverage ?? null,
      heightRollMod: d.physique?.heightModifier ?? null,
      weightRollMod: d.physique?.weightModifier ?? null,
      skinColorOptions: d.appearance?.skinColorOptions ?? null,
      distinctions: d.appearance?.distinctions ?? null,
      imageUrls: d.imageUrls ?? [],
      // "Any two" -> anyAbilityCount 2, read backwards.
      abilitiesIncreased: (d.abilityScoreIncreaseOptions ?? []).map((o: Doc) =>
        o.increases.map((i: Doc) => ({ amount: i.amount, abilities: i.abilities ? i.abilities.map(cap) : [`Any ${WORDS[i.anyAbilityCount]}`] })),
      ),
      halfHumanTableEntries: Object.fromEntries((d.halfHumanTraits ?? []).map((t: Doc) => [t.speciesName, t.traitName])),
      ...classified(d),
    },
    restOnly: d.abilityScoreIncreaseOptions ? { abilityScoreIncreaseOptions: d.abilityScoreIncreaseOptions } : {},
  }),
  class: (d) => ({
    resource: 'class',
    name: d.name,
    fields: {
      summary: d.summary,
      primaryAbility: cap(d.primaryAbility),
      hitDiceDieType: d.hitPoints.dieFaces,
      hitPointsAtFirstLevel: d.hitPoints.atFirstLevel,
      hitPointsAtFirstLevelNumber: d.hitPoints.atFirstLevelValue,
      hitPointsAtHigherLevels: d.hitPoints.atHigherLevels,
      hitPointsAtHigherLevelsNumber: d.hitPoints.atHigherLevelsAverage,
      armorProficiencies: d.proficiencies.armor.split(', '),
      weaponProficiencies: d.proficiencies.weapons.split(', '),
      toolProficiencies: ['None'],
      savingThrows: d.proficiencies.savingThrows.map(cap),
      numSkillChoices: d.proficiencies.skills.choose,
      skillChoicesList: d.proficiencies.skills.from,
      skillChoices: d.proficiencies.skills.text,
      multiClassProficiencies: d.multiclassProficiencies.split(', '),
      equipmentLines: d.startingEquipment.split('\n'),
      startingWealthVariant: d.startingWealth,
      archetypeFlavorName: d.archetypeLabel,
      archetypeFlavorText: d.archetypeIntroduction,
      flavorText: d.lore,
      creatingText: d.creatingCharacter,
      quickBuildText: d.quickBuild,
      classFeatureText: d.description,
      casterType: cap(d.casterType),
      casterRatio: d.casterRatio,
      imageUrls: d.imageUrls,
      levelChanges: Object.fromEntries(
        d.progression.map((row: Doc) => [
          String(row.level),
          expect.objectContaining({
            Level: ordinal(row.level),
            'Proficiency Bonus': `+${row.proficiencyBonus}`,
            Features: row.features?.join(', ') ?? '\u2014',
            ...Object.fromEntries((row.entries ?? []).map((e: Doc) => [e.label, e.value])),
          }),
        ]),
      ),
      ...classified(d),
    },
  }),
  archetype: (d) => ({
    resource: 'archetype',
    name: d.name,
    fields: {
      className: d.className,
      casterType: cap(d.casterType),
      casterRatio: d.casterRatio,
      classCasterType: cap(d.classCasterType),
      text: d.description,
      leveledTable: d.progression ? Object.fromEntries(d.progression.map((r: Doc) => [String(r.level), r.entries.map((e: Doc) => ({ key: e.label, value: e.value }))])) : null,
      ...classified(d),
    },
  }),
  background: (d) => {
    const rows = (list: Doc[]) => list.map((r) => ({ roll: r.roll, name: r.name ?? null, description: r.description ?? null }));
    return {
      resource: 'background',
      name: d.name,
      fields: {
        flavorText: d.lore,
        skillProficiencies: d.skillProficiencies,
        toolProficiencies: d.toolProficiencies ?? null,
        languages: d.languageProficiencies ?? null,
        equipment: d.startingEquipment,
        featureName: d.feature.name,
        featureText: d.feature.description,
        suggestedCharacteristics: d.suggestedCharacteristics,
        personalityTraitOptions: rows(d.personalityTraitOptions),
        idealOptions: rows(d.idealOptions),
        bondOptions: rows(d.bondOptions),
        flawOptions: rows(d.flawOptions),
        featOptions: d.featOptions.map((r: Doc) => ({ roll: r.roll, name: r.name })),
        flavorName: d.variant?.name ?? null,
        flavorDescription: d.variant?.description ?? null,
        flavorOptions: d.variant?.options ? rows(d.variant.options) : null,
        ...classified(d),
      },
    };
  },
  'class-improvement': (d) => ({
    resource: `${d.improvementType}Improvement` as ResourceKey,
    name: d.className,
    fields: { description: d.description, prerequisite: d.prerequisite ?? null, ...classified(d) },
  }),
  'enhanced-item': (d) => ({
    resource: 'enhancedItem',
    name: d.name,
    fields: {
      type: cap(d.itemType),
      rarityOptions: [cap(d.rarity)],
      requiresAttunement: d.requiresAttunement,
      subtype: d.subtype ?? '',
      text: d.description,
      prerequisite: d.prerequisite ?? null,
      ...classified(d),
    },
  }),
  equipment: (d) =>
    [d.weaponClassification ?? 'unknown', ...(d.additionalWeaponClassifications ?? [])].map((classification: string) => ({
      resource: 'equipment' as ResourceKey,
      name: d.name,
      fields: {
        equipmentCategory: cap(d.category),
        cost: d.costInCredits,
        weight: String(d.weight),
        description: d.description ?? null,
        weaponClassification: cap(classification),
        damageNumberOfDice: d.damage?.numberOfDice ?? 0,
        damageDieType: d.damage?.dieFaces ?? 0,
        damageType: d.damage ? cap(d.damage.type) : 'Unknown',
        armorClassification: d.armorClassification ? cap(d.armorClassification) : 'Unknown',
        ac: d.armorClass ?? null,
        stealthDisadvantage: d.stealthDisadvantage,
        // The printed first clause of a row is capitalised.
        ...(d.properties ? { properties: d.properties.map((p: string, i: number) => (i === 0 ? cap(p) : p)) } : {}),
        ...classified(d),
      },
    })),
  feat: (d) => ({
    resource: 'feat',
    name: d.name,
    fields: { text: d.description, prerequisite: d.prerequisite ?? null, attributesIncreased: d.abilityScoreIncreases?.map(cap) ?? null, ...classified(d) },
  }),
  feature: (d) => ({
    resource: 'feature',
    name: d.name,
    fields: { text: d.description, level: d.level ?? null, source: cap(d.grantedBy), sourceName: d.grantedByName },
  }),
  'fighting-style': (d) => ({
    resource: 'fightingStyle',
    name: d.name,
    fields: { description: [d.description, ...d.benefits.map((b: string) => `- ${b}`)].join('\n'), ...classified(d) },
    restOnly: { benefits: d.benefits },
  }),
  'lightsaber-form': (d) => ({
    resource: 'lightsaberForm',
    name: d.name,
    fields: { description: d.effects.map((e: Doc) => e.description).join('\n\n'), ...classified(d) },
    restOnly: { effects: d.effects },
  }),
  maneuver: (d) => ({
    resource: 'maneuvers',
    name: d.name,
    fields: { type: cap(d.maneuverType), prerequisite: d.prerequisite ?? null, description: d.description, ...classified(d) },
    restOnly: { superiorityDice: d.superiorityDice, improves: d.improves },
  }),
  monster: (d) => ({
    resource: 'monster',
    name: d.name,
    fields: {
      size: cap(d.size),
      types: d.types,
      alignment: d.alignment,
      armorClass: d.armor.class,
      armorType: d.armor.type ?? null,
      hitPoints: d.hitPoints.average,
      hitPointRoll: d.hitPoints.roll,
      speed: d.speed.walk,
      speeds: d.speed.text,
      strength: d.abilities.strength.score,
      dexterityModifier: d.abilities.dexterity.modifier,
      charisma: d.abilities.charisma.score,
      senses: d.senses ?? null,
      languages: d.languages,
      damageVulnerabilities: (d.damageVulnerabilities?.types ?? []).map(cap),
      damageResistances: (d.damageResistances?.types ?? []).map(cap),
      conditionImmunitiesOther: d.conditionImmunities?.other ?? null,
      challengeRating: d.challengeRating,
      experiencePoints: d.experiencePoints,
      flavorText: d.flavorText ?? '',
      sectionText: d.sectionText,
      behaviors: d.behaviors.map((b: Doc) => ({
        name: b.name,
        monsterBehaviorType: cap(b.behaviorType),
        description: b.description,
        attackType: cap(b.attackType),
        attackBonus: b.attackBonus,
        range: b.range ?? null,
        numberOfTargets: b.targets ?? null,
        damage: b.averageDamage === undefined ? null : String(b.averageDamage),
        damageRoll: b.damageRoll ?? null,
        damageType: b.damageType ? cap(b.damageType) : 'Unknown',
      })),
      ...classified(d),
    },
  }),
  power: (d) => ({
    resource: 'power',
    name: d.name,
    fields: {
      powerType: cap(d.powerType),
      level: d.level,
      forceAlignment: cap(d.forceAlignment ?? 'none'),
      castingPeriod: cap(d.castingTime.period),
      castingPeriodText: d.castingTime.text,
      range: d.range,
      duration: d.duration,
      concentration: d.concentration,
      description: d.description,
      ...classified(d),
    },
  }),
  'reference-table': (d) => ({ resource: 'referenceTable', name: d.name, fields: { content: d.body }, restOnly: { subject: d.subject } }),
  rule: (d) => ({
    resource: d.ruleType === 'variant' ? 'VariantRule' : ({ phb: 'PlayerHandbookRule', wh: 'WretchedHivesRule', ec: 'ExpandedContent' } as Record<string, ResourceKey>)[d.sourceKey]!,
    name: d.name,
    fields: { chapterName: d.name, chapterNumber: d.chapterNumber ?? 0, contentMarkdown: d.body },
  }),
  'starship-rule': (d) => ({ resource: 'StarshipRule', name: d.title, fields: { chapterName: d.title, chapterNumber: d.chapterNumber, contentMarkdown: d.body } }),
  source: (d) => ({
    resource: 'source',
    name: d.title,
    fields: { key: d.key, abbreviation: d.abbreviation, shelfName: d.shelfName, attribution: d.attribution, licenseNote: d.licenseNote, isOfficial: d.isOfficial, contentSource: 'PHB' },
  }),
  'starship-base-size': (d) => ({
    resource: 'starshipBaseSize',
    name: d.name,
    fields: {
      hitDiceDieType: d.hull.diceAtTier0.faces,
      hitDiceNumberOfDice: d.hull.diceAtTier0.number,
      modSlotsAtTier0: d.modifications.baseModificationSlots,
      savingThrowOptions: d.savingThrows.split(', '),
      fullText: expect.stringContaining(`#### ${d.roles[0].name}`),
      contentSource: 'SotG',
    },
    restOnly: { hull: d.hull, roles: d.roles, tierProgression: d.tierProgression },
  }),
  'starship-deployment': (d) => ({
    resource: 'StarshipDeployment',
    name: d.name,
    fields: { description: d.role, featureText: expect.stringContaining(`### ${d.features[1].name}\n${d.features[1].description}`), contentSource: 'SotG' },
    restOnly: { rankProgression: d.rankProgression },
  }),
  'starship-equipment': (d) => ({
    resource: 'starshipEquipment',
    name: d.name,
    fields: {
      type: cap(d.category),
      cost: d.costInCredits,
      description: d.description ?? null,
      weaponCategory: d.weapon ? cap(d.weapon.mounting) : 'None',
      damageNumberOfDice: d.weapon ? d.damage.numberOfDice : 0,
      damageDieType: d.weapon ? d.damage.dieFaces : 0,
      shortRange: d.weapon ? d.range.normal : 0,
      longRange: d.weapon ? d.range.long : 0,
      // The range prints inside the first clause, as the legacy tables wrote it.
      properties: d.properties ? [cap(d.properties[0]) + (d.weapon ? ` (range ${d.range.normal}/${d.range.long})` : ''), ...d.properties.slice(1)].join(', ') : null,
      contentSource: 'SotG',
    },
    restOnly: {
      ...(d.shield ? { capacityMultiplier: d.shield.capacityMultiplier, regenerationRateCoefficient: d.shield.regenerationRateCoefficient } : {}),
      ...(d.firedBy ? { firedBy: d.firedBy, damageForLargerShips: d.damageForLargerShips } : {}),
    },
  }),
  'starship-modification': (d) => ({
    resource: 'starshipModification',
    name: d.name,
    fields: { type: cap(d.modificationType), grade: d.grade, prerequisites: (d.prerequisites ?? []).map((p: Doc) => p.text), content: d.description, contentSource: 'SotG' },
    restOnly: { structuredPrerequisites: d.prerequisites },
  }),
  'starship-venture': (d) => ({
    resource: 'starshipVenture',
    name: d.name,
    fields: {
      prerequisites: (d.prerequisites ?? []).map((p: Doc) => p.text),
      content: (d.prerequisites ?? []).map((p: Doc) => `_**Prerequisite:** ${p.text}_<br>\n`).join('') + d.description,
      contentSource: 'SotG',
    },
  }),
  'weapon-focus': (d) => ({
    resource: 'weaponFocus',
    name: d.name,
    fields: { description: [d.description, ...d.benefits.map((b: string) => `- ${b}`)].join('\n'), ...classified(d) },
    restOnly: { weaponGroup: d.weaponGroup, benefits: d.benefits },
  }),
  'weapon-property': (d) => ({ resource: 'weaponProperty', name: d.name, fields: { content: `#### ${d.name}\n${d.description}`, contentType: 'Core' } }),
};

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);

const docs = hasCanonicalMaterial('canonical samples') ? sampleDocuments() : new Map<string, CanonicalDocument[]>();
const cases = [...docs].flatMap(([type, list]) => list.map((doc) => [`${type}/${doc.key}`, type, doc] as const));

describe.runIf(docs.size > 0)('the 43 real canonical documents, served', () => {
  let server: TestServer;
  let dataDir: string;
  let types: Map<string, Map<string, TypeRef>>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sw5e-canonical-samples-'));
    const store = await openEmbeddedStore({ dataDir });
    const report = await importCanonical(store, makeCheckout(join(dataDir, 'checkout'), docs));
    await store.close();
    expect(report.resources.flatMap((r) => r.errors.map(formatIssue))).toEqual([]);
    server = await startTestServer({ DATA_DIR: dataDir });
    const intro = await server.graphql<{ __schema: { types: { name: string; fields: { name: string; type: TypeRef }[] | null }[] } }>(
      '{ __schema { types { name fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } } } }',
    );
    types = new Map(intro.body.data!.__schema.types.map((t) => [t.name, new Map((t.fields ?? []).map((f) => [f.name, f.type]))]));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are 43 documents of 25 types', () => {
    expect(cases).toHaveLength(43);
    expect(docs.size).toBe(25);
    expect(Object.keys(EXPECT).sort()).toEqual([...docs.keys()].sort());
  });

  /** A selection set for the expected fields the GraphQL type has, with sub-selections for object members. */
  function selection(typeName: string, expected: Rec): string {
    const fields = types.get(typeName)!;
    return Object.entries(expected)
      .filter(([k]) => fields.has(k))
      .map(([k, v]) => {
        const t = named(fields.get(k)!);
        if (t.kind !== 'OBJECT') return k;
        const sample = Array.isArray(v) ? (Array.isArray(v[0]) ? v[0][0] : v[0]) : v;
        // An empty list says nothing of its items' members: ask for one the type surely has.
        return `${k} { ${sample ? selection(t.name!, sample as Rec) : '__typename'} }`;
      })
      .join(' ');
  }

  it.each(cases)('%s: REST and GraphQL serve it with its fields mapped', async (_label, type, doc) => {
    for (const want of ([] as Expectation[]).concat(EXPECT[type]!(doc))) {
      const def = resourceDef(want.resource);
      const rest = await server.getJson<Rec[]>(`/api/${def.key}`);
      expect(rest.status).toBe(200);
      const nameField = def.kind === 'chapters' ? 'chapterName' : 'name';
      const fromRest = rest.body.filter((r) => r[nameField] === want.name && (want.fields.weaponClassification === undefined || r.weaponClassification === want.fields.weaponClassification));
      expect(fromRest, `${def.key}: "${want.name}"`).toHaveLength(1);
      expect(fromRest[0]).toMatchObject({ ...want.fields, ...want.restOnly });

      const g = def.graphql!;
      const typeName = g.type;
      const query =
        def.kind === 'chapters'
          ? `{ chapter(book: ${def.book}, name: ${JSON.stringify(want.name)}) { ${selection('Chapter', want.fields)} } }`
          : `{ ${g.list}(name: ${JSON.stringify(want.name)}) { ${selection(typeName, want.fields)} } }`;
      const res = await server.graphql<Record<string, Rec | Rec[] | null>>(query);
      expect(res.body.errors, query).toBeUndefined();
      const answer = res.body.data![def.kind === 'chapters' ? 'chapter' : g.list];
      const items = (Array.isArray(answer) ? answer : [answer]).filter((r): r is Rec => r !== null && (want.fields.weaponClassification === undefined || r.weaponClassification === want.fields.weaponClassification));
      expect(items, query).toHaveLength(1);
      const graphFields = Object.fromEntries(Object.entries(want.fields).filter(([k]) => types.get(def.kind === 'chapters' ? 'Chapter' : typeName)!.has(k)));
      expect(Object.keys(graphFields).length, `${type}: fields compared over GraphQL`).toBeGreaterThan(0);
      expect(items[0]).toMatchObject(graphFields);
    }
  });

  it('derives the advancement lookup from the experience table, served to the character tools', async () => {
    const res = await server.graphql<{ characterAdvancements: { level: number; experiencePoints: number; proficiencyBonus: number }[] }>('{ characterAdvancements { level experiencePoints proficiencyBonus } }');
    const byLevel = new Map(res.body.data!.characterAdvancements.map((a) => [a.level, a]));
    expect(byLevel.size).toBe(20);
    expect(byLevel.get(4)).toEqual({ level: 4, experiencePoints: 2700, proficiencyBonus: 2 });
    expect(byLevel.get(20)?.proficiencyBonus).toBe(6);
  });
});
