// /tools/mycharacters/:characterId: loads the rules first, then shows the builder for an incomplete character (or
// while editing) and the live sheet otherwise. Where each edit is saved, and whether it counts as unsaved, is the
// character store's decision: this page passes the edits on and shows the status it reads back. What it shares with the
// starship page (the view chosen on load, the missing-document alert, the callbacks) is useDocumentPage.
import { CHARACTER_LIST_PATH } from './my-characters/character-paths.ts';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from '../../components/Loading.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { CHARACTER_NOT_FOUND, computeCharacter, generateSheet, isEmptyCharacter, missingRuleWarning, validateCharacter, type RawCharacter } from '../../../../core/engine/index.ts';
import { CharacterBuilder } from './builder/CharacterBuilder.tsx';
import { useDocumentPage } from './document-page.ts';
import { carriesEnhancedItems } from './rules/tools-rules-data.ts';
import { useToolsRules } from './rules/use-tools-rules.ts';
import { HomebrewPacksPanel } from './homebrew/HomebrewPacksPanel.tsx';
import { useCharacterHomebrew } from './homebrew/use-character-homebrew.ts';
import { CharacterSheet } from './sheet/CharacterSheet.tsx';
import { DocumentPageBar, saveProps } from './ui/DocumentPageBar.tsx';
import { Notice } from './ui/fields.tsx';

const LIST_PATH = CHARACTER_LIST_PATH;

// Builder while incomplete, sheet otherwise; a character with nothing in it yet starts at the builder's first page.
const initialView = (character: RawCharacter) => ({ editing: validateCharacter(character).code > 0, step: isEmptyCharacter(character) ? 0 : 1 });
const PAGE = { initialView, notFoundMessage: CHARACTER_NOT_FOUND, listPath: LIST_PATH, noun: 'character' };

export function CharacterPage() {
  const { characterId = '' } = useParams();
  const page = useDocumentPage('character', characterId, PAGE);
  const { document: character, isLoading, notFound, view, editing, dirty, markClean, onChange, onDelete, viewSheet, edit } = page;
  const { rules: officialRules, data: rulesData, levelUpRules: officialLevelUp, loading: rulesLoading, gearLoading, error: rulesError } = useToolsRules({ gear: carriesEnhancedItems(character) });
  // The official rules plus the character's enabled homebrew packs (and the last known values of gone ones).
  const homebrew = useCharacterHomebrew(character, rulesData, officialRules, onChange);
  const rules = homebrew.rules;
  const levelUpRules = useMemo(() => (officialLevelUp && rules ? { ...officialLevelUp, rules } : undefined), [officialLevelUp, rules]);
  // The gear catalogue is awaited before the character is first shown (its figures include the items' effects); once
  // shown, adding a first enhanced item keeps the page up while the catalogue arrives.
  const [shown, setShown] = useState(false);
  const waitingForGear = gearLoading && !shown;
  const ready = !rulesLoading && !waitingForGear && !isLoading && !!rules && !!view && !!character;
  useEffect(() => {
    if (ready) setShown(true);
  }, [ready]);
  usePageTitle(character?.name || 'Characters');

  const sheet = useMemo(() => (character && rules && !editing ? generateSheet(character, rules) : undefined), [character, rules, editing]);

  // Rules the character names that the data lacks (an import from elsewhere, or renamed since): told on the page,
  // one console line each. Items are left out of the notice: each carries its own warning in the equipment list.
  const computed = useMemo(() => (character && rules ? (sheet?.sheet ?? computeCharacter(character, rules)) : undefined), [character, rules, sheet]);
  const logLines = computed?.warnings.join('\n') ?? '';
  useEffect(() => {
    for (const line of logLines ? logLines.split('\n') : []) console.warn(line);
  }, [logLines]);
  const missingWarnings = (computed?.missingRules ?? []).filter((rule) => rule.kind !== 'item').map(missingRuleWarning);

  if (rulesError && !rules) return <Notice tone="error">Could not load the rules data: {rulesError.message}</Notice>;
  if (rulesLoading || waitingForGear || isLoading || !rules || !view) {
    return notFound ? null : <Loading label={rulesLoading ? 'Loading the rules' : 'Loading the character'} />;
  }
  if (!character) return null;

  const showBuilder = view.editing || !sheet?.sheet;

  return (
    <div>
      <DocumentPageBar kind="character" localId={character.localId} listPath={LIST_PATH} listLabel="My Characters" saveLabel="Save Character" {...saveProps(page)} hideBackOnPhone={!showBuilder} />
      {missingWarnings.length > 0 && (
        <Notice tone="warning">
          <ul aria-label="Missing rules data" style={{ margin: 0, paddingLeft: 18 }}>
            {missingWarnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Notice>
      )}
      {homebrew.missingPacks.length > 0 && !showBuilder && (
        <Notice tone="warning">
          <p role="status">Missing homebrew: {homebrew.missingPacks.join(', ')}. The entries this character uses from it keep their last known values.</p>
        </Notice>
      )}
      {showBuilder && <HomebrewPacksPanel character={character} ownPacks={homebrew.ownPacks} missingPacks={homebrew.missingPacks} onChange={onChange} />}
      {showBuilder ? (
        <CharacterBuilder
          character={character}
          rules={rules}
          initialStep={view.step}
          onChange={onChange}
          onViewSheet={viewSheet}
          onDelete={onDelete}
          onMarkClean={markClean}
          isDirty={dirty}
        />
      ) : (
        <CharacterSheet
          character={character}
          rules={rules}
          sheet={sheet!.sheet!}
          {...(levelUpRules ? { levelUpRules } : {})}
          onChange={onChange}
          onEdit={edit}
          onDelete={onDelete}
          onMarkClean={markClean}
        />
      )}
    </div>
  );
}
