// The party of an encounter: levels typed in ("4 characters of level 5") and characters, from My Characters or shared
// with the game master by link. Each character's numbers (level, AC, hit points, passive Perception, save DCs,
// languages, conditions) are the rules engine's, computed from its sheet; the document keeps the tracker's numbers
// and refreshes them when the sheet changes. A character whose sheet cannot be reached shows the numbers kept.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { documentKindByEnum } from '../../../../../../core/documents/kinds.ts';
import { partyCharacter, type EncounterParty, type PartyCharacter } from '../../../../../../core/engine/encounters/index.ts';
import { findDocument } from '../../../../../../core/documents/list-rules.ts';
import { generateSheet, normalizeCharacter, parseCharacterJson, type ComputedCharacter, type IndexedRules, type RawCharacter } from '../../../../../../core/engine/index.ts';
import { ROUTES, routePath } from '../../../../../../core/routes.ts';
import { Button } from '../../../../components/Button.tsx';
import { Icon } from '../../../../components/Icon.tsx';
import { Loading } from '../../../../components/Loading.tsx';
import { useCharacters } from '../../../../storage/use-documents.ts';
import { useSharedDocument } from '../../../shared/use-shared-document.ts';
import { characterPath } from '../../my-characters/character-paths.ts';
import { carriesEnhancedItems } from '../../rules/tools-rules-data.ts';
import { useToolsRules } from '../../rules/use-tools-rules.ts';
import { Notice } from '../../ui/fields.tsx';
import {
  freshId,
  MAX_GROUP_COUNT,
  shareTokenFrom,
  withPartyCharacterAdded,
  withPartyCharacterRefreshed,
  withPartyCharacterRemoved,
  withPartyGroupAdded,
  withPartyGroupChanged,
  withPartyGroupRemoved,
} from '../encounter-edits.ts';
import { partySummary } from '../encounter-summary.ts';
import { saveDcText, sheetDetails, type SheetDetails } from '../party-sheets.ts';
import type { EncounterEdit } from '../use-encounter-editor.ts';
import { AddRow, DenseTable, RowButton, Section, SmallNumber, SmallSelect, SmallText } from './builder-styles.ts';
import { DraftNumber } from './DraftNumber.tsx';

const GroupList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 4px;
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; padding-bottom: 4px; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
`;

/** How often an open builder asks for a shared character's latest save (it changes between sessions, not by the second). */
const SHARED_PARTY_POLL_MS = 30_000;

const LEVELS = Array.from({ length: 20 }, (_, i) => i + 1);

interface PanelProps {
  party: EncounterParty;
  change(edit: EncounterEdit): void;
}

export function PartyPanel({ party, change }: PanelProps) {
  const [addingCharacters, setAddingCharacters] = useState(false);
  const showCharacters = addingCharacters || party.characters.length > 0;
  return (
    <Section aria-labelledby="party-title" id="party">
      <header>
        <h2 id="party-title">Party</h2>
        <span className="summary" data-testid="party-summary">
          {partySummary(party)}
        </span>
      </header>
      <TypedLevels party={party} change={change} />
      {showCharacters ? (
        <PartyCharacters party={party} change={change} />
      ) : (
        <div>
          <Button variant="outlined" onClick={() => setAddingCharacters(true)}>
            <Icon name="people" size={20} /> Add characters
          </Button>
        </div>
      )}
    </Section>
  );
}

function TypedLevels({ party, change }: PanelProps) {
  const id = useId();
  const [count, setCount] = useState('4');
  const [level, setLevel] = useState('1');
  const countNumber = /^\d+$/.test(count) ? Number(count) : NaN;
  const countOk = countNumber >= 1 && countNumber <= MAX_GROUP_COUNT;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!countOk) return;
    change((doc) => withPartyGroupAdded(doc, Number(level), countNumber));
  };
  return (
    <>
      {party.groups.length > 0 && (
        <GroupList aria-label="Levels typed in">
          {party.groups.map((group, index) => (
            <li key={`${group.level}-${index}`}>
              <DraftNumber label={`Characters of level ${group.level}`} min={1} max={MAX_GROUP_COUNT} value={group.count} onChange={(count) => change((doc) => withPartyGroupChanged(doc, index, { count }))} />
              <span>{group.count === 1 ? 'character' : 'characters'} of level</span>
              <SmallSelect aria-label={`Level of the ${group.count} characters`} value={group.level} onChange={(e) => change((doc) => withPartyGroupChanged(doc, index, { level: Number(e.target.value) }))}>
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </SmallSelect>
              <RowButton aria-label={`Remove the ${group.count} characters of level ${group.level}`} onClick={() => change((doc) => withPartyGroupRemoved(doc, index))}>
                <Icon name="trash" size={18} />
              </RowButton>
            </li>
          ))}
        </GroupList>
      )}
      <AddRow aria-label="Add characters by level" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-count`}>Characters</label>
          <SmallNumber id={`${id}-count`} min={1} max={MAX_GROUP_COUNT} value={count} aria-invalid={!countOk || undefined} onChange={(e) => setCount(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-level`}>of level</label>
          <SmallSelect id={`${id}-level`} value={level} onChange={(e) => setLevel(e.target.value)}>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </SmallSelect>
        </div>
        <Button type="submit" variant="outlined" disabled={!countOk}>
          Add levels
        </Button>
        {!countOk && <span className="error">From 1 to {MAX_GROUP_COUNT} characters a line.</span>}
      </AddRow>
    </>
  );
}

/** The sheet of a character, computed by the rules engine, or why there is none. */
function sheetOf(character: RawCharacter | undefined, rules: IndexedRules | undefined): { sheet?: ComputedCharacter; problem?: string } {
  if (!character || !rules) return {};
  const generated = generateSheet(character, rules, () => undefined);
  return generated.sheet ? { sheet: generated.sheet } : { problem: `${character.name || 'This character'} is not complete yet (${generated.message}).` };
}

function PartyCharacters({ party, change }: PanelProps) {
  const { characters, isLoading } = useCharacters();
  const { rules, error: rulesError } = useToolsRules({ gear: characters.some(carriesEnhancedItems) });
  return (
    <>
      {rulesError && !rules && <Notice tone="error">Could not load the rules to compute the characters: {rulesError.message} The numbers kept with the encounter are shown.</Notice>}
      {party.characters.length > 0 && (
        <DenseTable aria-label="Party characters">
          <thead>
            <tr>
              <th>Character</th>
              <th className="num">Lvl</th>
              <th className="num">AC</th>
              <th className="num">HP</th>
              <th className="num" title="Passive Perception">
                PP
              </th>
              <th className="actions">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {party.characters.map((member) =>
              member.source === 'shared' ? (
                <SharedCharacterRow key={member.id} member={member} rules={rules} change={change} />
              ) : (
                <LocalCharacterRow key={member.id} member={member} rules={rules} character={findDocument(characters, member.ref)} loading={isLoading} change={change} />
              ),
            )}
          </tbody>
        </DenseTable>
      )}
      <AddLocalCharacter party={party} characters={characters} rules={rules} change={change} />
      <AddSharedCharacter party={party} rules={rules} change={change} />
    </>
  );
}

interface RowProps {
  member: PartyCharacter;
  rules: IndexedRules | undefined;
  change(edit: EncounterEdit): void;
}

/** Keeps the document's copy of the character's numbers equal to what its sheet gives now. */
function useRefreshedNumbers(member: PartyCharacter, sheet: ComputedCharacter | undefined, change: (edit: EncounterEdit) => void) {
  const fresh = useMemo(() => (sheet ? partyCharacter(sheet, member) : undefined), [sheet, member]);
  const stale = fresh !== undefined && JSON.stringify(fresh) !== JSON.stringify(member);
  // The edit returns the same document when nothing changed, so a refresh never saves twice.
  useEffect(() => {
    if (stale && fresh) change((doc) => withPartyCharacterRefreshed(doc, fresh));
  }, [stale, fresh, change]);
}

function LocalCharacterRow({ member, rules, character, loading, change }: RowProps & { character: RawCharacter | undefined; loading: boolean }) {
  const { sheet, problem } = useMemo(() => sheetOf(character, rules), [character, rules]);
  useRefreshedNumbers(member, sheet, change);
  const note = !character && !loading ? 'Not in My Characters in this browser: the numbers kept with the encounter are shown.' : problem;
  return (
    <CharacterRow
      member={member}
      to={character ? characterPath(character) : undefined}
      details={sheet ? sheetDetails(sheet) : undefined}
      note={note}
      change={change}
    />
  );
}

function SharedCharacterRow({ member, rules, change }: RowProps) {
  const state = useSharedDocument(member.ref, SHARED_PARTY_POLL_MS);
  const shown = state.status === 'shown' ? state.document : undefined;
  const character = useMemo(() => {
    if (!shown || documentKindByEnum(shown.kind)?.kind !== 'character') return undefined;
    try {
      return normalizeCharacter(parseCharacterJson(shown.jsonData));
    } catch {
      return undefined;
    }
  }, [shown]);
  const { sheet, problem } = useMemo(() => sheetOf(character, rules), [character, rules]);
  useRefreshedNumbers(member, sheet, change);
  const note =
    state.status === 'gone'
      ? 'Its owner no longer shares it: the numbers kept with the encounter are shown.'
      : state.status === 'failed'
        ? `Could not reach the shared sheet (${state.message}); the numbers kept with the encounter are shown.`
        : problem;
  return (
    <CharacterRow
      member={member}
      to={routePath(ROUTES.sharedDocument, { token: member.ref })}
      shared
      details={sheet ? sheetDetails(sheet) : undefined}
      note={note}
      change={change}
    />
  );
}

function CharacterRow({
  member,
  to,
  shared = false,
  details,
  note,
  change,
}: {
  member: PartyCharacter;
  to: string | undefined;
  shared?: boolean;
  details: SheetDetails | undefined;
  note: string | undefined;
  change(edit: EncounterEdit): void;
}) {
  const hp = member.hitPoints;
  const dcs = details ? saveDcText(details.saveDcs) : '';
  return (
    <tr data-testid="party-character">
      <td className="name">
        {to ? <Link to={to}>{member.name}</Link> : member.name}
        {shared && <span className="sub">Shared by link</span>}
        {details && (
          <span className="sub" data-testid="party-character-details">
            {[dcs && `Save DCs: ${dcs}`, details.languages.length > 0 && `Languages: ${details.languages.join(', ')}`, `Conditions: ${details.conditions.join(', ') || 'none'}`]
              .filter(Boolean)
              .join(' · ')}
          </span>
        )}
        {note && <span className="sub">{note}</span>}
      </td>
      <td className="num">{member.level}</td>
      <td className="num" data-testid="party-ac">
        {member.armorClass ?? '–'}
      </td>
      <td className="num" data-testid="party-hp">
        {hp ? `${hp.current}/${hp.max}${hp.temp ? ` +${hp.temp}` : ''}` : '–'}
      </td>
      <td className="num" data-testid="party-pp">
        {member.passivePerception ?? '–'}
      </td>
      <td className="actions">
        <RowButton aria-label={`Remove ${member.name} from the party`} onClick={() => change((doc) => withPartyCharacterRemoved(doc, member.id))}>
          <Icon name="trash" size={18} />
        </RowButton>
      </td>
    </tr>
  );
}

function AddLocalCharacter({ party, characters, rules, change }: { party: EncounterParty; characters: readonly RawCharacter[]; rules: IndexedRules | undefined; change(edit: EncounterEdit): void }) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string>();
  const inParty = new Set(party.characters.filter((c) => c.source === 'local').map((c) => c.ref));
  const available = characters.filter((c) => !inParty.has(c.id ?? '') && !inParty.has(c.localId ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const character = available.find((c) => c.localId === chosen);
    if (!character) return;
    const { sheet, problem: incomplete } = sheetOf(character, rules);
    if (!sheet) {
      setProblem(incomplete ?? 'The rules are still loading: try again in a moment.');
      return;
    }
    setProblem(undefined);
    setChosen('');
    change((doc) =>
      withPartyCharacterAdded(doc, partyCharacter(sheet, { id: freshId('pc', doc.party.characters.map((c) => c.id)), source: 'local', ref: character.id || character.localId! })),
    );
  };
  if (characters.length === 0) {
    return (
      <p className="muted">
        No characters in <Link to={ROUTES.myCharacters.pattern}>My Characters</Link> yet; type their levels in above, or add one shared with you below.
      </p>
    );
  }
  return (
    <AddRow aria-label="Add a character from My Characters" onSubmit={submit}>
      <div className="field grow">
        <label htmlFor={id}>From My Characters</label>
        <SmallSelect id={id} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{available.length ? 'Choose a character' : 'All of them are in the party'}</option>
          {available.map((c) => (
            <option key={c.localId} value={c.localId}>
              {c.name || 'Unnamed character'}
            </option>
          ))}
        </SmallSelect>
      </div>
      <Button type="submit" variant="outlined" disabled={!chosen || !rules}>
        Add character
      </Button>
      {!rules && <span className="error">Loading the rules…</span>}
      {problem && (
        <span className="error" role="alert">
          {problem}
        </span>
      )}
    </AddRow>
  );
}

/** Adds the character behind a share link once its sheet has been read (a component, so the read is the shared page's own hook). */
function AddSharedCharacter({ party, rules, change }: { party: EncounterParty; rules: IndexedRules | undefined; change(edit: EncounterEdit): void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = shareTokenFrom(text);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    if (party.characters.some((c) => c.source === 'shared' && c.ref === read.token)) {
      setProblem('This character is in the party already.');
      return;
    }
    setProblem(undefined);
    setPending(read.token);
  };
  return (
    <AddRow aria-label="Add a character shared with you" onSubmit={submit}>
      <div className="field grow">
        <label htmlFor={id}>Shared with you (paste its link)</label>
        <SmallText id={id} value={text} placeholder="https://…/shared/…" autoComplete="off" aria-invalid={Boolean(problem) || undefined} onChange={(e) => setText(e.target.value)} />
      </div>
      <Button type="submit" variant="outlined" disabled={!text.trim() || Boolean(pending) || !rules}>
        Add shared character
      </Button>
      {pending && rules && (
        <ReadSharedCharacter
          token={pending}
          rules={rules}
          onRead={(sheet) => {
            setPending(undefined);
            setText('');
            change((doc) => withPartyCharacterAdded(doc, partyCharacter(sheet, { id: freshId('pc', doc.party.characters.map((c) => c.id)), source: 'shared', ref: pending })));
          }}
          onProblem={(message) => {
            setPending(undefined);
            setProblem(message);
          }}
        />
      )}
      {problem && (
        <span className="error" role="alert">
          {problem}
        </span>
      )}
    </AddRow>
  );
}

function ReadSharedCharacter({ token, rules, onRead, onProblem }: { token: string; rules: IndexedRules; onRead(sheet: ComputedCharacter): void; onProblem(message: string): void }) {
  const state = useSharedDocument(token);
  const outcome = useMemo((): { sheet: ComputedCharacter } | { problem: string } | undefined => {
    if (state.status === 'loading') return undefined;
    if (state.status === 'failed') return { problem: `Could not read the link: ${state.message}` };
    if (state.status === 'gone') return { problem: 'This link does not open anything: it is unknown, or its owner revoked it.' };
    const kind = documentKindByEnum(state.document.kind);
    if (kind?.kind !== 'character') return { problem: `This link shares ${kind ? `${/^[aeiou]/.test(kind.label.singular) ? 'an' : 'a'} ${kind.label.singular}` : 'something else'}, not a character.` };
    try {
      const { sheet, problem } = sheetOf(normalizeCharacter(parseCharacterJson(state.document.jsonData)), rules);
      return sheet ? { sheet } : { problem: problem ?? 'The shared character could not be computed.' };
    } catch (error) {
      return { problem: `The shared character could not be read: ${(error as Error).message}` };
    }
  }, [state, rules]);
  const handlers = useRef({ onRead, onProblem });
  useLayoutEffect(() => {
    handlers.current = { onRead, onProblem };
  });
  useEffect(() => {
    if (!outcome) return;
    if ('sheet' in outcome) handlers.current.onRead(outcome.sheet);
    else handlers.current.onProblem(outcome.problem);
  }, [outcome]);
  return outcome ? null : <Loading inline size={20} label="Reading the shared character" />;
}
