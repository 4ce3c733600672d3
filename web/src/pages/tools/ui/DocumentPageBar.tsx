// The top of a document's page (a character, a starship): the way back to the list, the save status with its Save
// button (signed in), the conflict prompt, a failed upload's notice and a local storage error. Shared by the character
// and starship pages.
import styled from 'styled-components';
import { media } from '../../../lib/theme/themes.ts';
import { BackButton } from '../../../components/BackButton.tsx';
import { Button } from '../../../components/Button.tsx';
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
  /** The save button's words ("Save Character"). */
  saveLabel: string;
  status: SyncStatus | undefined;
  isSignedIn: boolean;
  dirty: boolean;
  localError?: string | undefined;
  flush(): Promise<void>;
  /** The view below brings its own way back on a phone. */
  hideBackOnPhone?: boolean;
}

/** The bar's save facts out of a document page's state (useDocumentPage). */
export function saveProps({ status, isSignedIn, dirty, localError, flush }: Pick<DocumentPageBarProps, 'status' | 'isSignedIn' | 'dirty' | 'localError' | 'flush'>) {
  return { status, isSignedIn, dirty, localError, flush };
}

export function DocumentPageBar({ kind, localId, listPath, listLabel, saveLabel, status, isSignedIn, dirty, localError, flush, hideBackOnPhone = false }: DocumentPageBarProps) {
  return (
    <>
      <Bar className={hideBackOnPhone ? 'without-back-on-phone' : undefined}>
        <span className="back">
          <BackButton to={listPath} label={listLabel} />
        </span>
        <div className="save" role="status" aria-live="polite">
          <span>{saveStatusText(status, isSignedIn, dirty)}</span>
          {isSignedIn && (
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
