// A feature's uses and toggled states on the live sheet: a counter per resource (checkboxes up to 10, plus and
// minus above) with how it recovers, and a switch per state (Raging on/off) that spends a use to switch on and says
// so plainly when none is left. Every change goes through the engine's transitions; a read-only sheet shows the
// counts and the states without controls.
import styled, { css } from 'styled-components';
import { setFeatureToggle, setFeatureUses, UNLIMITED, type FeatureResource, type FeatureToggle } from '../../../../../core/engine/index.ts';
import { Counter } from './Counter.tsx';
import { useSheetActions } from './sheet-context.ts';

/** The small outlined label naming a rest (how a use recovers, when a choice can be remade). */
export const restPill = css`
  font-size: 0.75rem;
  padding: 1px 6px;
  border-radius: 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.mutedText};
  white-space: nowrap;
`;

const Uses = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 0 0 8px 18px;
  .use-row { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; }
  .use-name { font-weight: 500; }
  .recovery { ${restPill} }
  .toggle { display: inline-flex; align-items: center; gap: 8px; min-height: 36px; cursor: pointer; }
  .toggle input { width: 20px; height: 20px; margin: 0; }
`;

export const RECOVERY_TEXT: Record<FeatureResource['recovery'], string> = { short: 'Short rest', long: 'Long rest' };

function ResourceCounter({ resource, feature }: { resource: FeatureResource; feature?: string }) {
  const { change } = useSheetActions();
  return (
    <div className="use-row" title={`From ${resource.feature}`}>
      {/* Under its own feature a counter named like it needs no second name. */}
      <span className="use-name">{resource.name === feature ? 'Uses' : resource.name}</span>
      <span className="recovery" aria-label={`Recovers on a ${resource.recovery} rest`}>
        {RECOVERY_TEXT[resource.recovery]}
      </span>
      {resource.max === UNLIMITED ? (
        <span>Unlimited</span>
      ) : (
        <Counter label={resource.name} used={resource.used} max={resource.max} onChange={(used) => change((current) => setFeatureUses(current, resource.name, used, resource.max))} />
      )}
    </div>
  );
}

function ToggleSwitch({ toggle, resources, onMessage }: { toggle: FeatureToggle; resources: readonly FeatureResource[]; onMessage(message: string): void }) {
  const { change, readOnly } = useSheetActions();
  const uses = toggle.uses ? resources.find((resource) => resource.name === toggle.uses) : undefined;
  const flip = (on: boolean) => {
    try {
      change((current) => setFeatureToggle(current, toggle.name, on, uses && { name: uses.name, used: uses.used, max: uses.max }));
      const left = uses && uses.max !== UNLIMITED ? `, ${uses.max - uses.used - (on ? 1 : 0)} of ${uses.max} ${uses.name} left` : '';
      onMessage(`${toggle.name}: ${on ? 'on' : 'off'}${on ? left : ''}.`);
    } catch (error) {
      // The engine refuses to switch on without a use left; nothing changed, and the player reads why.
      onMessage((error as Error).message);
    }
  };
  return (
    <div className="use-row">
      <label className="toggle" title={`From ${toggle.feature}`}>
        <input type="checkbox" role="switch" checked={toggle.active} aria-checked={toggle.active} disabled={readOnly} onChange={(event) => flip(event.target.checked)} />
        {toggle.name}
      </label>
      {uses && <span className="recovery">spends 1 {uses.name}</span>}
    </div>
  );
}

export function FeatureUses({
  feature,
  resources,
  toggles,
  allResources,
  onMessage,
}: {
  /** The feature listed above (absent for uses listed on their own). */
  feature?: string;
  resources: readonly FeatureResource[];
  toggles: readonly FeatureToggle[];
  /** Every resource of the sheet: a toggle may spend one listed under another feature. */
  allResources: readonly FeatureResource[];
  onMessage(message: string): void;
}) {
  if (resources.length === 0 && toggles.length === 0) return null;
  return (
    <Uses>
      {resources.map((resource) => (
        <ResourceCounter key={resource.name} resource={resource} {...(feature ? { feature } : {})} />
      ))}
      {toggles.map((toggle) => (
        <ToggleSwitch key={toggle.name} toggle={toggle} resources={allResources} onMessage={onMessage} />
      ))}
    </Uses>
  );
}
