// The top of a document's page (a character, a starship, an encounter): the way back to the list, the save status with
// its Save button (signed in, on pages that hold edits), the conflict prompt, a failed upload's notice and a local
// storage error. Shared by the character, starship and encounter pages.
import styled from 'styled-components';
import { media } from '../../../lib/theme/themes.ts';
import { BackButton } from '../../../components/BackButton.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import type { DocumentKindName } from '../../../storage/document-kinds.ts';
import type { SyncStatus } from '../../../storage/document-store.ts';
import { DocumentConflictPrompt } from '../../../storage/DocumentConflicts.tsx';
import { Notice } from './fields.tsx';
import { SaveError, saveStatusText } from './SaveStatus.tsx';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  .save { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; font-size: 0.9rem; color: ${(p) => p.theme.colors.mutedText}; }
  /* A phone sheet whose own header carries the way back: the page's would only repeat it. */
  ${media.xsOnly} {
    &.without-back-on-phone .back { display: none; }
  }
`;

export interface DocumentPageBarProps {
  kind: DocumentKindName;
  localId: string | undefined;
  listPath: string;
  /** The list's name on the back button ("My Characters"). */
  listLabel: string;
  /** The save button's words ("Save Character"); none on a page whose edits are never held (the encounter builder). */
  saveLabel?: string;
  /**
   * The way back always leads to the list (a link), not back in history: for a page often opened from elsewhere (an
   * encounter from the monster table), where going back would not reach the list.
   */
  backToList?: boolean;
  status: SyncStatus | undefined;
  isSignedIn: boolean;
  /** The session is still being restored: the status says "Signing in…" rather than where the document is kept. */
  isSigningIn?: boolean;
  dirty: boolean;
  localError?: string | undefined;
  flush(): Promise<void>;
  /** The view below brings its own way back on a phone. */
  hideBackOnPhone?: boolean;
}

/** The bar's save facts out of a document page's state (useDocumentPage). */
export function saveProps({ status, isSignedIn, isSigningIn, dirty, localError, flush }: Pick<DocumentPageBarProps, 'status' | 'isSignedIn' | 'isSigningIn' | 'dirty' | 'localError' | 'flush'>) {
  return { status, isSignedIn, isSigningIn, dirty, localError, flush };
}

export function DocumentPageBar({ kind, localId, listPath, listLabel, saveLabel, backToList = false, status, isSignedIn, isSigningIn = false, dirty, localError, flush, hideBackOnPhone = false }: DocumentPageBarProps) {
  return (
    <>
      <Bar className={hideBackOnPhone ? 'without-back-on-phone' : undefined}>
        <span className="back">
          {backToList ? (
            <ButtonLink to={listPath} variant="text">
              <Icon name="arrowLeft" /> {listLabel}
            </ButtonLink>
          ) : (
            <BackButton to={listPath} label={listLabel} />
          )}
        </span>
        <div className="save" role="status" aria-live="polite">
          <span data-testid="save-status">{saveStatusText(status, isSignedIn, dirty, isSigningIn)}</span>
          {isSignedIn && saveLabel && (
            <Button variant={dirty ? 'contained' : 'outlined'} disabled={!dirty && status?.state === 'synced'} onClick={() => void flush()}>
              {saveLabel}
            </Button>
          )}
        </div>
      </Bar>
      <DocumentConflictPrompt kind={kind} id={localId} />
      {isSignedIn && <SaveError status={status} onRetry={() => void flush()} />}
      {localError && <Notice tone="error">{localError}</Notice>}
    </>
  );
}
