// The tools' one kit of form pieces: a labelled control with its error or hint (Field), the select, text, check-list
// and radio fields built on it, and the callouts (Notice, Warning, Muted). Dialogs stack fields one under another;
// the builder sets them side by side in rows (inline).
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const FieldBox = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  label, .field-label { font-size: 0.85rem; font-weight: 500; color: ${(p) => p.theme.colors.mutedText}; }
  input:not([type='checkbox']):not([type='radio']), select, textarea {
    font: inherit;
    min-height: 40px;
    padding: 6px 10px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 4px;
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    max-width: 100%;
  }
  textarea { min-height: 80px; resize: vertical; }
  [aria-invalid='true'] { border-color: ${(p) => p.theme.colors.primary}; border-width: 2px; }
  .field-error { font-size: 0.85rem; color: ${(p) => (p.theme.name === 'dark' ? '#ff8a80' : p.theme.colors.primary)}; }
  .field-hint { font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
  .field-foot { display: flex; gap: 8px; justify-content: space-between; align-items: flex-start; }
  .field-count { margin-left: auto; font-size: 0.8rem; color: ${(p) => p.theme.colors.mutedText}; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .field-count.full { color: ${(p) => (p.theme.name === 'dark' ? '#ffb74d' : '#b45309')}; font-weight: 600; }
  ${(p) =>
    !p.$inline &&
    css`
      margin-bottom: 12px;
      input:not([type='checkbox']):not([type='radio']), select, textarea { width: 100%; }
      textarea { min-height: 120px; }
    `}
`;

interface FieldProps {
  label: string;
  error?: string | false;
  hint?: ReactNode;
  /** In a row of controls (the builder): no space below, and the control keeps its own width. */
  inline?: boolean;
  /** Renders the control with the ids that tie it to its label, error and hint. */
  children(ids: { id: string; describedBy: string | undefined; invalid: boolean }): ReactNode;
  className?: string;
  /** A text's length against its limit (core/documents/input-limits.ts), shown as "42/60" below the control. */
  count?: { length: number; max: number };
}

/** A label above a control, with an error message (announced) or a hint below it, and a text's counter. */
export function Field({ label, error, hint, inline = false, children, className, count }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const countId = `${id}-count`;
  const hasMessage = Boolean(error) || Boolean(hint);
  const describedBy = [hasMessage ? messageId : '', count ? countId : ''].filter(Boolean).join(' ') || undefined;
  const message = error ? (
    <span id={messageId} className="field-error" role="alert">
      {error}
    </span>
  ) : hint ? (
    <span id={messageId} className="field-hint">
      {hint}
    </span>
  ) : null;
  return (
    <FieldBox className={className} $inline={inline}>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {count ? (
        <span className="field-foot">
          {message}
          <span id={countId} className={count.length >= count.max ? 'field-count full' : 'field-count'} data-testid="field-count">
            <span aria-hidden="true">
              {count.length}/{count.max}
            </span>
            <span className="visually-hidden">
              {count.length} of at most {count.max} characters
            </span>
          </span>
        </span>
      ) : (
        message
      )}
    </FieldBox>
  );
}

/** The counter's figures for a text field with a limit, or none without one. */
const countOf = (value: string, maxLength: number | undefined) => (maxLength === undefined ? undefined : { length: value.length, max: maxLength });

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  /** Text of an empty first option (value ''); leave out to have none. */
  placeholder?: string;
  error?: string | false;
  hint?: ReactNode;
  disabled?: boolean;
}

export function SelectField({ label, value, options, onChange, placeholder, error, hint, disabled }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} inline>
      {({ id, describedBy, invalid }) => (
        <select id={id} value={value} aria-describedby={describedBy} aria-invalid={invalid || undefined} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  multiline?: boolean;
  type?: 'text' | 'url' | 'number' | 'search';
  error?: string | false;
  hint?: ReactNode;
  inputMode?: 'numeric' | 'text';
  min?: number;
  max?: number;
  /** The longest text (TEXT_LIMITS): the control takes no more, and a counter shows how much is used. */
  maxLength?: number;
  autoComplete?: string;
}

export function TextField({ label, value, onChange, multiline, type = 'text', error, hint, inputMode, min, max, maxLength, autoComplete = 'off' }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} inline count={countOf(value, maxLength)}>
      {({ id, describedBy, invalid }) =>
        multiline ? (
          <textarea id={id} value={value} maxLength={maxLength} aria-describedby={describedBy} aria-invalid={invalid || undefined} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input
            id={id}
            type={type}
            value={value}
            inputMode={inputMode}
            min={min}
            max={max}
            maxLength={maxLength}
            autoComplete={autoComplete}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}

const CheckGroup = styled.fieldset`
  margin: 0;
  padding: 8px 12px 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 4px;
  min-width: 0;
  legend { padding: 0 4px; font-size: 0.9rem; font-weight: 500; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px 16px; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); }
  li label { display: flex; gap: 8px; align-items: center; min-height: 32px; cursor: pointer; }
  li label:has(input:disabled) { opacity: 0.55; cursor: default; }
  input { width: 18px; height: 18px; flex: none; }
  .field-error { display: block; margin-top: 4px; font-size: 0.85rem; color: ${(p) => (p.theme.name === 'dark' ? '#ff8a80' : p.theme.colors.primary)}; }
  .field-hint { display: block; margin-top: 4px; font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; }
`;

export interface CheckOption {
  value: string;
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  /** Shown after the label, e.g. why the option is disabled. */
  note?: string;
}

interface CheckListProps {
  legend: ReactNode;
  options: readonly CheckOption[];
  onToggle(value: string, checked: boolean): void;
  error?: string | false;
  hint?: ReactNode;
  type?: 'checkbox' | 'radio';
  name?: string;
}

/** A fieldset of checkboxes (or radios) with a legend, an error and a hint. */
export function CheckList({ legend, options, onToggle, error, hint, type = 'checkbox', name }: CheckListProps) {
  const groupName = useId();
  return (
    <CheckGroup aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <label>
              <input
                type={type}
                name={type === 'radio' ? (name ?? groupName) : undefined}
                value={option.value}
                checked={option.checked}
                disabled={option.disabled}
                onChange={(e) => onToggle(option.value, e.target.checked)}
              />
              <span>
                {option.label}
                {option.note && <span className="visually-hidden"> ({option.note})</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : hint ? (
        <span className="field-hint">{hint}</span>
      ) : null}
    </CheckGroup>
  );
}

export const Warning = styled.p`
  padding: 8px 12px;
  border-radius: 4px;
  background: ${(p) => p.theme.colors.warning};
  color: ${(p) => p.theme.colors.onWarning};
`;

export const Muted = styled.span`
  color: ${(p) => p.theme.colors.mutedText};
  font-size: 0.9rem;
`;

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
