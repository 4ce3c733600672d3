// Small form pieces for the tools' dialogs: a labelled input/select/textarea and notices (the dialogs' button row is
// components/DialogActions).
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  min-width: 0;
  label { font-size: 0.85rem; font-weight: 500; color: ${(p) => p.theme.colors.mutedText}; }
  input:not([type='checkbox']):not([type='radio']), select, textarea {
    font: inherit;
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 4px;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    width: 100%;
  }
  textarea { min-height: 120px; resize: vertical; }
  .field-hint { font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
`;

interface FieldProps {
  label: string;
  hint?: ReactNode;
  children(ids: { id: string; describedBy: string | undefined }): ReactNode;
}

export function Field({ label, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy: hint ? hintId : undefined })}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
    </FieldBox>
  );
}

const NoticeBox = styled.div<{ $tone: 'info' | 'warning' | 'error' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 10px 14px;
  border-radius: 6px;
  margin: 8px 0;
  background: ${(p) => (p.$tone === 'info' ? p.theme.colors.surfaceRaised : p.$tone === 'warning' ? p.theme.colors.warning : p.theme.colors.error)};
  color: ${(p) => (p.$tone === 'info' ? p.theme.colors.text : p.$tone === 'warning' ? p.theme.colors.onWarning : p.theme.colors.onError)};
  border-left: 4px solid ${(p) => (p.$tone === 'info' ? p.theme.colors.secondary : p.theme.colors.primary)};
  p { margin: 0; }
`;

/** A callout; errors are announced (role alert), the rest politely. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'warning' | 'error'; children: ReactNode }) {
  return (
    <NoticeBox $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </NoticeBox>
  );
}
