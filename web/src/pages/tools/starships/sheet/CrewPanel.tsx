// The crew at the table: each crewmember's deployment and rank, proficiency, the weapons they fire, their deployment
// features with the uses left (and short and long rests that bring them back), their ventures; and the crew editor
// in a dialog, to add or change crewmembers during play.
import { useState } from 'react';
import styled from 'styled-components';
import type { StoredStarship } from '../../../../../../core/documents/adapters.ts';
import { crewRest, type StarshipRules } from '../../../../../../core/engine/starships/index.ts';
import type { RawCharacter } from '../../../../../../core/engine/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { Dialog } from '../../../../components/Dialog.tsx';
import { Counter } from '../../sheet/Counter.tsx';
import { Panel } from '../../ui/panels.tsx';
import { CrewEditor } from '../crew/CrewEditor.tsx';
import { signed } from '../starship-edits.tsx';
import type { SheetPartProps } from './sheet-parts.tsx';

const Members = styled.ul`
  display: flex !important;
  flex-direction: column;
  gap: 10px;
  > li { padding-top: 8px; border-top: 1px solid ${(p) => p.theme.colors.border}; }
  > li:first-child { border-top: 0; padding-top: 0; }
  .member-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 8px; align-items: baseline; }
  .feature { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; min-height: 36px; }
  .rests { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 4px; }
`;

interface Props extends SheetPartProps {
  characters: readonly RawCharacter[];
  missingCrew: readonly string[];
}

export function CrewPanel({ ship, rules, computed, act, characters, missingCrew }: Props) {
  const [managing, setManaging] = useState(false);
  return (
    <Panel aria-labelledby="crew-title">
      <h3 id="crew-title">
        Crew
        <Button variant="outlined" onClick={() => setManaging(true)}>
          Manage crew
        </Button>
      </h3>
      {computed.crew.length === 0 ? (
        <p>No crew yet: add characters from My Characters or typed names.</p>
      ) : (
        <Members aria-label="Crewmembers">
          {computed.crew.map((member) => {
            const features = member.deployments.flatMap((d) => d.features);
            return (
              <li key={member.id} aria-label={member.name || 'Unnamed crewmember'}>
                <div className="member-head">
                  <strong>
                    {member.name || 'Unnamed'}
                    {member.atHelm ? ' (helm)' : ''}
                  </strong>
                  <span className="muted">
                    {member.deployments.map((d) => `${d.deployment} ${d.rank}`).join(', ') ||
                      (member.deployment ? `${member.deployment}, no rank` : 'No deployment')}{' '}
                    · proficiency {signed(member.proficiency)}
                  </span>
                </div>
                {member.weapons.length > 0 && (
                  <p className="muted">Fires {member.weapons.map((id) => computed.weapons.find((w) => w.id === id)?.name).join(', ')}</p>
                )}
                {member.deployments.map((d) =>
                  d.options || d.die ? (
                    <p key={d.deployment} className="muted">
                      {d.options ? `Knows ${d.options.known} ${d.options.noun}` : ''}
                      {d.options && d.die ? ' · ' : ''}
                      {d.die ? `${d.die.name} ${d.die.die}` : ''}
                    </p>
                  ) : null,
                )}
                {features.length > 0 && (
                  <ul aria-label={`Features of ${member.name || 'the crewmember'}`}>
                    {features.map((feature) => (
                      <li key={feature.name} className="feature">
                        <span>
                          {feature.name} <span className="muted">(rank {feature.rank})</span>
                        </span>
                        {feature.uses && feature.uses.max > 0 && (
                          <Counter
                            label={`${member.name || 'Crewmember'}: ${feature.name}`}
                            used={feature.uses.used}
                            max={feature.uses.max}
                            onChange={(used) =>
                              act(feature.name, (s) => ({
                                ...s,
                                crew: s.crew.map((m) =>
                                  m.id === member.id
                                    ? { ...m, featureUses: { ...m.featureUses, [feature.name]: Math.max(0, Math.min(feature.uses!.max, used)) } }
                                    : m,
                                ),
                              }))
                            }
                          />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
                {member.ventures.length > 0 && <p className="muted">Ventures: {member.ventures.map((v) => v.name).join(', ')}</p>}
                {features.some((f) => f.uses) && (
                  <div className="rests">
                    <Button variant="text" onClick={() => act(`${member.name}: short rest`, (s) => crewRest(s, rules, member.id, 'short'))}>
                      Short rest
                    </Button>
                    <Button variant="text" onClick={() => act(`${member.name}: long rest`, (s) => crewRest(s, rules, member.id, 'long'))}>
                      Long rest
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </Members>
      )}
      <CrewDialog
        open={managing}
        onClose={() => setManaging(false)}
        ship={ship}
        rules={rules}
        computed={computed}
        characters={characters}
        missingCrew={missingCrew}
        act={act}
      />
    </Panel>
  );
}

function CrewDialog({ open, onClose, act, ...part }: Props & { open: boolean; onClose(): void; rules: StarshipRules }) {
  return (
    <Dialog open={open} wide title="Crew" onClose={onClose}>
      <CrewEditor {...part} onChange={(next: StoredStarship) => act('Crew', () => next)} />
    </Dialog>
  );
}
