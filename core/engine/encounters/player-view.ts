// The players' view of a running encounter (the `PLAYERS` view of a share link): a pure projection of the encounter
// document to what the table may see. The turn order, whose turn it is and the round; each player character's hit
// points; every other creature's state in words only: unhurt (at its maximum), hurt, bloodied (at half its hit point
// maximum or below) or defeated. No initiative, armor class, hit point figure, defense or stat block of a creature
// leaves here, and combatants the game master hides are left out altogether.
import type { Combatant, EncounterDocument } from './document-schema.ts';

export type CreatureState = 'unhurt' | 'hurt' | 'bloodied' | 'defeated';

export interface PlayerViewCombatant {
  /** The tracker's id (opaque), to key rows by. */
  id: string;
  name: string;
  kind: 'character' | 'creature';
  /** It is this combatant's turn. */
  current: boolean;
  /** Player characters only. */
  hitPoints?: { current: number; max: number; temp: number };
  /** Creatures only; absent for one whose hit points the tracker does not keep (and that is not defeated). */
  state?: CreatureState;
  /** Condition names only (no durations, no levels). */
  conditions: string[];
}

export interface PlayerView {
  name: string;
  /** 0 before combat starts. */
  round: number;
  started: boolean;
  /** Whose turn it is (null before combat, or while a hidden combatant acts). */
  currentName: string | null;
  /** In turn order. */
  combatants: PlayerViewCombatant[];
}

/** A creature's state in words. A villain counts every pool it has left against all of its pools. */
export function creatureState(combatant: Pick<Combatant, 'defeated' | 'hitPoints' | 'pools'>): CreatureState | undefined {
  if (combatant.defeated) return 'defeated';
  const hp = combatant.hitPoints;
  if (!hp) return undefined;
  const pools = combatant.pools ?? { count: 1, depleted: 0 };
  const left = Math.max(0, pools.count - pools.depleted - 1);
  const current = hp.current + left * hp.max;
  const max = hp.max * pools.count;
  if (current <= 0) return 'defeated';
  if (current * 2 <= max) return 'bloodied';
  return current >= max ? 'unhurt' : 'hurt';
}

/** What the players may see of the encounter. */
export function playerView(document: EncounterDocument): PlayerView {
  const tracker = document.tracker;
  if (!tracker) return { name: document.name, round: 0, started: false, currentName: null, combatants: [] };
  const visible = tracker.combatants.filter((c) => !c.hidden);
  const current = visible.find((c) => c.id === tracker.currentId);
  return {
    name: document.name,
    round: tracker.round,
    started: tracker.round > 0,
    currentName: current?.name ?? null,
    combatants: visible.map((c): PlayerViewCombatant => {
      const conditions = c.conditions.map((x) => x.name);
      if (c.kind === 'character') {
        return { id: c.id, name: c.name, kind: 'character', current: c.id === current?.id, ...(c.hitPoints ? { hitPoints: { ...c.hitPoints } } : {}), conditions };
      }
      const state = creatureState(c);
      return { id: c.id, name: c.name, kind: 'creature', current: c.id === current?.id, ...(state ? { state } : {}), conditions };
    }),
  };
}
