// The crew as the sheet shows it: each member's ranks, proficiency (which counts only with at least one deployment
// rank), deployment features with their uses, options known, ventures (prerequisites checked) and gunning styles;
// and who is at the helm, whose proficiency the ship's saves and checks use.
import type { DeploymentName, Uses } from '../../schemas/starship-mechanics.ts';
import { checkVenturePrerequisite, type PrerequisiteResult } from './prerequisites.ts';
import { nameKey, type StarshipRules } from './rules.ts';
import type { CrewMember, Starship } from './ship-document.ts';

/** What the page knows of a crewmember who is one of My Characters (current figures win over the stored ones). */
export interface CrewFacts {
  proficiencyBonus?: number;
  piloting?: 'none' | 'proficient' | 'expert';
  /** Class levels by class name, for ventures that need them. */
  classLevels?: Readonly<Record<string, number>>;
  /** Highest force and tech power levels the character can cast (0: none), for ventures that need them. */
  casting?: { force: number; tech: number };
}

export interface UsesCount {
  max: number;
  used: number;
  left: number;
  recovery: Uses['recovery'];
}

/** The uses of a limited feature at a tier and rank (the sum of its terms). */
export function usesMax(uses: Uses, at: { tier?: number; rank?: number; proficiencyBonus?: number }): number {
  return (uses.fixed ?? 0) + (uses.perTier ?? 0) * (at.tier ?? 0) + (uses.perRank ?? 0) * (at.rank ?? 0) + (uses.proficiencyBonus ? (at.proficiencyBonus ?? 0) : 0);
}

export function usesCount(uses: Uses | undefined, used: number, at: { tier?: number; rank?: number; proficiencyBonus?: number }): UsesCount | null {
  if (!uses) return null;
  const max = usesMax(uses, at);
  return { max, used: Math.min(used, max), left: Math.max(0, max - used), recovery: uses.recovery };
}

export interface ComputedDeploymentFeature {
  name: string;
  rank: number;
  uses: UsesCount | null;
  /** Found in the loaded deployment record (its text is there); false for a catalogue name the record lacks. */
  inRecord: boolean;
}

export interface ComputedDeploymentRanks {
  deployment: DeploymentName;
  rank: number;
  features: ComputedDeploymentFeature[];
  /** The options the deployment learns (tactics, gambits...), how many are known at this rank. */
  options: { feature: string; noun: string; known: number } | null;
  /** The deployment's own die at this rank (the mechanic's tech die), e.g. "d6". */
  die: { name: string; die: string } | null;
}

export interface ComputedVenture {
  name: string;
  found: boolean;
  prerequisites: PrerequisiteResult[];
  /** False when a prerequisite is not met; null when one cannot be judged here. */
  allowed: boolean | null;
}

export interface ComputedCrewMember {
  id: string;
  name: string;
  characterId: string | null;
  deployment: DeploymentName | null;
  atHelm: boolean;
  /** All deployment ranks added (the character's rank). */
  totalRank: number;
  /** The proficiency bonus the crewmember adds to ship rolls: their own, once they hold a deployment rank; else 0. */
  proficiency: number;
  piloting: 'none' | 'proficient' | 'expert';
  deployments: ComputedDeploymentRanks[];
  ventures: ComputedVenture[];
  venturesAllowed: number;
  gunningStyles: { name: string; found: boolean }[];
  gunningStylesAllowed: number;
  /** Weapons this crewmember fires (ids). */
  weapons: string[];
}

export interface CrewContext {
  members: ComputedCrewMember[];
  byId: ReadonlyMap<string, ComputedCrewMember>;
  helm: ComputedCrewMember | null;
}

function ranksOf(member: CrewMember): { deployment: DeploymentName; rank: number }[] {
  const ranks = new Map<DeploymentName, number>();
  if (member.deployment && member.rank > 0) ranks.set(member.deployment, member.rank);
  for (const other of member.otherRanks) ranks.set(other.deployment, (ranks.get(other.deployment) ?? 0) + other.rank);
  return [...ranks].map(([deployment, rank]) => ({ deployment, rank }));
}

export function computeCrew(ship: Starship, rules: StarshipRules, facts: Readonly<Record<string, CrewFacts>> | undefined, problems: (p: { where: 'crew'; id: string; name: string; reason: string }) => void): CrewContext {
  const helmId = ship.helm && ship.crew.some((m) => m.id === ship.helm) ? ship.helm : (ship.crew.find((m) => m.deployment === 'Pilot')?.id ?? null);
  const gunningStyleNames = new Map(rules.general.gunningStyles.map((style) => [nameKey(style.name), style.name] as const));
  const members = ship.crew.map((member): ComputedCrewMember => {
    const fact = facts?.[member.id];
    const ranks = ranksOf(member);
    const totalRank = ranks.reduce((sum, r) => sum + r.rank, 0);
    const ownBonus = fact?.proficiencyBonus ?? member.proficiencyBonus;
    const rankIn = (deployment: string) => ranks.find((r) => r.deployment.toLowerCase() === deployment.toLowerCase())?.rank ?? 0;
    const deployments = ranks.map(({ deployment, rank }): ComputedDeploymentRanks => {
      const found = rules.deployment(deployment);
      const catalogue = found?.rules;
      const recordFeatures = (found?.record?.features ?? []).filter((f) => (f.tier ?? 1) <= rank && nameKey(f.name) !== 'venture');
      const features: ComputedDeploymentFeature[] = recordFeatures.map((f) => {
        const entry = catalogue?.features.find((c) => nameKey(c.name) === nameKey(f.name));
        return { name: f.name, rank: f.tier ?? 1, uses: usesCount(entry?.uses, member.featureUses[f.name] ?? 0, { rank, proficiencyBonus: ownBonus }), inRecord: true };
      });
      return {
        deployment,
        rank,
        features,
        options: catalogue ? { feature: catalogue.options.feature, noun: catalogue.options.noun, known: catalogue.options.known[rank - 1]! } : null,
        die: catalogue?.die ? { name: catalogue.die.name, die: `d${catalogue.die.byRank[rank - 1]!}` } : null,
      };
    });
    const ventureFacts = { totalRank, rankIn, ventures: member.ventures, classLevels: fact?.classLevels, casting: fact?.casting };
    const ventures = member.ventures.map((name): ComputedVenture => {
      const venture = rules.venture(name);
      if (!venture) {
        problems({ where: 'crew', id: member.id, name, reason: `${name} is not a venture of the loaded rules` });
        return { name, found: false, prerequisites: [], allowed: null };
      }
      const prerequisites = venture.prerequisites.map((term) => checkVenturePrerequisite(term, ventureFacts));
      const refused = prerequisites.find((p) => p.met === false);
      if (refused) problems({ where: 'crew', id: member.id, name, reason: `${member.name || 'Crewmember'}: ${name}: ${refused.reason}` });
      return { name, found: true, prerequisites, allowed: refused ? false : prerequisites.some((p) => p.met === null) ? null : true };
    });
    if (ventures.length > totalRank) {
      problems({ where: 'crew', id: member.id, name: member.name, reason: `${member.name || 'Crewmember'} has ${ventures.length} ventures but ${totalRank} ${totalRank === 1 ? 'rank' : 'ranks'} (one venture per rank)` });
    }
    const gunnerRank = rankIn('Gunner');
    const stylistVentures = member.ventures.filter((v) => nameKey(v) === 'gunningstylist').length;
    const gunningStylesAllowed = (gunnerRank >= 2 ? 1 : 0) + (gunnerRank >= 4 ? 1 : 0) + stylistVentures;
    const gunningStyles = member.gunningStyles.map((name) => ({ name: gunningStyleNames.get(nameKey(name)) ?? name, found: gunningStyleNames.has(nameKey(name)) }));
    for (const style of gunningStyles) if (!style.found) problems({ where: 'crew', id: member.id, name: style.name, reason: `${style.name} is not a gunning style (${rules.general.gunningStyles.map((s) => s.name).join(', ')})` });
    if (gunningStyles.length > gunningStylesAllowed) {
      problems({ where: 'crew', id: member.id, name: member.name, reason: `${member.name || 'Crewmember'} has ${gunningStyles.length} gunning styles but may have ${gunningStylesAllowed} (gunner ranks 2 and 4, and the Gunning Stylist venture)` });
    }
    return {
      id: member.id,
      name: member.name,
      characterId: member.characterId,
      deployment: member.deployment,
      atHelm: member.id === helmId,
      totalRank,
      proficiency: totalRank >= 1 ? ownBonus : 0,
      piloting: fact?.piloting ?? member.piloting,
      deployments,
      ventures,
      venturesAllowed: totalRank,
      gunningStyles,
      gunningStylesAllowed,
      weapons: [],
    };
  });
  const byId = new Map(members.map((m) => [m.id, m] as const));
  return { members, byId, helm: helmId ? (byId.get(helmId) ?? null) : null };
}

