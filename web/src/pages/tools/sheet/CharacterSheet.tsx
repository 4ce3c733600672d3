// The live character sheet: the header (the compact phone header below the sm breakpoint), the sectioned body and
// the dice tray over one computed sheet; every edit goes through an engine transition and out through onChange.
import { useCallback, useMemo, useRef } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { media } from '../../../lib/theme/themes.ts';
import type { ComputedCharacter, IndexedRules, RawCharacter } from '../../../../../core/engine/index.ts';
import type { LevelUpRules } from '../../../../../core/engine/levelup/index.ts';
import { SheetBody } from './SheetBody.tsx';
import { SheetActionsContext, SheetDataContext, TweaksContext, type SheetActions } from './sheet-context.ts';
import { SheetHeader } from './SheetHeader.tsx';
import { DiceProvider } from './dice/DiceProvider.tsx';
import { RollTray } from './dice/RollTray.tsx';
import { PhoneHeader } from './PhoneHeader.tsx';
import { useColumnCount } from './use-column-count.ts';
import { SITE_TOOLBAR_CLASS } from '../../../app/layout/Toolbar.tsx';

/** The phone's bottom strip (section tabs, dice mode, Log) and the width of its dice end. */
const STRIP_HEIGHT = 52;
const DICE_CONTROLS_WIDTH = 96;
/** Room for the latest roll above the strip (two short lines at most). */
const LATEST_ROLL_HEIGHT = 56;
/** The sticky header's one bar. */
const PHONE_HEADER_HEIGHT = 60;

/**
 * On a phone the site's toolbar scrolls away with the page (the sheet's own header, sticky at the top, keeps the way
 * back and the menu), so the two take one bar's height together; the strip and the latest roll are fixed at the
 * bottom. The page's scroll padding keeps whatever is scrolled into view (a focused control, a search hit) clear of
 * them.
 */
const PhoneSheetPage = createGlobalStyle`
  ${media.xsOnly} {
    .${SITE_TOOLBAR_CLASS} { position: relative; }
    html {
      scroll-padding-top: ${PHONE_HEADER_HEIGHT + 8}px;
      scroll-padding-bottom: ${STRIP_HEIGHT + LATEST_ROLL_HEIGHT + 8}px;
    }
  }
`;

/** Room under the sheet for the fixed bars: the dice bar on a wide screen; the strip and the latest roll on a phone. */
const SheetArticle = styled.article`
  --dice-bar-height: 56px;
  padding-bottom: 80px;
  ${media.xsOnly} {
    --sheet-strip-height: ${STRIP_HEIGHT}px;
    --dice-controls-width: ${DICE_CONTROLS_WIDTH}px;
    padding-bottom: ${STRIP_HEIGHT + LATEST_ROLL_HEIGHT + 24}px;
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
  /** The same rules with the multiclassing minimums: with them the sheet offers Level up and the level history. */
  levelUpRules?: LevelUpRules;
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
  const levelUpRules = props.readOnly ? undefined : props.levelUpRules;
  const actions = useMemo<SheetActions>(
    () => ({ rules, readOnly, change, onEdit: (step) => handlers.current.onEdit?.(step), ...(levelUpRules ? { levelUpRules } : {}) }),
    [rules, readOnly, change, levelUpRules],
  );
  const data = useMemo(() => ({ character, sheet }), [character, sheet]);
  const rollContext = useMemo(() => ({ characterName: sheet.name, conditions: sheet.conditions, exhaustion: sheet.exhaustion }), [sheet.name, sheet.conditions, sheet.exhaustion]);
  const columns = useColumnCount();
  return (
    <SheetActionsContext.Provider value={actions}>
      <TweaksContext.Provider value={character.tweaks ?? {}}>
        <SheetDataContext.Provider value={data}>
          <DiceProvider context={rollContext}>
            <SheetArticle aria-label={`Character sheet of ${sheet.name}`}>
              {columns === 1 && <PhoneSheetPage />}
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
