// An encounter someone shared by a read-only link (the FULL view): its party with the numbers kept for each
// character, its monsters with their XP, its notes, and its difficulty judged by the encounter engine here, so the
// reader sees the same numbers as its game master. Nothing can be changed and nothing is stored in this browser.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { readStored } from '../../../../../core/documents/adapters.ts';
import { EncounterDocumentError, type EncounterDocument } from '../../../../../core/engine/encounters/index.ts';
import { itemPaths } from '../../../../../core/site-paths.ts';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { media } from '../../../lib/theme/themes.ts';
import { Notice } from '../ui/fields.tsx';
import { DenseTable, Section } from './builder/builder-styles.ts';
import { DifficultyPanel } from './builder/DifficultyPanel.tsx';
import { formatXp, judgeEncounter, monstersSummary, partySummary } from './encounter-summary.ts';
import { useEncounterData } from './use-encounter-data.ts';

const Layout = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  h1 { margin: 0 0 4px; grid-column: 1 / -1; overflow-wrap: anywhere; }
  ${media.mdUp} {
    grid-template-columns: minmax(0, 1.65fr) minmax(300px, 1fr);
    .side { grid-column: 2; grid-row: 2 / span 3; align-self: start; }
  }
  .notes { white-space: pre-wrap; overflow-wrap: anywhere; }
`;

function readEncounter(jsonData: string): { encounter: EncounterDocument } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(jsonData);
  } catch (error) {
    return { problem: (error as SyntaxError).message };
  }
  const read = readStored('encounter', value);
  return read.ok ? { encounter: read.value } : { problem: new EncounterDocumentError(read.problems).message };
}

export function SharedEncounterView({ jsonData }: { jsonData: string }) {
  const read = useMemo(() => readEncounter(jsonData), [jsonData]);
  const { rules, monsters, findMonster, error } = useEncounterData();
  const encounter = 'encounter' in read ? read.encounter : undefined;
  const judged = useMemo(() => (encounter && rules && monsters ? judgeEncounter(rules, encounter, findMonster) : undefined), [encounter, rules, monsters, findMonster]);
  usePageTitle(encounter?.name ?? 'Shared encounter');
  if (!encounter) return <Notice tone="error">This shared encounter could not be read: {'problem' in read ? read.problem : ''}</Notice>;
  if (error && !rules) return <Notice tone="error">Could not load the rules data: {error}</Notice>;
  if (!rules || !monsters) return <Loading label="Loading the rules" />;
  const evaluated = judged?.monsters ?? [];
  let index = 0;
  const lineXp = new Map<object, (typeof evaluated)[number]>();
  for (const line of encounter.monsters) if (findMonster(line.name) && evaluated[index]) lineXp.set(line, evaluated[index++]!);
  for (const line of encounter.customMonsters) if (evaluated[index]) lineXp.set(line, evaluated[index++]!);
  return (
    <Layout>
      <h1>{encounter.name}</h1>
      <Section aria-labelledby="shared-party-title">
        <header>
          <h2 id="shared-party-title">Party</h2>
          <span className="summary">{partySummary(encounter.party)}</span>
        </header>
        {encounter.party.groups.length + encounter.party.characters.length === 0 ? (
          <p className="muted">No party yet.</p>
        ) : (
          <DenseTable aria-label="Party">
            <thead>
              <tr>
                <th>Character</th>
                <th className="num">Lvl</th>
                <th className="num">AC</th>
                <th className="num">HP</th>
                <th className="num" title="Passive Perception">
                  PP
                </th>
              </tr>
            </thead>
            <tbody>
              {encounter.party.groups.map((group, i) => (
                <tr key={`g${i}`}>
                  <td>{group.count === 1 ? 'A character' : `${group.count} characters`}</td>
                  <td className="num">{group.level}</td>
                  <td className="num">–</td>
                  <td className="num">–</td>
                  <td className="num">–</td>
                </tr>
              ))}
              {encounter.party.characters.map((c) => (
                <tr key={c.id}>
                  <td className="name">{c.name}</td>
                  <td className="num">{c.level}</td>
                  <td className="num">{c.armorClass ?? '–'}</td>
                  <td className="num">{c.hitPoints ? `${c.hitPoints.current}/${c.hitPoints.max}` : '–'}</td>
                  <td className="num">{c.passivePerception ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </DenseTable>
        )}
      </Section>
      <div className="side">
        <DifficultyPanel judged={judged} />
      </div>
      <Section aria-labelledby="shared-monsters-title">
        <header>
          <h2 id="shared-monsters-title">Monsters</h2>
          <span className="summary">{monstersSummary(encounter)}</span>
        </header>
        {encounter.monsters.length + encounter.customMonsters.length > 0 && (
          <DenseTable aria-label="Encounter monsters">
            <thead>
              <tr>
                <th>Monster</th>
                <th className="num">CR</th>
                <th className="num">XP</th>
                <th className="num">Count</th>
                <th className="num">Total XP</th>
              </tr>
            </thead>
            <tbody>
              {encounter.monsters.map((line) => {
                const record = findMonster(line.name);
                const xp = lineXp.get(line);
                return (
                  <tr key={line.name}>
                    <td className="name">
                      {record ? <Link to={itemPaths.monster(record.name)}>{record.name}</Link> : line.name}
                      {xp?.note && <span className="sub">{xp.note}</span>}
                    </td>
                    <td className="num">{xp?.challengeRating ?? record?.challengeRating ?? '–'}</td>
                    <td className="num">{xp ? formatXp(xp.xp) : '–'}</td>
                    <td className="num">{line.count}</td>
                    <td className="num">{xp ? formatXp(xp.totalXp) : '–'}</td>
                  </tr>
                );
              })}
              {encounter.customMonsters.map((line) => {
                const xp = lineXp.get(line);
                return (
                  <tr key={line.id}>
                    <td className="name">
                      {line.name}
                      <span className="sub">
                        Custom · AC {line.armorClass} · HP {line.hitPoints}
                      </span>
                    </td>
                    <td className="num">{line.challengeRating}</td>
                    <td className="num">{xp ? formatXp(xp.xp) : '–'}</td>
                    <td className="num">{line.count}</td>
                    <td className="num">{xp ? formatXp(xp.totalXp) : '–'}</td>
                  </tr>
                );
              })}
            </tbody>
          </DenseTable>
        )}
      </Section>
      {encounter.notes.trim() && (
        <Section aria-labelledby="shared-notes-title">
          <header>
            <h2 id="shared-notes-title">Notes</h2>
          </header>
          <p className="notes">{encounter.notes}</p>
        </Section>
      )}
    </Layout>
  );
}
