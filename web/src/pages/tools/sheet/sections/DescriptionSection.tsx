// Description: species and background, each characteristic with its own text editor, and the species traits.
import { memo, useState } from 'react';
import { CHARACTERISTIC_KEYS, setCharacteristic, type Characteristics, type ComputedCharacter } from '../../../../../../core/engine/index.ts';
import { propsEqual } from '../deep-equal.ts';
import { FeatureList } from '../FeatureList.tsx';
import { useSheetActions, useSheetData } from '../sheet-context.ts';
import { SmallButton } from '../../ui/buttons.tsx';
import { Panel } from '../../ui/panels.tsx';
import { TextEditorDialog } from '../TextEditorDialog.tsx';
import { textLimit } from '../../../../../../core/documents/input-limits.ts';

/** Short answers take one line; the rest a text area. */
const SHORT = new Set(['alignment', 'Gender', 'Place of Birth', 'Age', 'Height', 'Weight', 'Hair', 'Eyes', 'Skin']);
const labelOf = (key: string) => (key === 'alignment' ? 'Alignment' : key);

interface DescriptionProps {
  species: string;
  background: string;
  characteristics: Characteristics;
  nonCombatFeatures: ComputedCharacter['nonCombatFeatures'];
}

export function DescriptionSection() {
  const { character, sheet } = useSheetData();
  return <DescriptionView species={sheet.species} background={sheet.background} characteristics={character.characteristics} nonCombatFeatures={sheet.nonCombatFeatures} />;
}

const DescriptionView = memo(function DescriptionView(sheet: DescriptionProps) {
  const { change, readOnly } = useSheetActions();
  const [editing, setEditing] = useState<string>();
  const value = (key: string) => String(sheet.characteristics?.[key] ?? '');
  return (
    <div>
      <Panel aria-label="Species and background">
        <p>
          <strong>Species:</strong> {sheet.species || '—'}
        </p>
        <p>
          <strong>Background:</strong> {sheet.background || '—'}
        </p>
      </Panel>
      <Panel aria-labelledby="characteristics-heading">
        <h3 id="characteristics-heading">Characteristics</h3>
        <ul>
          {CHARACTERISTIC_KEYS.map((key) => (
            <li key={key} style={{ display: 'flex', alignItems: 'flex-start', gap: 8, padding: '4px 0' }}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <strong>{labelOf(key)}</strong>
                <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} className={value(key) ? undefined : 'muted'}>
                  {value(key) || 'Not written yet.'}
                </p>
              </div>
              {!readOnly && (
                <SmallButton type="button" aria-label={`Edit ${labelOf(key)}`} onClick={() => setEditing(key)}>
                  Edit
                </SmallButton>
              )}
            </li>
          ))}
        </ul>
      </Panel>
      {sheet.nonCombatFeatures.length > 0 && (
        <Panel aria-labelledby="traits-heading">
          <h3 id="traits-heading">Species Traits</h3>
          <FeatureList entries={sheet.nonCombatFeatures.map((feature, index) => ({ key: `${feature.name}-${index}`, name: feature.name, description: feature.description }))} />
        </Panel>
      )}
      <TextEditorDialog
        open={editing !== undefined}
        title={`Edit ${labelOf(editing ?? '')}`}
        label={labelOf(editing ?? '')}
        value={editing ? value(editing) : ''}
        multiline={!editing || !SHORT.has(editing)}
        maxLength={editing ? textLimit('character', `characteristics.${editing}`) : undefined}
        onClose={() => setEditing(undefined)}
        onSave={(text) => editing && change((current) => setCharacteristic(current, editing, text))}
      />
    </div>
  );
}, propsEqual);
