// The floating add button of a list of the user's documents: opens two sub-buttons (create a new one, import one from a
// file); disabled at the kind's limit with its tooltip ('20 Character Limit'). Everything it says comes from the kind.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { DOCUMENT_KIND, type DocumentKindName } from '../../../../../core/documents/kinds.ts';
import { isAtLimit, limitTooltip } from '../../../../../core/documents/list-rules.ts';
import { Tooltip } from './Tooltip.tsx';

const FAB_MARGIN = 24;
const FAB_SIZE = 56;
/** Below the page's last card, the room the closed button takes (with a gap), so scrolled to the end nothing is under it. */
export const ADD_BUTTON_CLEARANCE = `calc(${FAB_MARGIN + FAB_SIZE + 16}px + env(safe-area-inset-bottom, 0px))`;

const Dock = styled.div`
  position: fixed;
  right: calc(${FAB_MARGIN}px + env(safe-area-inset-right, 0px));
  bottom: calc(${FAB_MARGIN}px + env(safe-area-inset-bottom, 0px));
  z-index: 10;
  display: flex;
  flex-direction: column-reverse;
  align-items: flex-end;
  gap: 12px;
`;

const Fab = styled.button<{ $small?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-width: ${(p) => (p.$small ? 44 : FAB_SIZE)}px;
  height: ${(p) => (p.$small ? 44 : FAB_SIZE)}px;
  padding: ${(p) => (p.$small ? '0 14px' : '0')};
  border: 0;
  border-radius: 28px;
  background: ${(p) => (p.$small ? p.theme.colors.secondary : p.theme.colors.primary)};
  color: ${(p) => (p.$small ? p.theme.colors.onSecondary : p.theme.colors.onPrimary)};
  box-shadow: 0 3px 8px rgba(0, 0, 0, 0.35);
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  &:disabled { background: ${(p) => p.theme.colors.border}; color: ${(p) => p.theme.colors.mutedText}; cursor: default; box-shadow: none; }
  svg { transition: transform 0.15s; }
  &[aria-expanded='true'] svg { transform: rotate(45deg); }
`;

interface Props {
  /** The kind added: the buttons' names, the limit and its tooltip. */
  kind: DocumentKindName;
  /** How many the user holds (the button is disabled at the kind's limit). */
  count: number;
  busy: boolean;
  onCreate(): void;
  onImport(): void;
}

export function AddDocumentButton({ kind, count, busy, onCreate, onImport }: Props) {
  const def = DOCUMENT_KIND[kind];
  const noun = def.label.singular;
  const atLimit = isAtLimit(def, count);
  const [open, setOpen] = useState(false);
  const dock = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => !dock.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
  const disabled = atLimit || busy;
  return (
    <Dock ref={dock}>
      <Tooltip text={atLimit ? limitTooltip(def) : undefined}>
        <Fab type="button" aria-label={`Add ${noun}`} aria-expanded={open && !disabled} disabled={disabled} onClick={() => setOpen((value) => !value)}>
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M12 5v14M5 12h14" />
          </svg>
        </Fab>
      </Tooltip>
      {open && !disabled && (
        <>
          <Fab
            type="button"
            $small
            onClick={() => {
              setOpen(false);
              onCreate();
            }}
          >
            Create new {noun}
          </Fab>
          <Fab
            type="button"
            $small
            onClick={() => {
              setOpen(false);
              onImport();
            }}
          >
            Import from file
          </Fab>
        </>
      )}
    </Dock>
  );
}
