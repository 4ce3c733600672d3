// A modal dialog over the native <dialog> element: focus moves in and is trapped, Escape and the close button
// call onClose, and the page behind is inert. Width 500 px, or 1000 px when wide.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from './Button.tsx';
import { Icon } from './Icon.tsx';

const StyledDialog = styled.dialog<{ $width: number }>`
  width: min(${(p) => p.$width}px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.45);
  &::backdrop { background: rgba(0, 0, 0, 0.5); }
  header {
    display: flex; align-items: center; justify-content: space-between; gap: 8px;
    padding: 8px 8px 8px 20px;
    background: ${(p) => p.theme.colors.primary}; color: ${(p) => p.theme.colors.onPrimary};
  }
  header h2 { margin: 0; font-size: 1.25rem; }
  .dialog-body { padding: 16px 20px 20px; overflow: auto; }
`;

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  wide?: boolean;
  children: ReactNode;
}

export function Dialog({ open, title, onClose, wide = false, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <StyledDialog
      ref={ref}
      $width={wide ? 1000 : 500}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <header>
            <h2 id={titleId}>{title}</h2>
            <IconButton aria-label="Close" onClick={onClose}>
              <Icon name="close" />
            </IconButton>
          </header>
          <div className="dialog-body">{children}</div>
        </>
      )}
    </StyledDialog>
  );
}
