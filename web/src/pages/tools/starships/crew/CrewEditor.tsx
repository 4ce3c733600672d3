// The crew: characters from My Characters (their proficiency and Piloting come from the character as it is now) or
// typed names, each in a deployment with a rank, the ventures they chose (prerequisites checked, each refusal said)
// and, for gunners, their gunning styles; who is at the helm. Shared by the builder's Crew step and the sheet.
import { useState } from 'react';
import styled from 'styled-components';
import {
  addCrewMember,
  chooseVenture,
  DEPLOYMENTS,
  removeCrewMember,
  removeVenture,
  setHelm,
  updateCrewMember,
  type DeploymentName,
} from '../../../../../../core/engine/starships/index.ts';
import { characterSummary } from '../../../../../../core/engine/character/character-list.ts';
import { Button } from '../../../../components/Button.tsx';
import { Row, Surface } from '../../ui/panels.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { Refusal, signed, useShipEdit, type StarshipPartProps } from '../starship-edits.tsx';
import { findDocument } from '../../../../../../core/documents/list-rules.ts';
import { textLimit } from '../../../../../../core/documents/input-limits.ts';

const Members = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  > li { min-width: 0; display: flex; flex-direction: column; gap: 8px; padding: 12px; border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 6px; }
  .member-head { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; justify-content: space-between; }
  .member-head h4 { margin: 0; font-size: 1.05rem; }
  .meta { font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
  .chips { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 0; }
  .chips li { display: inline-flex; align-items: center; gap: 4px; padding: 2px 4px 2px 10px; border-radius: 16px; background: ${(p) => p.theme.colors.surfaceRaised}; font-size: 0.9rem; }
  .chips button { min-width: 32px; min-height: 32px; border: 0; background: transparent; color: inherit; cursor: pointer; border-radius: 50%; }
  .why { margin: 0; padding-left: 18px; font-size: 0.85rem; color: ${(p) => (p.theme.name === 'dark' ? '#ff8a80' : p.theme.colors.primary)}; }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const RANKS = [0, 1, 2, 3, 4, 5].map((rank) => ({ value: String(rank), label: rank === 0 ? 'No rank yet' : `Rank ${rank}` }));
const PILOTING = [
  { value: 'none', label: 'Not proficient' },
  { value: 'proficient', label: 'Proficient' },
  { value: 'expert', label: 'Expertise' },
];

function AddCrewMember({ ship, characters, apply }: Pick<StarshipPartProps, 'ship' | 'characters'> & { apply: ReturnType<typeof useShipEdit>['apply'] }) {
  const [source, setSource] = useState<'character' | 'name'>(characters.length ? 'character' : 'name');
  const [characterId, setCharacterId] = useState('');
  const [name, setName] = useState('');
  const [deployment, setDeployment] = useState<DeploymentName>('Pilot');
  const [rank, setRank] = useState('1');
  const aboard = new Set(ship.crew.map((m) => m.characterId).filter(Boolean));
  const choices = characters.filter((c) => !aboard.has(c.id ?? '') && !aboard.has(c.localId ?? ''));
  const character = characterId ? findDocument(characters, characterId) : undefined;
  const ready = source === 'character' ? Boolean(character) : name.trim() !== '';
  const add = () => {
    const member =
      source === 'character' && character
        ? { name: character.name || 'Unnamed Character', characterId: character.id || character.localId || null }
        : { name: name.trim() };
    if (apply(addCrewMember(ship, { ...member, deployment, rank: Number(rank) }))) {
      setName('');
      setCharacterId('');
    }
  };
  return (
    <Surface role="region" aria-label="Add a crewmember">
      <h3>Add a crewmember</h3>
      <Row>
        <SelectField
          label="Who"
          value={source}
          options={[
            { value: 'character', label: 'One of My Characters' },
            { value: 'name', label: 'A name' },
          ]}
          onChange={(value) => setSource(value as 'character' | 'name')}
        />
        {source === 'character' ? (
          <SelectField
            label="Character"
            value={characterId}
            placeholder={choices.length ? 'Choose a character' : 'No character left to add'}
            options={choices.map((c) => ({ value: c.id || c.localId || '', label: `${c.name || 'Unnamed Character'} (${characterSummary(c)})` }))}
            onChange={setCharacterId}
          />
        ) : (
          <TextField label="Name" value={name} maxLength={textLimit('starship', 'crew[].name')} onChange={setName} />
        )}
        <SelectField
          label="Deployment"
          value={deployment}
          options={DEPLOYMENTS.map((d) => ({ value: d, label: d }))}
          onChange={(value) => setDeployment(value as DeploymentName)}
        />
        <SelectField label="Rank" value={rank} options={RANKS} onChange={setRank} />
        <Button disabled={!ready} onClick={add}>
          Add to the crew
        </Button>
      </Row>
    </Surface>
  );
}

export function CrewEditor({ ship, rules, computed, characters, missingCrew, onChange }: StarshipPartProps) {
  const { reasons, apply } = useShipEdit(onChange);
  const ventures = rules.data.ventures;
  const styles = rules.general.gunningStyles;
  return (
    <Stack>
      <AddCrewMember ship={ship} characters={characters} apply={apply} />
      <Refusal reasons={reasons} />
      {ship.crew.length > 0 && (
        <Row>
          <SelectField
            label="At the helm"
            value={computed.helm?.id ?? ''}
            placeholder="Nobody"
            options={ship.crew.map((m) => ({ value: m.id, label: m.name || 'Unnamed' }))}
            hint={
              computed.helm
                ? `The ship's saves and checks add ${computed.helm.name || 'the helm'}'s proficiency bonus (${signed(computed.helm.proficiency)})`
                : 'The first pilot takes the helm when none is chosen'
            }
            onChange={(value) => apply(setHelm(ship, value || null))}
          />
        </Row>
      )}
      <Members aria-label="Crew">
        {ship.crew.map((member) => {
          const c = computed.crew.find((m) => m.id === member.id)!;
          const linked = member.characterId !== null;
          const venturesLeft = c.venturesAllowed - c.ventures.length;
          return (
            <li key={member.id} aria-label={member.name || 'Unnamed crewmember'}>
              <div className="member-head">
                <h4>
                  {member.name || 'Unnamed'}
                  {c.atHelm ? ' (at the helm)' : ''}
                </h4>
                <span className="meta">
                  {linked ? (missingCrew.includes(member.id) ? 'Character not on this device: stored figures used' : 'From My Characters') : 'Typed name'} ·
                  proficiency {signed(c.proficiency)}
                  {c.weapons.length ? ` · fires ${c.weapons.map((id) => computed.weapons.find((w) => w.id === id)?.name).join(', ')}` : ''}
                </span>
              </div>
              <Row>
                <SelectField
                  label="Deployment"
                  value={member.deployment ?? ''}
                  placeholder="None"
                  options={DEPLOYMENTS.map((d) => ({ value: d, label: d }))}
                  onChange={(value) => apply(updateCrewMember(ship, member.id, { deployment: (value || null) as DeploymentName | null }))}
                />
                <SelectField
                  label="Rank"
                  value={String(member.rank)}
                  options={RANKS}
                  onChange={(value) => apply(updateCrewMember(ship, member.id, { rank: Number(value) }))}
                />
                {!linked && (
                  <>
                    <TextField
                      label="Proficiency bonus"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={10}
                      value={String(member.proficiencyBonus)}
                      onChange={(value) => value !== '' && apply(updateCrewMember(ship, member.id, { proficiencyBonus: Number(value) }))}
                    />
                    <SelectField
                      label="Piloting"
                      value={member.piloting}
                      options={PILOTING}
                      onChange={(value) => apply(updateCrewMember(ship, member.id, { piloting: value as 'none' | 'proficient' | 'expert' }))}
                    />
                  </>
                )}
              </Row>
              {c.deployments.length > 0 && (
                <span className="meta">
                  Features:{' '}
                  {c.deployments
                    .flatMap((d) => d.features.map((f) => `${f.name}${f.uses ? ` (${f.uses.max} use${f.uses.max === 1 ? '' : 's'})` : ''}`))
                    .join(', ')}
                  {c.deployments.map((d) => (d.options ? `; knows ${d.options.known} ${d.options.noun}` : '')).join('')}
                  {c.deployments.map((d) => (d.die ? `; ${d.die.name} ${d.die.die}` : '')).join('')}
                </span>
              )}
              <div>
                <strong>
                  Ventures ({c.ventures.length} of {c.venturesAllowed})
                </strong>
                {c.ventures.length > 0 && (
                  <ul className="chips" aria-label={`Ventures of ${member.name || 'the crewmember'}`}>
                    {c.ventures.map((v) => (
                      <li key={v.name}>
                        {v.name}
                        {v.allowed === null ? ' (check prerequisites)' : v.allowed === false ? ' (prerequisite not met)' : ''}
                        <button type="button" aria-label={`Remove ${v.name}`} onClick={() => apply(removeVenture(ship, member.id, v.name))}>
                          ×
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              {venturesLeft > 0 && (
                <Row>
                  <SelectField
                    label="Add a venture"
                    value=""
                    placeholder="Choose a venture"
                    options={ventures
                      .filter((v) => !member.ventures.includes(v.name))
                      .map((v) => ({
                        value: v.name,
                        label: v.prerequisites.length ? `${v.name} (requires ${v.prerequisites.map((p) => p.trim()).join('; ')})` : v.name,
                      }))}
                    onChange={(value) => value && apply(chooseVenture(ship, rules, member.id, value))}
                  />
                </Row>
              )}
              {(c.gunningStylesAllowed > 0 || c.gunningStyles.length > 0) && (
                <div>
                  <strong>
                    Gunning styles ({c.gunningStyles.length} of {c.gunningStylesAllowed})
                  </strong>
                  {c.gunningStyles.length > 0 && (
                    <ul className="chips" aria-label={`Gunning styles of ${member.name || 'the crewmember'}`}>
                      {c.gunningStyles.map((style) => (
                        <li key={style.name}>
                          {style.name}
                          <button
                            type="button"
                            aria-label={`Remove ${style.name}`}
                            onClick={() =>
                              apply(updateCrewMember(ship, member.id, { gunningStyles: member.gunningStyles.filter((name) => name !== style.name) }))
                            }
                          >
                            ×
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              )}
              {c.gunningStyles.length < c.gunningStylesAllowed && (
                <Row>
                  <SelectField
                    label="Add a gunning style"
                    value=""
                    placeholder="Choose a gunning style"
                    options={styles.filter((s) => !member.gunningStyles.includes(s.name)).map((s) => ({ value: s.name, label: `${s.name}: ${s.summary}` }))}
                    onChange={(value) => value && apply(updateCrewMember(ship, member.id, { gunningStyles: [...member.gunningStyles, value] }))}
                  />
                </Row>
              )}
              <div>
                <Button
                  variant="text"
                  aria-label={`Remove ${member.name || 'the crewmember'} from the crew`}
                  onClick={() => apply(removeCrewMember(ship, member.id))}
                >
                  Remove from the crew
                </Button>
              </div>
            </li>
          );
        })}
      </Members>
    </Stack>
  );
}
