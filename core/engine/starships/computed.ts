// The computed ship sheet's shapes: what computeStarship returns (compute.ts) and the formulas fill (formulas/).
import type { ShipAbility } from '../../schemas/starship-mechanics.ts';
import type { ComputedCrewMember, CrewFacts, UsesCount } from './crew.ts';
import type { PrerequisiteResult } from './prerequisites.ts';
import type { Starship } from './ship-document.ts';
import type { ComputedWeapon } from './weapons.ts';

export interface ComputeStarshipOptions {
  /** Current figures of crewmembers who are characters (by crew id): they win over the stored ones. */
  crewFacts?: Readonly<Record<string, CrewFacts>>;
}

export interface ComputedAbility {
  /** As assigned (before the size's adjustments); null when not assigned yet (10 is used meanwhile). */
  assigned: number | null;
  score: number;
  modifier: number;
  maximum: number;
  sources: { label: string; amount: number }[];
}

export interface StarshipProblem {
  where: 'size' | 'role' | 'abilities' | 'tiers' | 'saves' | 'equipment' | 'weapon' | 'modification' | 'crew' | 'cargo';
  /** The item's id (a modification, weapon or crewmember), when the problem is about one. */
  id?: string;
  name: string;
  reason: string;
}

export interface StarshipTodo {
  step: 'size' | 'abilities' | 'role' | 'tiers' | 'saves' | 'equipment' | 'weapons' | 'modifications' | 'crew';
  text: string;
}

export interface ComputedModification {
  id: string;
  name: string;
  found: boolean;
  type: string | null;
  grade: number;
  stock: boolean;
  /** The tier feature that granted it (no cost, no slot), or null for an installed one. */
  grantedBy: string | null;
  usesSlot: boolean;
  isSuite: boolean;
  countsAsSuite: boolean;
  /** False when a prerequisite is not met: the modification is aboard but does nothing until it is. */
  active: boolean;
  prerequisites: PrerequisiteResult[];
  cost: number;
  installationDC: number | null;
  hardpoints: string[];
  weapon: string | null;
  note: string | null | undefined;
  problems: string[];
}

export interface ComputedHardpoint {
  id: string;
  /** "Hardpoint 1", or "Hardpoint (Role Specialization: Gunship)" for a granted one. */
  label: string;
  granted: boolean;
  mountings: string[];
  weapon: string | null;
}

export interface ComputedFeature {
  name: string;
  tier: number;
  summary: string;
  source: string;
  die: string | null;
  uses: UsesCount | null;
}

export interface ComputedSave {
  ability: ShipAbility;
  modifier: number;
  proficient: boolean;
  autoFail: boolean;
  disadvantage: boolean;
  /** What gives the disadvantage ("System damage 3"), for a roller to name; empty without one. */
  disadvantageFrom: string[];
  explanation: string;
}

export interface ComputedSkill {
  name: string;
  ability: ShipAbility;
  modifier: number;
  proficiency: 'none' | 'proficient' | 'expert';
  disadvantage: boolean;
  /** What gives the disadvantage ("System damage 1", "Ionized"); empty without one. */
  disadvantageFrom: string[];
  explanation: string;
}

export interface ComputedStarship {
  name: string;
  size: Starship['size'];
  tier: number;
  role: string | null;
  catalogueVersion: string;
  abilities: Record<ShipAbility, ComputedAbility>;
  helm: { id: string; name: string; proficiency: number } | null;
  hullDice: { count: number; die: number; notation: string; used: number; left: number };
  shieldDice: { count: number; die: number; notation: string; used: number; left: number };
  /** The hull point maximum. */
  hullPoints: number;
  hullPointsExplanation: string;
  baseShieldPoints: number;
  /** Base shield points times the shield's capacity multiplier (0 without shields). */
  shieldCapacity: number;
  /** Shield points regained once per round: the shield die's maximum times the shield's coefficient. */
  shieldRegeneration: number;
  shieldExplanation: string[];
  shield: string | null;
  armorClass: { value: number; explanation: string };
  damageReduction: { value: number; source: string | null; explanation: string };
  speed: { flying: number; turning: number; base: { flying: number; turning: number }; explanation: string[] };
  firesPerRound: number;
  hardpoints: ComputedHardpoint[];
  weapons: ComputedWeapon[];
  powerDice: {
    die: string;
    recovery: string | null;
    stores: { location: string; capacity: number; used: number; available: number }[];
    capacity: number;
    available: number;
  };
  features: ComputedFeature[];
  savingThrows: ComputedSave[];
  skills: ComputedSkill[];
  modifications: ComputedModification[];
  modificationSlots: { used: number; max: number; over: number };
  suites: { used: number; max: number; explanation: string };
  stockModifications: { suites: { used: number; max: number }; nonSuites: { used: number; max: number } };
  resistances: { hull: string[]; shields: string[] };
  equipment: {
    armor: string | null;
    shield: string | null;
    reactor: string | null;
    powerCoupling: string | null;
    hyperdrive: { name: string; hyperdriveClass: number | null } | null;
    navcomputer: { name: string; level: number } | null;
  };
  cargo: { capacity: number | null; used: number };
  costs: { stock: number; equipment: number; modifications: number; nextTier: number | null };
  crew: ComputedCrewMember[];
  current: {
    hullPoints: number;
    shieldPoints: number;
    temporaryShieldPoints: number;
    slowedLevels: number;
    systemDamage: number;
    conditions: string[];
    disabled: boolean;
    stable: boolean;
    destroyed: boolean;
    /** What the conditions and system damage do right now, in words. */
    effects: string[];
  };
  todo: StarshipTodo[];
  problems: StarshipProblem[];
  warnings: string[];
}
