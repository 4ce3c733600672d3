// "Apply features automatically" for a character built before the builder applied features: the engine's preview
// of every sheet number that would change (old -> new), what the sheet would start showing, and the tweaks that look
// like hand-made copies of a feature, each of which the player may choose to remove. Apply switches automation on
// through the engine; Cancel changes nothing.
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { enableFeatureAutomation, previewFeatureAutomation, UNLIMITED } from '../../../../../core/engine/index.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { CheckList } from '../ui/fields.tsx';
import { sheetNumberLabel, sheetNumberText } from './feature-groups.ts';
import { RECOVERY_TEXT } from './FeatureUses.tsx';
import { useSheetActions, useSheetData } from './sheet-context.ts';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  p, h3 { margin: 0; }
  h3 { font-size: 1rem; }
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th, td { padding: 4px 6px; border-bottom: 1px solid ${(p) => p.theme.colors.border}; text-align: left; }
  .number { text-align: right; white-space: nowrap; }
  ul { margin: 0; padding-left: 20px; }
`;

export function ApplyFeaturesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { character } = useSheetData();
  const { rules, change } = useSheetActions();
  const preview = useMemo(() => (open ? previewFeatureAutomation(character, rules) : undefined), [open, character, rules]);
  const [remove, setRemove] = useState<string[]>([]);
  useEffect(() => {
    if (open) setRemove([]);
  }, [open]);
  if (!preview) return null;
  const { changes, added, features, duplicateTweaks } = preview;
  const shows = [
    ...Object.entries(features.speeds).map(([mode, feet]) => `${mode === 'walk' ? 'Speed' : mode[0]!.toUpperCase() + mode.slice(1)} ${feet} ft.`),
    ...features.senses.map(({ sense, range }) => `${sense[0]!.toUpperCase()}${sense.slice(1)} ${range} ft.`),
    ...(features.resistances.length ? [`Resistant to ${features.resistances.join(', ')}`] : []),
    ...(features.immunities.length ? [`Immune to ${features.immunities.join(', ')}`] : []),
    ...features.resources.map((resource) => `${resource.name}: ${resource.max === UNLIMITED ? 'unlimited' : resource.max} (${RECOVERY_TEXT[resource.recovery].toLowerCase()})`),
    ...(added.proficiencies.length ? [`Proficiencies: ${added.proficiencies.join(', ')}`] : []),
    ...(added.languages.length ? [`Languages: ${added.languages.join(', ')}`] : []),
  ];
  const apply = () => {
    change((current) => enableFeatureAutomation(current, remove));
    onClose();
  };
  return (
    <Dialog open={open} title="Apply Features Automatically" onClose={onClose} wide>
      <Body>
        <p>The sheet will apply what this character&apos;s features do. Nothing changes until you apply; tweaks you keep still count last.</p>
        <section aria-labelledby="preview-changes-heading">
          <h3 id="preview-changes-heading">Numbers that change</h3>
          {changes.length === 0 ? (
            <p className="muted">No number on the sheet changes.</p>
          ) : (
            <table aria-labelledby="preview-changes-heading">
              <thead>
                <tr>
                  <th scope="col">Number</th>
                  <th scope="col" className="number">
                    Now
                  </th>
                  <th scope="col" className="number">
                    With features
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map(({ path, before, after }) => (
                  <tr key={path}>
                    <th scope="row">{sheetNumberLabel(path)}</th>
                    <td className="number">{sheetNumberText(path, before)}</td>
                    <td className="number">{sheetNumberText(path, after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        {shows.length > 0 && (
          <section aria-labelledby="preview-shows-heading">
            <h3 id="preview-shows-heading">The sheet will also show</h3>
            <ul>
              {shows.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        )}
        {duplicateTweaks.length > 0 && (
          <CheckList
            legend="Tweaks that look like copies of a feature (checked ones are removed)"
            options={duplicateTweaks.map(({ path, reason }) => ({ value: path, label: `${sheetNumberLabel(path)}: ${reason}`, checked: remove.includes(path) }))}
            onToggle={(path, checked) => setRemove((current) => (checked ? [...current, path] : current.filter((entry) => entry !== path)))}
          />
        )}
      </Body>
      <DialogActions>
        <Button variant="text" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={apply}>Apply features</Button>
      </DialogActions>
    </Dialog>
  );
}
