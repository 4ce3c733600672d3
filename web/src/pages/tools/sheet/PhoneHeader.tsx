// The phone sheet's header (below the sm breakpoint): one bar that stays at the top of the screen while the sheet
// scrolls (the site's toolbar scrolls away above it, so the two never take more than one bar's height). It holds what a
// player needs mid-fight: the way back to My Characters, name, hit points with temporary hit points, armor class and
// level, the active conditions (on the same line, so they never push the sheet down), Damage and Heal typed inline,
// and one overflow for the rest (temporary hit points, Rest, Conditions, Edit Character and the character menu).
// Read-only (a share link), the bar shows the same numbers and conditions without any control that changes them or
// leads to the owner's list; the overflow keeps the species, classes and experience only.
import { CHARACTER_LIST_PATH } from '../my-characters/character-paths.ts';
import { useState } from 'react';
import styled from 'styled-components';
import { BackButton } from '../../../components/BackButton.tsx';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { CharacterMenuDialog } from './CharacterMenu.tsx';
import { ConditionsDialog } from './ConditionsDialog.tsx';
import { Experience } from './Experience.tsx';
import { HIT_POINT_ACTIONS, type HitPointAction } from './hp-actions.ts';
import { DeathSaves, HitPointsBox } from './HitPoints.tsx';
import { InlineAmount } from './InlineAmount.tsx';
import { RestDialog } from './RestDialog.tsx';
import { useSheetActions, useSheetData } from './sheet-context.ts';

/** Where the header's back arrow leads. */
const LIST_PATH = CHARACTER_LIST_PATH;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  margin: 0 -16px 12px;
  padding: 4px 6px 4px 2px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 2px 4px rgba(0, 0, 0, 0.25);
  .bar { display: flex; align-items: center; gap: 4px; min-width: 0; }
  .who { flex: 1; min-width: 0; }
  h1 { margin: 0; font-size: 1.05rem; line-height: 1.3; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  /* As tall as a condition chip whether or not one shows: conditions never move the sheet. */
  .stats {
    display: flex; align-items: center; gap: 8px; min-width: 0; height: 22px; overflow: hidden;
    font-size: 0.85rem; white-space: nowrap; font-variant-numeric: tabular-nums;
  }
  .stat b { font-size: 0.95rem; }
  .level { color: ${(p) => p.theme.colors.mutedText}; }
  .temp { color: ${(p) => p.theme.colors.secondary}; font-weight: 600; }
  .chips {
    flex: 1 1 auto; min-width: 48px; height: 22px; padding: 0 8px; border: 0; border-radius: 11px;
    background: ${(p) => p.theme.colors.warning}; color: ${(p) => p.theme.colors.onWarning};
    font: inherit; font-size: 0.75rem; text-align: left; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; cursor: pointer;
  }
  /* Compact words on the buttons: the bar is one line on a 320 px screen. */
  .hp-action { min-height: 44px; padding: 0 8px; font-size: 0.8rem; letter-spacing: 0.02em; }
  .more { min-width: 44px; min-height: 44px; padding: 0; }
  span.chips { display: inline-flex; align-items: center; cursor: default; }
`;

const MoreList = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  button { width: 100%; justify-content: flex-start; min-height: 44px; }
`;

/** Damage first: it is what a player taps most in a fight. Temporary hit points are set from the overflow. */
const BAR_ACTIONS: HitPointAction['key'][] = ['damage', 'heal'];
const action = (key: HitPointAction['key']) => HIT_POINT_ACTIONS.find((entry) => entry.key === key)!;

type Open = 'more' | 'rest' | 'conditions' | 'menu' | undefined;

export function PhoneHeader({ onDelete, onMarkClean }: { onDelete(): void; onMarkClean(): void }) {
  const { character, sheet } = useSheetData();
  const { rules, change, onEdit, readOnly } = useSheetActions();
  const [amount, setAmount] = useState<HitPointAction>();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const { current, maximum, temporary, isAtZero } = sheet.hitPoints;
  const conditions = sheet.conditions.map((condition) => (condition.name === 'Exhaustion' ? `Exhaustion ${sheet.exhaustion}` : condition.name));
  return (
    <Bar role="region" aria-label="Character summary">
      <div className="bar">
        {!readOnly && <BackButton to={LIST_PATH} label="My Characters" compact />}
        <div className="who">
          <h1>{sheet.name}</h1>
          <div className="stats">
            <span className="stat" aria-label={`Hit points ${current} of ${maximum}${temporary ? `, ${temporary} temporary` : ''}`}>
              HP <b data-testid="hp-current">{current}</b>/{maximum}
              {temporary > 0 && (
                <span className="temp" data-testid="hp-temporary">
                  {' '}
                  +{temporary}
                </span>
              )}
            </span>
            <span className="stat">
              AC <b>{sheet.armorClass}</b>
            </span>
            {conditions.length > 0 && readOnly ? (
              <span className="chips" aria-label={`Active conditions: ${conditions.join(', ')}`}>
                {conditions.join(' · ')}
              </span>
            ) : conditions.length > 0 ? (
              <button type="button" className="chips" aria-label={`Active conditions: ${conditions.join(', ')}. Change conditions`} onClick={() => setOpen('conditions')}>
                {conditions.join(' · ')}
              </button>
            ) : (
              <span className="level" aria-label={`Level ${sheet.currentLevel}`}>
                Lv {sheet.currentLevel}
              </span>
            )}
          </div>
        </div>
        {!readOnly &&
          BAR_ACTIONS.map(action).map((entry) => (
            <Button
              key={entry.key}
              className="hp-action"
              variant={amount?.key === entry.key ? 'contained' : 'outlined'}
              aria-expanded={amount?.key === entry.key}
              onClick={() => setAmount(amount?.key === entry.key ? undefined : entry)}
            >
              {entry.button}
            </Button>
          ))}
        <Button
          className="more"
          variant="text"
          aria-label={readOnly ? 'More: species, classes and experience' : 'More: temporary hit points, rest, conditions, edit, menu'}
          aria-haspopup="dialog"
          onClick={() => setOpen('more')}
        >
          <Icon name="more" size={22} />
        </Button>
      </div>
      {isAtZero && (
        <HitPointsBox>
          <DeathSaves />
        </HitPointsBox>
      )}
      {amount && (
        <InlineAmount
          key={amount.key}
          title={amount.title}
          label={amount.label}
          confirmLabel={amount.confirmLabel}
          typedDamage={amount.typedDamage}
          onClose={() => setAmount(undefined)}
          onConfirm={(value, type) => change((latest) => amount.apply(latest, value, maximum, { type, defenses: sheet.features }))}
        />
      )}
      <Dialog open={open === 'more'} title={sheet.name} onClose={close}>
        <p style={{ margin: 0 }}>
          {sheet.species} {sheet.classText}
        </p>
        <Experience />
        {!readOnly && (
          <MoreList>
            <li>
              <Button
                variant="outlined"
                onClick={() => {
                  close();
                  setAmount(action('thp'));
                }}
              >
                Temporary hit points
              </Button>
            </li>
            <li>
              <Button variant="outlined" onClick={() => setOpen('rest')}>
                Rest
              </Button>
            </li>
            <li>
              <Button variant="outlined" onClick={() => setOpen('conditions')}>
                Conditions
              </Button>
            </li>
            <li>
              <Button variant="outlined" onClick={() => onEdit(1)}>
                Edit Character
              </Button>
            </li>
            <li>
              <Button variant="outlined" onClick={() => setOpen('menu')}>
                <Icon name="menu" size={20} /> Menu
              </Button>
            </li>
          </MoreList>
        )}
      </Dialog>
      {!readOnly && (
        <>
          <RestDialog open={open === 'rest'} onClose={close} />
          <ConditionsDialog open={open === 'conditions'} onClose={close} />
          <CharacterMenuDialog character={character} rules={rules} onDelete={onDelete} onMarkClean={onMarkClean} open={open === 'menu'} onClose={close} />
        </>
      )}
    </Bar>
  );
}
