// Step 8: modifications. The counts first (slots used of the size's, suites within the maximum the Constitution
// allows, the free stock allowance), the modifications a tier option lets the owner pick, then what is installed
// (fitted to its hardpoint or weapon, active or waiting for a prerequisite) and the catalogue: searchable, each entry
// with its prerequisites and, when it cannot be installed, why.
import { useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  ABILITY_NAMES,
  describeModificationPrerequisite,
  fitModification,
  installModification,
  modificationRefusals,
  removeModification,
  setGrantChoice,
  type ModificationOptions,
  type ShipAbility,
  type Starship,
  type StarshipRules,
} from '../../../../../../core/engine/starships/index.ts';
import { Button } from '../../../../components/Button.tsx';
import { Row, StepSection, Surface } from '../../ui/panels.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { credits, Refusal, useShipEdit, type StarshipPartProps } from '../starship-edits.tsx';
import { MoreText } from './MoreText.tsx';

const PAGE = 25;
const TYPES = ['Engineering', 'Operation', 'Suite', 'Universal', 'Weapon'] as const;

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  > li { display: flex; flex-direction: column; gap: 6px; padding: 10px 12px; border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 6px; }
  .entry-head { display: flex; gap: 4px 12px; align-items: center; justify-content: space-between; }
  .entry-head h4 { margin: 0; font-size: 1rem; min-width: 0; overflow-wrap: anywhere; }
  .entry-head button { flex: none; }
  .meta { font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
  .why { margin: 0; padding-left: 18px; font-size: 0.85rem; color: ${(p) => (p.theme.name === 'dark' ? '#ff8a80' : p.theme.colors.primary)}; }
  .inactive { font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
  details { font-size: 0.9rem; }
`;

/** Where a modification that must be fitted goes by default: the first free hardpoint(s), or the first weapon. */
function defaultFitting(ship: Starship, rules: StarshipRules, name: string, hardpoints: readonly { id: string }[]): ModificationOptions {
  const attaches = rules.modification(name)?.rules?.attaches;
  if (attaches === 'hardpoint') return { hardpoints: hardpoints.slice(0, 1).map((h) => h.id) };
  if (attaches === 'twoHardpoints') return { hardpoints: hardpoints.slice(0, 2).map((h) => h.id) };
  if (attaches === 'weapon') return { weapon: ship.weapons[0]?.id ?? null };
  return {};
}

export function ModificationsStep({ ship, rules, computed, onChange }: StarshipPartProps) {
  const { reasons, apply } = useShipEdit(onChange);
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [stock, setStock] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const needle = useDeferredValue(search.trim().toLowerCase());
  const matching = useMemo(
    () =>
      rules.data.modifications
        .filter((m) => (!type || m.type === type) && (!needle || m.name.toLowerCase().includes(needle)))
        .sort((a, b) => a.grade - b.grade || a.name.localeCompare(b.name)),
    [rules, type, needle],
  );
  const page = useMemo(() => matching.slice(0, shown), [matching, shown]);
  const refusals = useMemo(
    () =>
      new Map(
        page.map((m) => [m.name, modificationRefusals(ship, rules, m.name, { stock, ...defaultFitting(ship, rules, m.name, computed.hardpoints) })] as const),
      ),
    [page, ship, rules, stock, computed.hardpoints],
  );
  const stockLeft =
    computed.stockModifications.suites.max -
    computed.stockModifications.suites.used +
    (computed.stockModifications.nonSuites.max - computed.stockModifications.nonSuites.used);
  const grants = useMemo(() => {
    const size = rules.sizes.get(ship.size)?.rules;
    const list: { which: 'specialization' | 'mastery'; role: string; category: string }[] = [];
    for (const which of ['specialization', 'mastery'] as const) {
      const roleName = which === 'specialization' ? ship.roleSpecialization : ship.roleMastery;
      const role = size?.roles.find((r) => r.name === roleName);
      for (const effect of role?.[which].effects ?? [])
        if (effect.kind === 'freeModificationChoice') list.push({ which, role: role!.name, category: effect.category });
    }
    return list;
  }, [rules, ship.size, ship.roleSpecialization, ship.roleMastery]);

  return (
    <StepSection aria-labelledby="starship-step-title">
      <h2 id="starship-step-title">Modifications</h2>
      <p>
        Every installed modification takes a slot, stock ones too; those a tier option grants take none. Suites are limited by the Constitution modifier. A
        modification whose prerequisite is lost stays aboard and does nothing until it is met again.
      </p>
      <Surface role="region" aria-label="Modification counts">
        <Row>
          <span>
            <strong>Slots:</strong> {computed.modificationSlots.used} of {computed.modificationSlots.max}
            {computed.modificationSlots.over ? ` (${computed.modificationSlots.over} over, at extra cost)` : ''}
          </span>
          <span>
            <strong>Suites:</strong> {computed.suites.used} of {computed.suites.max} ({computed.suites.explanation})
          </span>
          <span>
            <strong>Stock:</strong> suites {computed.stockModifications.suites.used} of {computed.stockModifications.suites.max}, others{' '}
            {computed.stockModifications.nonSuites.used} of {computed.stockModifications.nonSuites.max}
          </span>
          <span>
            <strong>Cost:</strong> {credits(computed.costs.modifications)}
          </span>
        </Row>
      </Surface>
      {grants.map((grant) => (
        <Row key={grant.which}>
          <SelectField
            label={`${grant.category} modification granted by the ${grant.which} (${grant.role})`}
            value={ship.grantChoices[grant.which][0] ?? ''}
            placeholder="Choose"
            options={rules.data.modifications.filter((m) => m.type === grant.category).map((m) => ({ value: m.name, label: m.name }))}
            onChange={(value) => apply(setGrantChoice(ship, rules, grant.which, value ? [value] : []))}
          />
        </Row>
      ))}
      <Refusal reasons={reasons} />
      <Surface role="region" aria-label="Installed modifications">
        <h3>Installed ({computed.modifications.length})</h3>
        {computed.modifications.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <Entries>
            {computed.modifications.map((m) => {
              const doc = ship.modifications.find((d) => d.id === m.id);
              const attaches = rules.modification(m.name)?.rules?.attaches;
              const lowers = rules.modification(m.name)?.rules?.effects.some((e) => e.kind === 'ability' && e.lowersAnother);
              return (
                <li key={m.id} aria-label={m.name}>
                  <div className="entry-head">
                    <h4>{m.name}</h4>
                    <span className="meta">
                      {m.type ?? 'unknown'} · grade {m.grade}
                      {m.stock ? ' · stock (free)' : ''}
                      {m.grantedBy ? ` · granted by ${m.grantedBy}` : m.usesSlot ? ' · 1 slot' : ''}
                      {m.cost ? ` · ${credits(m.cost)}` : ''}
                    </span>
                  </div>
                  {!m.active && <span className="inactive">Inactive until its prerequisites are met.</span>}
                  {doc && (attaches === 'hardpoint' || attaches === 'twoHardpoints') && (
                    <Row>
                      {Array.from({ length: attaches === 'hardpoint' ? 1 : 2 }, (_, i) => (
                        <SelectField
                          key={i}
                          label={attaches === 'hardpoint' ? 'Fitted to' : `Fitted to (${i + 1} of 2)`}
                          value={doc.hardpoints[i] ?? ''}
                          placeholder="Choose a hardpoint"
                          options={computed.hardpoints.map((h) => ({ value: h.id, label: h.label }))}
                          onChange={(value) => {
                            const next = [...doc.hardpoints];
                            next[i] = value;
                            apply(fitModification(ship, rules, m.id, { hardpoints: next.filter(Boolean) }));
                          }}
                        />
                      ))}
                    </Row>
                  )}
                  {doc && attaches === 'weapon' && (
                    <Row>
                      <SelectField
                        label="Fitted to weapon"
                        value={doc.weapon ?? ''}
                        placeholder="Choose a weapon"
                        options={ship.weapons.map((w) => ({ value: w.id, label: w.name }))}
                        onChange={(value) => apply(fitModification(ship, rules, m.id, { weapon: value || null }))}
                      />
                    </Row>
                  )}
                  {doc && lowers && (
                    <Row>
                      <SelectField
                        label="Score it lowers by 1 (the GM picks)"
                        value={doc.lowered ?? ''}
                        placeholder="Choose"
                        options={ABILITY_NAMES.map((a) => ({ value: a, label: a }))}
                        onChange={(value) => apply(fitModification(ship, rules, m.id, { lowered: (value || null) as ShipAbility | null }))}
                      />
                    </Row>
                  )}
                  {m.problems.length > 0 && (
                    <ul className="why">
                      {m.problems.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ul>
                  )}
                  {doc && (
                    <div>
                      <Button variant="text" aria-label={`Remove ${m.name}`} onClick={() => apply(removeModification(ship, m.id))}>
                        Remove
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </Entries>
        )}
      </Surface>
      <Surface role="region" aria-label="Install a modification">
        <h3>Install a modification</h3>
        <Row>
          <TextField label="Search modifications" type="search" value={search} onChange={(value) => (setSearch(value), setShown(PAGE))} />
          <SelectField
            label="Type"
            value={type}
            placeholder="All types"
            options={TYPES.map((t) => ({ value: t, label: t }))}
            onChange={(value) => (setType(value), setShown(PAGE))}
          />
          <label style={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
            <input
              type="checkbox"
              checked={stock}
              disabled={stockLeft <= 0 && !stock}
              onChange={(e) => setStock(e.target.checked)}
              style={{ width: 18, height: 18 }}
            />
            Install as stock (free, grade 0; {Math.max(0, stockLeft)} left)
          </label>
        </Row>
        <p role="status" style={{ fontSize: '0.85rem' }}>
          {matching.length} modification{matching.length === 1 ? '' : 's'}
          {matching.length > page.length ? `, ${page.length} shown` : ''}
        </p>
        <Entries aria-label="Modifications to install">
          {page.map((m) => {
            const refused = refusals.get(m.name) ?? [];
            const prerequisites = rules.modification(m.name)?.prerequisites ?? [];
            return (
              <li key={m.name} aria-label={m.name}>
                <div className="entry-head">
                  <h4>{m.name}</h4>
                  <Button
                    variant={refused.length ? 'outlined' : 'contained'}
                    disabled={refused.length > 0}
                    aria-label={`Install ${m.name}`}
                    onClick={() => apply(installModification(ship, rules, m.name, { stock, ...defaultFitting(ship, rules, m.name, computed.hardpoints) }))}
                  >
                    Install
                  </Button>
                </div>
                <span className="meta">
                  {m.type} · grade {m.grade}
                  {prerequisites.length ? ` · requires ${prerequisites.map(describeModificationPrerequisite).join('; ')}` : ''}
                </span>
                {refused.length > 0 && (
                  <ul className="why" aria-label={`Why ${m.name} cannot be installed`}>
                    {refused.map((reason) => (
                      <li key={reason}>{reason}</li>
                    ))}
                  </ul>
                )}
                {m.content && <MoreText source={m.content} />}
              </li>
            );
          })}
        </Entries>
        {matching.length > page.length && (
          <Button variant="outlined" onClick={() => setShown((n) => n + PAGE)}>
            Show {Math.min(PAGE, matching.length - page.length)} more
          </Button>
        )}
      </Surface>
    </StepSection>
  );
}
