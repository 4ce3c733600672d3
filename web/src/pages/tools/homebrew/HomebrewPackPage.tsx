// /tools/homebrew/:packId: one pack. Its details, its entries listed by type (edit, delete), a new entry of a chosen
// type or a copy of an official record ("Start from an official entry", with the fields that now differ from the
// original), and the pack exported as a folder (.zip). Every change is checked as a whole pack before it is stored
// (./pack-editing.ts); a refused one stores nothing and is shown beside the form by field and reason.
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { StoredHomebrewPack } from '../../../../../core/documents/adapters.ts';
import { HOMEBREW_ENTRY_TYPES, homebrewEntryType, type HomebrewEntryTypeName } from '../../../../../core/homebrew/entry-types.ts';
import { homebrewEntryJsonSchema } from '../../../../../core/homebrew/json-schema.ts';
import { packToZip } from '../../../../../core/homebrew/pack-files.ts';
import { nameKey, type HomebrewEntry, type HomebrewIssue, type HomebrewPack } from '../../../../../core/homebrew/pack.ts';
import { ROUTES } from '../../../../../core/routes.ts';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { DocumentConflictPrompt } from '../../../storage/DocumentConflicts.tsx';
import { useDocument } from '../../../storage/use-documents.ts';
import { useToolsRules } from '../rules/use-tools-rules.ts';
import { Notice, SelectField, TextField } from '../ui/fields.tsx';
import { saveStatusText } from '../ui/SaveStatus.tsx';
import { EntryForm } from './EntryForm.tsx';
import { checkPack, copyOfOfficial, differingFields, entryIssues, officialRecords, packContent, withEntry, withoutEntry } from './pack-editing.ts';

const Page = styled.section`
  max-width: 1100px;
  margin: 0 auto;
  h1 { margin: 0 0 4px; }
  h2 { font-size: 1.2rem; margin: 20px 0 8px; }
  .head { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; }
  .status { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.9rem; }
  .row { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: flex-end; }
  .row > div { flex: 1 1 220px; }
  .panel { padding: 12px 16px; border-radius: 6px; background: ${(p) => p.theme.colors.surface}; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2); margin: 12px 0; }
  ul.entries { list-style: none; margin: 0; padding: 0; }
  ul.entries li { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: center; justify-content: space-between; padding: 6px 0; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  ul.entries li .copied { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.9rem; }
  .buttons { display: flex; gap: 8px; }
  .diff { color: ${(p) => p.theme.colors.mutedText}; margin: 0 0 8px; }
`;

type Editing = { index?: number; entry: HomebrewEntry; serial: number };

function EntryList({ pack, onEdit, onDelete }: { pack: HomebrewPack; onEdit(index: number): void; onDelete(index: number): void }) {
  const indexed = pack.entries.map((entry, index) => ({ entry, index }));
  return (
    <>
      {HOMEBREW_ENTRY_TYPES.map((def) => {
        const ofType = indexed.filter(({ entry }) => entry.type === def.type);
        if (!ofType.length) return null;
        const label = def.label.plural[0]!.toUpperCase() + def.label.plural.slice(1);
        return (
          <section key={def.type} aria-label={label}>
            <h2>{label}</h2>
            <ul className="entries">
              {ofType.map(({ entry, index }) => (
                <li key={index}>
                  <span>
                    <strong>{entry.record.name}</strong>
                    {entry.copiedFrom && <span className="copied"> · from {entry.copiedFrom}</span>}
                  </span>
                  <span className="buttons">
                    <Button variant="outlined" aria-label={`Edit ${entry.record.name}`} onClick={() => onEdit(index)}>
                      Edit
                    </Button>
                    <Button variant="outlined" aria-label={`Delete ${entry.record.name}`} onClick={() => onDelete(index)}>
                      Delete
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function PackEditor({ stored, update, status }: { stored: StoredHomebrewPack; update(next: StoredHomebrewPack): Promise<unknown>; status: string }) {
  const { data } = useToolsRules();
  const pack = useMemo(() => packContent(stored), [stored]);
  const [type, setType] = useState<HomebrewEntryTypeName>('species');
  const [official, setOfficial] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const [issues, setIssues] = useState<HomebrewIssue[]>([]);
  const [problem, setProblem] = useState<string>();
  const [details, setDetails] = useState({ name: pack.name, author: pack.author, licence: pack.licence });
  const [serial, setSerial] = useState(0);
  const [draft, setDraft] = useState<Record<string, unknown>>();
  const officials = officialRecords(data, type);
  const edit = (next: Omit<Editing, 'serial'> | undefined) => {
    setIssues([]);
    setDraft(undefined);
    setSerial((n) => n + 1);
    setEditing(next ? { ...next, serial: serial + 1 } : undefined);
  };

  /** Checks the whole pack and stores it; false (and the reasons shown) when refused. */
  const store = async (next: HomebrewPack, at?: number): Promise<boolean> => {
    setProblem(undefined);
    const checked = checkPack(next, data);
    if (!checked.ok) {
      const own = at === undefined ? [] : entryIssues(checked.issues, at);
      setIssues(own.length ? own : checked.issues);
      return false;
    }
    try {
      await update({ ...stored, ...checked.pack } as StoredHomebrewPack);
      setIssues([]);
      return true;
    } catch (e) {
      setProblem(`Could not store the pack: ${e instanceof Error ? e.message : String(e)}`);
      return false;
    }
  };

  const onSaveEntry = async (record: Record<string, unknown>) => {
    if (!editing) return;
    const entry = { ...editing.entry, record: record as HomebrewEntry['record'] };
    const at = editing.index ?? pack.entries.length;
    if (await store(withEntry(pack, editing.index, entry), at)) edit(undefined);
  };

  const onExport = () => {
    const zip = packToZip(pack);
    const url = URL.createObjectURL(new Blob([zip as BlobPart], { type: 'application/zip' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${pack.name.replace(/[^\w-]+/g, '-') || 'homebrew'}.zip`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const original = editing?.entry.copiedFrom ? officialRecords(data, editing.entry.type).find((r) => nameKey(String(r.name)) === nameKey(editing.entry.copiedFrom!)) : undefined;
  const differing = editing && original ? differingFields({ ...editing.entry, record: (draft ?? editing.entry.record) as HomebrewEntry['record'] }, original) : [];
  const typeOptions = HOMEBREW_ENTRY_TYPES.map((t) => ({ value: t.type, label: t.label.singular }));
  const def = homebrewEntryType(type)!;

  return (
    <>
      <div className="head">
        <div>
          <h1 id="pack-title">{pack.name}</h1>
          <span className="status" role="status">
            {status}
          </span>
        </div>
        <div className="buttons">
          <Button variant="outlined" onClick={onExport}>
            Export .zip
          </Button>
          <ButtonLink variant="text" to={ROUTES.homebrew.pattern}>
            All packs
          </ButtonLink>
        </div>
      </div>
      <DocumentConflictPrompt kind="homebrew" {...(stored.localId ? { id: stored.localId } : {})} />
      {problem && <Notice tone="error">{problem}</Notice>}

      <details className="panel">
        <summary>Pack details</summary>
        <form
          className="row"
          aria-label="Pack details"
          onSubmit={(e) => {
            e.preventDefault();
            void store({ ...pack, ...details });
          }}
        >
          <TextField label="Name" value={details.name} onChange={(name) => setDetails({ ...details, name })} maxLength={100} />
          <TextField label="Author" value={details.author} onChange={(author) => setDetails({ ...details, author })} maxLength={100} />
          <TextField label="Licence" value={details.licence} onChange={(licence) => setDetails({ ...details, licence })} maxLength={200} />
          <Button type="submit">Save details</Button>
        </form>
        {!editing && issues.length > 0 && (
          <Notice tone="error">
            {issues.map((i) => (
              <span key={i.path + i.reason}>
                {i.path}: {i.reason}{' '}
              </span>
            ))}
          </Notice>
        )}
      </details>

      <div className="panel" aria-label="Add an entry" role="group">
        <div className="row">
          <SelectField label="Entry type" value={type} options={typeOptions} onChange={(value) => (setType(value as HomebrewEntryTypeName), setOfficial(''))} />
          <Button onClick={() => edit({ entry: { type, record: { name: '' } } })}>New {def.label.singular}</Button>
        </div>
        {officials.length > 0 ? (
          <div className="row">
            <SelectField
              label="Start from an official entry"
              value={official}
              placeholder={`Choose an official ${def.label.singular}`}
              options={officials.map((r) => ({ value: String(r.name), label: String(r.name) }))}
              onChange={setOfficial}
            />
            <Button
              variant="outlined"
              disabled={!official}
              onClick={() => {
                const record = officials.find((r) => r.name === official);
                if (record) edit({ entry: copyOfOfficial(type, record, homebrewEntryJsonSchema(type) as Parameters<typeof copyOfOfficial>[2]) });
              }}
            >
              Copy into the pack
            </Button>
          </div>
        ) : (
          <p className="diff">The character tools hold no official {def.label.plural} to copy from; start a new one.</p>
        )}
      </div>

      {editing && (
        <section className="panel" aria-labelledby="editing-title">
          <h2 id="editing-title">
            {editing.index === undefined ? 'New' : 'Editing'} {homebrewEntryType(editing.entry.type)!.label.singular}
            {editing.entry.record.name ? `: ${editing.entry.record.name}` : ''}
          </h2>
          {editing.entry.copiedFrom && (
            <p className="diff" aria-label="Differences from the official entry">
              {original
                ? differing.length
                  ? `Differs from the official ${editing.entry.copiedFrom} in: ${differing.join(', ')}.`
                  : `The same as the official ${editing.entry.copiedFrom} so far.`
                : `Copied from ${editing.entry.copiedFrom}, which the official data no longer holds.`}
            </p>
          )}
          <EntryForm key={editing.serial} entry={editing.entry} issues={issues} onSave={(record) => void onSaveEntry(record)} onChange={setDraft} onCancel={() => edit(undefined)} />
        </section>
      )}

      {pack.entries.length === 0 ? (
        <p>This pack has no entries yet: add one above.</p>
      ) : (
        <EntryList
          pack={pack}
          onEdit={(index) => edit({ index, entry: pack.entries[index]! })}
          onDelete={(index) => {
            if (editing?.index !== undefined) edit(undefined);
            void store(withoutEntry(pack, index));
          }}
        />
      )}
    </>
  );
}

export function HomebrewPackPage() {
  const { packId } = useParams();
  const { document, isLoading, notFound, isSignedIn, status, update } = useDocument('homebrew', packId);
  usePageTitle(document?.name ?? 'Homebrew pack');
  return (
    <Page aria-labelledby="pack-title">
      {isLoading ? (
        <Loading label="Loading the pack" />
      ) : notFound || !document ? (
        <>
          <h1 id="pack-title">Pack not found</h1>
          <p>
            This browser and your account hold no such pack. <Link to={ROUTES.homebrew.pattern}>Your homebrew packs</Link>
          </p>
        </>
      ) : (
        <PackEditor stored={document} status={saveStatusText(status, isSignedIn)} update={(next) => update(next, 'now')} />
      )}
    </Page>
  );
}
