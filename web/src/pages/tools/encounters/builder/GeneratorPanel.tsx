// The generator: a target difficulty and the monster table's filters (base type, a challenge rating range, words in
// the monsters' text such as an environment) give a proposal from the encounter engine, put in place of the unlocked
// monsters; locked and custom monsters stay and count toward the target. Generate again for another draw.
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  generateEncounter,
  generatorCandidates,
  keptForGenerator,
  monsterKind,
  partyLevels,
  THRESHOLD_DIFFICULTIES,
  withProposal,
  type EncounterDocument,
  type EncounterRules,
  type FilterableMonster,
  type GeneratorResult,
  type GeneratorSettings,
  type ThresholdDifficulty,
} from '../../../../../../core/engine/encounters/index.ts';
import { cryptoDieRoller } from '../../../../../../core/engine/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { Icon } from '../../../../components/Icon.tsx';
import { useEncounterBuilderMonsterTextsQuery } from '../../../../gql/hooks.ts';
import { Notice } from '../../ui/fields.tsx';
import { DIFFICULTY_LABEL, formatXp } from '../encounter-summary.ts';
import type { BuilderMonster } from '../use-encounter-data.ts';
import type { EncounterEdit } from '../use-encounter-editor.ts';
import { Section, SmallSelect, SmallText } from './builder-styles.ts';

const DEFAULT_SETTINGS: GeneratorSettings = { target: 'medium', types: [], words: '' };

const Controls = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 8px 12px;
  align-items: end;
  .field { display: flex; flex-direction: column; gap: 2px; }
  .field label { font-size: 0.8rem; font-weight: 500; color: ${(p) => p.theme.colors.mutedText}; }
  .field select, .field input { width: 100%; }
  .wide { grid-column: 1 / -1; }
  details { border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 4px; padding: 4px 8px; }
  summary { cursor: pointer; min-height: 28px; display: flex; align-items: center; color: ${(p) => p.theme.colors.text}; font-weight: 400; font-size: 0.9rem; }
  details ul { list-style: none; margin: 4px 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(130px, 1fr)); gap: 0 8px; }
  details li label { display: flex; align-items: center; gap: 6px; min-height: 32px; font-size: 0.9rem; cursor: pointer; }
`;

/** The same monsters, counts and locks in the same order. */
const sameMonsters = (a: EncounterDocument['monsters'], b: EncounterDocument['monsters']) => JSON.stringify(a) === JSON.stringify(b);

interface Props {
  doc: EncounterDocument;
  rules: EncounterRules;
  monsters: readonly BuilderMonster[];
  findMonster(name: string): BuilderMonster | undefined;
  change(edit: EncounterEdit): void;
}

export function GeneratorPanel({ doc, rules, monsters, findMonster, change }: Props) {
  const id = useId();
  const settings = doc.generator ?? DEFAULT_SETTINGS;
  const [result, setResult] = useState<GeneratorResult>();
  // The monsters before the last draw replaced them, and what it put in their place: Undo brings the first back while
  // the list is still the draw's (an edit since then is the game master's own, which Undo must not throw away).
  const [undo, setUndo] = useState<{ before: EncounterDocument['monsters']; after: EncounterDocument['monsters'] }>();
  const canUndo = undo !== undefined && sameMonsters(doc.monsters, undo.after);
  const words = settings.words.trim();
  // The monsters' text is large: read only once words are asked for.
  const texts = useEncounterBuilderMonsterTextsQuery({ skip: !words });
  const textsReady = !words || texts.dataState === 'complete';
  const ratings = useMemo(() => rules.challengeRatings.map((row) => row.rating), [rules]);
  const types = useMemo(() => [...new Set(monsters.flatMap((m) => monsterKind(m).types))].sort(), [monsters]);
  const levels = partyLevels(doc.party);

  const set = (patch: Partial<GeneratorSettings>) =>
    change((d) => {
      const next: GeneratorSettings = { ...(d.generator ?? DEFAULT_SETTINGS), ...patch };
      for (const key of ['minChallengeRating', 'maxChallengeRating'] as const) if (!next[key]) delete next[key];
      return { ...d, generator: next };
    });

  const generate = () => {
    const byName = new Map((texts.data?.monsters ?? []).map((m) => [m.name, m]));
    const filterable: FilterableMonster[] = monsters.map((m) => ({ ...m, ...(byName.get(m.name) ?? {}) }));
    const candidates = generatorCandidates(rules, filterable, {
      types: settings.types,
      ...(settings.minChallengeRating ? { minChallengeRating: settings.minChallengeRating } : {}),
      ...(settings.maxChallengeRating ? { maxChallengeRating: settings.maxChallengeRating } : {}),
      words: settings.words,
    });
    const proposal = generateEncounter(rules, { levels, target: settings.target, candidates, locked: keptForGenerator(rules, doc, findMonster), roller: cryptoDieRoller() });
    setResult(proposal);
    // A draw that found nothing to add leaves the monsters as they are.
    if (proposal.landed || proposal.monsters.length) {
      setUndo({ before: doc.monsters, after: withProposal(doc, proposal).monsters });
      change((d) => ({ ...withProposal(d, proposal), generator: { ...(d.generator ?? DEFAULT_SETTINGS) } }));
    }
  };
  const undoDraw = () => {
    if (!undo) return;
    const { before } = undo;
    change((d) => ({ ...d, monsters: before }));
    setUndo(undefined);
    setResult(undefined);
  };

  const typeLabel = settings.types.length ? settings.types.join(', ') : 'Any type';
  return (
    <Section aria-labelledby="generator-title" id="generator">
      <header>
        <h2 id="generator-title">Generator</h2>
        <span className="summary">Locked and custom monsters stay</span>
      </header>
      <Controls>
        <div className="field">
          <label htmlFor={`${id}-target`}>Target difficulty</label>
          <SmallSelect id={`${id}-target`} value={settings.target} onChange={(e) => set({ target: e.target.value as ThresholdDifficulty })}>
            {THRESHOLD_DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {DIFFICULTY_LABEL[d]}
              </option>
            ))}
          </SmallSelect>
        </div>
        <div className="field">
          <label htmlFor={`${id}-min`}>CR from</label>
          <SmallSelect id={`${id}-min`} value={settings.minChallengeRating ?? ''} onChange={(e) => set({ minChallengeRating: e.target.value || undefined })}>
            <option value="">Any</option>
            {ratings.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </SmallSelect>
        </div>
        <div className="field">
          <label htmlFor={`${id}-max`}>CR up to</label>
          <SmallSelect id={`${id}-max`} value={settings.maxChallengeRating ?? ''} onChange={(e) => set({ maxChallengeRating: e.target.value || undefined })}>
            <option value="">Any</option>
            {ratings.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </SmallSelect>
        </div>
        <div className="field">
          <label htmlFor={`${id}-words`}>Words in the text</label>
          <SmallText id={`${id}-words`} value={settings.words} placeholder="swamp, desert…" autoComplete="off" onChange={(e) => set({ words: e.target.value })} />
        </div>
        <div className="wide">
          <details>
            <summary>Types: {typeLabel}</summary>
            <ul aria-label="Monster types">
              {types.map((type) => (
                <li key={type}>
                  <label>
                    <input
                      type="checkbox"
                      checked={settings.types.includes(type)}
                      onChange={(e) => set({ types: e.target.checked ? [...settings.types, type].sort() : settings.types.filter((t) => t !== type) })}
                    />
                    {type}
                  </label>
                </li>
              ))}
            </ul>
          </details>
        </div>
      </Controls>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Button disabled={!levels.length || !textsReady} onClick={generate}>
          <Icon name="dice" size={18} /> {result ? 'Generate again' : 'Generate'}
        </Button>
        {canUndo && (
          <Button variant="outlined" onClick={undoDraw}>
            Undo: bring back the monsters before this draw
          </Button>
        )}
        {!levels.length && <span className="muted">Add the party first.</span>}
        {!textsReady && <span className="muted">Reading the monsters&apos; text…</span>}
      </div>
      {result && (
        <Notice tone={result.landed ? 'info' : 'warning'}>
          <p>
            {result.landed
              ? `Proposed: ${DIFFICULTY_LABEL[settings.target].toLowerCase()}, ${formatXp(result.evaluation.adjustedXp)} adjusted XP (the target runs from ${formatXp(result.window.min)} to ${formatXp(result.window.max - 1)}).`
              : result.monsters.length
                ? `${result.reason} The closest proposal is in place (${formatXp(result.evaluation.adjustedXp)} adjusted XP).`
                : `${result.reason} The monsters are unchanged.`}
          </p>
        </Notice>
      )}
    </Section>
  );
}
