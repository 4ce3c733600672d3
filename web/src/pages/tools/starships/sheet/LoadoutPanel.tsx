// What the ship carries: its equipment (the navcomputer is a modification), its modifications (those waiting for a
// prerequisite marked), slot and suite counts, cargo against capacity, credits and the notes.
import { memo } from 'react';
import type { StoredStarship } from '../../../../../../core/documents/adapters.ts';
import type { ComputedStarship } from '../../../../../../core/engine/starships/index.ts';
import { Panel, Rows } from '../../ui/panels.tsx';
import { credits } from '../starship-edits.tsx';

export const LoadoutPanel = memo(function LoadoutPanel({ ship, computed }: { ship: StoredStarship; computed: ComputedStarship }) {
  const e = computed.equipment;
  return (
    <Panel aria-labelledby="loadout-title">
      <h3 id="loadout-title">Equipment and Modifications</h3>
      <Rows aria-label="Equipment">
        <dt>Armor</dt>
        <dd>{e.armor ?? 'none'}</dd>
        <dt>Shield</dt>
        <dd>{e.shield ?? 'none'}</dd>
        <dt>Reactor</dt>
        <dd>{e.reactor ?? 'none'}</dd>
        <dt>Power coupling</dt>
        <dd>{e.powerCoupling ?? 'none'}</dd>
        <dt>Hyperdrive</dt>
        <dd>{e.hyperdrive ? `${e.hyperdrive.name}${e.hyperdrive.hyperdriveClass ? ` (class ${e.hyperdrive.hyperdriveClass})` : ''}` : 'none'}</dd>
        <dt>Navcomputer</dt>
        <dd>{e.navcomputer ? `${e.navcomputer.name} (level ${e.navcomputer.level})` : 'none'}</dd>
      </Rows>
      <h4>
        Modifications: {computed.modificationSlots.used} of {computed.modificationSlots.max} slots, suites {computed.suites.used} of {computed.suites.max}
      </h4>
      {computed.modifications.length === 0 ? (
        <p className="muted">None installed.</p>
      ) : (
        <ul aria-label="Modifications" style={{ listStyle: 'disc', paddingLeft: 18 }}>
          {computed.modifications.map((m) => (
            <li key={m.id}>
              {m.name}
              <span className="muted">
                {m.stock ? ' (stock)' : ''}
                {m.grantedBy ? ` (${m.grantedBy})` : ''}
                {m.active ? '' : ' (inactive: a prerequisite is not met)'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h4>Cargo and credits</h4>
      <p>
        {computed.cargo.used} of {computed.cargo.capacity ?? '?'} tons
        {ship.cargo.length ? `: ${ship.cargo.map((c) => `${c.name} (${c.tons})`).join(', ')}` : ''} · {credits(ship.credits)}
      </p>
      {ship.notes && <p style={{ whiteSpace: 'pre-wrap' }}>{ship.notes}</p>}
    </Panel>
  );
});
