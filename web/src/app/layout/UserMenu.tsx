// The signed-in user's toolbar menu (Profile, Logout). It lives in the app shell because it joins sign-in (auth/) with
// the documents a sign-out would leave behind (storage/); loaded only once signed in, so the document stores (and
// the rules engine and schemas they bring) stay out of the first page of anonymous visitors.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ToolbarButton } from './ToolbarMenu.tsx';
import { AuthSlot } from './AuthSlot.tsx';
import { useDismiss } from '../../components/use-dismiss.ts';
import { Icon } from '../../components/Icon.tsx';
import { useCurrentUserQuery } from '../../gql/hooks.ts';
import { UnsentDocumentsDialog } from '../../storage/UnsentDocumentsDialog.tsx';
import { unsentDocuments, type UnsentDocuments } from '../../storage/store-instance.ts';
import { authStore, useAuth } from '../../auth/auth-state.ts';
import { logout } from '../../auth/auth-loader.ts';
import { dropdownPanel } from './dropdown-panel.ts';

const Popup = styled.ul`
  ${dropdownPanel}
  right: 0;
  min-width: 180px;
  a, button {
    display: flex;
    align-items: center;
    gap: 8px;
    width: 100%;
    padding: 8px 16px;
    border: 0;
    background: none;
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, a:focus-visible, button:hover, button:focus-visible { background: ${(p) => p.theme.colors.surfaceRaised}; }
`;

const Name = styled.span`
  max-width: 14ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  text-transform: none;
`;

export function UserMenu() {
  const { username, accountName } = useAuth();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [unsent, setUnsent] = useState<UnsentDocuments[]>([]);
  useDismiss(open, () => setOpen(false), [button, list], button);
  // Personal data: fetched for this page only, never written to the persisted cache.
  const { data } = useCurrentUserQuery({ fetchPolicy: 'no-cache', skip: username !== null });
  useEffect(() => {
    if (data?.me.username) authStore.set({ username: data.me.username });
  }, [data]);
  const shown = username ?? accountName ?? 'Account';
  return (
    <AuthSlot className="auth">
      <ToolbarButton ref={button} type="button" aria-expanded={open} aria-controls={id} aria-label={`User menu for ${shown}`} onClick={() => setOpen((o) => !o)}>
        <Icon name="account" size={20} />
        <Name data-testid="auth-username">{shown}</Name>
        <Icon name="chevronDown" size={18} />
      </ToolbarButton>
      <Popup ref={list} id={id} hidden={!open} onClick={() => setOpen(false)}>
        <li>
          <Link to="/profile">Profile</Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              // Documents (of any kind) that never reached the server are kept at sign-out; the user is told first.
              void unsentDocuments().then((unsent) => (unsent.length > 0 ? setUnsent(unsent) : logout()));
            }}
          >
            Logout
          </button>
        </li>
      </Popup>
      <UnsentDocumentsDialog open={unsent.length > 0} unsent={unsent} onSignOut={() => void logout()} onClose={() => setUnsent([])} />
    </AuthSlot>
  );
}
