// Ship weapons on the sheet: attack bonus (the ship's Wisdom modifier + the firing crewmember's proficiency), save DC
// (8 + the same), damage (+ the Strength modifier for primary and secondary weapons), range, reload and properties,
// and whether each fits the ship (weapon size, a free hardpoint).
import type { StarshipEquipmentRecord } from '../../schemas/index.ts';
import type { StarshipSizeRules } from '../../schemas/starship-mechanics.ts';
import type { ComputedCrewMember, CrewContext } from './crew.ts';
import type { StarshipRules } from './rules.ts';
import type { ShipWeapon } from './ship-document.ts';

export interface ComputedWeapon {
  id: string;
  name: string;
  found: boolean;
  category: string | null;
  /** The weapon table it comes from ("Small" for Tiny-Large ships, "Huge" for Huge-Gargantuan). */
  weaponSize: string | null;
  hardpoint: string | null;
  gunner: { id: string; name: string; fromHelm: boolean } | null;
  /** An attack roll, or a saving throw the target makes. */
  mode: 'attack' | 'save';
  attackBonus: number | null;
  saveDC: number;
  /** The save the target makes (Dexterity for tertiary weapons and point-defense), null when the ammunition decides. */
  save: string | null;
  /** "2d4 + 3", or null when the loaded ammunition is unknown or deals no damage. */
  damage: string | null;
  /** The same as dice notation for a roller ("2d4+3"). */
  damageNotation: string | null;
  damageType: string | null;
  /** Normal and long range (close and normal for secondary weapons), in feet. */
  range: [number, number] | null;
  reload: number | null;
  ammunition: string | null;
  properties: string | null;
  constitutionRequirement: number | null;
  /** Explanations: where the bonuses come from, and what gives disadvantage. */
  notes: string[];
  /** What gives this weapon's attack rolls disadvantage, named for a roller ("Fired from the helm"); empty without one. */
  disadvantageFrom: string[];
  problems: string[];
}

export interface WeaponModifiers {
  wisdom: number;
  strength: number;
  constitutionScore: number;
  /** Role bonuses to attack rolls and save DCs, and to damage. */
  attackBonus: number;
  damageBonus: number;
  attackSources: string[];
  damageSources: string[];
}

const signed = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);

/** "constitution 15" and "con. 15" both name the requirement. */
export function constitutionRequirement(properties: string | null | undefined): number | null {
  const m = /\b(?:constitution|con\.)\s*(\d+)/i.exec(properties ?? '');
  return m ? Number(m[1]) : null;
}

const PROPERTY_PATTERNS: Record<string, RegExp> = { heavy: /\bheavy\b/i, zone: /\bzone\b/i };
const hasProperty = (properties: string | null | undefined, name: 'heavy' | 'zone') => PROPERTY_PATTERNS[name]!.test(properties ?? '');

/** Who fires a weapon: its assigned gunner, else the first crewmember deployed as gunner, else the helm. */
function gunnerOf(weapon: ShipWeapon, crew: CrewContext): { member: ComputedCrewMember; fromHelm: boolean } | null {
  const assigned = weapon.gunner ? crew.byId.get(weapon.gunner) : undefined;
  if (assigned) return { member: assigned, fromHelm: assigned.atHelm };
  const gunner = crew.members.find((m) => m.deployment === 'Gunner');
  if (gunner) return { member: gunner, fromHelm: gunner.atHelm };
  return crew.helm ? { member: crew.helm, fromHelm: true } : null;
}

export function computeWeapon(
  weapon: ShipWeapon,
  ctx: {
    rules: StarshipRules;
    size: StarshipSizeRules;
    sizeName: string;
    crew: CrewContext;
    mods: WeaponModifiers;
    /** Hardpoint ids aboard, and the mountings fitted to each. */
    hardpoints: ReadonlyMap<string, { label: string; mountings: string[] }>;
    /** How many Huge-size point-defense primaries a smaller ship may mount (Picket Ship), and how many it has used. */
    pointDefenseAllowance: { allowed: number; used: number };
  },
): ComputedWeapon {
  const { rules, size, crew, mods } = ctx;
  const notes: string[] = [];
  const problems: string[] = [];
  const disadvantageFrom: string[] = [];
  const found = rules.equipment(weapon.name);
  const record: StarshipEquipmentRecord | undefined = found?.record?.type === 'Weapon' ? found.record : undefined;
  if (!found?.record) problems.push(`${weapon.name} is not in the loaded equipment`);
  else if (!record) problems.push(`${weapon.name} is ${found.record.type.toLowerCase()}, not a weapon`);
  const category = record?.weaponCategory && record.weaponCategory !== 'None' ? record.weaponCategory : null;
  const weaponSize = (record as { weaponSize?: string } | undefined)?.weaponSize ?? null;

  // Weapon size: each size uses its own weapon table; a Picket Ship may mount one point-defense primary of the larger table.
  if (record && weaponSize && weaponSize !== 'None' && weaponSize !== size.weaponSize) {
    const pointDefense = category === 'Primary' && hasProperty(record.properties, 'zone');
    if (pointDefense && ctx.pointDefenseAllowance.used < ctx.pointDefenseAllowance.allowed) {
      ctx.pointDefenseAllowance.used++;
      notes.push('Mounted by the role specialization that allows one point-defense weapon');
    } else {
      problems.push(`${weapon.name} is a weapon for ${weaponSize === 'Huge' ? 'Huge and Gargantuan' : 'Tiny to Large'} ships, not for a ${ctx.sizeName} ship`);
    }
  }

  // Mounting: every weapon needs a hardpoint of its own.
  if (!weapon.hardpoint) problems.push(`${weapon.name} is on no hardpoint: mount it on a free hardpoint`);
  else if (!ctx.hardpoints.has(weapon.hardpoint)) problems.push(`${weapon.name} is mounted on "${weapon.hardpoint}", which is not a hardpoint of this ship`);
  const mountings = weapon.hardpoint ? (ctx.hardpoints.get(weapon.hardpoint)?.mountings ?? []) : [];

  const gunner = gunnerOf(weapon, crew);
  const proficiency = gunner?.member.proficiency ?? 0;
  if (gunner) crew.byId.get(gunner.member.id)?.weapons.push(weapon.id);

  const hugeOrLarger = size.weaponSize === 'Huge';
  const mode: 'attack' | 'save' = category === 'Tertiary' || category === 'Quaternary' || (category === 'Primary' && hugeOrLarger) ? 'save' : 'attack';
  const styles = gunner?.member.gunningStyles.map((s) => rules.general.gunningStyles.find((g) => g.name === s.name)).filter((s) => s && s.category === category) ?? [];
  const styleAttack = styles.reduce((sum, s) => sum + (s!.attack ?? 0), 0);
  const styleDC = styles.reduce((sum, s) => sum + (s!.saveDC ?? 0), 0);
  const styleDamage = styles.reduce((sum, s) => sum + (s!.damage ?? 0), 0);
  const recordAttack = record?.attackBonus ?? 0;
  const attackBonus = mode === 'attack' ? mods.wisdom + proficiency + recordAttack + mods.attackBonus + styleAttack : null;
  const saveDC = 8 + mods.wisdom + proficiency + mods.attackBonus + styleDC;
  const proficiencyText = gunner ? `${gunner.member.name || 'the gunner'}'s proficiency ${proficiency}` : 'no crewmember (proficiency 0)';
  const extras = [...mods.attackSources, ...styles.map((s) => `${s!.name} ${s!.attack ?? s!.saveDC}`)];
  if (mode === 'attack') notes.push(`Attack ${signed(attackBonus!)} = Wisdom ${mods.wisdom} + ${proficiencyText}${recordAttack ? ` + weapon ${recordAttack}` : ''}${extras.length ? ` + ${extras.join(' + ')}` : ''}`);
  notes.push(`Save DC ${saveDC} = 8 + Wisdom ${mods.wisdom} + ${proficiencyText}${extras.length ? ` + ${extras.join(' + ')}` : ''}`);
  if (gunner?.fromHelm && mode === 'attack' && (category === 'Primary' || category === 'Secondary') && !mountings.some((m) => /weapon slave array, mk ii/i.test(m))) {
    notes.push('Fired from the helm: disadvantage on the attack roll (a Weapon Slave Array, Mk II on its hardpoint removes it)');
    disadvantageFrom.push('Fired from the helm');
  }

  // Damage: the weapon's dice, or for launchers the loaded ammunition's dice at the ship's scale.
  let dice: string | null = null;
  let damageType: string | null = record?.damageType && record.damageType !== '-' ? record.damageType : null;
  let range: [number, number] | null = record && (record.shortRange || record.longRange) ? [record.shortRange ?? 0, record.longRange ?? 0] : null;
  let ammunition: string | null = null;
  if (record && (record.damageNumberOfDice ?? 0) > 0 && (record.damageDieType ?? 0) > 0) dice = `${record.damageNumberOfDice}d${record.damageDieType}`;
  if (weapon.ammunition) {
    const ammo = rules.equipment(weapon.ammunition);
    ammunition = ammo?.record?.name ?? weapon.ammunition;
    const ammoRules = ammo?.rules?.type === 'Ammunition' ? ammo.rules : undefined;
    if (!ammo?.record && !ammoRules) problems.push(`${weapon.ammunition} is not in the loaded equipment`);
    else if (ammo?.record && ammo.record.type !== 'Ammunition') problems.push(`${weapon.ammunition} is not ammunition`);
    else if (!ammoRules) notes.push(`The catalogue has no damage for ${weapon.ammunition}: see its description`);
    else {
      if (ammoRules.damage) {
        dice = size.ammunitionScale === 'huge' ? ammoRules.damage.huge : ammoRules.damage.small;
        damageType = ammoRules.damage.type;
      } else notes.push(`${ammunition} deals no damage of its own: see its description`);
      range = [ammoRules.range[0], ammoRules.range[1]];
      const launcher = ammoRules.launcher.toLowerCase();
      if (record && !record.name.toLowerCase().includes(launcher.replace(/ launcher$/, ''))) problems.push(`${ammunition} is loaded in a ${ammoRules.launcher.toLowerCase()}, not a ${record.name.toLowerCase()}`);
    }
  } else if (mode === 'save' && (category === 'Tertiary' || category === 'Quaternary') && !dice) {
    notes.push('Load ammunition to see its damage');
  }
  const addsStrength = category === 'Primary' || category === 'Secondary';
  const heavy = mode === 'attack' && hasProperty(record?.properties, 'heavy') ? Math.max(1, Math.ceil(mods.strength / 2)) : 0;
  const flat = (addsStrength ? mods.strength : 0) + (record?.damageDieModifier ?? 0) + mods.damageBonus + styleDamage + heavy;
  let damage: string | null = null;
  let damageNotation: string | null = null;
  if (dice) {
    damage = flat ? `${dice} ${signed(flat)}` : dice;
    damageNotation = flat ? `${dice}${flat < 0 ? flat : `+${flat}`}` : dice;
    const parts = [addsStrength ? `Strength ${mods.strength}` : null, record?.damageDieModifier ? `weapon ${record.damageDieModifier}` : null, ...mods.damageSources, ...styles.filter((s) => s!.damage).map((s) => `${s!.name} ${s!.damage}`), heavy ? `heavy ${heavy}` : null].filter(Boolean);
    notes.push(`Damage ${damage}${parts.length ? ` (${parts.join(' + ')})` : ''}`);
  }

  const constitution = constitutionRequirement(record?.properties);
  if (constitution !== null && mods.constitutionScore < constitution) {
    notes.push(`Constitution ${constitution} required (the ship has ${mods.constitutionScore}): disadvantage on attack rolls`);
    if (mode === 'attack') disadvantageFrom.push(`Constitution ${constitution} required`);
  }
  const reloadBase = record?.reload ?? 0;
  const reload = reloadBase > 0 ? Math.max(1, Math.floor((reloadBase * size.reloadMultiplier[0]) / size.reloadMultiplier[1])) : null;

  return {
    id: weapon.id,
    name: record?.name ?? weapon.name,
    found: !!record,
    category,
    weaponSize,
    hardpoint: weapon.hardpoint,
    gunner: gunner ? { id: gunner.member.id, name: gunner.member.name, fromHelm: gunner.fromHelm } : null,
    mode,
    attackBonus,
    saveDC,
    save: mode === 'save' ? (category === 'Quaternary' ? null : 'Dexterity') : null,
    damage,
    damageNotation,
    damageType,
    range,
    reload,
    ammunition,
    properties: record?.properties ?? null,
    constitutionRequirement: constitution,
    notes,
    disadvantageFrom: mode === 'attack' ? disadvantageFrom : [],
    problems,
  };
}
