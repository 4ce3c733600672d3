// Toolbar sign-in controls: a spinner while sign-in loads, a Login button when signed out, and a user menu
// (Profile, Logout) when signed in. Also carries out sign-in's request to open a page (a new user: /profile). It lives
// in the app shell because it joins sign-in (auth/) with the characters a sign-out would leave behind (storage/).
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ToolbarButton } from './ToolbarMenu.tsx';
import { useDismiss } from '../../components/use-dismiss.ts';
import { Icon } from '../../components/Icon.tsx';
import { Loading } from '../../components/Loading.tsx';
import { CurrentUserDocument } from '../../gql/graphql.ts';
import type { RawCharacter } from '../../../../core/engine/index.ts';
import { UnsentCharactersDialog } from '../../storage/UnsentCharactersDialog.tsx';
import { useCharacterStore } from '../../storage/use-characters.ts';
import { authStore, useAuth } from '../../auth/auth-state.ts';
import { login, logout } from '../../auth/session.ts';

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-width: 44px;
  justify-content: center;
`;

const Popup = styled.ul`
  position: absolute;
  top: 44px;
  right: 0;
  z-index: 30;
  min-width: 180px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  border-radius: 4px;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35);
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

export function AuthControls() {
  const { isAuthLoading, isLoggedIn, pendingPath, localDevelopment } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (!pendingPath) return;
    authStore.set({ pendingPath: null });
    navigate(pendingPath);
  }, [pendingPath, navigate]);

  if (isAuthLoading) {
    return (
      <Wrap className="auth">
        <Loading size={24} label="Signing in" />
      </Wrap>
    );
  }
  if (!isLoggedIn) {
    return (
      <Wrap className="auth">
        <ToolbarButton type="button" onClick={() => void login()} title={localDevelopment ? 'Local development sign-in: any username' : undefined}>
          Login
        </ToolbarButton>
      </Wrap>
    );
  }
  return <UserMenu />;
}

function UserMenu() {
  const { username, accountName } = useAuth();
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const store = useCharacterStore();
  const [unsent, setUnsent] = useState<RawCharacter[]>([]);
  useDismiss(open, () => setOpen(false), [button, list], button);
  // Personal data: fetched for this page only, never written to the persisted cache.
  const { data } = useQuery(CurrentUserDocument, { fetchPolicy: 'no-cache', skip: username !== null });
  useEffect(() => {
    if (data?.me.username) authStore.set({ username: data.me.username });
  }, [data]);
  const shown = username ?? accountName ?? 'Account';
  return (
    <Wrap className="auth">
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
              // Characters that never reached the server are kept at sign-out; the user is told first.
              void store.unsentCharacters().then((unsent) => (unsent.length > 0 ? setUnsent(unsent) : logout()));
            }}
          >
            Logout
          </button>
        </li>
      </Popup>
      <UnsentCharactersDialog open={unsent.length > 0} characters={unsent} onSignOut={() => void logout()} onClose={() => setUnsent([])} />
    </Wrap>
  );
}
