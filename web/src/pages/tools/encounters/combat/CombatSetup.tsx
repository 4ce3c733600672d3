// Bringing an encounter into the tracker: its monsters (each as many times as its count, with hit points at their
// average or rolled from their hit dice, a villain with the number of pools the game master gives), its custom
// monsters, and its party characters with their numbers computed from their sheets now. Party members typed in only
// as levels have no sheet: the page says so, and they can be added by hand. An empty encounter is a quick combat:
// everyone is added by hand.
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  combatantsForEncounter,
  DEFAULT_VILLAINOUS_POOLS,
  type CharacterNumbers,
  type EncounterDocument,
  type MonsterReading,
  type PartyCharacter,
} from '../../../../../../core/engine/encounters/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { Notice } from '../../ui/fields.tsx';
import { usePartyNumbers } from './use-party-numbers.ts';
import type { TrackerDispatch } from './use-tracker.ts';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 14px;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  h2 { margin: 0; font-size: 1.15rem; }
  p, ul { margin: 0; }
  fieldset { border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 6px; padding: 6px 10px; display: flex; flex-wrap: wrap; gap: 4px 16px; }
  label { display: inline-flex; align-items: center; gap: 6px; min-height: 36px; }
  input[type='number'] { width: 70px; font: inherit; min-height: 36px; padding: 2px 6px; border-radius: 4px; border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surfaceRaised}; color: inherit; }
  .muted { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.9rem; }
`;

interface Props {
  encounter: EncounterDocument;
  readings: ReadonlyMap<string, MonsterReading>;
  readingsLoading: boolean;
  readingProblems: ReadonlyMap<string, string>;
  dispatch: TrackerDispatch;
  /** Something the game master should know after the set-up (who was left out). */
  onNotice(text: string): void;
}

function describe(encounter: EncounterDocument): string[] {
  const lines = encounter.monsters.map((m) => `${m.count} × ${m.name}`);
  for (const m of encounter.customMonsters) lines.push(`${m.count} × ${m.name} (custom)`);
  for (const c of encounter.party.characters) lines.push(`${c.name} (level ${c.level})`);
  for (const g of encounter.party.groups) lines.push(`${g.count} character${g.count === 1 ? '' : 's'} of level ${g.level} (levels only: add them by hand)`);
  return lines;
}

/** The set-up form once the party's numbers are known (or when there is no party character). */
function SetupForm({ encounter, readings, readingsLoading, readingProblems, dispatch, onNotice, party }: Props & { party: { numbers: ReadonlyMap<string, CharacterNumbers>; loading: boolean; notes: readonly string[] } }) {
  const [hitPoints, setHitPoints] = useState<'average' | 'rolled'>('average');
  const villains = useMemo(() => encounter.monsters.filter((m) => readings.get(m.name)?.villainous).map((m) => m.name), [encounter.monsters, readings]);
  const [pools, setPools] = useState<Record<string, string>>({});
  const id = useId();
  const lines = describe(encounter);
  const ready = !readingsLoading && !party.loading;
  const bringIn = () => {
    const villainousPools = Object.fromEntries(villains.map((name) => [name, Math.max(1, Math.floor(Number(pools[name] ?? DEFAULT_VILLAINOUS_POOLS)) || DEFAULT_VILLAINOUS_POOLS)]));
    let left: string[] = [];
    dispatch((_state, roller) => {
      const made = combatantsForEncounter(encounter, { readings, characters: party.numbers, hitPoints, roller, villainousPools });
      left = made.skipped;
      return { type: 'add', combatants: made.combatants };
    });
    if (left.length) onNotice(`Left out, with no record or sheet to read (add them by hand): ${left.join(', ')}.`);
  };
  return (
    <Box aria-label="Set up the fight">
      <h2>Set up the fight</h2>
      {lines.length === 0 ? (
        <p>This encounter has no monsters or party yet: a quick combat. Add everyone by hand below.</p>
      ) : (
        <>
          <p>Bring the encounter into the tracker:</p>
          <ul>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {encounter.monsters.length > 0 && (
            <fieldset>
              <legend>Monsters&apos; hit points</legend>
              <label>
                <input type="radio" name={`${id}-hp`} checked={hitPoints === 'average'} onChange={() => setHitPoints('average')} />
                Average
              </label>
              <label>
                <input type="radio" name={`${id}-hp`} checked={hitPoints === 'rolled'} onChange={() => setHitPoints('rolled')} />
                Rolled from their hit dice
              </label>
            </fieldset>
          )}
          {villains.map((name) => (
            <label key={name}>
              Hit point pools of {name} (its villainous multiplier; the record does not say)
              <input type="number" min={1} max={10} value={pools[name] ?? String(DEFAULT_VILLAINOUS_POOLS)} onChange={(e) => setPools((p) => ({ ...p, [name]: e.target.value }))} />
            </label>
          ))}
          {[...readingProblems.values()].map((problem) => (
            <Notice key={problem} tone="warning">
              {problem}
            </Notice>
          ))}
          {party.notes.map((note) => (
            <Notice key={note} tone="warning">
              {note}
            </Notice>
          ))}
          <div>
            <Button disabled={!ready} onClick={bringIn}>
              {ready ? 'Bring them into the tracker' : 'Reading the monsters and the party…'}
            </Button>
          </div>
        </>
      )}
    </Box>
  );
}

/** Computes the party's numbers from their sheets (the rules engine is loaded only for a party with characters). */
function WithParty(props: Props & { characters: readonly PartyCharacter[] }) {
  const party = usePartyNumbers(props.characters);
  return <SetupForm {...props} party={party} />;
}

const NO_PARTY = { numbers: new Map<string, CharacterNumbers>(), loading: false, notes: [] };

export function CombatSetup(props: Props) {
  const characters = props.encounter.party.characters;
  return characters.length ? <WithParty {...props} characters={characters} /> : <SetupForm {...props} party={NO_PARTY} />;
}
