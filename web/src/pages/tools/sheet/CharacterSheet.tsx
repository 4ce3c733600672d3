// The live character sheet: the header (the compact phone header below the sm breakpoint), the sectioned body and
// the dice tray over one computed sheet; every edit goes through an engine transition and out through onChange.
import { useCallback, useMemo, useRef } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { media } from '../../../lib/theme/themes.ts';
import type { ComputedCharacter, IndexedRules, RawCharacter } from '../../../../../core/engine/index.ts';
import { SheetBody } from './SheetBody.tsx';
import { SheetActionsContext, SheetDataContext, TweaksContext, type SheetActions } from './sheet-context.ts';
import { SheetHeader } from './SheetHeader.tsx';
import { DiceProvider } from './dice/DiceProvider.tsx';
import { RollTray } from './dice/RollTray.tsx';
import { PhoneHeader } from './PhoneHeader.tsx';
import { useColumnCount } from './use-column-count.ts';

/**
 * On a phone the sticky header sits under the toolbar and the dice tray and section bar are fixed at the bottom:
 * the page's scroll padding keeps whatever is scrolled into view (a focused control, a search hit) clear of them.
 */
const PhoneScrollPadding = createGlobalStyle`
  html {
    scroll-padding-top: ${(p) => p.theme.toolbarHeight + 140}px;
    scroll-padding-bottom: 220px;
  }
`;

/** Room under the sheet for the fixed bars: the phone's section bar, and the dice tray on every size. */
const SheetArticle = styled.article`
  --sheet-nav-height: 0px;
  padding-bottom: 150px;
  ${media.xsOnly} {
    --sheet-nav-height: 64px;
    padding-bottom: 230px;
  }
`;

export interface CharacterSheetProps {
  character: RawCharacter;
  rules: IndexedRules;
  /** generateSheet's result for this character (the page computes it once per change). */
  sheet: ComputedCharacter;
  onChange(next: RawCharacter): void;
  /** Opens the builder at a step: 1 Edit Character, 2 Manage Class Levels / Choose Powers, 5 add items. */
  onEdit(step: number): void;
  onDelete(): void;
  onMarkClean(): void;
}

export function CharacterSheet({ character, rules, sheet, onChange, onEdit, onDelete, onMarkClean }: CharacterSheetProps) {
  const latest = useRef(character);
  latest.current = character;
  const handlers = useRef({ onChange, onEdit });
  handlers.current = { onChange, onEdit };
  const change = useCallback((transition: (current: RawCharacter) => RawCharacter) => {
    const next = transition(latest.current);
    if (next === latest.current) return;
    latest.current = next;
    handlers.current.onChange(next);
  }, []);
  const actions = useMemo<SheetActions>(() => ({ rules, change, onEdit: (step) => handlers.current.onEdit(step) }), [rules, change]);
  const data = useMemo(() => ({ character, sheet }), [character, sheet]);
  const columns = useColumnCount();
  return (
    <SheetActionsContext.Provider value={actions}>
      <TweaksContext.Provider value={character.tweaks ?? {}}>
        <SheetDataContext.Provider value={data}>
          <DiceProvider>
            <SheetArticle aria-label={`Character sheet of ${sheet.name}`}>
              {columns === 1 && <PhoneScrollPadding />}
              {columns === 1 ? <PhoneHeader onDelete={onDelete} onMarkClean={onMarkClean} /> : <SheetHeader onDelete={onDelete} onMarkClean={onMarkClean} />}
              <SheetBody columns={columns} />
              <RollTray />
            </SheetArticle>
          </DiceProvider>
        </SheetDataContext.Provider>
      </TweaksContext.Provider>
    </SheetActionsContext.Provider>
  );
}
