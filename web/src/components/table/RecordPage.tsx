// The frame of a record's detail page: back button, loading indicator, a clear message when the record does not
// exist (a mistyped or outdated link), then the record.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BackButton } from '../BackButton.tsx';
import { useNoConnection } from '../../lib/connectivity.ts';
import { Loading } from '../Loading.tsx';
import { OfflineNotice } from '../OfflineNotice.tsx';
import { usePageTitle } from '../page-title.ts';
import { NotFoundStatus } from '../render-facts.ts';

export const RecordArticle = styled.article`
  max-width: 1100px;
  margin: 0 auto;
  h1 { margin: 8px 0 12px; }
  h2 { margin: 24px 0 8px; font-size: 1.35rem; }
  h3 { margin: 16px 0 6px; font-size: 1.1rem; }
  dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 12px; }
  dl.facts dt { font-weight: 700; }
  dl.facts dd { margin: 0; }
  .data-table { border-collapse: collapse; margin: 8px 0 16px; background: ${(p) => p.theme.colors.surface}; }
  .data-table th, .data-table td { padding: 6px 10px; text-align: left; vertical-align: top; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  .data-table tbody tr:nth-child(even) { background: ${(p) => p.theme.colors.tableStripe}; }
  .table-scroll { overflow-x: auto; }
`;

export interface RecordPageProps {
  /** What kind of record, for messages: 'species', 'class'. */
  kind: string;
  /** The name as the URL gives it (any letter case): shown while loading and when nothing is found. */
  name: string;
  /** The record's own name once found: the page title uses it, not the URL's spelling ('Consular', not 'consular'). */
  recordName?: string;
  backTo: string;
  backLabel?: string;
  loading: boolean;
  found: boolean;
  /** Title when found; defaults to the name. */
  title?: string;
  children: ReactNode;
}

export function RecordPage({ kind, name, recordName, backTo, backLabel, loading, found, title, children }: RecordPageProps) {
  const shownName = found ? (title ?? recordName ?? name) : name;
  usePageTitle(shownName);
  const offline = useNoConnection();
  if (!found && offline) {
    return (
      <RecordArticle aria-label={name}>
        <BackButton to={backTo} label={backLabel} />
        <h1>{name}</h1>
        <OfflineNotice what="This page" />
      </RecordArticle>
    );
  }
  if (!found && loading) return <Loading label={`Loading ${name}`} />;
  return (
    <RecordArticle aria-label={shownName}>
      <BackButton to={backTo} label={backLabel} />
      {found ? (
        children
      ) : (
        <>
          <NotFoundStatus />
          <h1>{name}</h1>
          <p>
            No {kind} named “{name}” was found. <Link to={backTo}>Back to the list</Link>.
          </p>
        </>
      )}
    </RecordArticle>
  );
}
