// The monsters of an encounter: found by name and added, each line with its rating, the XP the engine derives from it
// (and a note where the record says otherwise), a count, the line's XP and a lock the generator respects; and the
// game master's own custom monsters (name, rating, AC, hit points, initiative bonus, count).
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { itemPaths } from '../../../../../../core/site-paths.ts';
import {
  monsterKind,
  readChallengeRating,
  type DocumentDifficulty,
  type EncounterDocument,
  type EncounterRules,
  type EvaluatedMonster,
} from '../../../../../../core/engine/encounters/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { Icon } from '../../../../components/Icon.tsx';
import {
  EMPTY_CUSTOM_MONSTER,
  freshId,
  MAX_MONSTER_COUNT,
  readCustomMonster,
  withCustomMonsterAdded,
  withCustomMonsterChanged,
  withCustomMonsterRemoved,
  withMonsterAdded,
  withMonsterChanged,
  withMonsterRemoved,
  type CustomMonsterDraft,
  type CustomMonsterErrors,
} from '../encounter-edits.ts';
import { formatXp, monstersSummary } from '../encounter-summary.ts';
import type { BuilderMonster } from '../use-encounter-data.ts';
import type { EncounterEdit } from '../use-encounter-editor.ts';
import { AddRow, DenseTable, RowButton, Section, SmallNumber, SmallSelect, SmallText } from './builder-styles.ts';
import { DraftNumber } from './DraftNumber.tsx';

/** Search results shown at once: enough to choose among, few enough to read on a phone. */
const SEARCH_RESULTS = 8;

interface Props {
  doc: EncounterDocument;
  rules: EncounterRules;
  monsters: readonly BuilderMonster[];
  findMonster(name: string): BuilderMonster | undefined;
  judged: DocumentDifficulty | undefined;
  change(edit: EncounterEdit): void;
}

/** The engine's evaluation of each line: record lines in order (those the data holds), then the custom ones. */
function evaluatedLines(doc: EncounterDocument, judged: DocumentDifficulty | undefined, findMonster: Props['findMonster']) {
  const records = new Map<string, EvaluatedMonster>();
  const custom = new Map<string, EvaluatedMonster>();
  if (!judged) return { records, custom };
  let index = 0;
  for (const line of doc.monsters) {
    if (!findMonster(line.name)) continue;
    const evaluated = judged.monsters[index++];
    if (evaluated) records.set(line.name, evaluated);
  }
  for (const line of doc.customMonsters) {
    const evaluated = judged.monsters[index++];
    if (evaluated) custom.set(line.id, evaluated);
  }
  return { records, custom };
}

export function MonstersPanel({ doc, rules, monsters, findMonster, judged, change }: Props) {
  const { records, custom } = useMemo(() => evaluatedLines(doc, judged, findMonster), [doc, judged, findMonster]);
  const ratings = useMemo(() => rules.challengeRatings.map((row) => row.rating), [rules]);
  const notes = doc.monsters.flatMap((line) => {
    const note = records.get(line.name)?.note;
    return note ? [{ name: line.name, note }] : [];
  });
  const total = [...records.values(), ...custom.values()].reduce((sum, m) => sum + m.totalXp, 0);
  return (
    <Section aria-labelledby="monsters-title" id="monsters">
      <header>
        <h2 id="monsters-title">Monsters</h2>
        <span className="summary" data-testid="monsters-summary">
          {monstersSummary(doc)}
        </span>
      </header>
      <MonsterSearch monsters={monsters} rules={rules} change={change} />
      {doc.monsters.length + doc.customMonsters.length > 0 && (
        <DenseTable aria-label="Encounter monsters">
          <thead>
            <tr>
              <th>Monster</th>
              <th className="num">CR</th>
              <th className="num wide-only">XP</th>
              <th className="center">Count</th>
              <th className="num">Total XP</th>
              <th className="actions">
                <span className="visually-hidden">Lock and remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {doc.monsters.map((line) => {
              const record = findMonster(line.name);
              const evaluated = records.get(line.name);
              const noteIndex = notes.findIndex((n) => n.name === line.name);
              const unreadable = record ? readChallengeRating(rules, record).rating === undefined : false;
              return (
                <tr key={line.name} data-testid="encounter-monster">
                  <td className="name">
                    {record ? <Link to={itemPaths.monster(record.name)}>{record.name}</Link> : line.name}
                    {noteIndex >= 0 && (
                      <sup>
                        <a href={`#monster-note-${noteIndex + 1}`} aria-label={`Note ${noteIndex + 1}`}>
                          {noteIndex + 1}
                        </a>
                      </sup>
                    )}
                    {record ? (
                      <span className="sub">
                        {monsterKind(record).typeText} · AC {record.armorClass} · HP {record.hitPoints}
                      </span>
                    ) : (
                      <span className="sub">Not in the monster data: it counts for nothing.</span>
                    )}
                  </td>
                  <td className="num">
                    {unreadable || line.challengeRating ? (
                      <SmallSelect
                        aria-label={`Challenge rating of ${line.name}`}
                        value={line.challengeRating ?? ''}
                        onChange={(e) => change((d) => withMonsterChanged(d, line.name, { challengeRating: e.target.value || undefined }))}
                      >
                        <option value="">{unreadable ? 'Set' : `Record (${record?.challengeRating})`}</option>
                        {ratings.map((r) => (
                          <option key={r} value={r}>
                            {r}
                          </option>
                        ))}
                      </SmallSelect>
                    ) : (
                      (evaluated?.challengeRating ?? record?.challengeRating ?? '–')
                    )}
                  </td>
                  <td className="num wide-only">{evaluated ? formatXp(evaluated.xp) : '–'}</td>
                  <td className="center">
                    <Count name={line.name} count={line.count} onChange={(count) => change((d) => withMonsterChanged(d, line.name, { count }))} />
                  </td>
                  <td className="num" data-testid="monster-total-xp">
                    {evaluated ? formatXp(evaluated.totalXp) : '–'}
                  </td>
                  <td className="actions">
                    <RowButton
                      aria-label={`Lock ${line.name} (the generator keeps it)`}
                      aria-pressed={line.locked}
                      title={line.locked ? 'Locked: the generator keeps it' : 'Lock: the generator keeps it'}
                      onClick={() => change((d) => withMonsterChanged(d, line.name, { locked: !line.locked }))}
                    >
                      <Icon name={line.locked ? 'lock' : 'unlock'} size={18} />
                    </RowButton>
                    <RowButton aria-label={`Remove ${line.name}`} onClick={() => change((d) => withMonsterRemoved(d, line.name))}>
                      <Icon name="trash" size={18} />
                    </RowButton>
                  </td>
                </tr>
              );
            })}
            {doc.customMonsters.map((line) => {
              const evaluated = custom.get(line.id);
              return (
                <tr key={line.id} data-testid="encounter-custom-monster">
                  <td className="name">
                    {line.name}
                    <span className="sub">
                      Custom · AC {line.armorClass} · HP {line.hitPoints} · Init {line.initiativeBonus >= 0 ? '+' : ''}
                      {line.initiativeBonus}
                    </span>
                  </td>
                  <td className="num">{line.challengeRating}</td>
                  <td className="num wide-only">{evaluated ? formatXp(evaluated.xp) : '–'}</td>
                  <td className="center">
                    <Count name={line.name} count={line.count} onChange={(count) => change((d) => withCustomMonsterChanged(d, line.id, { count }))} />
                  </td>
                  <td className="num">{evaluated ? formatXp(evaluated.totalXp) : '–'}</td>
                  <td className="actions">
                    <RowButton aria-label={`Remove ${line.name}`} onClick={() => change((d) => withCustomMonsterRemoved(d, line.id))}>
                      <Icon name="trash" size={18} />
                    </RowButton>
                  </td>
                </tr>
              );
            })}
          </tbody>
          {judged && (
            <tfoot>
              <tr>
                <td colSpan={2}>Total</td>
                <td className="wide-only" />
                <td className="center">{judged.monsterCount}</td>
                <td className="num">{formatXp(total)}</td>
                <td />
              </tr>
            </tfoot>
          )}
        </DenseTable>
      )}
      {notes.length > 0 && (
        <ol className="muted" aria-label="Notes on the monsters' XP" style={{ margin: 0, paddingLeft: 20 }}>
          {notes.map(({ name, note }, i) => (
            <li key={name} id={`monster-note-${i + 1}`}>
              {name}: {note}
            </li>
          ))}
        </ol>
      )}
      <CustomMonsterForm ratings={ratings} change={change} />
    </Section>
  );
}

/** A count with steps of one, typed or stepped, from 1 to 100. */
function Count({ name, count, onChange }: { name: string; count: number; onChange(count: number): void }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center' }}>
      <RowButton className="step" aria-label={`One fewer ${name}`} disabled={count <= 1} onClick={() => onChange(count - 1)}>
        <Icon name="minus" size={16} />
      </RowButton>
      <DraftNumber label={`Number of ${name}`} min={1} max={MAX_MONSTER_COUNT} value={count} style={{ width: '3.4em' }} onChange={onChange} />
      <RowButton className="step" aria-label={`One more ${name}`} disabled={count >= MAX_MONSTER_COUNT} onClick={() => onChange(count + 1)}>
        <Icon name="plus" size={16} />
      </RowButton>
    </span>
  );
}

function MonsterSearch({ monsters, rules, change }: { monsters: readonly BuilderMonster[]; rules: EncounterRules; change(edit: EncounterEdit): void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [added, setAdded] = useState<string>();
  const matches = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    if (!wanted) return [];
    const hits = monsters.filter((m) => m.name.toLowerCase().includes(wanted));
    // Names starting with the text first, then the rest, each alphabetical.
    return [...hits.filter((m) => m.name.toLowerCase().startsWith(wanted)), ...hits.filter((m) => !m.name.toLowerCase().startsWith(wanted))].slice(0, SEARCH_RESULTS);
  }, [monsters, query]);
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', fontSize: '0.8rem', fontWeight: 500, marginBottom: 2 }}>
        Find a monster by name
      </label>
      <SmallText id={id} type="search" value={query} autoComplete="off" placeholder="Blurrg, droid, Sith…" style={{ width: '100%', maxWidth: 420 }} onChange={(e) => setQuery(e.target.value)} />
      <p role="status" className="visually-hidden">
        {added ? `Added ${added}.` : query.trim() ? `${matches.length} monsters found.` : ''}
      </p>
      {matches.length > 0 && (
        <DenseTable aria-label="Monsters found" style={{ marginTop: 6 }}>
          <tbody>
            {matches.map((m) => (
              <tr key={m.name}>
                <td className="name">
                  {m.name}
                  <span className="sub">{monsterKind(m).typeText}</span>
                </td>
                <td className="num">CR {readChallengeRating(rules, m).rating ?? m.challengeRating}</td>
                <td className="actions">
                  <Button
                    variant="outlined"
                    aria-label={`Add ${m.name}`}
                    onClick={() => {
                      change((d) => withMonsterAdded(d, m.name));
                      setAdded(m.name);
                    }}
                  >
                    <Icon name="plus" size={16} /> Add
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </DenseTable>
      )}
      {query.trim() && matches.length === 0 && <p className="muted">No monster's name contains “{query.trim()}”.</p>}
    </div>
  );
}

const FIELDS: { key: keyof CustomMonsterDraft; label: string; width: string }[] = [
  { key: 'armorClass', label: 'AC', width: '3.6em' },
  { key: 'hitPoints', label: 'HP', width: '4.2em' },
  { key: 'initiativeBonus', label: 'Init', width: '3.6em' },
  { key: 'count', label: 'Count', width: '3.6em' },
];

function CustomMonsterForm({ ratings, change }: { ratings: readonly string[]; change(edit: EncounterEdit): void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<CustomMonsterDraft>(EMPTY_CUSTOM_MONSTER);
  const [errors, setErrors] = useState<CustomMonsterErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCustomMonster(draft, ratings);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setDraft(EMPTY_CUSTOM_MONSTER);
    change((d) => withCustomMonsterAdded(d, read.value, freshId('cm', d.customMonsters.map((m) => m.id))));
  };
  if (!open) {
    return (
      <div>
        <Button variant="text" onClick={() => setOpen(true)}>
          <Icon name="plus" size={18} /> Custom monster
        </Button>
      </div>
    );
  }
  const set = (key: keyof CustomMonsterDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const messages = Object.entries(errors).map(([key, message]) => `${key === 'challengeRating' ? 'CR' : (FIELDS.find((f) => f.key === key)?.label ?? 'Name')}: ${message}`);
  return (
    <AddRow aria-label="Add a custom monster" onSubmit={submit}>
      <div className="field grow">
        <label htmlFor={`${id}-name`}>Custom monster</label>
        <SmallText id={`${id}-name`} value={draft.name} placeholder="Name" aria-invalid={Boolean(errors.name) || undefined} onChange={(e) => set('name')(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-cr`}>CR</label>
        <SmallSelect id={`${id}-cr`} value={draft.challengeRating} onChange={(e) => set('challengeRating')(e.target.value)}>
          {ratings.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </SmallSelect>
      </div>
      {FIELDS.map(({ key, label, width }) => (
        <div key={key} className="field">
          <label htmlFor={`${id}-${key}`}>{label}</label>
          <SmallNumber id={`${id}-${key}`} value={draft[key]} style={{ width }} aria-invalid={Boolean(errors[key]) || undefined} onChange={(e) => set(key)(e.target.value)} />
        </div>
      ))}
      <Button type="submit" variant="outlined">
        Add custom monster
      </Button>
      {messages.length > 0 && (
        <span className="error" role="alert">
          {messages.join(' ')}
        </span>
      )}
    </AddRow>
  );
}
