// A monster's stat block in the tracker, as the encounter engine read its record: its numbers, saving throws and skills
// with roll buttons, its defenses and senses, and each trait, action, reaction and legendary action with its text and
// a roll button for every attack, damage and other dice the engine read from it (what it could not read stays text).
// Recharge abilities show whether they are ready (rolled at the start of its turn), limited uses are counters, and
// legendary actions a counter per round. The rolls go to the sheet's dice tray and log.
import { memo } from 'react';
import styled from 'styled-components';
import { ABILITIES } from '../../../../../../core/engine/character/types.ts';
import type { BehaviorKind, BehaviorReading, Combatant, MonsterReading } from '../../../../../../core/engine/encounters/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { RollButton } from '../../sheet/dice/RollButton.tsx';
import { asSentence, perText, rechargeText, signed } from './combat-text.ts';
import type { TrackerDispatch } from './use-tracker.ts';

const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  border-top: 2px solid ${(p) => p.theme.colors.primary};
  padding-top: 8px;
  h3 { margin: 0; font-size: 1.1rem; }
  h4 { margin: 8px 0 2px; font-size: 0.95rem; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  p { margin: 0; }
  .muted { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.88rem; }
  .abilities { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); gap: 4px; text-align: center; }
  .abilities div { display: flex; flex-direction: column; align-items: center; gap: 2px; font-size: 0.8rem; font-variant-numeric: tabular-nums; }
  .rolls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin-top: 4px; }
  .dc { font-size: 0.82rem; padding: 2px 6px; border-radius: 4px; border: 1px solid ${(p) => p.theme.colors.border}; }
  .behavior { padding: 4px 0; }
  .behavior strong { margin-right: 4px; }
  .counter { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; font-size: 0.88rem; margin-top: 4px; }
  .counter button { min-height: 36px; }
  .skills { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  .skills span { font-size: 0.85rem; }
  @media (max-width: 420px) {
    .abilities { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  }
`;

/** The languages it speaks (a record writes "-" for none). */
const languages = (r: MonsterReading) => r.languages.filter((language) => /\p{L}/u.test(language));

const SECTIONS: { kind: BehaviorKind; title: string }[] = [
  { kind: 'Trait', title: 'Traits' },
  { kind: 'None', title: 'Other' },
  { kind: 'Action', title: 'Actions' },
  { kind: 'Reaction', title: 'Reactions' },
  { kind: 'Legendary', title: 'Legendary actions' },
];

function Counters({ behavior: b, combatant: c, dispatch }: { behavior: BehaviorReading; combatant: Combatant; dispatch: TrackerDispatch }) {
  const recharge = c.recharge.find((r) => r.name === b.name);
  const uses = b.uses.map((u) => c.uses.find((x) => x.key === u.key)).filter((u) => u !== undefined);
  const legendary = b.kind === 'Legendary' && c.legendary ? { cost: b.legendaryCost ?? 1, left: c.legendary.left } : undefined;
  if (!recharge && !uses.length && !legendary) return null;
  return (
    <>
      {recharge && (
        <div className="counter">
          <span>
            {rechargeText(recharge.from)}: <strong>{recharge.available ? 'ready' : 'spent'}</strong>
          </span>
          {recharge.available ? (
            <Button variant="outlined" onClick={() => dispatch({ type: 'useAbility', id: c.id, key: recharge.name })}>
              Use {b.name}
            </Button>
          ) : (
            <Button variant="text" onClick={() => dispatch({ type: 'restoreAbility', id: c.id, key: recharge.name })}>
              Ready again
            </Button>
          )}
        </div>
      )}
      {uses.map((use) => (
        <div className="counter" key={use.key}>
          <span>
            {use.label}: <strong>{use.max - use.used}</strong> of {use.max} left {perText(use.per)}
          </span>
          <Button variant="outlined" disabled={use.used >= use.max} aria-label={`Use ${use.label}`} onClick={() => dispatch({ type: 'useAbility', id: c.id, key: use.key })}>
            Use
          </Button>
          <Button variant="text" disabled={use.used === 0} aria-label={`Give back a use of ${use.label}`} onClick={() => dispatch({ type: 'restoreAbility', id: c.id, key: use.key })}>
            Give back
          </Button>
        </div>
      ))}
      {legendary && (
        <div className="counter">
          <Button variant="outlined" disabled={legendary.left < legendary.cost} onClick={() => dispatch({ type: 'spendLegendary', id: c.id, cost: legendary.cost, action: b.name })}>
            Use {b.name} ({legendary.cost} legendary action{legendary.cost === 1 ? '' : 's'})
          </Button>
        </div>
      )}
    </>
  );
}

/** A behavior's roll buttons: they change only with the creature, so a change of its hit points or counters skips them. */
const Rolls = memo(function Rolls({ behavior: b, who }: { behavior: BehaviorReading; who: string }) {
  const firstDamage = b.damage[0];
  if (!b.attacks.length && !b.damage.length && !b.dice.length && !b.dcs.length) return null;
  return (
    <div className="rolls">
      {b.attacks.map((attack, i) => (
        <RollButton
          key={`a${i}`}
          request={{
            kind: 'd20',
            label: `${who}: ${b.name} (attack)`,
            modifier: attack.bonus,
            roll: { type: 'attack' },
            ...(firstDamage ? { critical: { label: `${who}: ${b.name} damage`, notation: firstDamage.notation } } : {}),
          }}
          text={`${signed(attack.bonus)} to hit`}
          name={`Roll ${b.name} attack, ${signed(attack.bonus)} to hit`}
        />
      ))}
      {b.damage.map((damage, i) => (
        <RollButton
          key={`d${i}`}
          request={{ kind: 'dice', label: `${who}: ${b.name} damage${damage.type ? ` (${damage.type.toLowerCase()})` : ''}`, notation: damage.notation }}
          text={`${damage.notation}${damage.type ? ` ${damage.type.toLowerCase()}` : ''}`}
          name={`Roll ${b.name} damage, ${damage.notation}${damage.type ? ` ${damage.type.toLowerCase()}` : ''}`}
        />
      ))}
      {b.dice.map((dice, i) => (
        <RollButton key={`x${i}`} request={{ kind: 'dice', label: `${who}: ${b.name}`, notation: dice.notation }} text={dice.notation} name={`Roll ${b.name}, ${dice.notation}`} />
      ))}
      {b.dcs.map((dc, i) => (
        <span className="dc" key={`c${i}`}>
          DC {dc.dc}
          {dc.ability ? ` ${dc.ability}` : ''}
          {dc.skill ? ` (${dc.skill})` : ''} {dc.kind === 'save' ? 'save' : dc.kind === 'check' ? 'check' : dc.kind === 'escape' ? 'to escape' : 'power save DC'}
        </span>
      ))}
    </div>
  );
});

function restrictions(b: BehaviorReading): string {
  const parts = [b.recharge ? rechargeText(b.recharge.from) : undefined, ...b.uses.map((u) => `${u.count}/${u.per}`), b.legendaryCost && b.legendaryCost > 1 ? `costs ${b.legendaryCost} actions` : undefined, b.restriction];
  const shown = [...new Set(parts.filter(Boolean))];
  return shown.length ? ` (${shown.join(', ')})` : '';
}

/** The abilities with their saving throws, the skills and the senses: the record's, the same all fight long. */
const Numbers = memo(function Numbers({ reading: r, who }: { reading: MonsterReading; who: string }) {
  return (
    <>
      <div className="abilities" role="group" aria-label="Abilities and saving throws">
        {ABILITIES.map((ability) => {
          const a = r.abilities[ability];
          return (
            <div key={ability}>
              <span>
                <strong>{ability.slice(0, 3).toUpperCase()}</strong> {a.score} ({signed(a.modifier)})
              </span>
              <RollButton request={{ kind: 'd20', label: `${who}: ${ability} save`, modifier: a.save, roll: { type: 'save', ability } }} text={signed(a.save)} name={`Roll ${ability} save, ${signed(a.save)}`} />
            </div>
          );
        })}
      </div>
      {r.skills.length > 0 && (
        <div className="skills" role="group" aria-label="Skills">
          <strong>Skills</strong>
          {r.skills.map((skill) => (
            <span key={skill.name}>
              <RollButton request={{ kind: 'd20', label: `${who}: ${skill.name}`, modifier: skill.bonus, roll: { type: 'check' } }} text={`${skill.name} ${signed(skill.bonus)}`} name={`Roll ${skill.name}, ${signed(skill.bonus)}`} />
            </span>
          ))}
        </div>
      )}
      <p className="muted">
        {r.senses.length ? `Senses: ${asSentence(r.senses.join(', '))} ` : `Passive Perception ${r.passivePerception}. `}
        {languages(r).length ? `Languages: ${languages(r).join(', ')}.` : ''}
      </p>
      {r.hitPoints.note && <p className="muted">{r.hitPoints.note}</p>}
    </>
  );
});

interface Props {
  combatant: Combatant;
  reading: MonsterReading;
  dispatch: TrackerDispatch;
}

export const StatBlock = memo(function StatBlock({ combatant: c, reading: r, dispatch }: Props) {
  const who = c.name;
  return (
    <Block aria-label={`Stat block of ${c.name}`}>
      <div>
        <h3>{r.name}</h3>
        <p className="muted">
          {r.size} {r.kind.typeText}
          {r.kind.alignment ? `, ${r.kind.alignment}` : ''}. Challenge {r.challengeRating.rating ?? 'unknown'} ({r.challengeRating.xp} XP).
        </p>
      </div>
      <p>
        <strong>Armor Class</strong> {r.armorClass}
        {r.armorType ? ` (${r.armorType})` : ''}. <strong>Hit Points</strong> {r.hitPoints.average}
        {r.hitPoints.dice ? ` (${r.hitPoints.dice})` : ''}.{r.speeds ? <> <strong>Speed</strong> {asSentence(r.speeds)}</> : null}
      </p>
      {r.villainous && <p className="muted">Villainous: {c.pools ? `${c.pools.count} hit point pools of ${r.villainous.poolHitPoints}, tracked one at a time` : 'several hit point pools'}.</p>}
      <Numbers reading={r} who={who} />
      {SECTIONS.map(({ kind, title }) => {
        const behaviors = r.behaviors.filter((b) => b.kind === kind);
        if (!behaviors.length) return null;
        return (
          <div key={kind}>
            <h4>
              {title}
              {kind === 'Legendary' && c.legendary ? `: ${c.legendary.left} of ${c.legendary.max} left this round` : ''}
            </h4>
            {behaviors.map((b, i) => (
              <div className="behavior" key={`${b.name}-${i}`}>
                <p>
                  <strong>
                    {b.name}
                    {restrictions(b)}.
                  </strong>
                  {b.text}
                </p>
                <Rolls behavior={b} who={who} />
                <Counters behavior={b} combatant={c} dispatch={dispatch} />
              </div>
            ))}
          </div>
        );
      })}
    </Block>
  );
});
