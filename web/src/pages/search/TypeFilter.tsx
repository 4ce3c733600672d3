// Multi-select of result types: a button showing 'N result types selected' that opens a list of checkboxes,
// and a clear icon that empties the selection.
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../../components/use-dismiss.ts';
import { IconButton } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import type { GlobalSearchTermType } from '../../gql/graphql.ts';
import { resultTypeLabel } from '../../lib/search-result-type.ts';
import { selectionSummary } from './search-filter.ts';

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  .toggle {
    display: inline-flex; align-items: center; gap: 8px; min-width: 240px; height: 44px; padding: 0 12px;
    border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 4px; cursor: pointer; font: inherit;
    background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text}; justify-content: space-between;
  }
  fieldset {
    position: absolute; top: 48px; left: 0; z-index: 20; min-width: 260px; max-height: 50vh; overflow: auto;
    margin: 0; padding: 8px 0; border: 0; border-radius: 4px;
    background: ${(p) => p.theme.colors.surface}; box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35);
  }
  legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  label { display: flex; align-items: center; gap: 8px; padding: 6px 14px; cursor: pointer; }
  label:hover { background: ${(p) => p.theme.colors.surfaceRaised}; }
  input { width: 18px; height: 18px; }
`;

export function TypeFilter({
  types,
  selected,
  onChange,
}: {
  types: GlobalSearchTermType[];
  selected: ReadonlySet<GlobalSearchTermType>;
  onChange(next: Set<GlobalSearchTermType>): void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFieldSetElement>(null);
  useDismiss(open, () => setOpen(false), [button, panel], button);
  const toggle = (type: GlobalSearchTermType) => {
    const next = new Set(selected);
    if (next.has(type)) next.delete(type);
    else next.add(type);
    onChange(next);
  };
  return (
    <Wrap>
      <button ref={button} type="button" className="toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <span>
          <span className="visually-hidden">Filter by result type: </span>
          {selectionSummary(selected.size)}
        </span>
        <Icon name="chevronDown" size={18} />
      </button>
      <IconButton aria-label="Clear result type selection" onClick={() => onChange(new Set())} disabled={selected.size === 0}>
        <Icon name="close" size={20} />
      </IconButton>
      <fieldset ref={panel} id={id} hidden={!open}>
        <legend>Result types</legend>
        {types.map((type) => (
          <label key={type}>
            <input type="checkbox" checked={selected.has(type)} onChange={() => toggle(type)} />
            {resultTypeLabel(type)}
          </label>
        ))}
      </fieldset>
    </Wrap>
  );
}
