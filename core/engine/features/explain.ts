// Where each number a feature changed comes from, as one readable line per number ("AC 16 = 10 + Dexterity 3 +
// Constitution 3 (Unarmored Defense (Berserker 1))"), built from the contributions resolveMechanics records. The final
// numbers come from the computed sheet, so a part no feature explains (armor, a shield, the armor's Strength
// penalty, a tweak) is shown as the difference and the line always adds up to what the sheet shows.
import { ABILITIES } from '../character/types.ts';
import type { ComputedAbilityScores } from '../compute/ability-scores.ts';
import { featureLabel, type Contribution, type ProficiencySource, type ResolvedMechanics, type SpeedMode } from './mechanics.ts';

/** The sheet's final numbers the explanations add up to. */
export interface ExplainedTotals {
  armorClass: number;
  /** The walking speed (speed.base). */
  walk: number;
  hitPointsMaximum: number;
  initiative: number;
}

/**
 * One line per explained number, keyed like the sheet's numbers: "armorClass", "speed.base" (walking), "speed.fly"
 * and the other modes, "hitPoints.maximum", "attacksPerAction", "unarmedDie", "weaponDamage", "size",
 * "sense.<sense>", and "resistance.<damage>", "immunity.<damage>", "vulnerability.<damage>",
 * "conditionImmunity.<condition>"; and "skill.<skill>", "save.<ability>" for those a feature made proficient.
 */
export type FeatureExplanations = Record<string, string>;

const MODE_LABEL: Record<SpeedMode, string> = { walk: 'Speed', climb: 'Climb', swim: 'Swim', fly: 'Fly', burrow: 'Burrow' };
const SENSE_LABEL: Record<string, string> = { darkvision: 'Darkvision', blindsight: 'Blindsight', blindsense: 'Blindsense', tremorsense: 'Tremorsense', truesight: 'Truesight' };
const DEFENCE_LABEL: Record<string, string> = { resistance: 'Resistant to', immunity: 'Immune to', vulnerability: 'Vulnerable to', conditionImmunity: 'Cannot be' };
const DAMAGE_SCOPE: Record<string, string> = { meleeStrength: 'melee attacks with Strength', melee: 'melee weapon attacks', allWeapons: 'weapon attacks' };

type Labelled = Omit<Contribution, 'feature'> & { feature: string };

/** "a + b (x) - c (y)": terms after the first are joined with their sign. */
function sum(terms: readonly { value: number; label?: string }[]): string {
  return terms
    .map(({ value, label }, index) => {
      const text = `${index === 0 ? value : Math.abs(value)}${label ? ` (${label})` : ''}`;
      return index === 0 ? text : `${value < 0 ? '-' : '+'} ${text}`;
    })
    .join(' ');
}

/** The part of `total` the listed terms do not account for, as a term, when there is one. */
function remainder(total: number, accounted: number, label: string): { value: number; label: string }[] {
  return total === accounted ? [] : [{ value: total - accounted, label }];
}

export function explainFeatureNumbers(resolved: Pick<ResolvedMechanics, 'contributions' | 'armorFormula' | 'speeds' | 'walk'>, totals: ExplainedTotals, standardBody: number): FeatureExplanations {
  const out: FeatureExplanations = {};
  // Labelled here, once per contribution, so a compute that never shows them pays nothing for the labels.
  const byTarget = new Map<string, Labelled[]>();
  for (const part of resolved.contributions) {
    const list = byTarget.get(part.target);
    const labelled = { ...part, feature: featureLabel(part.feature) };
    if (list) list.push(labelled);
    else byTarget.set(part.target, [labelled]);
  }
  const of = (target: string) => byTarget.get(target) ?? [];

  // Armor class: the winning formula (when it beat 10 + Dexterity, as the sheet shows it) and flat bonuses.
  const formula = resolved.armorFormula && resolved.armorFormula.body > standardBody ? resolved.armorFormula : undefined;
  const bonuses = of('armorClass').map((part) => ({ value: part.value ?? 0, label: part.feature }));
  if (formula || bonuses.length) {
    const bonusTotal = bonuses.reduce((total, term) => total + term.value, 0);
    const base = formula ? [] : [{ value: totals.armorClass - bonusTotal, label: 'armor, shield and tweaks' }];
    const rest = formula ? remainder(totals.armorClass, formula.body + bonusTotal, 'shield and tweaks') : [];
    out.armorClass = `AC ${totals.armorClass} = ${formula ? `${formula.explanation}${bonuses.length || rest.length ? ' + ' : ''}` : ''}${sum([...base, ...bonuses, ...rest])}`;
  }

  // Walking speed: the feature that set it (else the usual 30 ft.), its bonuses, and what armor or tweaks took off.
  const walkParts = of('speed.walk');
  if (walkParts.length) {
    const setter = walkParts.filter((part) => typeof part.set === 'number').sort((a, b) => (b.set as number) - (a.set as number))[0];
    const start = { value: resolved.walk.base, label: setter ? setter.feature : 'base' };
    const bonusTerms = walkParts.filter((part) => part.value !== undefined && part.value !== 0).map((part) => ({ value: part.value!, label: part.feature }));
    out['speed.base'] = `Speed ${totals.walk} ft. = ${sum([start, ...bonusTerms, ...remainder(totals.walk, resolved.walk.base + resolved.walk.bonus, 'armor and tweaks')])}`;
  }
  for (const [mode, total] of Object.entries(resolved.speeds) as [SpeedMode, number][]) {
    if (mode === 'walk' || total === undefined) continue;
    const parts = of(`speed.${mode}`);
    const setters = parts.filter((part) => part.set !== undefined);
    const bonusTerms = parts.filter((part) => part.value !== undefined && part.value !== 0).map((part) => ({ value: part.value!, label: part.feature }));
    const bonusTotal = bonusTerms.reduce((total, term) => total + term.value, 0);
    // The winning setter is the one whose value (the walking speed for "walk") gives the total before bonuses.
    const start = setters.find((part) => (part.set === 'walk' ? totals.walk : part.set) === total - bonusTotal) ?? setters[0];
    const first = { value: total - bonusTotal, label: start ? (start.set === 'walk' ? `the walking speed, ${start.feature}` : start.feature) : 'features' };
    out[`speed.${mode}`] = `${MODE_LABEL[mode]} ${total} ft. = ${sum([first, ...bonusTerms])}`;
  }

  for (const [target, parts] of byTarget) {
    if (target.startsWith('sense.')) {
      const best = [...parts].sort((a, b) => (b.value ?? 0) - (a.value ?? 0))[0]!;
      const sense = target.slice('sense.'.length);
      out[target] = `${SENSE_LABEL[sense] ?? sense} ${best.value} ft. (${best.feature})`;
    } else if (target in DEFENCE_LABEL) {
      for (const part of parts) {
        const key = `${target}.${part.what}`;
        out[key] = out[key] ? `${out[key].slice(0, -1)}, ${part.feature})` : `${DEFENCE_LABEL[target]} ${target === 'conditionImmunity' ? part.what!.toLowerCase() : part.what} (${part.feature})`;
      }
    }
  }

  const hitPoints = of('hitPoints.maximum');
  if (hitPoints.length) {
    const terms = hitPoints.map((part) => ({ value: part.value ?? 0, label: part.feature }));
    const fromFeatures = terms.reduce((total, term) => total + term.value, 0);
    out['hitPoints.maximum'] = `Hit points ${totals.hitPointsMaximum} = ${sum([{ value: totals.hitPointsMaximum - fromFeatures, label: 'hit dice, Constitution and tweaks' }, ...terms])}`;
  }
  const initiative = of('initiative');
  if (initiative.length) {
    const terms = initiative.map((part) => ({ value: part.value ?? 0, label: part.feature }));
    const fromFeatures = terms.reduce((total, term) => total + term.value, 0);
    const signedTotal = `${totals.initiative < 0 ? '' : '+'}${totals.initiative}`;
    out.initiative = `Initiative ${signedTotal} = ${sum([{ value: totals.initiative - fromFeatures, label: 'Dexterity and tweaks' }, ...terms])}`;
  }
  const attacks = of('attacksPerAction').sort((a, b) => (b.set as number) - (a.set as number))[0];
  if (attacks) out.attacksPerAction = `${attacks.set} attacks per Attack action (${attacks.feature})`;
  const unarmed = of('unarmedDie').sort((a, b) => (b.set as number) - (a.set as number))[0];
  if (unarmed && typeof unarmed.set === 'number' && unarmed.set > 0) out.unarmedDie = `Unarmed strikes d${unarmed.set} (${unarmed.feature})`;
  const damage = of('weaponDamage');
  if (damage.length) out.weaponDamage = damage.map((part) => `${part.value! < 0 ? '' : '+'}${part.value} damage on ${DAMAGE_SCOPE[part.what!] ?? part.what} (${part.feature})`).join('; ');
  const size = of('size').at(-1);
  if (size) out.size = `Size ${size.what} (${size.feature})`;
  return out;
}

const signed = (value: number) => `${value < 0 ? '' : '+'}${value}`;

/**
 * Skills and saving throws a feature made proficient (or expert): "Athletics +7 = Strength 3 + proficiency 2 x 2
 * (Expertise (Operative 1))", the features that gave the proficiency named once each. What the terms do not account
 * for (a tweak, another bonus) is shown as the difference, so the line adds up to the sheet's figure.
 */
export function explainProficiencies(
  sources: readonly ProficiencySource[] | undefined,
  scores: ComputedAbilityScores,
  proficiencyBonus: number,
  ownSkillSources?: ReadonlyMap<string, readonly string[]>,
): FeatureExplanations {
  const out: FeatureExplanations = {};
  if (!sources?.length) return out;
  const byKey = new Map<string, string[]>();
  for (const { kind, name, feature } of sources) {
    const labels = byKey.get(`${kind}.${name}`) ?? [];
    const label = featureLabel(feature);
    if (!labels.includes(label)) labels.push(label);
    byKey.set(`${kind}.${name}`, labels);
  }
  const line = (title: string, total: number, ability: string, modifier: number, expertise: boolean, labels: string[]) => {
    const added = expertise ? 2 * proficiencyBonus : proficiencyBonus;
    const rest = total - modifier - added;
    const tail = rest === 0 ? '' : ` ${rest < 0 ? '-' : '+'} ${Math.abs(rest)} (tweaks)`;
    return `${title} ${signed(total)} = ${ability} ${modifier} + proficiency ${proficiencyBonus}${expertise ? ' x 2' : ''} (${labels.join(', ')})${tail}`;
  };
  for (const ability of ABILITIES) {
    const score = scores[ability];
    const saveLabels = byKey.get(`save.${ability}`);
    if (saveLabels && score.savingThrow.proficiency !== 'none') out[`save.${ability}`] = line(`${ability} save`, score.savingThrow.modifier, ability, score.modifier, false, saveLabels);
    for (const skill of score.skills) {
      const labels = byKey.get(`skill.${skill.name}`);
      // Every source is named: the class or background that made the skill proficient before a feature made it expert.
      if (labels && skill.proficiency !== 'none') out[`skill.${skill.name}`] = line(skill.name, skill.modifier, ability, score.modifier, skill.proficiency === 'expertise', [...(ownSkillSources?.get(skill.name) ?? []), ...labels]);
    }
  }
  return out;
}
