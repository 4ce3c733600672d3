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

interface SheetBasics {
  character: RawCharacter;
  rules: IndexedRules;
  /** generateSheet's result for this character (the page computes it once per change). */
  sheet: ComputedCharacter;
}

/** The owner's sheet: every edit goes out through onChange. */
export interface EditableSheetProps extends SheetBasics {
  readOnly?: false;
  onChange(next: RawCharacter): void;
  /** Opens the builder at a step: 1 Edit Character, 2 Manage Class Levels / Choose Powers, 5 add items. */
  onEdit(step: number): void;
  onDelete(): void;
  onMarkClean(): void;
}

/** Someone else's sheet seen through a share link: nothing on it changes the character. */
export interface ReadOnlySheetProps extends SheetBasics {
  readOnly: true;
}

export type CharacterSheetProps = EditableSheetProps | ReadOnlySheetProps;

const ignore = () => undefined;

export function CharacterSheet(props: CharacterSheetProps) {
  const { character, rules, sheet } = props;
  const readOnly = props.readOnly === true;
  const onDelete = props.readOnly ? ignore : props.onDelete;
  const onMarkClean = props.readOnly ? ignore : props.onMarkClean;
  const latest = useRef(character);
  latest.current = character;
  const handlers = useRef({ onChange: props.readOnly ? undefined : props.onChange, onEdit: props.readOnly ? undefined : props.onEdit });
  handlers.current = { onChange: props.readOnly ? undefined : props.onChange, onEdit: props.readOnly ? undefined : props.onEdit };
  const change = useCallback((transition: (current: RawCharacter) => RawCharacter) => {
    const onChange = handlers.current.onChange;
    if (!onChange) {
      // Every control that edits is left out of a read-only sheet: reaching here is a bug to see, not a silent no-op.
      console.error('A read-only character sheet was asked to change the character; the change was refused.');
      return;
    }
    const next = transition(latest.current);
    if (next === latest.current) return;
    latest.current = next;
    onChange(next);
  }, []);
  const actions = useMemo<SheetActions>(() => ({ rules, readOnly, change, onEdit: (step) => handlers.current.onEdit?.(step) }), [rules, readOnly, change]);
  const data = useMemo(() => ({ character, sheet }), [character, sheet]);
  const rollContext = useMemo(() => ({ characterName: sheet.name, conditions: sheet.conditions, exhaustion: sheet.exhaustion }), [sheet.name, sheet.conditions, sheet.exhaustion]);
  const columns = useColumnCount();
  return (
    <SheetActionsContext.Provider value={actions}>
      <TweaksContext.Provider value={character.tweaks ?? {}}>
        <SheetDataContext.Provider value={data}>
          <DiceProvider context={rollContext}>
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
