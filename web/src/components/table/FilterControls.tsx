// The table's filter controls: a multi-select (a button opening a labelled group of checkboxes) and a
// single-select (a native select with an 'All' choice). Both are fully keyboard-operable.
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../use-dismiss.ts';
import { Icon } from '../Icon.tsx';
import type { TableFilter } from './types.ts';

const Control = styled.div`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  font-size: 0.9rem;
  .label { font-size: 0.8rem; color: ${(p) => p.theme.colors.mutedText}; }
  .toggle, select {
    display: inline-flex; align-items: center; justify-content: space-between; gap: 8px;
    min-width: 160px; max-width: 280px; height: 40px; padding: 0 10px; font: inherit; cursor: pointer;
    border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 4px;
    background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
  .toggle .summary { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  /* The native select drawn like the multi-select's button: the same chevron, the browser's arrow hidden. */
  .select { position: relative; display: inline-flex; }
  .select select { appearance: none; width: 100%; padding-right: 36px; }
  .select svg { position: absolute; right: 10px; top: 50%; transform: translateY(-50%); pointer-events: none; }
  .panel {
    position: absolute; top: 100%; left: 0; z-index: 30; min-width: 220px; max-height: 55vh; overflow: auto;
    margin: 4px 0 0; padding: 6px 0; border: 0; border-radius: 4px;
    background: ${(p) => p.theme.colors.surface}; box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35);
  }
  .panel legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .panel label { display: flex; align-items: center; gap: 8px; padding: 5px 14px; cursor: pointer; white-space: nowrap; }
  .panel label:hover { background: ${(p) => p.theme.colors.surfaceRaised}; }
  .panel input { width: 18px; height: 18px; margin: 0; }
  .panel .clear { display: block; margin: 4px 14px 2px; padding: 4px 0; border: 0; background: none; color: ${(p) => p.theme.colors.link}; cursor: pointer; font: inherit; }
`;

export interface FilterControlProps<T> {
  filter: TableFilter<T>;
  selected: readonly string[];
  onChange: (next: string[]) => void;
}

const labelOf = <T,>(filter: TableFilter<T>, option: string) => filter.optionLabel?.(option) ?? option;

/** 'All', the one selected option, or 'N selected'. */
export function selectionSummary<T>(filter: TableFilter<T>, selected: readonly string[]): string {
  if (selected.length === 0) return 'All';
  if (selected.length === 1) return labelOf(filter, selected[0]);
  return `${selected.length} selected`;
}

export function MultiSelectFilter<T>({ filter, selected, onChange }: FilterControlProps<T>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFieldSetElement>(null);
  useDismiss(open, () => setOpen(false), [button, panel], button);
  // Options no longer offered (a saved selection from other data) stay visible so they can be cleared.
  const options = [...filter.options, ...selected.filter((s) => !filter.options.includes(s))];
  const toggle = (option: string) => onChange(selected.includes(option) ? selected.filter((s) => s !== option) : [...selected, option]);
  return (
    <Control>
      <span className="label" id={`${id}-label`} aria-hidden="true">
        {filter.label}
      </span>
      <button
        ref={button}
        type="button"
        className="toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={`${filter.label}: ${selectionSummary(filter, selected)}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="summary">{selectionSummary(filter, selected)}</span>
        <Icon name="chevronDown" size={18} />
      </button>
      <fieldset ref={panel} id={`${id}-panel`} className="panel" hidden={!open}>
        <legend>{filter.label}</legend>
        {options.map((option) => (
          <label key={option}>
            <input type="checkbox" checked={selected.includes(option)} onChange={() => toggle(option)} />
            {labelOf(filter, option)}
          </label>
        ))}
        {selected.length > 0 && (
          <button type="button" className="clear" onClick={() => onChange([])}>
            Clear {filter.label}
          </button>
        )}
      </fieldset>
    </Control>
  );
}

export function SingleSelectFilter<T>({ filter, selected, onChange }: FilterControlProps<T>) {
  const id = useId();
  const value = selected[0] ?? '';
  const options = value && !filter.options.includes(value) ? [...filter.options, value] : filter.options;
  return (
    <Control>
      <label className="label" htmlFor={id}>
        {filter.label}
      </label>
      <span className="select">
        <select id={id} value={value} onChange={(e) => onChange(e.target.value ? [e.target.value] : [])}>
          <option value="">All</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(filter, option)}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={18} />
      </span>
    </Control>
  );
}

export function FilterControl<T>(props: FilterControlProps<T>) {
  return props.filter.multiple === false ? <SingleSelectFilter {...props} /> : <MultiSelectFilter {...props} />;
}
