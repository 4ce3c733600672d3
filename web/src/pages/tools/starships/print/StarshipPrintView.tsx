// The printable starship sheet: one clean page (two when the ship carries much) of the computed ship in black on
// white: hull and shields with boxes to track them in pencil, defenses, abilities, saves and checks, weapons, power,
// features, crew, equipment, modifications, cargo and notes. Print styles leave only the sheet.
import styled, { createGlobalStyle } from 'styled-components';
import type { StoredStarship } from '../../../../../../core/documents/adapters.ts';
import { DOCUMENT_KIND } from '../../../../../../core/documents/kinds.ts';
import type { ComputedStarship } from '../../../../../../core/engine/starships/index.ts';
import { starshipSummary } from '../list/starship-list.ts';
import { credits, signed } from '../starship-edits.tsx';
import { weaponLine } from '../builder/WeaponsStep.tsx';

const PrintStyle = createGlobalStyle`
  @media print {
    @page { margin: 12mm; }
    html, body { background: #fff !important; color: #000 !important; }
    /* Only the sheet and the elements that contain it are printed; the site's toolbar and this page's controls are not. */
    body *:not(:has(.starship-print)):not(.starship-print):not(.starship-print *) { display: none !important; }
    body *:has(.starship-print) {
      margin: 0 !important; padding: 0 !important; border: 0 !important; min-height: 0 !important;
      background: none !important; box-shadow: none !important; max-width: none !important; gap: 0 !important;
    }
    .starship-print { box-shadow: none !important; padding: 0 !important; max-width: none !important; }
  }
`;

/** Paper colours whatever the site's theme: the sheet reads the same on screen as on paper. */
const Paper = styled.article`
  max-width: 8in;
  margin: 0 auto;
  padding: 0.4in;
  background: #fff;
  color: #111;
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.35);
  font-size: 10pt;
  line-height: 1.3;
  h1 { margin: 0; font-size: 20pt; }
  h2 { margin: 0 0 4px; font-size: 11pt; text-transform: uppercase; letter-spacing: 0.06em; border-bottom: 1.5px solid #111; }
  .summary { margin: 2px 0 10px; color: #333; }
  .grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px 16px; }
  .wide { grid-column: 1 / -1; }
  section { break-inside: avoid; }
  .boxes { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 6px; }
  .box { border: 1.5px solid #111; border-radius: 4px; padding: 4px 6px; text-align: center; }
  .box .label { display: block; font-size: 7.5pt; text-transform: uppercase; letter-spacing: 0.05em; color: #333; }
  .box .value { display: block; font-size: 15pt; font-weight: 700; }
  .box .sub { display: block; font-size: 7.5pt; color: #333; }
  .track { display: flex; gap: 12px; margin-top: 6px; font-size: 9pt; }
  .track span { flex: 1; border-bottom: 1px solid #111; padding-bottom: 12px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 2px 4px; border-bottom: 1px solid #bbb; vertical-align: top; }
  th { font-size: 8pt; text-transform: uppercase; color: #333; }
  ul { margin: 0; padding-left: 14px; }
  .small { font-size: 8.5pt; color: #333; }
  @media (max-width: 599px) {
    padding: 12px;
    .grid { grid-template-columns: minmax(0, 1fr); }
    .boxes { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  }
`;

export function StarshipPrintView({ ship, computed }: { ship: StoredStarship; computed: ComputedStarship }) {
  return (
    <>
      <PrintStyle />
      <Paper className="starship-print" aria-label={`Printable sheet of ${ship.name || 'an unnamed starship'}`}>
        <h1>{ship.name || DOCUMENT_KIND.starship.label.unnamed}</h1>
        <p className="summary">
          {starshipSummary(ship)} · {computed.hullDice.notation} hull dice · catalogue {computed.catalogueVersion}
        </p>
        <div className="grid">
          <section className="wide" aria-label="Hull and shields">
            <div className="boxes">
              <div className="box">
                <span className="label">Hull points</span>
                <span className="value">{computed.hullPoints}</span>
                <span className="sub">{computed.hullDice.notation}</span>
              </div>
              <div className="box">
                <span className="label">Shield capacity</span>
                <span className="value">{computed.shieldCapacity || '–'}</span>
                <span className="sub">
                  base {computed.baseShieldPoints} · d{computed.shieldDice.die} x {computed.shieldDice.count}
                </span>
              </div>
              <div className="box">
                <span className="label">Regeneration</span>
                <span className="value">{computed.shieldCapacity ? computed.shieldRegeneration : '–'}</span>
                <span className="sub">a round</span>
              </div>
              <div className="box">
                <span className="label">Armor class</span>
                <span className="value">{computed.armorClass.value}</span>
                <span className="sub">DR {computed.damageReduction.value}</span>
              </div>
            </div>
            <div className="track">
              <span>Hull lost: {ship.state.hullPointsLost}</span>
              <span>Shields lost: {ship.state.shieldPointsLost}</span>
              <span>Hull dice spent: {ship.state.hullDiceUsed}</span>
              <span>Shield dice spent: {ship.state.shieldDiceUsed}</span>
            </div>
            <p className="small">
              {computed.armorClass.explanation}. {computed.damageReduction.explanation}. Speed {computed.speed.flying} ft., turning {computed.speed.turning}{' '}
              ft.; fires {computed.firesPerRound} a round.
            </p>
          </section>
          <section aria-label="Abilities and saves">
            <h2>Abilities</h2>
            <table>
              <thead>
                <tr>
                  <th>Ability</th>
                  <th>Score</th>
                  <th>Mod</th>
                  <th>Save</th>
                </tr>
              </thead>
              <tbody>
                {computed.savingThrows.map((save) => (
                  <tr key={save.ability}>
                    <td>{save.ability}</td>
                    <td>{computed.abilities[save.ability].score}</td>
                    <td>{signed(computed.abilities[save.ability].modifier)}</td>
                    <td>
                      {signed(save.modifier)}
                      {save.proficient ? ' ●' : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-label="Checks">
            <h2>Checks</h2>
            <table>
              <tbody>
                {computed.skills.map((skill) => (
                  <tr key={skill.name}>
                    <td>
                      {skill.name} <span className="small">({skill.ability.slice(0, 3)})</span>
                    </td>
                    <td>
                      {signed(skill.modifier)}
                      {skill.proficiency === 'expert' ? ' ●●' : skill.proficiency === 'proficient' ? ' ●' : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="wide" aria-label="Weapons">
            <h2>Weapons</h2>
            {computed.weapons.length === 0 ? (
              <p>None.</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th>Weapon</th>
                    <th>Attack or save, damage</th>
                    <th>Range</th>
                    <th>Gunner</th>
                  </tr>
                </thead>
                <tbody>
                  {computed.weapons.map((w) => (
                    <tr key={w.id}>
                      <td>
                        {w.name} <span className="small">({w.category ?? 'weapon'})</span>
                      </td>
                      <td>{weaponLine(w)}</td>
                      <td>{w.range ? `${w.range[0]}/${w.range[1]} ft.` : ''}</td>
                      <td>{w.gunner ? `${w.gunner.name || 'helm'}${w.gunner.fromHelm ? ' (helm)' : ''}` : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-label="Power and features">
            <h2>Power and features</h2>
            <p>
              Power die {computed.powerDice.die === '1' ? '1' : computed.powerDice.die}; {computed.powerDice.capacity} stored
              {computed.powerDice.stores.length ? ` (${computed.powerDice.stores.map((s) => `${s.location} ${s.capacity}`).join(', ')})` : ''}
              {computed.powerDice.recovery ? `; recovers ${computed.powerDice.recovery} a turn` : ''}.
            </p>
            <ul>
              {computed.features.map((f) => (
                <li key={`${f.tier}-${f.name}`}>
                  <strong>{f.name}</strong>
                  {f.uses ? ` (${f.uses.max} uses)` : ''}: {f.summary}
                </li>
              ))}
            </ul>
          </section>
          <section aria-label="Crew">
            <h2>Crew</h2>
            {computed.crew.length === 0 ? (
              <p>None.</p>
            ) : (
              <ul>
                {computed.crew.map((m) => (
                  <li key={m.id}>
                    <strong>{m.name || 'Unnamed'}</strong>
                    {m.atHelm ? ' (helm)' : ''}: {m.deployments.map((d) => `${d.deployment} ${d.rank}`).join(', ') || 'no rank'}, proficiency{' '}
                    {signed(m.proficiency)}
                    {m.ventures.length ? `; ${m.ventures.map((v) => v.name).join(', ')}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="wide" aria-label="Equipment and modifications">
            <h2>Equipment and modifications</h2>
            <p>
              {[
                computed.equipment.armor,
                computed.equipment.shield,
                computed.equipment.reactor,
                computed.equipment.powerCoupling,
                computed.equipment.hyperdrive?.name,
                computed.equipment.navcomputer?.name,
              ]
                .filter(Boolean)
                .join(' · ') || 'No equipment.'}
            </p>
            <p>
              <strong>
                {computed.modificationSlots.used}/{computed.modificationSlots.max} slots, {computed.suites.used}/{computed.suites.max} suites:
              </strong>{' '}
              {computed.modifications.map((m) => `${m.name}${m.active ? '' : ' (inactive)'}`).join(', ') || 'none'}
            </p>
            <p>
              Cargo {computed.cargo.used}/{computed.cargo.capacity ?? '?'} tons
              {ship.cargo.length ? `: ${ship.cargo.map((c) => `${c.name} (${c.tons})`).join(', ')}` : ''} · {credits(ship.credits)}
            </p>
            {ship.notes && <p style={{ whiteSpace: 'pre-wrap' }}>{ship.notes}</p>}
          </section>
        </div>
      </Paper>
    </>
  );
}
