// The ship's weapons in play: for each, who fires it, the attack roll (the ship's Wisdom modifier plus the gunner's
// proficiency) or the save DC it calls for, and its damage, each with a roll button; range, reload and what the
// engine notes; how many times the ship fires a round and its hardpoints.
import { memo } from 'react';
import styled from 'styled-components';
import type { ComputedStarship } from '../../../../../../core/engine/starships/index.ts';
import { RollButton } from '../../sheet/dice/RollButton.tsx';
import { Panel } from '../../ui/panels.tsx';
import { signed } from '../starship-edits.tsx';

const List = styled.ul`
  display: flex !important;
  flex-direction: column;
  gap: 10px;
  > li { padding: 8px 0; border-top: 1px solid ${(p) => p.theme.colors.border}; }
  > li:first-child { border-top: 0; padding-top: 0; }
  .weapon-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 8px; }
  .weapon-head strong { font-size: 1rem; }
  .rolls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 6px 0; }
  .dc { font-weight: 600; font-variant-numeric: tabular-nums; }
  .notes { margin: 0; padding-left: 18px !important; list-style: disc !important; font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
  .problem { color: ${(p) => (p.theme.name === 'dark' ? '#ff8a80' : p.theme.colors.primary)}; font-size: 0.9rem; }
`;

export const WeaponsPanel = memo(function WeaponsPanel({ computed }: { computed: ComputedStarship }) {
  return (
    <Panel aria-labelledby="ship-weapons-title">
      <h3 id="ship-weapons-title">
        Weapons <span className="muted">fires {computed.firesPerRound} a round</span>
      </h3>
      <p className="muted">
        Hardpoints: {computed.hardpoints.length ? computed.hardpoints.map((h) => `${h.label}${h.weapon ? '' : ' (empty)'}`).join(', ') : 'none'}
      </p>
      {computed.weapons.length === 0 ? (
        <p>No weapons aboard.</p>
      ) : (
        <List aria-label="Weapons aboard">
          {computed.weapons.map((w) => (
            <li key={w.id} aria-label={w.name}>
              <div className="weapon-head">
                <strong>{w.name}</strong>
                <span className="muted">
                  {w.category ?? 'weapon'}
                  {w.gunner ? ` · fired by ${w.gunner.name || 'the helm'}${w.gunner.fromHelm ? ' (helm)' : ''}` : ' · nobody to fire it'}
                </span>
              </div>
              <div className="rolls">
                {w.mode === 'attack' && w.attackBonus !== null ? (
                  <RollButton
                    request={{
                      kind: 'd20',
                      label: `${w.name} attack`,
                      modifier: w.attackBonus,
                      roll: { type: 'attack' },
                      disadvantage: w.disadvantageFrom,
                      ...(w.damageNotation ? { critical: { label: `${w.name} damage`, notation: w.damageNotation } } : {}),
                    }}
                    text={signed(w.attackBonus)}
                    name={`Roll ${w.name} attack, ${signed(w.attackBonus)}`}
                  />
                ) : (
                  <span className="dc">
                    DC {w.saveDC}
                    {w.save ? ` ${w.save}` : ''} save
                  </span>
                )}
                {w.damageNotation ? (
                  <RollButton
                    request={{ kind: 'dice', label: `${w.name} damage`, notation: w.damageNotation }}
                    text={`${w.damage}${w.damageType ? ` ${w.damageType.toLowerCase()}` : ''}`}
                    name={`Roll ${w.name} damage, ${w.damage}`}
                  />
                ) : (
                  <span className="muted">No damage dice</span>
                )}
                <span className="muted">
                  {w.range ? `${w.range[0]}/${w.range[1]} ft.` : ''}
                  {w.reload ? ` · reload ${w.reload}` : ''}
                  {w.ammunition ? ` · ${w.ammunition}` : ''}
                </span>
              </div>
              {w.problems.map((p) => (
                <p key={p} className="problem">
                  {p}
                </p>
              ))}
              <ul className="notes">
                {w.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
});
