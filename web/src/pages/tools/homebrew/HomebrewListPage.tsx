// /tools/homebrew: the user's homebrew packs (kept by the document store like every kind: this browser, and the
// server once signed in), a new pack by name, and a pack imported from an exported folder (.zip), checked entry by
// entry before anything is stored.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DOCUMENT_KIND } from '../../../../../core/documents/kinds.ts';
import { countText, isAtLimit } from '../../../../../core/documents/list-rules.ts';
import { packFromZip } from '../../../../../core/homebrew/pack-files.ts';
import { Button } from '../../../components/Button.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { useDocuments } from '../../../storage/use-documents.ts';
import { ListNotices, ListPage } from '../ui/DocumentListPage.tsx';
import { Notice, TextField } from '../ui/fields.tsx';
import { useToolsRules } from '../rules/use-tools-rules.ts';
import { homebrewPackPath } from './homebrew-paths.ts';
import { checkPack, newPack } from './pack-editing.ts';

const Page = styled(ListPage)`
  padding-bottom: 0;
  .create { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: flex-end; margin: 12px 0; max-width: 640px; }
  .create > div { flex: 1 1 240px; }
  .import { display: flex; flex-direction: column; gap: 4px; font-size: 0.85rem; font-weight: 500; color: ${(p) => p.theme.colors.mutedText}; }
  .import input { font: inherit; color: ${(p) => p.theme.colors.text}; min-height: 40px; }
  ul.packs { list-style: none; margin: 16px 0 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
  ul.packs li a {
    display: block; padding: 14px 16px; border-radius: 6px; text-decoration: none;
    background: ${(p) => p.theme.colors.surface}; color: ${(p) => p.theme.colors.text}; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
  }
  ul.packs li a strong { display: block; font-size: 1.1rem; margin-bottom: 4px; color: ${(p) => p.theme.colors.link}; }
  ul.packs li a span { color: ${(p) => p.theme.colors.mutedText}; font-size: 0.9rem; }
`;

export function HomebrewListPage() {
  usePageTitle('Homebrew');
  const navigate = useNavigate();
  const { documents, isLoading, listError, localError, add } = useDocuments('homebrew');
  const { data } = useToolsRules();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [refused, setRefused] = useState<string[]>([]);
  const kind = DOCUMENT_KIND.homebrew;
  const atLimit = isAtLimit(kind, documents.length);
  const counted = countText(kind, documents.length);

  const store = async (pack: Parameters<typeof add>[0]) => {
    const stored = await add(pack);
    navigate(homebrewPackPath(stored));
  };

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      await store(newPack(name) as Parameters<typeof add>[0]);
    } catch (e) {
      setProblem(`Could not create the pack: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  const onImport = async (file: File) => {
    setProblem(undefined);
    setRefused([]);
    const read = packFromZip(new Uint8Array(await file.arrayBuffer()));
    if (!read.ok) return setRefused(read.issues.map((i) => `${i.file}${i.field ? ` ${i.field}` : ''}: ${i.reason}`));
    const checked = checkPack(read.pack, data);
    if (!checked.ok) return setRefused(checked.issues.map((i) => `${i.path}: ${i.reason}`));
    try {
      await store(checked.pack as Parameters<typeof add>[0]);
    } catch (e) {
      setProblem(`Could not store the imported pack: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  return (
    <Page aria-labelledby="homebrew-title">
      <div className="list-head">
        <h1 id="homebrew-title">Homebrew</h1>
        {counted && <span className="count">{counted}</span>}
      </div>
      <p className="intro">
        A homebrew pack holds your table&apos;s own species, archetypes, feats, powers, gear and monsters. Each entry is checked like the official ones;
        enable a pack in the character builder to play with it.
      </p>
      <form className="create" onSubmit={(e) => void onCreate(e)} aria-label="New homebrew pack">
        <TextField label="New pack's name" value={name} onChange={setName} maxLength={100} />
        <Button type="submit" disabled={!name.trim() || atLimit || isLoading}>
          Create pack
        </Button>
        <label className="import">
          Import a pack (.zip)
          <input
            type="file"
            accept=".zip,application/zip"
            disabled={atLimit || isLoading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void onImport(file);
            }}
          />
        </label>
      </form>
      {atLimit && <Notice tone="warning">You have {kind.limit} packs, as many as one may keep: delete one to start another.</Notice>}
      <ListNotices kind="homebrew" plural="homebrew packs" listError={listError} localError={localError} problem={problem} />
      {refused.length > 0 && (
        <Notice tone="error">
          <p>The pack was not imported (nothing was stored):</p>
          <ul aria-label="Import refused">
            {refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Notice>
      )}
      {isLoading ? (
        <Loading label="Loading your homebrew packs" />
      ) : documents.length === 0 ? (
        <p>No homebrew packs yet: name one above, or import a pack someone exported.</p>
      ) : (
        <ul className="packs" aria-label="Your homebrew packs">
          {documents.map((pack) => (
            <li key={pack.localId ?? pack.id}>
              <Link to={homebrewPackPath(pack)}>
                <strong>{pack.name}</strong>
                <span>
                  {pack.entries.length} {pack.entries.length === 1 ? 'entry' : 'entries'} · {pack.author}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
