// Adds a monster from the monster table or its page to a saved encounter: how many, and which encounter (newest
// change first, each with its party and monsters), or a new one. Used by the monster table's dialog and by the
// encounter list when the table's link is followed without JavaScript.
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { DOCUMENT_KIND } from '../../../../../core/documents/kinds.ts';
import { newEncounter } from '../../../../../core/engine/encounters/index.ts';
import { Button } from '../../../components/Button.tsx';
import { Loading } from '../../../components/Loading.tsx';
import type { StoredEncounter } from '../../../storage/document-kinds.ts';
import { useDocuments, useDocumentStore } from '../../../storage/use-documents.ts';
import { Notice } from '../ui/fields.tsx';
import { MAX_MONSTER_COUNT, withMonsterAdded } from './encounter-edits.ts';
import { monstersSummary, partySummary } from './encounter-summary.ts';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  .count { display: flex; align-items: center; gap: 8px; }
  .count input {
    width: 5em; min-height: 40px; padding: 6px 8px; font: inherit; border-radius: 4px;
    border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; max-height: 50vh; overflow: auto; }
  li button {
    width: 100%; display: flex; flex-direction: column; align-items: flex-start; gap: 2px; padding: 8px 12px; text-align: left;
    border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 6px; background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text}; font: inherit; cursor: pointer;
  }
  li button:hover { background: ${(p) => p.theme.colors.surfaceRaised}; }
  li button:disabled { opacity: 0.6; cursor: default; }
  li .name { font-weight: 600; overflow-wrap: anywhere; }
  li .meta { font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
`;

const newestFirst = (a: StoredEncounter, b: StoredEncounter) => (b.changedAt ?? 0) - (a.changedAt ?? 0);

export interface ChooserResult {
  encounter: StoredEncounter;
  created: boolean;
  count: number;
}

export function EncounterChooser({ monsterName, onAdded }: { monsterName: string; onAdded(result: ChooserResult): void }) {
  const { documents, isLoading, add } = useDocuments('encounter');
  const store = useDocumentStore('encounter');
  const countId = useId();
  const [countText, setCountText] = useState('1');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const sorted = useMemo(() => [...documents].sort(newestFirst), [documents]);
  const count = /^\d+$/.test(countText) ? Number(countText) : NaN;
  const countOk = Number.isInteger(count) && count >= 1 && count <= MAX_MONSTER_COUNT;
  const atLimit = documents.length >= DOCUMENT_KIND.encounter.limit;

  const run = async (work: () => Promise<ChooserResult>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      onAdded(await work());
    } catch (error) {
      setProblem(`Could not add ${monsterName}: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  const addTo = (encounter: StoredEncounter) =>
    run(async () => ({ encounter: await store.save(withMonsterAdded(encounter, monsterName, count), 'debounce'), created: false, count }));
  const addToNew = () =>
    run(async () => ({ encounter: await add(withMonsterAdded({ ...newEncounter(`${monsterName} encounter`) }, monsterName, count)), created: true, count }));

  if (isLoading) return <Loading label="Loading your encounters" />;
  return (
    <Box>
      <div className="count">
        <label htmlFor={countId}>How many</label>
        <input id={countId} type="number" inputMode="numeric" min={1} max={MAX_MONSTER_COUNT} value={countText} aria-invalid={!countOk || undefined} onChange={(e) => setCountText(e.target.value)} />
      </div>
      {!countOk && <Notice tone="error">Add a whole number from 1 to {MAX_MONSTER_COUNT}.</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
      {sorted.length > 0 && (
        <ul aria-label="Your encounters">
          {sorted.map((encounter) => (
            <li key={encounter.localId}>
              <button type="button" disabled={busy || !countOk} onClick={() => void addTo(encounter)}>
                <span className="name">Add to {encounter.name}</span>
                <span className="meta">
                  {partySummary(encounter.party)} · {monstersSummary(encounter)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button disabled={busy || !countOk || atLimit} onClick={() => void addToNew()}>
          New encounter with {monsterName}
        </Button>
      </div>
      {atLimit && <Notice>You have {DOCUMENT_KIND.encounter.limit} encounters, the most the site keeps: delete one to start another.</Notice>}
    </Box>
  );
}
