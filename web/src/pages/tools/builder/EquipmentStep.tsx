// Step 5: the character's items, each in its own panel (what the item is, quantity, equipped, attuned, remove; custom
// items can be edited), the add-item, custom-item and starting-equipment dialogs, and credits.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import {
  canAttune,
  canChooseAttuned,
  canChooseEquipped,
  removeCustomEquipment,
  removeEquipment,
  setCredits,
  toQuantity,
  updateCustomEquipment,
  updateEquipment,
  type ComputedCharacter,
  type ComputedEquipment,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { AddEquipmentDialog } from './AddEquipmentDialog.tsx';
import { Muted, TextField, Warning } from '../ui/fields.tsx';
import { Row, StepSection, Surface } from '../ui/panels.tsx';
import { CustomItemDialog } from './CustomItemDialog.tsx';
import { StartingEquipmentDialog } from './StartingEquipmentDialog.tsx';
import { catalogueItemStats, customItemStats, type ItemStat } from './item-stats.ts';

const Panels = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  details { border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 4px; background: ${(p) => p.theme.colors.surface}; }
  summary { display: flex; justify-content: space-between; gap: 8px; padding: 10px 14px; cursor: pointer; min-height: 44px; align-items: center; }
  summary .summary-name { font-weight: 500; }
  .panel-body { display: flex; flex-direction: column; gap: 10px; padding: 4px 14px 14px; }
  .check { display: flex; align-items: center; gap: 8px; min-height: 40px; }
  .check:has(input:disabled) { opacity: 0.55; }
  .check input { width: 18px; height: 18px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; font-size: 0.92rem; }
  dt { color: ${(p) => p.theme.colors.mutedText}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

function Stats({ stats, name }: { stats: readonly ItemStat[]; name: string }) {
  if (stats.length === 0) return null;
  return (
    <dl aria-label={`About ${name}`}>
      {stats.map(({ label, value }) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function quantityInput(value: number | string, onChange: (value: string) => void) {
  return <TextField label="Quantity" type="number" inputMode="numeric" min={0} value={String(toQuantity(value))} onChange={onChange} />;
}

function ItemPanel({ entry, character, computed, onChange }: { entry: ComputedEquipment; character: RawCharacter; computed: ComputedCharacter; onChange(next: RawCharacter): void }) {
  const item = entry.isFound ? (entry.category === 'Equipment' ? { category: 'Equipment' as const, data: entry.data } : { category: 'EnhancedItem' as const, data: entry.data }) : undefined;
  const attunement = computed.attunement;
  const summaryFlags = [entry.equipped && 'equipped', entry.attuned && 'attuned'].filter(Boolean).join(', ');
  return (
    <li>
      <details>
        <summary>
          <span className="summary-name">{entry.name}</span>
          <Muted>
            ×{entry.quantity}
            {summaryFlags ? ` · ${summaryFlags}` : ''}
          </Muted>
        </summary>
        <div className="panel-body">
          {!entry.isFound && <Warning>{entry.warning}</Warning>}
          {item && <Stats stats={catalogueItemStats(item)} name={entry.name} />}
          {quantityInput(entry.quantity, (quantity) => onChange(updateEquipment(character, entry.index, { quantity })))}
          {item && canChooseEquipped(item) && (
            <label className="check">
              <input type="checkbox" checked={entry.equipped} onChange={(e) => onChange(updateEquipment(character, entry.index, { equipped: e.target.checked }))} />
              Equipped
            </label>
          )}
          {item && canChooseAttuned(item) && (
            <label className="check">
              <input
                type="checkbox"
                checked={entry.attuned}
                disabled={!entry.attuned && !canAttune(item, attunement.current, attunement.maximum)}
                onChange={(e) => onChange(updateEquipment(character, entry.index, { attuned: e.target.checked }))}
              />
              Attuned ({attunement.current} / {attunement.maximum} used)
            </label>
          )}
          <Row>
            <Button variant="outlined" onClick={() => onChange(removeEquipment(character, entry.index))}>
              Remove {entry.name}
            </Button>
          </Row>
        </div>
      </details>
    </li>
  );
}

interface Props {
  character: RawCharacter;
  rules: IndexedRules;
  computed: ComputedCharacter;
  onChange(next: RawCharacter): void;
}

export function EquipmentStep({ character, rules, computed, onChange }: Props) {
  const [addOpen, setAddOpen] = useState(false);
  const [customOpen, setCustomOpen] = useState(false);
  const [startingOpen, setStartingOpen] = useState(false);
  // The custom item being edited (its position), and a counter that gives each opening of the dialog a fresh form.
  const [editIndex, setEditIndex] = useState<number | undefined>();
  const [customDialogKey, setCustomDialogKey] = useState(0);
  const openCustom = (index?: number) => {
    setEditIndex(index);
    setCustomDialogKey((key) => key + 1);
    setCustomOpen(true);
  };
  const custom = character.customEquipment ?? [];
  return (
    <StepSection aria-labelledby="equipment-step-title">
      <h2 id="equipment-step-title">Choose Equipment</h2>
      <Row>
        <Button onClick={() => setAddOpen(true)}>Add Equipment</Button>
        <Button variant="outlined" onClick={() => openCustom()}>
          Add Custom Item
        </Button>
        <Button variant="outlined" onClick={() => setStartingOpen(true)}>
          Add starting equipment
        </Button>
      </Row>
      {computed.equipment.length === 0 && custom.length === 0 && <Muted>No equipment yet. Add items from the catalogue or make your own.</Muted>}
      {computed.loadout && <Warning role="alert">{computed.loadout.message}</Warning>}
      <Panels aria-label="Equipment">
        {computed.equipment.map((entry) => (
          <ItemPanel key={`${entry.index}-${entry.name}`} entry={entry} character={character} computed={computed} onChange={onChange} />
        ))}
        {custom.map((item, index) => (
          <li key={`custom-${index}-${item.name}`}>
            <details>
              <summary>
                <span className="summary-name">{item.name || 'Unnamed item'}</span>
                <Muted>
                  ×{toQuantity(item.quantity)} · custom {item.equipmentCategory.toLowerCase()}
                  {item.equipped ? ' · equipped' : ''}
                </Muted>
              </summary>
              <div className="panel-body">
                {item.description && <p>{item.description}</p>}
                <Stats stats={customItemStats(item)} name={item.name || 'Unnamed item'} />
                {quantityInput(item.quantity, (quantity) => onChange(updateCustomEquipment(character, index, { quantity })))}
                {item.equipmentCategory !== 'Gear' && (
                  <label className="check">
                    <input type="checkbox" checked={item.equipped === true} onChange={(e) => onChange(updateCustomEquipment(character, index, { equipped: e.target.checked }))} />
                    Equipped
                  </label>
                )}
                <Row>
                  <Button variant="outlined" onClick={() => openCustom(index)}>
                    Edit {item.name || 'item'}
                  </Button>
                  <Button variant="outlined" onClick={() => onChange(removeCustomEquipment(character, index))}>
                    Remove {item.name || 'item'}
                  </Button>
                </Row>
              </div>
            </details>
          </li>
        ))}
      </Panels>
      <Surface>
        <TextField label="Credits" type="number" inputMode="numeric" min={0} value={String(character.credits ?? 0)} onChange={(value) => onChange(setCredits(character, Number(value) || 0))} />
      </Surface>
      <AddEquipmentDialog open={addOpen} character={character} rules={rules} attunement={computed.attunement} onChange={onChange} onClose={() => setAddOpen(false)} />
      <StartingEquipmentDialog open={startingOpen} character={character} rules={rules} onChange={onChange} onClose={() => setStartingOpen(false)} />
      <CustomItemDialog key={customDialogKey} open={customOpen} character={character} editIndex={editIndex} onChange={onChange} onClose={() => setCustomOpen(false)} />
    </StepSection>
  );
}
