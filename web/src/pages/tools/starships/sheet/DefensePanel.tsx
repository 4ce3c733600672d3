// Armor class with where it comes from, damage reduction, speed and turning (slowed levels shown).
import { Panel, Stat, StatGrid } from '../../ui/panels.tsx';
import type { SheetPartProps } from './sheet-parts.tsx';

export function DefensePanel({ computed }: Pick<SheetPartProps, 'computed'>) {
  return (
    <Panel aria-labelledby="defense-title">
      <h3 id="defense-title">Defense and Movement</h3>
      <StatGrid>
        <Stat label="Armor class" value={computed.armorClass.value} />
        <Stat label="Damage reduction" value={computed.damageReduction.value} />
        <Stat label="Speed" value={`${computed.speed.flying} ft.`} sub={`turning ${computed.speed.turning} ft.`} />
      </StatGrid>
      <ul className="muted" aria-label="Where these numbers come from" style={{ marginTop: 8 }}>
        <li>{computed.armorClass.explanation}</li>
        <li>{computed.damageReduction.value ? computed.damageReduction.explanation : 'No damage reduction'}</li>
        {computed.speed.explanation.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Panel>
  );
}
