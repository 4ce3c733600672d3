// /tools/mycharacters/:characterId: loads the rules first, then shows the builder for an incomplete character (or
// while editing) and the live sheet otherwise. Where each edit is saved, and whether it counts as unsaved, is the
// character store's decision: this page passes the edits on and shows the status it reads back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackButton } from '../../components/BackButton.tsx';
import { Button } from '../../components/Button.tsx';
import { Loading } from '../../components/Loading.tsx';
import { usePageTitle } from '../../components/page-title.ts';
import { CHARACTER_NOT_FOUND, computeCharacter, generateSheet, isEmptyCharacter, missingRuleWarning, validateCharacter, type RawCharacter } from '../../../../core/engine/index.ts';
import { DocumentConflictPrompt } from '../../storage/DocumentConflicts.tsx';
import type { SyncStatus } from '../../storage/document-store.ts';
import { useCharacter } from '../../storage/use-documents.ts';
import { CharacterBuilder } from './builder/CharacterBuilder.tsx';
import { useToolsRules } from './rules/use-tools-rules.ts';
import { CharacterSheet } from './sheet/CharacterSheet.tsx';
import { Notice } from './ui/fields.tsx';

const LIST_PATH = '/tools/mycharacters';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  .save { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; font-size: 0.9rem; color: ${(p) => p.theme.colors.mutedText}; }
`;

function statusText(status: SyncStatus | undefined, isSignedIn: boolean, dirty: boolean): string {
  if (!isSignedIn) return 'Saved in this browser only';
  switch (status?.state) {
    case 'saving':
      return 'Saving to the cloud…';
    case 'pending':
      return dirty ? 'Unsaved changes' : 'Saving to the cloud…';
    case 'synced':
      return 'Saved to the cloud';
    case 'conflict':
      return 'Changed elsewhere too: waiting for your choice';
    case 'error':
      return 'Not saved to the cloud';
    default:
      return '';
  }
}

function SaveError({ status, onRetry }: { status: SyncStatus | undefined; onRetry(): void }) {
  const [, tick] = useState(0);
  const retryAt = status?.state === 'error' ? status.retryAt : undefined;
  // Count down to the next automatic retry, once a second.
  useEffect(() => {
    if (!retryAt) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [retryAt]);
  if (status?.state !== 'error') return null;
  const seconds = retryAt ? Math.max(0, Math.ceil((retryAt - Date.now()) / 1000)) : undefined;
  return (
    <Notice tone="error">
      <p>
        Your latest changes could not be saved to the cloud: {status.message}
        {status.kind === 'too-large' ? '' : ` They are kept in this browser${seconds !== undefined ? `; trying again in ${seconds} s.` : '.'}`}
      </p>
      {/* Too large: the same copy can only be refused again; the message says what to change. */}
      {status.kind !== 'too-large' && (
        <Button variant="outlined" onClick={onRetry}>
          Retry now
        </Button>
      )}
    </Notice>
  );
}

export function CharacterPage() {
  const { characterId = '' } = useParams();
  const navigate = useNavigate();
  const { rules, loading: rulesLoading, error: rulesError } = useToolsRules();
  const { character, isLoading, notFound, isSignedIn, status, unsaved, localError, update, flush, markClean, remove } = useCharacter(characterId);
  usePageTitle(character?.name || 'Characters');

  // Decided once the character is there: builder while incomplete (or asked for), sheet otherwise.
  const [view, setView] = useState<{ editing: boolean; step: number } | undefined>();
  useEffect(() => {
    if (!character || view) return;
    setView({ editing: validateCharacter(character).code > 0, step: isEmptyCharacter(character) ? 0 : 1 });
  }, [character, view]);

  // Set while this page deletes its own character: the character then vanishes on purpose, which is no 'not found'.
  const deleting = useRef(false);
  const reported = useRef(false);
  useEffect(() => {
    if (!notFound || reported.current || deleting.current) return;
    reported.current = true;
    window.alert(CHARACTER_NOT_FOUND);
    navigate(LIST_PATH, { replace: true });
  }, [notFound, navigate]);

  // Builder edits are held in this browser while editing; leaving the page sends them.
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => void flushRef.current(), []);

  const editing = view?.editing ?? false;
  // The store decides from the edit's source when it goes to the server (and whether it counts as unsaved).
  const onChange = useCallback((next: RawCharacter) => void update(next, editing ? 'builder' : 'sheet'), [editing, update]);
  const onDelete = useCallback(async () => {
    deleting.current = true;
    try {
      await remove();
      navigate(LIST_PATH);
    } catch (error) {
      deleting.current = false;
      window.alert(`Could not delete the character: ${(error as Error).message}`);
    }
  }, [remove, navigate]);
  const viewSheet = useCallback(() => {
    setView((current) => (current ? { ...current, editing: false } : current));
    void flush();
  }, [flush]);
  const edit = useCallback((step: number) => setView((current) => (current ? { ...current, editing: true, step } : current)), []);

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
  if (rulesLoading || isLoading || !rules || !view) {
    return notFound ? null : <Loading label={rulesLoading ? 'Loading the rules' : 'Loading the character'} />;
  }
  if (!character) return null;

  const failedSave = status?.state === 'error';
  const dirty = unsaved || failedSave;
  const showBuilder = view.editing || !sheet?.sheet;

  return (
    <div>
      <Bar>
        <BackButton to={LIST_PATH} label="My Characters" />
        <div className="save" role="status" aria-live="polite">
          <span>{statusText(status, isSignedIn, dirty)}</span>
          {isSignedIn && (
            <Button variant={dirty ? 'contained' : 'outlined'} disabled={!dirty && status?.state === 'synced'} onClick={() => void flush()}>
              Save Character
            </Button>
          )}
        </div>
      </Bar>
      <DocumentConflictPrompt kind="character" id={character.localId} />
      {isSignedIn && <SaveError status={status} onRetry={() => void flush()} />}
      {localError && <Notice tone="error">{localError}</Notice>}
      {missingWarnings.length > 0 && (
        <Notice tone="warning">
          <ul aria-label="Missing rules data" style={{ margin: 0, paddingLeft: 18 }}>
            {missingWarnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Notice>
      )}
      {showBuilder ? (
        <CharacterBuilder
          character={character}
          rules={rules}
          initialStep={view.step}
          onChange={onChange}
          onViewSheet={viewSheet}
          onDelete={() => void onDelete()}
          onMarkClean={markClean}
          isDirty={dirty}
        />
      ) : (
        <CharacterSheet
          character={character}
          rules={rules}
          sheet={sheet!.sheet!}
          onChange={onChange}
          onEdit={edit}
          onDelete={() => void onDelete()}
          onMarkClean={markClean}
        />
      )}
    </div>
  );
}
