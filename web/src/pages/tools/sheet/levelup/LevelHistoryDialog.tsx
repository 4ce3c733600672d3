// Every level on record: for each character level the class taken, the hit points and how they were decided, and
// the choices made; what a rebuilt record cannot know is marked. Level down gives back the last level, after a
// confirmation, through the engine (exactly what its record says it added). Change opens a past level's choices in the
// level-up flow (judged as at that level); a later choice such a change broke is flagged on its record here.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../components/Button.tsx';
import { Dialog } from '../../../../components/Dialog.tsx';
import { DialogActions } from '../../../../components/DialogActions.tsx';
import type { LevelRecord, RawCharacter } from '../../../../../../core/engine/index.ts';
import { levelDown, levelHistoryOf, LevelUpError, type LevelUpRules } from '../../../../../../core/engine/levelup/index.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { LevelUpDialog } from './LevelUpDialog.tsx';
import { Muted, Notice } from '../../ui/fields.tsx';
import { useSheetActions, useSheetData } from '../sheet-context.ts';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li { padding: 8px 10px; border-radius: 6px; background: ${(p) => p.theme.colors.surfaceRaised}; }
  .level-head { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; }
  .level-choices { margin: 4px 0 0; font-size: 0.9rem; }
  .unknown { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.85rem; }
  .level-change { margin-left: auto; }
`;

const HOW: Record<LevelRecord['hitPoints']['method'], string> = {
  'first level': 'first level, the maximum',
  average: 'fixed value',
  roll: 'rolled',
  unknown: 'rolled or fixed: not known',
};

/** The choices a record holds, in words: "Archetype: Ace; Strength +2; powers: Slow, Stun". */
export function recordChoices(record: LevelRecord): string[] {
  const out: string[] = [];
  if (record.archetype) out.push(`Archetype: ${record.archetype}`);
  const improvement = record.abilityScoreImprovement;
  if (improvement?.type === 'Feat') out.push(`Feat: ${improvement.name}`);
  else if (improvement) out.push((improvement.abilitiesIncreased ?? []).map(({ name, value }) => `${name} +${value}`).join(', '));
  if (record.fightingStyle) out.push(`Fighting style: ${record.fightingStyle}`);
  if (record.forcePowers?.length) out.push(`Force powers: ${record.forcePowers.join(', ')}`);
  if (record.techPowers?.length) out.push(`Tech powers: ${record.techPowers.join(', ')}`);
  if (record.maneuvers?.length) out.push(`Maneuvers: ${record.maneuvers.join(', ')}`);
  if (record.expertise?.length) out.push(`Expertise: ${record.expertise.join(', ')}`);
  for (const [key, picks] of Object.entries(record.featureChoices ?? {})) out.push(`${key}: ${picks.join(', ')}`);
  return out;
}

/** Whether the last level can be given back, and the engine's reason when not. */
function levelDownCheck(character: RawCharacter, levelUpRules: LevelUpRules): { next?: RawCharacter; refusal?: string } {
  try {
    return { next: levelDown(character, levelUpRules) };
  } catch (error) {
    if (error instanceof LevelUpError) return { refusal: error.message };
    throw error;
  }
}

export function LevelHistoryDialog({ open, onClose, levelUpRules }: { open: boolean; onClose(): void; levelUpRules: LevelUpRules }) {
  return (
    <Dialog open={open} title="Levels" onClose={onClose}>
      {open && <LevelHistory levelUpRules={levelUpRules} />}
    </Dialog>
  );
}

function LevelHistory({ levelUpRules }: { levelUpRules: LevelUpRules }) {
  const { character } = useSheetData();
  const { change, readOnly } = useSheetActions();
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState<number | undefined>(undefined);
  const history = useMemo(() => levelHistoryOf(character, levelUpRules.rules), [character, levelUpRules]);
  const down = useMemo(() => (readOnly ? {} : levelDownCheck(character, levelUpRules)), [character, levelUpRules, readOnly]);
  const last = history.at(-1);
  return (
    <>
      {character.levelHistory === undefined && <Muted>This character has no level records of its own: they are rebuilt from its classes, and what cannot be known is marked.</Muted>}
      <List aria-label="Level history">
        {history.map((record) => {
          const choices = recordChoices(record);
          return (
            <li key={record.level}>
              <div className="level-head">
                <strong>Level {record.level}</strong>
                <span>
                  {record.className} {record.classLevel}
                </span>
                <span>
                  {record.hitPoints.value} hit points ({HOW[record.hitPoints.method]}){record.featureHitPoints ? `, ${record.featureHitPoints > 0 ? '+' : ''}${record.featureHitPoints} from features` : ''}
                </span>
                {!readOnly && record.level > 1 && (
                  <Button className="level-change" variant="text" aria-label={`Change level ${record.level}`} onClick={() => setChanging(record.level)}>
                    Change
                  </Button>
                )}
              </div>
              {choices.length > 0 && <p className="level-choices">{choices.join('; ')}</p>}
              {record.unknown && <p className="unknown level-choices">Not known: {record.unknown.join(', ')}</p>}
              {record.problems?.map((problem) => (
                <Notice key={problem.message} tone="error">
                  No longer holds after an earlier level changed: {problem.message}
                </Notice>
              ))}
            </li>
          );
        })}
      </List>
      {!readOnly && last && (
        <DialogActions>
          {down.refusal && <Notice tone="info">{down.refusal}</Notice>}
          <Button variant="outlined" disabled={!down.next} onClick={() => setConfirming(true)}>
            Level down
          </Button>
        </DialogActions>
      )}
      <LevelUpDialog key={changing} open={changing !== undefined} onClose={() => setChanging(undefined)} levelUpRules={levelUpRules} pastLevelNumber={changing} />
      {last && (
        <ConfirmDialog
          open={confirming}
          title="Level down"
          message={`Remove level ${last.level} (${last.className} ${last.classLevel}) and everything it added: its hit points and its choices${recordChoices(last).length ? ` (${recordChoices(last).join('; ')})` : ''}?`}
          confirmLabel="Level down"
          onConfirm={() => change((current) => levelDown(current, levelUpRules))}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
