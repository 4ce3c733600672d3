// The phone sheet's header (below the sm breakpoint): one compact bar that stays under the toolbar while the page
// scrolls, with what a player needs mid-fight: name, level, armor class, hit points with temporary hit points, the
// active conditions on the same line (so they never push the sheet down), and Damage, Heal and THP typed inline.
// Rest, Conditions, Edit Character and the character menu sit in one overflow.
import { useState } from 'react';
import styled from 'styled-components';
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

const Bar = styled.header`
  position: sticky;
  top: ${(p) => p.theme.toolbarHeight}px;
  z-index: 30;
  margin: -16px -16px 12px;
  padding: 6px 10px 8px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 2px 4px rgba(0, 0, 0, 0.25);
  .line { display: flex; align-items: baseline; gap: 10px; min-width: 0; }
  h1 { flex: 1; min-width: 0; margin: 0; font-size: 1.15rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .level { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.9rem; white-space: nowrap; }
  /* As tall as a condition chip whether or not one shows: conditions never move the sheet. */
  .stats { display: flex; align-items: center; gap: 12px; min-width: 0; min-height: 32px; font-variant-numeric: tabular-nums; }
  .stat { white-space: nowrap; }
  .stat b { font-size: 1.1rem; }
  .temp { color: ${(p) => p.theme.colors.secondary}; font-weight: 600; }
  .chips {
    flex: 1; min-width: 0; min-height: 32px; padding: 0 8px; border: 0; border-radius: 12px;
    background: ${(p) => p.theme.colors.warning}; color: ${(p) => p.theme.colors.onWarning};
    font: inherit; font-size: 0.8rem; text-align: left; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; cursor: pointer;
  }
  .actions { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)) 48px; gap: 6px; margin-top: 6px; }
  .actions button { min-height: 44px; padding: 0 6px; min-width: 0; }
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

/** Damage first: it is what a player taps most in a fight. */
const PHONE_ORDER: HitPointAction['key'][] = ['damage', 'heal', 'thp'];

type Open = 'more' | 'rest' | 'conditions' | 'menu' | undefined;

export function PhoneHeader({ onDelete, onMarkClean }: { onDelete(): void; onMarkClean(): void }) {
  const { character, sheet } = useSheetData();
  const { rules, change, onEdit } = useSheetActions();
  const [amount, setAmount] = useState<HitPointAction>();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const { current, maximum, temporary, isAtZero } = sheet.hitPoints;
  const conditions = sheet.conditions.map((condition) => (condition.name === 'Exhaustion' ? `Exhaustion ${sheet.exhaustion}` : condition.name));
  return (
    <Bar role="region" aria-label="Character summary">
      <div className="line">
        <h1>{sheet.name}</h1>
        <span className="level">Level {sheet.currentLevel}</span>
      </div>
      <div className="stats">
        <span className="stat">
          AC <b>{sheet.armorClass}</b>
        </span>
        <span className="stat" aria-label={`Hit points ${current} of ${maximum}${temporary ? `, ${temporary} temporary` : ''}`}>
          HP <b data-testid="hp-current">{current}</b>/{maximum}
          {temporary > 0 && (
            <span className="temp" data-testid="hp-temporary">
              {' '}
              +{temporary} temp
            </span>
          )}
        </span>
        {conditions.length > 0 && (
          <button type="button" className="chips" aria-label={`Active conditions: ${conditions.join(', ')}. Change conditions`} onClick={() => setOpen('conditions')}>
            {conditions.join(' · ')}
          </button>
        )}
      </div>
      {isAtZero && (
        <HitPointsBox>
          <DeathSaves />
        </HitPointsBox>
      )}
      <div className="actions">
        {PHONE_ORDER.map((key) => HIT_POINT_ACTIONS.find((action) => action.key === key)!).map((action) => (
          <Button key={action.key} variant={amount?.key === action.key ? 'contained' : 'outlined'} aria-expanded={amount?.key === action.key} onClick={() => setAmount(amount?.key === action.key ? undefined : action)}>
            {action.button}
          </Button>
        ))}
        <Button variant="outlined" aria-label="More: rest, conditions, edit, menu" aria-haspopup="dialog" onClick={() => setOpen('more')}>
          <Icon name="more" size={20} />
        </Button>
      </div>
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
        <MoreList>
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
      </Dialog>
      <RestDialog open={open === 'rest'} onClose={close} />
      <ConditionsDialog open={open === 'conditions'} onClose={close} />
      <CharacterMenuDialog character={character} rules={rules} onDelete={onDelete} onMarkClean={onMarkClean} open={open === 'menu'} onClose={close} />
    </Bar>
  );
}
