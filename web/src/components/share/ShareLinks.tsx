// The owner's read-only share links of one stored document: make one (copied to the clipboard at once), see the
// active ones with their addresses, copy or revoke each. Whoever holds a link sees the document as the owner saves it,
// without signing in, and cannot change it. Shown only to a signed-in owner, for a document the server holds.
import { useState } from 'react';
import styled from 'styled-components';
import { DOCUMENT_KIND, type DocumentKindName, type ShareViewName } from '../../../../core/documents/kinds.ts';
import { ROUTES, routePath } from '../../../../core/routes.ts';
import { useCreateDocumentShareMutation, useDocumentSharesQuery, useRevokeDocumentShareMutation } from '../../gql/hooks.ts';
import { copyText } from '../../lib/browser-actions.ts';
import { Button } from '../Button.tsx';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; font-size: 0.9rem; color: ${(p) => p.theme.colors.mutedText}; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
  li { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
  /* Copy and Revoke stay together beside the address, or together under it on a narrow screen. */
  .link-actions { display: flex; gap: 4px; margin-left: auto; }
  .address {
    flex: 1 1 220px;
    min-width: 0;
    padding: 6px 8px;
    border-radius: 4px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surfaceRaised};
    color: ${(p) => p.theme.colors.text};
    font: 0.8rem ui-monospace, SFMono-Regular, Menlo, monospace;
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

/** The address a share link opens (absolute, to paste anywhere). */
export function shareAddress(token: string, origin: string = globalThis.location?.origin ?? ''): string {
  return `${origin}${routePath(ROUTES.sharedDocument, { token })}`;
}

/** What the box says, where a view needs its own words (the players' view of a running encounter). */
export interface ShareTexts {
  /** The heading (and the region's name). */
  title: string;
  /** What a link shows and to whom. */
  explanation: string;
  /** The button that makes a link. */
  make: string;
}

export interface ShareLinksProps {
  kind: DocumentKindName;
  /** The server's id of the document; undefined while it has not reached the server (nothing to share yet). */
  documentId: string | undefined;
  /** The view the link shows (FULL unless the kind offers another). */
  view?: ShareViewName;
  texts?: ShareTexts;
}

function defaultTexts(noun: string): ShareTexts {
  return {
    title: 'Share',
    explanation: `Anyone holding a link sees this ${noun} as you save it, without signing in; they cannot change it. Revoke a link to end it.`,
    make: 'Share read-only link',
  };
}

export function ShareLinks({ kind, documentId, view = 'FULL', texts }: ShareLinksProps) {
  const def = DOCUMENT_KIND[kind];
  const noun = def.label.singular;
  const shown = texts ?? defaultTexts(noun);
  if (!documentId) {
    return (
      <Box aria-label={shown.title}>
        <h3>{shown.title}</h3>
        <p>This {noun} has not reached the cloud yet: once it is saved there, you can share a read-only link to it.</p>
      </Box>
    );
  }
  return <ActiveShareLinks kind={kind} documentId={documentId} view={view} texts={shown} />;
}

function ActiveShareLinks({ kind, documentId, view, texts }: { kind: DocumentKindName; documentId: string; view: ShareViewName; texts: ShareTexts }) {
  const def = DOCUMENT_KIND[kind];
  const variables = { kind: def.graphql.enumValue, documentId };
  // The owner's own links: fetched for this dialog only, never kept in the persisted cache.
  const { data, loading, error, refetch } = useDocumentSharesQuery({ variables, fetchPolicy: 'no-cache' });
  const [create, creating] = useCreateDocumentShareMutation({ fetchPolicy: 'no-cache' });
  const [revoke] = useRevokeDocumentShareMutation({ fetchPolicy: 'no-cache' });
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string }>();
  const links = (data?.myShares ?? []).filter((share) => share.view === view);

  const copy = async (token: string, made: boolean) => {
    try {
      await copyText(shareAddress(token));
      setMessage({ tone: 'info', text: made ? 'Link made and copied to the clipboard.' : 'Link copied to the clipboard.' });
    } catch (failure) {
      setMessage({ tone: 'error', text: `${made ? 'Link made, but' : 'The link'} could not be copied: ${(failure as Error).message} Select it below to copy it.` });
    }
  };

  const share = async () => {
    setMessage(undefined);
    try {
      const { data: made } = await create({ variables: { ...variables, view } });
      if (!made) throw new Error('The server sent no link.');
      await refetch();
      await copy(made.createShare.token, true);
    } catch (failure) {
      setMessage({ tone: 'error', text: `Could not make a link: ${(failure as Error).message}` });
    }
  };

  const end = async (token: string) => {
    setMessage(undefined);
    try {
      await revoke({ variables: { token } });
      await refetch();
      setMessage({ tone: 'info', text: 'Link revoked: it no longer opens anything.' });
    } catch (failure) {
      setMessage({ tone: 'error', text: `Could not revoke the link: ${(failure as Error).message}` });
    }
  };

  return (
    <Box aria-label={texts.title}>
      <h3>{texts.title}</h3>
      <p>{texts.explanation}</p>
      <div>
        <Button variant="outlined" disabled={creating.loading} onClick={() => void share()}>
          {texts.make}
        </Button>
      </div>
      {error && <p role="alert">Could not read your links: {error.message}</p>}
      {!loading && links.length > 0 && (
        <ul aria-label="Active share links">
          {links.map((link) => (
            <li key={link.token}>
              <span className="address" data-testid="share-address">
                {shareAddress(link.token)}
              </span>
              <span className="link-actions">
                <Button variant="text" onClick={() => void copy(link.token, false)}>
                  Copy
                </Button>
                <Button variant="text" onClick={() => void end(link.token)}>
                  Revoke
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p role={message.tone === 'error' ? 'alert' : 'status'} style={message.tone === 'error' ? { color: 'inherit', fontWeight: 600 } : undefined}>
          {message.text}
        </p>
      )}
    </Box>
  );
}
