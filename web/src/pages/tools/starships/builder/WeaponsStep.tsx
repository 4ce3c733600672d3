// Step 7: weapons on hardpoints. Hardpoints are modifications (a button adds one); a weapon of the ship's weapon
// table is mounted on a free one, each refusal saying why (the wrong table, a taken hardpoint); each mounted weapon
// shows its attack or save DC and damage, and takes its gunner and, for launchers, its ammunition.
import { useState } from 'react';
import styled from 'styled-components';
import { installModification, mountWeapon, removeWeapon, updateWeapon, type ComputedWeapon } from '../../../../../../core/engine/starships/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { Row, StepSection, Surface } from '../../ui/panels.tsx';
import { SelectField } from '../../ui/fields.tsx';
import { credits, Refusal, signed, useShipEdit, type StarshipPartProps } from '../starship-edits.tsx';

const WeaponList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  > li { min-width: 0; display: flex; flex-direction: column; gap: 8px; padding: 12px; border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 6px; }
  .weapon-head { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; justify-content: space-between; }
  .weapon-head h4 { margin: 0; font-size: 1rem; }
  .numbers { font-variant-numeric: tabular-nums; }
  .notes { margin: 0; padding-left: 18px; font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
  .problem { color: ${(p) => (p.theme.name === 'dark' ? '#ff8a80' : p.theme.colors.primary)}; font-size: 0.9rem; }
`;

/** "+5 to hit, 2d6 + 3 energy" or "DC 13 Dexterity, 4d10 fire". */
export function weaponLine(weapon: ComputedWeapon): string {
  const roll = weapon.mode === 'attack' ? `${signed(weapon.attackBonus ?? 0)} to hit` : `DC ${weapon.saveDC}${weapon.save ? ` ${weapon.save}` : ''} save`;
  const damage = weapon.damage ? `${weapon.damage}${weapon.damageType ? ` ${weapon.damageType.toLowerCase()}` : ''}` : 'no damage listed';
  return `${roll}, ${damage}`;
}

export function WeaponsStep({ ship, rules, computed, onChange }: StarshipPartProps) {
  const { reasons, apply } = useShipEdit(onChange);
  const tableSize = rules.sizes.get(ship.size)?.rules.weaponSize;
  const weapons = rules.data.equipment.filter((item) => item.type === 'Weapon');
  const ammunition = rules.data.equipment.filter((item) => item.type === 'Ammunition');
  const [choice, setChoice] = useState('');
  const free = computed.hardpoints.filter((h) => !h.weapon);
  const [hardpoint, setHardpoint] = useState('');
  const target = free.some((h) => h.id === hardpoint) ? hardpoint : (free[0]?.id ?? '');
  const byTable = (item: (typeof weapons)[number]) => ((item as { weaponSize?: string }).weaponSize ?? 'None') === tableSize;
  const weaponOptions = [...weapons.filter(byTable), ...weapons.filter((w) => !byTable(w))].map((item) => ({
    value: item.name,
    label: `${item.name} (${item.weaponCategory ?? 'weapon'}${byTable(item) ? '' : `, for ${tableSize === 'Huge' ? 'Tiny to Large' : 'Huge and Gargantuan'} ships`}) · ${credits(item.cost)}`,
  }));
  const crewOptions = ship.crew.map((m) => ({ value: m.id, label: `${m.name || 'Unnamed'}${m.deployment ? ` (${m.deployment})` : ''}` }));

  return (
    <StepSection aria-labelledby="starship-step-title">
      <h2 id="starship-step-title">Weapons</h2>
      <p>
        Each weapon needs a hardpoint of its own, and a {ship.size.toLowerCase()} ship mounts weapons of the{' '}
        {tableSize === 'Huge' ? 'Huge and Gargantuan' : 'Tiny to Large'} table. Attacks add the ship's Wisdom modifier and the gunner's proficiency bonus. The
        ship fires {computed.firesPerRound} time
        {computed.firesPerRound === 1 ? '' : 's'} a round.
      </p>
      <Surface role="region" aria-label="Hardpoints">
        <h3>
          Hardpoints: {computed.hardpoints.length} ({free.length} free)
        </h3>
        {computed.hardpoints.length > 0 && (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {computed.hardpoints.map((h) => (
              <li key={h.id}>
                {h.label}: {h.weapon ? computed.weapons.find((w) => w.id === h.weapon)?.name : 'empty'}
                {h.mountings.length ? ` (${h.mountings.join(', ')})` : ''}
              </li>
            ))}
          </ul>
        )}
        <Row>
          <Button variant="outlined" onClick={() => apply(installModification(ship, rules, 'Hardpoint'))}>
            Add a hardpoint
          </Button>
        </Row>
      </Surface>
      <Surface role="region" aria-label="Mount a weapon">
        <h3>Mount a weapon</h3>
        <Row>
          <SelectField label="Weapon" value={choice} placeholder="Choose a weapon" options={weaponOptions} onChange={setChoice} />
          <SelectField
            label="On hardpoint"
            value={target}
            placeholder={free.length ? undefined : 'No free hardpoint'}
            options={free.map((h) => ({ value: h.id, label: h.label }))}
            onChange={setHardpoint}
          />
          <Button
            disabled={!choice}
            onClick={() => {
              if (apply(mountWeapon(ship, rules, choice, { hardpoint: target || null }))) setChoice('');
            }}
          >
            Mount
          </Button>
        </Row>
      </Surface>
      <Refusal reasons={reasons} />
      {computed.weapons.length > 0 && (
        <WeaponList aria-label="Weapons aboard">
          {computed.weapons.map((weapon) => {
            const doc = ship.weapons.find((w) => w.id === weapon.id)!;
            const launcher = weapon.category === 'Tertiary' || weapon.category === 'Quaternary';
            return (
              <li key={weapon.id} aria-label={weapon.name}>
                <div className="weapon-head">
                  <h4>{weapon.name}</h4>
                  <span className="numbers">{weaponLine(weapon)}</span>
                </div>
                <Row>
                  <SelectField
                    label="Hardpoint"
                    value={doc.hardpoint ?? ''}
                    placeholder="None (carried)"
                    options={computed.hardpoints.filter((h) => !h.weapon || h.id === doc.hardpoint).map((h) => ({ value: h.id, label: h.label }))}
                    onChange={(value) => apply(updateWeapon(ship, rules, weapon.id, { hardpoint: value || null }))}
                  />
                  <SelectField
                    label="Gunner"
                    value={doc.gunner ?? ''}
                    placeholder={weapon.gunner && !doc.gunner ? `Default: ${weapon.gunner.name || 'the helm'}` : 'Default'}
                    options={crewOptions}
                    onChange={(value) => apply(updateWeapon(ship, rules, weapon.id, { gunner: value || null }))}
                  />
                  {launcher && (
                    <SelectField
                      label="Ammunition"
                      value={doc.ammunition ?? ''}
                      placeholder="None loaded"
                      options={ammunition.map((a) => ({ value: a.name, label: a.name }))}
                      onChange={(value) => apply(updateWeapon(ship, rules, weapon.id, { ammunition: value || null }))}
                    />
                  )}
                  <Button variant="text" onClick={() => apply(removeWeapon(ship, weapon.id))} aria-label={`Remove ${weapon.name}`}>
                    Remove
                  </Button>
                </Row>
                {weapon.problems.map((problem) => (
                  <p key={problem} className="problem">
                    {problem}
                  </p>
                ))}
                <ul className="notes">
                  {weapon.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </li>
            );
          })}
        </WeaponList>
      )}
    </StepSection>
  );
}
