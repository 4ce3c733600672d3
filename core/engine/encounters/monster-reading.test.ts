// Reading a monster's record: behaviors into rolls (attacks, typed damage, DCs, recharges, uses, legendary costs),
// the defenses' untyped texts, saves, skills, passive Perception, hit dice, ratings and villainous pools. The records
// here are made up for the test, in the data's shapes.
import { describe, expect, it } from 'vitest';
import { ENCOUNTER_RULES as rules } from '../test-support/encounter-rules.ts';
import { behaviorStatus, readBehavior, readRestriction } from './behaviors.ts';
import { readDefenses } from './defenses.ts';
import { monsterKind } from '../../text/monster-kind.ts';
import { readMonster, type MonsterSource } from './monster-reading.ts';

type Behavior = Parameters<typeof readBehavior>[0];
const behavior = (fields: Partial<Behavior> & { name: string; description: string }): Behavior => ({ monsterBehaviorType: 'Action', restrictions: null, descriptionWithLinks: null, attackType: 'None', attackBonus: 0, damageRoll: null, damageType: 'Unknown', ...fields });
const CONDITIONS = [...rules.conditions.values()].map((c) => c.name);

describe('behaviors', () => {
  it('reads an attack: its bonus, reach and target, and its damage dice with their type and average', () => {
    const reading = readBehavior(behavior({ name: 'Vibroblade', description: ' Melee Weapon Attack: +13 to hit, reach 25 ft., one target. Hit: 10 (1d10 + 5) kinetic damage plus 4 (1d8) ion damage.' }));
    expect(reading.attacks).toEqual([{ kind: 'Melee Weapon Attack', bonus: 13, detail: 'reach 25 ft., one target' }]);
    expect(reading.damage).toEqual([
      { notation: '1d10+5', average: 10, type: 'Kinetic' },
      { notation: '1d8', average: 4, type: 'Ion' },
    ]);
    expect(behaviorStatus(reading)).toBe('rolls');
  });

  it('reads attacks written loosely: no colon, a full stop, dice without an average, extra dice after "plus"', () => {
    expect(readBehavior(behavior({ name: 'Claw', description: 'Melee Weapon Attack.+9 to hit, reach 10 ft., one target. Hit: 1d6+5 kinetic damage' }))).toMatchObject({
      attacks: [{ kind: 'Melee Weapon Attack', bonus: 9 }],
      damage: [{ notation: '1d6+5', type: 'Kinetic' }],
    });
    expect(readBehavior(behavior({ name: 'Spear', description: 'Melee or Ranged Weapon Attack +2 to hit, reach 5 ft. or range 45/90 ft., one creature. Hit 10 (1d6 + 3 plus 1d6) energy damage.' }))).toMatchObject({
      attacks: [{ kind: 'Melee or Ranged Weapon Attack', bonus: 2, detail: 'reach 5 ft. or range 45/90 ft., one creature' }],
      damage: [{ notation: '1d6+3+1d6', average: 10, type: 'Energy' }],
    });
  });

  it('reads save DCs in both word orders, checks, grapple escapes and a caster save DC with its attack bonus', () => {
    const breath = readBehavior(behavior({ name: 'Spray', description: 'Each creature in a 15-foot cone must make a DC 13 Dexterity saving throw, taking 14 (4d6) acid damage on a failed save.' }));
    expect(breath.dcs).toEqual([{ kind: 'save', dc: 13, ability: 'Dexterity' }]);
    expect(breath.damage).toEqual([{ notation: '4d6', average: 14, type: 'Acid' }]);
    expect(readBehavior(behavior({ name: 'Stun', description: 'The target must succeed on a Constitution saving throw (DC 12) or be stunned.' })).dcs).toEqual([{ kind: 'save', dc: 12, ability: 'Constitution' }]);
    expect(readBehavior(behavior({ name: 'Grab', description: 'The target is grappled (escape DC 14). A creature can break free with a DC 14 Strength (Athletics) check.' })).dcs).toEqual([
      { kind: 'escape', dc: 14 },
      { kind: 'check', dc: 14, ability: 'Strength', skill: 'Athletics' },
    ]);
    const casting = readBehavior(behavior({ name: 'Techcasting', monsterBehaviorType: 'Trait', description: 'Its techcasting ability is Intelligence (tech save DC 15, +7 to hit with tech powers).' }));
    expect(casting.dcs).toEqual([{ kind: 'casting', dc: 15 }]);
    expect(casting.attacks).toEqual([{ kind: 'Tech power attack', bonus: 7 }]);
  });

  it('reads recharges, uses and legendary costs from restrictions, names and text', () => {
    expect(readRestriction('Recharge 5-6')).toEqual({ recharge: { from: 5 } });
    expect(readRestriction('Recharge 6')).toEqual({ recharge: { from: 6 } });
    expect(readRestriction('3/day')).toEqual({ uses: { count: 3, per: 'day' } });
    expect(readRestriction('6/day Reload 1 turn')).toEqual({ uses: { count: 6, per: 'day' }, rest: 'Reload 1 turn' });
    expect(readRestriction('Recharges after a Short or Long Rest')).toEqual({ uses: { count: 1, per: 'rest' } });
    expect(readRestriction('Costs 2 Actions.')).toEqual({ legendaryCost: 2 });
    expect(readRestriction('Solid Form Only')).toEqual({ rest: 'Solid Form Only' });

    expect(readBehavior(behavior({ name: 'Sonic Howl', restrictions: 'Recharge 5-6', description: 'Every creature within 30 feet must succeed on a DC 12 Constitution saving throw or take 10 (3d6) sonic damage.' }))).toMatchObject({ recharge: { from: 5 } });
    expect(readBehavior(behavior({ name: 'Flash Burst (Recharge 6)', description: 'A burst of light.' })).recharge).toEqual({ from: 6 });
    expect(readBehavior(behavior({ name: 'Rally', description: '(recharge 5-6) Allies within 30 feet gain advantage on their next attack.' })).recharge).toEqual({ from: 5 });
    expect(readBehavior(behavior({ name: 'Grenade', restrictions: '2/Day', description: 'It throws a grenade.' })).uses).toEqual([{ key: 'Grenade', label: 'Grenade', count: 2, per: 'day' }]);
    expect(readBehavior(behavior({ name: 'Stomp', monsterBehaviorType: 'Legendary', description: 'It stomps.' })).legendaryCost).toBe(1);
    expect(readBehavior(behavior({ name: 'Quake', monsterBehaviorType: 'Legendary', restrictions: 'Costs 3 Actions', description: 'It shakes the ground.' })).legendaryCost).toBe(3);
  });

  it('reads a casting list into one counter per power, from the linked text where it keeps one list per line', () => {
    const reading = readBehavior(
      behavior({
        name: 'Innate Forcecasting',
        monsterBehaviorType: 'Trait',
        description: 'At will: saber throw 2/day each: force push, slow 1/day: stun Its forcecasting ability is Wisdom (force save DC 14).',
        descriptionWithLinks: 'Its forcecasting ability is Wisdom (force save DC 14).\r\nAt will: [saber throw](#saber%20throw)\r\n2/day each: [force push](#force%20push), [slow](#slow)\r\n1/day: [stun](#stun)',
      }),
    );
    expect(reading.uses).toEqual([
      { key: 'Innate Forcecasting: force push', label: 'force push', count: 2, per: 'day' },
      { key: 'Innate Forcecasting: slow', label: 'slow', count: 2, per: 'day' },
      { key: 'Innate Forcecasting: stun', label: 'stun', count: 1, per: 'day' },
    ]);
    expect(reading.dcs).toEqual([{ kind: 'casting', dc: 14 }]);
  });

  it('keeps plain text as text, other dice as rolls, and lists what looks rollable but is not read', () => {
    expect(behaviorStatus(readBehavior(behavior({ name: 'Keen Smell', monsterBehaviorType: 'Trait', description: 'It has advantage on checks that rely on smell.' })))).toBe('text');
    expect(readBehavior(behavior({ name: 'Deflect', monsterBehaviorType: 'Reaction', description: 'It reduces the damage it takes by 1d10 + 4.' })).dice).toEqual([{ notation: '1d10+4' }]);
    const misspelt = readBehavior(behavior({ name: 'Bite', description: 'Melee Weapon Attack: +4 to hit, reach 10 ft., one target. Hit: 7 (2d4 + 2) kinetc damage.' }));
    expect(misspelt.damage).toEqual([{ notation: '2d4+2', average: 7 }]);
    expect(misspelt.unread).toEqual(['a damage type: "kinetc" names none']);
    const loose = readBehavior(behavior({ name: 'Barrage', description: 'It fires a barrage DC 14 at a point it can see.' }));
    expect(loose.unread).toEqual(['a DC without its number or what it is for: "It fires a barrage DC 14 at a point it can see."']);
    expect(behaviorStatus(loose)).toBe('unread');
  });

  it('falls back on the record\'s attack fields when the text states no attack', () => {
    expect(readBehavior(behavior({ name: 'Tail', description: 'It lashes out.', attackType: 'MeleeWeapon', attackBonus: 6, damageRoll: '2d6 + 4', damageType: 'Kinetic' }))).toMatchObject({
      attacks: [{ kind: 'Melee Weapon Attack', bonus: 6 }],
      damage: [{ notation: '2d6+4', type: 'Kinetic' }],
    });
  });
});

describe('defenses', () => {
  it('takes the typed lists as they are and reads the untyped texts: typed, conditional, all-except', () => {
    const defenses = readDefenses(
      {
        damageResistances: ['Necrotic'],
        damageResistancesOther: ['poison; kinetic', 'and energy from unenhanced weapons'],
        damageImmunities: [],
        damageImmunitiesOther: ['All except lightning'],
        damageVulnerabilities: ['Ion'],
        damageVulnerabilitiesOther: ['lightning in liquid form'],
        conditionImmunities: ['Charmed'],
        conditionImmunitiesOther: ['poison', 'disease', 'exhaustion'],
      },
      CONDITIONS,
    );
    expect(defenses.resistances).toEqual(['Necrotic', 'Poison']);
    expect(defenses.immunities).toEqual(['Acid', 'Cold', 'Energy', 'Fire', 'Force', 'Ion', 'Kinetic', 'Necrotic', 'Poison', 'Psychic', 'Sonic']);
    expect(defenses.vulnerabilities).toEqual(['Ion']);
    expect(defenses.conditional).toEqual([
      { defense: 'resistance', types: ['Kinetic', 'Energy'], text: 'kinetic, and energy from unenhanced weapons' },
      { defense: 'vulnerability', types: ['Lightning'], text: 'lightning in liquid form' },
    ]);
    expect(defenses.conditionImmunities).toEqual(['Charmed', 'Poisoned', 'Exhaustion']);
    expect(defenses.notes).toEqual(['condition immunity: disease']);
  });

  it('does not take "Force powers" for force damage, and keeps a qualifier on all damage as a note-like defense', () => {
    expect(readDefenses({ damageResistancesOther: ['ion; damage dealt by Force powers'] }, CONDITIONS)).toMatchObject({
      resistances: ['Ion'],
      conditional: [{ defense: 'resistance', types: [], text: 'damage dealt by Force powers' }],
    });
  });
});

describe('a monster', () => {
  const record: MonsterSource = {
    name: 'Dune Stalker',
    size: 'Large',
    types: ['beast (Villainous'],
    alignment: 'desert)',
    armorClass: 15,
    armorType: 'natural armor',
    hitPoints: 52,
    hitPointRoll: '7d10 + 14',
    speeds: '40 ft., burrow 20 ft.',
    strength: 18,
    dexterity: 14,
    constitution: 15,
    intelligence: 3,
    wisdom: 12,
    charisma: 6,
    dexterityModifier: 2,
    savingThrows: ['Dex +5', 'Con +5'],
    skills: ['Perception +4', 'Stealth +5'],
    damageImmunities: [],
    damageResistances: [],
    damageVulnerabilities: [],
    conditionImmunities: [],
    senses: ['tremorsense 60 ft.'],
    languages: [],
    challengeRating: '4',
    experiencePoints: 1100,
    behaviors: [
      behavior({ name: 'Villainous Hit Points', monsterBehaviorType: 'Trait', description: 'It has several pools of hit points, each tracked apart.' }),
      behavior({ name: 'Ambusher', monsterBehaviorType: 'Trait', description: 'It rolls initiative with advantage.' }),
      behavior({ name: 'Sweep', monsterBehaviorType: 'Legendary', description: 'It sweeps its tail.' }),
    ],
  };

  it('reads its numbers: saves listed or from the modifier, skills, passive Perception, hit dice, initiative', () => {
    const monster = readMonster(rules, record);
    expect(monster.abilities.Dexterity).toEqual({ score: 14, modifier: 2, save: 5, saveProficient: true });
    expect(monster.abilities.Strength).toEqual({ score: 18, modifier: 4, save: 4, saveProficient: false });
    expect(monster.skills).toEqual([{ name: 'Perception', bonus: 4 }, { name: 'Stealth', bonus: 5 }]);
    // No "passive Perception" sense: 10 + its Perception bonus.
    expect(monster.passivePerception).toBe(14);
    expect(monster.hitPoints).toEqual({ average: 52, dice: '7d10+14' });
    expect(monster.initiative).toEqual({ bonus: 2, advantage: true });
    expect(monster.kind).toEqual({ typeText: 'beast (Villainous, Desert)', types: ['beast'], alignment: undefined, villainous: true });
    expect(monster.villainous).toEqual({ poolHitPoints: 52 });
    expect(monster.legendaryActions).toBe(3);
    expect(monster.challengeRating).toEqual({ rating: '4', value: 4, xp: 1100, from: 'rating' });
  });

  it('derives the rating from the record\'s XP when the rating is unreadable, and says so; counts nothing when neither reads', () => {
    expect(readMonster(rules, { ...record, challengeRating: 'CR', experiencePoints: 700 }).challengeRating).toMatchObject({ rating: '3', xp: 700, from: 'recordXp' });
    expect(readMonster(rules, { ...record, challengeRating: 'CR', experiencePoints: 3 }).challengeRating).toEqual({
      xp: 0,
      recordXp: 3,
      from: 'none',
      note: 'The record\'s challenge rating "CR" is none and its 3 XP is no rating\'s: it counts for no XP until it is given a rating.',
    });
    expect(readMonster(rules, { ...record, experiencePoints: 0 }).challengeRating).toMatchObject({ xp: 1100, recordXp: 0, note: 'Its record says 0 XP; challenge rating 4 is worth 1100 XP, which is used.' });
  });

  it('reads saves and skills the data split or ran together', () => {
    const monster = readMonster(rules, { ...record, savingThrows: ['* Dex +7', 'Wis', '+3', 'Cha'], skills: ['Stealth +14 Survival +8'] });
    expect([monster.abilities.Dexterity.save, monster.abilities.Wisdom.save, monster.abilities.Charisma.saveProficient]).toEqual([7, 3, false]);
    expect(monster.skills).toEqual([{ name: 'Stealth', bonus: 14 }, { name: 'Survival', bonus: 8 }]);
  });

  it('reads its passive Perception from its senses when given, and keeps unreadable hit dice as a note', () => {
    const monster = readMonster(rules, { ...record, senses: ['darkvision 60 ft.', 'passive Perception 16'], hitPointRoll: '12d10+' });
    expect(monster.passivePerception).toBe(16);
    expect(monster.hitPoints).toEqual({ average: 52, note: 'The hit point dice "12d10+" cannot be read: hit points are the average, 52.' });
  });

  it('joins a type split at the comma of its tag and reads base types', () => {
    expect(monsterKind({ types: ['swarm of Tiny beasts'], alignment: 'unaligned' })).toEqual({ typeText: 'swarm of Tiny beasts', types: ['swarm'], alignment: 'unaligned', villainous: false });
  });
});
