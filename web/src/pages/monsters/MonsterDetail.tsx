// A monster's stat block: abilities with modifiers, saves, skills, damage and condition lists
// with their Other companions, senses, languages, CR and XP, traits, actions, reactions and legendary actions;
// a button opening this page in a new tab, the Roll20 export dialog, and adding the monster to an encounter.
import { ROUTES } from '../../../../core/routes.ts';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonAnchor, ButtonLink } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Markdown } from '../../components/Markdown.tsx';
import { RecordImage } from '../../components/table/RecordImage.tsx';
import { RecordPage } from '../../components/table/RecordPage.tsx';
import { useMonsterDetailQuery } from '../../gql/hooks.ts';
import type { MonsterDetailQuery } from '../../gql/graphql.ts';
import { AddToEncounterAnchor, AddToEncounterHost } from './add-to-encounter.tsx';
import { MONSTER_ABILITIES } from '../../../../core/text/monster-abilities.ts';
import { exportMonster } from './export-monster.ts';
import { LEGENDARY_ACTIONS_PER_ROUND, monsterFileName } from '../../../../core/engine/export/roll20-monster.ts';
import { challengeText, signed, typeLine, withOther } from './stat-block-text.ts';

type Monster = NonNullable<MonsterDetailQuery['monster']>;
type Behavior = Monster['behaviors'][number];

const Block = styled.div`
  max-width: 820px;
  padding: 16px 20px;
  border-top: 4px solid ${(p) => p.theme.colors.primary};
  border-bottom: 4px solid ${(p) => p.theme.colors.primary};
  background: ${(p) => p.theme.colors.surface};
  .type-line { font-style: italic; margin: 0 0 8px; }
  hr { border: 0; border-top: 2px solid ${(p) => p.theme.colors.primary}; margin: 10px 0; }
  .abilities { width: 100%; max-width: 520px; border-collapse: collapse; text-align: center; }
  .abilities th, .abilities td { padding: 2px 6px; }
  .line { margin: 2px 0; }
  .behavior p { margin: 0 0 8px; }
  h2 { border-bottom: 1px solid ${(p) => p.theme.colors.primary}; margin: 16px 0 8px; font-size: 1.25rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 0 0 12px;
`;

function Line({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <p className="line">
      <strong>{label}</strong> {value}
    </p>
  );
}

function Behaviors({ title, behaviors, intro }: { title?: string; behaviors: Behavior[]; intro?: string }) {
  if (behaviors.length === 0) return null;
  return (
    <section aria-label={title ?? 'Traits'}>
      {title && <h2>{title}</h2>}
      {intro && <p>{intro}</p>}
      {behaviors.map((b, i) => (
        <div className="behavior" key={`${b.name}-${i}`}>
          <Markdown source={`***${b.name}${b.restrictions ? ` (${b.restrictions})` : ''}.*** ${(b.descriptionWithLinks ?? b.description ?? '').trim()}`} />
        </div>
      ))}
    </section>
  );
}

function ExportDialog({ monster, open, onClose }: { monster: Monster; open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={`Export ${monster.name}`} onClose={onClose}>
      <p>
        Download {monster.name} as a character file for the Roll20 virtual tabletop (SW5e sheet 2.4). Import it there with a character
        import tool.
      </p>
      <Button
        onClick={() => {
          onClose();
          exportMonster(monster);
        }}
      >
        <Icon name="download" size={20} /> Download {monsterFileName(monster.name)}
      </Button>
    </Dialog>
  );
}

function StatBlock({ monster }: { monster: Monster }) {
  const location = useLocation();
  const [exporting, setExporting] = useState(false);
  const of = (type: Behavior['monsterBehaviorType']) => monster.behaviors.filter((b) => b.monsterBehaviorType === type);
  const traits = monster.behaviors.filter((b) => b.monsterBehaviorType === 'Trait' || b.monsterBehaviorType === 'None');
  return (
    <>
      <h1>{monster.name}</h1>
      <Actions>
        <ButtonAnchor href={location.pathname} variant="outlined" aria-label={`Open ${monster.name} in a new tab`}>
          <Icon name="openInNew" size={20} /> New tab
        </ButtonAnchor>
        <Button variant="outlined" aria-haspopup="dialog" onClick={() => setExporting(true)}>
          <Icon name="download" size={20} /> Export to Roll20
        </Button>
        <AddToEncounterAnchor
          name={monster.name}
          render={({ href, onClick }) => (
            <ButtonLink to={href} variant="outlined" onClick={onClick}>
              <Icon name="plus" size={20} /> Add to encounter
            </ButtonLink>
          )}
        />
      </Actions>
      <AddToEncounterHost />
      <ExportDialog monster={monster} open={exporting} onClose={() => setExporting(false)} />
      {monster.imageUrls[0] && <RecordImage src={monster.imageUrls[0]} alt={monster.name} size={200} />}
      {monster.flavorText && <Markdown source={monster.flavorText} />}
      <Block aria-label={`${monster.name} stat block`} role="group">
        <p className="type-line">{typeLine(monster)}</p>
        <hr />
        <Line label="Armor Class" value={`${monster.armorClass}${monster.armorType ? ` (${monster.armorType})` : ''}`} />
        <Line label="Hit Points" value={`${monster.hitPoints}${monster.hitPointRoll ? ` (${monster.hitPointRoll})` : ''}`} />
        <Line label="Speed" value={monster.speeds} />
        <hr />
        <table className="abilities" aria-label="Ability scores">
          <thead>
            <tr>
              {MONSTER_ABILITIES.map(({ abbr }) => (
                <th key={abbr} scope="col">
                  {abbr.toUpperCase()}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {MONSTER_ABILITIES.map(({ abbr, key }) => (
                <td key={abbr}>
                  {monster[key]} ({signed(monster[`${key}Modifier`])})
                </td>
              ))}
            </tr>
          </tbody>
        </table>
        <hr />
        <Line label="Saving Throws" value={(monster.savingThrows ?? []).join(', ')} />
        <Line label="Skills" value={(monster.skills ?? []).join(', ')} />
        <Line label="Damage Vulnerabilities" value={withOther(monster.damageVulnerabilities, monster.damageVulnerabilitiesOther)} />
        <Line label="Damage Resistances" value={withOther(monster.damageResistances, monster.damageResistancesOther)} />
        <Line label="Damage Immunities" value={withOther(monster.damageImmunities, monster.damageImmunitiesOther)} />
        <Line label="Condition Immunities" value={withOther(monster.conditionImmunities, monster.conditionImmunitiesOther)} />
        <Line label="Senses" value={(monster.senses ?? []).join(', ')} />
        <Line label="Languages" value={(monster.languages ?? []).join(', ') || '—'} />
        <Line label="Challenge" value={challengeText(monster.challengeRating, monster.experiencePoints)} />
        <hr />
        <Behaviors behaviors={traits} />
        <Behaviors title="Actions" behaviors={of('Action')} />
        <Behaviors title="Reactions" behaviors={of('Reaction')} />
        <Behaviors
          title="Legendary Actions"
          behaviors={of('Legendary')}
          intro={`The ${monster.name.toLowerCase()} has ${LEGENDARY_ACTIONS_PER_ROUND} legendary actions per round to spend on the options below, one at a time and only at the end of another creature's turn; spent actions come back at the start of its own turn.`}
        />
      </Block>
    </>
  );
}

export function MonsterDetail() {
  const { monsterName = '' } = useParams();
  const { data, loading } = useMonsterDetailQuery({ variables: { name: monsterName } });
  const monster = data?.monster;
  return (
    <RecordPage kind="monster" name={monsterName} recordName={monster?.name} backTo={ROUTES.monsters.pattern} loading={loading} found={Boolean(monster)}>
      {monster && <StatBlock monster={monster} />}
    </RecordPage>
  );
}
