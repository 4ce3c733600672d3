// The add-item dialog: category, type and item pickers (each reset by the one above it, as the engine's dialog
// transitions say), the enhanced items' rarity and subtype filters, the base item an "any blaster" or "any armor"
// item is built on (chosen with it, required), quantity, and equipped / attuned where the item allows them.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import {
  addEquipment,
  baseItemChoices,
  canAddItem,
  canAttune,
  canChooseAttuned,
  canChooseEquipped,
  changeDialogCategory,
  changeDialogSelection,
  changeDialogType,
  parseAddQuantity,
  RARITY_FILTERS,
  type ComputedAttunement,
  type EquipmentDialogState,
  type IndexedRules,
  type RawCharacter,
} from '../../../../../core/engine/index.ts';
import { SelectField, TextField } from '../ui/fields.tsx';
import { Row } from '../ui/panels.tsx';
import { ALL_EQUIPMENT, buildCatalogue, EQUIPMENT_CATEGORIES, filterCatalogue, subtypeOptions, typeLabel, typeOptions } from './equipment-catalogue.ts';

const ENHANCED = 'Enhanced Items';

const Checks = styled.div`
  display: flex;
  gap: 20px;
  flex-wrap: wrap;
  label { display: flex; align-items: center; gap: 8px; min-height: 40px; }
  label:has(input:disabled) { opacity: 0.55; }
  input { width: 18px; height: 18px; }
`;

const INITIAL: EquipmentDialogState = { category: ALL_EQUIPMENT, type: '', selection: '', attuned: false, equipped: false };

interface Props {
  open: boolean;
  character: RawCharacter;
  rules: IndexedRules;
  attunement: ComputedAttunement;
  onChange(next: RawCharacter): void;
  onClose(): void;
}

export function AddEquipmentDialog({ open, character, rules, attunement, onChange, onClose }: Props) {
  const catalogue = useMemo(() => buildCatalogue(rules), [rules]);
  const [state, setState] = useState<EquipmentDialogState>(INITIAL);
  const [search, setSearch] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [rarity, setRarity] = useState('');
  const [subtype, setSubtype] = useState('');
  const [baseItem, setBaseItem] = useState('');
  const enhanced = state.category === ENHANCED;
  const types = typeOptions(catalogue, state.category);
  const subtypes = enhanced ? subtypeOptions(catalogue, state.type) : [];
  const items = useMemo(
    () => filterCatalogue(catalogue, state.category, state.type, search, enhanced ? { rarity, subtype } : undefined),
    [catalogue, state.category, state.type, search, enhanced, rarity, subtype],
  );
  const selected = catalogue.find((entry) => entry.key === state.selection);
  const bases = useMemo(() => (selected?.item.category === 'EnhancedItem' ? baseItemChoices(selected.item.data, rules) : []), [selected, rules]);
  const parsedQuantity = parseAddQuantity(quantity);
  const quantityError = 'error' in parsedQuantity ? parsedQuantity.error : undefined;
  const addable = canAddItem(state) && quantityError === undefined && (bases.length === 0 || baseItem !== '');
  const close = () => {
    setState(INITIAL);
    setSearch('');
    setQuantity('1');
    setRarity('');
    setSubtype('');
    setBaseItem('');
    onClose();
  };
  const add = () => {
    if (!selected || !addable || !('quantity' in parsedQuantity)) return;
    onChange(
      addEquipment(character, {
        name: selected.name,
        category: selected.item.category,
        quantity: parsedQuantity.quantity,
        ...(bases.length > 0 && baseItem ? { baseItem } : {}),
        ...(canChooseEquipped(selected.item) ? { equipped: state.equipped } : {}),
        ...(canChooseAttuned(selected.item) ? { attuned: state.attuned } : {}),
      }),
    );
    close();
  };
  const attunable = selected ? canAttune(selected.item, attunement.current, attunement.maximum) : false;

  return (
    <Dialog open={open} title="Add Equipment" onClose={close}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <SelectField
          label="Category"
          value={state.category}
          options={EQUIPMENT_CATEGORIES.map((category) => ({ value: category, label: category }))}
          onChange={(category) => {
            setState(changeDialogCategory(state, category));
            setSubtype('');
            setBaseItem('');
          }}
        />
        {types.length > 0 && (
          <SelectField
            label="Type"
            value={state.type}
            placeholder="All types"
            options={types.map((type) => ({ value: type, label: typeLabel(type) }))}
            onChange={(type) => {
              setState(changeDialogType(state, type));
              setSubtype('');
              setBaseItem('');
            }}
          />
        )}
        {enhanced && (
          <SelectField
            label="Rarity"
            value={rarity}
            placeholder="All rarities"
            options={RARITY_FILTERS.map((value) => ({ value, label: value }))}
            onChange={(value) => {
              setRarity(value);
              setState(changeDialogSelection(state, ''));
              setBaseItem('');
            }}
          />
        )}
        {subtypes.length > 0 && (
          <SelectField
            label="Subtype"
            value={subtype}
            placeholder="All subtypes"
            options={subtypes.map((value) => ({ value, label: value }))}
            onChange={(value) => {
              setSubtype(value);
              setState(changeDialogSelection(state, ''));
              setBaseItem('');
            }}
          />
        )}
        <TextField label="Search items" type="search" value={search} onChange={setSearch} />
        <SelectField
          label="Item"
          value={state.selection}
          placeholder={items.length === 0 ? 'No items match' : items.length === 1 ? 'Choose the 1 item that matches' : `Choose one of ${items.length} items`}
          options={items.map((entry) => ({ value: entry.key, label: state.category === ALL_EQUIPMENT && entry.item.category === 'EnhancedItem' ? `${entry.name} (enhanced)` : entry.name }))}
          onChange={(key) => {
            setState(changeDialogSelection(state, key));
            setBaseItem('');
          }}
        />
        {bases.length > 0 && selected && (
          <SelectField
            label="Base item"
            value={baseItem}
            placeholder={`Choose what ${selected.name} is built on`}
            hint={`${selected.name} enhances ${selected.item.category === 'EnhancedItem' && selected.item.data.subtype === 'any' ? `any ${selected.item.data.type.toLowerCase()}` : `${(selected.item.category === 'EnhancedItem' && selected.item.data.subtype) || 'an item'}`}: the sheet shows the two as one item.`}
            options={bases.map((base) => ({ value: base.name, label: base.name }))}
            onChange={setBaseItem}
          />
        )}
        <TextField label="Quantity" inputMode="numeric" value={quantity} onChange={setQuantity} error={quantityError} />
        {selected && (canChooseEquipped(selected.item) || canChooseAttuned(selected.item)) && (
          <Checks>
            {canChooseEquipped(selected.item) && (
              <label>
                <input type="checkbox" checked={state.equipped} onChange={(e) => setState({ ...state, equipped: e.target.checked })} />
                Equipped
              </label>
            )}
            {canChooseAttuned(selected.item) && (
              <label>
                <input type="checkbox" checked={state.attuned} disabled={!state.attuned && !attunable} onChange={(e) => setState({ ...state, attuned: e.target.checked })} />
                Attuned ({attunement.current} / {attunement.maximum} used)
              </label>
            )}
          </Checks>
        )}
        <Row style={{ justifyContent: 'flex-end' }}>
          <Button variant="text" onClick={close}>
            Cancel
          </Button>
          <Button disabled={!addable} onClick={add}>
            Add
          </Button>
        </Row>
      </div>
    </Dialog>
  );
}
