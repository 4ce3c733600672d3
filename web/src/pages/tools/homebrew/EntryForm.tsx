// The form of one homebrew entry, rendered by @rjsf/core from the JSON Schema zod emits for the entry type's record
// schema (core/homebrew/json-schema.ts): the fields are never listed by hand. The pack check (./pack-editing.ts, the
// record schema itself) decides on save, and its refusals are shown beside the form by field and reason. rjsf's Ajv
// validator is handed to the form for reading the schema, but the form does not validate with it on submit: Ajv
// compiles a schema into generated code, which the site's Content-Security-Policy (no eval) refuses in the browser. The wrapper gives rjsf's plain markup the site's theme, light and dark.
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { homebrewEntryJsonSchema } from '../../../../../core/homebrew/json-schema.ts';
import type { HomebrewEntry, HomebrewIssue } from '../../../../../core/homebrew/pack.ts';
import { Button } from '../../../components/Button.tsx';
import { formSchema, HIDDEN_RECORD_FIELDS } from './pack-editing.ts';

const Themed = styled.div`
  fieldset { border: 1px solid ${(p) => p.theme.colors.border}; border-radius: 4px; margin: 8px 0; padding: 8px 12px; min-width: 0; }
  fieldset#root { border: 0; padding: 0; margin: 0; }
  legend { font-weight: 600; padding: 0 4px; color: ${(p) => p.theme.colors.text}; }
  fieldset#root > legend { display: none; }
  .form-group { margin: 8px 0; display: flex; flex-direction: column; gap: 4px; }
  label, .control-label { font-size: 0.9rem; font-weight: 500; color: ${(p) => p.theme.colors.mutedText}; }
  .checkbox label { display: flex; align-items: center; gap: 8px; min-height: 40px; color: ${(p) => p.theme.colors.text}; }
  input:not([type='checkbox']), select, textarea {
    font: inherit; min-height: 40px; padding: 6px 10px; border-radius: 4px; width: 100%; box-sizing: border-box;
    border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
  textarea { min-height: 88px; }
  input:focus-visible, select:focus-visible, textarea:focus-visible { outline: 2px solid ${(p) => p.theme.colors.link}; outline-offset: 1px; }
  .field-description, .help-block { font-size: 0.85rem; color: ${(p) => p.theme.colors.mutedText}; margin: 0; }
  .error-detail { list-style: none; margin: 0; padding: 0; color: ${(p) => p.theme.colors.error}; font-size: 0.85rem; }
  .array-item { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 8px; align-items: start; }
  .array-item-toolbox .btn-group { display: flex; gap: 4px; }
  .btn {
    font: inherit; min-width: 40px; min-height: 40px; border-radius: 4px; cursor: pointer;
    border: 1px solid ${(p) => p.theme.colors.border}; background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text};
  }
  .btn:disabled { opacity: 0.4; cursor: default; }
  .btn-danger { color: ${(p) => p.theme.colors.error}; }
  /* rjsf's icon buttons carry Bootstrap glyph classes and a title; the glyphs are drawn here. */
  .glyphicon { font-style: normal; }
  .glyphicon-plus::before { content: '+'; }
  .glyphicon-remove::before { content: '\\2715'; }
  .glyphicon-arrow-up::before { content: '\\2191'; }
  .glyphicon-arrow-down::before { content: '\\2193'; }
  .glyphicon-copy::before { content: '\\29C9'; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 12px; }
  .refused { border-left: 4px solid ${(p) => p.theme.colors.error}; padding: 8px 12px; margin: 0 0 12px; background: ${(p) => p.theme.colors.surface}; }
  .refused h3 { margin: 0 0 4px; font-size: 1rem; color: ${(p) => p.theme.colors.error}; }
  .refused ul { margin: 0; padding-left: 20px; }
  .refused code { font-size: 0.9em; }
`;

const UI_SCHEMA: UiSchema = {
  ...Object.fromEntries(HIDDEN_RECORD_FIELDS.map((field) => [field, { 'ui:widget': 'hidden' }])),
  'ui:submitButtonOptions': { norender: true },
};

interface Props {
  entry: HomebrewEntry;
  /** Why the last save of this entry was refused (paths inside the entry). */
  issues: readonly HomebrewIssue[];
  busy?: boolean;
  onSave(record: Record<string, unknown>): void;
  /** Every edit, for showing what differs from the official original as the user types. */
  onChange?(record: Record<string, unknown>): void;
  onCancel(): void;
}

export function EntryForm({ entry, issues, busy, onSave, onChange, onCancel }: Props) {
  const schema = useMemo(() => formSchema(homebrewEntryJsonSchema(entry.type)) as RJSFSchema, [entry.type]);
  const [record, setRecord] = useState<Record<string, unknown>>(entry.record);
  // A long form's Save button is far below the refusal at its top: bring the reasons into view.
  const refused = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (issues.length) refused.current?.scrollIntoView?.({ block: 'start' });
  }, [issues]);
  return (
    <Themed>
      {issues.length > 0 && (
        <div ref={refused} className="refused" role="alert" aria-label="Entry refused">
          <h3>Not saved: fix these fields</h3>
          <ul>
            {issues.map((issue) => (
              <li key={`${issue.path}|${issue.reason}`}>
                <code>{issue.path}</code>: {issue.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Form
        schema={schema}
        uiSchema={UI_SCHEMA}
        validator={validator}
        formData={record}
        noHtml5Validate
        noValidate
        showErrorList={false}
        onChange={(event) => {
          const next = (event.formData ?? {}) as Record<string, unknown>;
          setRecord(next);
          onChange?.(next);
        }}
        onSubmit={(event) => onSave((event.formData ?? {}) as Record<string, unknown>)}
      >
        <div className="actions">
          <Button type="submit" disabled={busy}>
            Save entry
          </Button>
          <Button type="button" variant="outlined" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </Form>
    </Themed>
  );
}
